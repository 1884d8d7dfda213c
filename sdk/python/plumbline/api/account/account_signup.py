from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.signup_request import SignupRequest
from ...models.signup_response import SignupResponse
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: SignupRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/signup",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SignupResponse | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = SignupResponse.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 402:
        response_402 = Problem.from_dict(response.json())



        return response_402

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SignupResponse | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignupRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | SignupResponse | ValidationProblem]:
    """ Create an account

     Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token +
    setup_intent_id. A card is required on every tier. Answers the account and its first API key, shown
    once.

    Args:
        idempotency_key (str | Unset):
        body (SignupRequest): Programmatic flow: email + payment_method_id. Browser flow: email +
            challenge_token + setup_intent_id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignupResponse | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SignupRequest,
    idempotency_key: str | Unset = UNSET,

) -> Problem | SignupResponse | ValidationProblem | None:
    """ Create an account

     Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token +
    setup_intent_id. A card is required on every tier. Answers the account and its first API key, shown
    once.

    Args:
        idempotency_key (str | Unset):
        body (SignupRequest): Programmatic flow: email + payment_method_id. Browser flow: email +
            challenge_token + setup_intent_id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignupResponse | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignupRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | SignupResponse | ValidationProblem]:
    """ Create an account

     Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token +
    setup_intent_id. A card is required on every tier. Answers the account and its first API key, shown
    once.

    Args:
        idempotency_key (str | Unset):
        body (SignupRequest): Programmatic flow: email + payment_method_id. Browser flow: email +
            challenge_token + setup_intent_id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignupResponse | ValidationProblem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignupRequest,
    idempotency_key: str | Unset = UNSET,

) -> Problem | SignupResponse | ValidationProblem | None:
    """ Create an account

     Programmatic flow: email + payment_method_id. Browser flow: email + challenge_token +
    setup_intent_id. A card is required on every tier. Answers the account and its first API key, shown
    once.

    Args:
        idempotency_key (str | Unset):
        body (SignupRequest): Programmatic flow: email + payment_method_id. Browser flow: email +
            challenge_token + setup_intent_id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignupResponse | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
