from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_flooring_underlayment_input import CalcFlooringUnderlaymentInput
from ...models.calc_flooring_underlayment_output import CalcFlooringUnderlaymentOutput
from ...models.calc_flooring_underlayment_prefer import CalcFlooringUnderlaymentPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcFlooringUnderlaymentInput,
    prefer: CalcFlooringUnderlaymentPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/flooring/underlayment",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcFlooringUnderlaymentOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcFlooringUnderlaymentOutput.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcFlooringUnderlaymentOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcFlooringUnderlaymentInput,
    prefer: CalcFlooringUnderlaymentPrefer | Unset = UNSET,

) -> Response[CalcFlooringUnderlaymentOutput | Problem | ValidationProblem]:
    """ Underlayment rolls or sheets

     Rolls of underlayment from the manufacturer's roll coverage, or 4x8 / 4x4 underlayment panels (ASTM
    F1482 panel practice), for a floor area. Cites: NWFA Installation Guidelines, ASTM F1482.

    Args:
        prefer (CalcFlooringUnderlaymentPrefer | Unset):
        body (CalcFlooringUnderlaymentInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcFlooringUnderlaymentOutput | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
prefer=prefer,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CalcFlooringUnderlaymentInput,
    prefer: CalcFlooringUnderlaymentPrefer | Unset = UNSET,

) -> CalcFlooringUnderlaymentOutput | Problem | ValidationProblem | None:
    """ Underlayment rolls or sheets

     Rolls of underlayment from the manufacturer's roll coverage, or 4x8 / 4x4 underlayment panels (ASTM
    F1482 panel practice), for a floor area. Cites: NWFA Installation Guidelines, ASTM F1482.

    Args:
        prefer (CalcFlooringUnderlaymentPrefer | Unset):
        body (CalcFlooringUnderlaymentInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcFlooringUnderlaymentOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcFlooringUnderlaymentInput,
    prefer: CalcFlooringUnderlaymentPrefer | Unset = UNSET,

) -> Response[CalcFlooringUnderlaymentOutput | Problem | ValidationProblem]:
    """ Underlayment rolls or sheets

     Rolls of underlayment from the manufacturer's roll coverage, or 4x8 / 4x4 underlayment panels (ASTM
    F1482 panel practice), for a floor area. Cites: NWFA Installation Guidelines, ASTM F1482.

    Args:
        prefer (CalcFlooringUnderlaymentPrefer | Unset):
        body (CalcFlooringUnderlaymentInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcFlooringUnderlaymentOutput | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
prefer=prefer,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CalcFlooringUnderlaymentInput,
    prefer: CalcFlooringUnderlaymentPrefer | Unset = UNSET,

) -> CalcFlooringUnderlaymentOutput | Problem | ValidationProblem | None:
    """ Underlayment rolls or sheets

     Rolls of underlayment from the manufacturer's roll coverage, or 4x8 / 4x4 underlayment panels (ASTM
    F1482 panel practice), for a floor area. Cites: NWFA Installation Guidelines, ASTM F1482.

    Args:
        prefer (CalcFlooringUnderlaymentPrefer | Unset):
        body (CalcFlooringUnderlaymentInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcFlooringUnderlaymentOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
