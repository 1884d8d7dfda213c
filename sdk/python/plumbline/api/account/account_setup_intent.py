from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_setup_intent_body import AccountSetupIntentBody
from ...models.problem import Problem
from ...models.setup_intent import SetupIntent
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: AccountSetupIntentBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/setup-intent",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SetupIntent | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = SetupIntent.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if 400 <= response.status_code <= 499:
        response_4xx = Problem.from_dict(response.json())



        return response_4xx

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SetupIntent | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AccountSetupIntentBody | Unset = UNSET,

) -> Response[Problem | SetupIntent | ValidationProblem]:
    """ Start browser card collection

     Creates a payment-processor SetupIntent for the browser signup flow. At most 5 per 10 minutes per
    client IP. The body may be empty.

    Args:
        body (AccountSetupIntentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SetupIntent | ValidationProblem]
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
    body: AccountSetupIntentBody | Unset = UNSET,

) -> Problem | SetupIntent | ValidationProblem | None:
    """ Start browser card collection

     Creates a payment-processor SetupIntent for the browser signup flow. At most 5 per 10 minutes per
    client IP. The body may be empty.

    Args:
        body (AccountSetupIntentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SetupIntent | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AccountSetupIntentBody | Unset = UNSET,

) -> Response[Problem | SetupIntent | ValidationProblem]:
    """ Start browser card collection

     Creates a payment-processor SetupIntent for the browser signup flow. At most 5 per 10 minutes per
    client IP. The body may be empty.

    Args:
        body (AccountSetupIntentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SetupIntent | ValidationProblem]
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
    body: AccountSetupIntentBody | Unset = UNSET,

) -> Problem | SetupIntent | ValidationProblem | None:
    """ Start browser card collection

     Creates a payment-processor SetupIntent for the browser signup flow. At most 5 per 10 minutes per
    client IP. The body may be empty.

    Args:
        body (AccountSetupIntentBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SetupIntent | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
