from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calculator_schemas import CalculatorSchemas
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    category: str,
    kind: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/calc/{category}/{kind}/schema".format(category=quote(str(category), safe=""),kind=quote(str(kind), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalculatorSchemas | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalculatorSchemas.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ValidationProblem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalculatorSchemas | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    category: str,
    kind: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[CalculatorSchemas | Problem | ValidationProblem]:
    """ Get a calculator's schemas

     The input and output JSON Schemas (2020-12) of POST /v1/calc/{category}/{kind}: the same `schemas` a
    calculator's answer carries, without a call. The input schema states every rule the server checks.
    404 for a calculator the catalog (GET /v1/calc/list) does not list.

    Args:
        category (str):
        kind (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalculatorSchemas | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
kind=kind,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    category: str,
    kind: str,
    *,
    client: AuthenticatedClient | Client,

) -> CalculatorSchemas | Problem | ValidationProblem | None:
    """ Get a calculator's schemas

     The input and output JSON Schemas (2020-12) of POST /v1/calc/{category}/{kind}: the same `schemas` a
    calculator's answer carries, without a call. The input schema states every rule the server checks.
    404 for a calculator the catalog (GET /v1/calc/list) does not list.

    Args:
        category (str):
        kind (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalculatorSchemas | Problem | ValidationProblem
     """


    return sync_detailed(
        category=category,
kind=kind,
client=client,

    ).parsed

async def asyncio_detailed(
    category: str,
    kind: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[CalculatorSchemas | Problem | ValidationProblem]:
    """ Get a calculator's schemas

     The input and output JSON Schemas (2020-12) of POST /v1/calc/{category}/{kind}: the same `schemas` a
    calculator's answer carries, without a call. The input schema states every rule the server checks.
    404 for a calculator the catalog (GET /v1/calc/list) does not list.

    Args:
        category (str):
        kind (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalculatorSchemas | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
kind=kind,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    category: str,
    kind: str,
    *,
    client: AuthenticatedClient | Client,

) -> CalculatorSchemas | Problem | ValidationProblem | None:
    """ Get a calculator's schemas

     The input and output JSON Schemas (2020-12) of POST /v1/calc/{category}/{kind}: the same `schemas` a
    calculator's answer carries, without a call. The input schema states every rule the server checks.
    404 for a calculator the catalog (GET /v1/calc/list) does not list.

    Args:
        category (str):
        kind (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalculatorSchemas | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        category=category,
kind=kind,
client=client,

    )).parsed
