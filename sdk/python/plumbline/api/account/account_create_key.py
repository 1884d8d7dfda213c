from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.key_created import KeyCreated
from ...models.key_request import KeyRequest
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: KeyRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/api-keys",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeyCreated | Problem | ValidationProblem | None:
    if response.status_code == 201:
        response_201 = KeyCreated.from_dict(response.json())



        return response_201

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeyCreated | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: KeyRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[KeyCreated | Problem | ValidationProblem]:
    r""" Create an API key

     A new key on the calling customer's tier and monthly quota, with the scopes asked for (default: the
    calling key's); the plaintext is shown once. `{\"livemode\": false}` makes a test key (svc_test_…):
    same answers, never counted or billed, its own rate limit. `monthly_call_limit` and
    `rate_per_minute` give the key limits of its own, each at most the account's (see PATCH
    /v1/account/api-keys/{key_id}). A test key cannot create keys (403).

    Args:
        idempotency_key (str | Unset):
        body (KeyRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyCreated | Problem | ValidationProblem]
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
    body: KeyRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> KeyCreated | Problem | ValidationProblem | None:
    r""" Create an API key

     A new key on the calling customer's tier and monthly quota, with the scopes asked for (default: the
    calling key's); the plaintext is shown once. `{\"livemode\": false}` makes a test key (svc_test_…):
    same answers, never counted or billed, its own rate limit. `monthly_call_limit` and
    `rate_per_minute` give the key limits of its own, each at most the account's (see PATCH
    /v1/account/api-keys/{key_id}). A test key cannot create keys (403).

    Args:
        idempotency_key (str | Unset):
        body (KeyRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyCreated | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: KeyRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[KeyCreated | Problem | ValidationProblem]:
    r""" Create an API key

     A new key on the calling customer's tier and monthly quota, with the scopes asked for (default: the
    calling key's); the plaintext is shown once. `{\"livemode\": false}` makes a test key (svc_test_…):
    same answers, never counted or billed, its own rate limit. `monthly_call_limit` and
    `rate_per_minute` give the key limits of its own, each at most the account's (see PATCH
    /v1/account/api-keys/{key_id}). A test key cannot create keys (403).

    Args:
        idempotency_key (str | Unset):
        body (KeyRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyCreated | Problem | ValidationProblem]
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
    body: KeyRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> KeyCreated | Problem | ValidationProblem | None:
    r""" Create an API key

     A new key on the calling customer's tier and monthly quota, with the scopes asked for (default: the
    calling key's); the plaintext is shown once. `{\"livemode\": false}` makes a test key (svc_test_…):
    same answers, never counted or billed, its own rate limit. `monthly_call_limit` and
    `rate_per_minute` give the key limits of its own, each at most the account's (see PATCH
    /v1/account/api-keys/{key_id}). A test key cannot create keys (403).

    Args:
        idempotency_key (str | Unset):
        body (KeyRequest | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyCreated | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
