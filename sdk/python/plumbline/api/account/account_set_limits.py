from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_limits import AccountLimits
from ...models.limits_request import LimitsRequest
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    *,
    body: LimitsRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/account/limits",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountLimits | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = AccountLimits.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountLimits | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LimitsRequest,

) -> Response[AccountLimits | Problem | ValidationProblem]:
    r""" Set the monthly spend cap

     A paid account's monthly overage limit: `{\"spend_cap\": {\"calls\": N}}` or `{\"spend_cap\":
    {\"usd\": D}}` (whole calls at the plan's overage price), or `{\"spend_cap\": null}` to remove it.
    Past quota + cap, calls answer 429 with code `spend_cap_reached` until the month turns. The Free
    plan is a hard cap already (409); a test key cannot set it (403).

    Args:
        body (LimitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountLimits | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: LimitsRequest,

) -> AccountLimits | Problem | ValidationProblem | None:
    r""" Set the monthly spend cap

     A paid account's monthly overage limit: `{\"spend_cap\": {\"calls\": N}}` or `{\"spend_cap\":
    {\"usd\": D}}` (whole calls at the plan's overage price), or `{\"spend_cap\": null}` to remove it.
    Past quota + cap, calls answer 429 with code `spend_cap_reached` until the month turns. The Free
    plan is a hard cap already (409); a test key cannot set it (403).

    Args:
        body (LimitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountLimits | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LimitsRequest,

) -> Response[AccountLimits | Problem | ValidationProblem]:
    r""" Set the monthly spend cap

     A paid account's monthly overage limit: `{\"spend_cap\": {\"calls\": N}}` or `{\"spend_cap\":
    {\"usd\": D}}` (whole calls at the plan's overage price), or `{\"spend_cap\": null}` to remove it.
    Past quota + cap, calls answer 429 with code `spend_cap_reached` until the month turns. The Free
    plan is a hard cap already (409); a test key cannot set it (403).

    Args:
        body (LimitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountLimits | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LimitsRequest,

) -> AccountLimits | Problem | ValidationProblem | None:
    r""" Set the monthly spend cap

     A paid account's monthly overage limit: `{\"spend_cap\": {\"calls\": N}}` or `{\"spend_cap\":
    {\"usd\": D}}` (whole calls at the plan's overage price), or `{\"spend_cap\": null}` to remove it.
    Past quota + cap, calls answer 429 with code `spend_cap_reached` until the month turns. The Free
    plan is a hard cap already (409); a test key cannot set it (403).

    Args:
        body (LimitsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountLimits | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
