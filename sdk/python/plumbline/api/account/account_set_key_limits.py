from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.key_limits_request import KeyLimitsRequest
from ...models.key_metadata import KeyMetadata
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    key_id: str,
    *,
    body: KeyLimitsRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/account/api-keys/{key_id}".format(key_id=quote(str(key_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeyMetadata | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = KeyMetadata.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeyMetadata | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: KeyLimitsRequest,

) -> Response[KeyMetadata | Problem | ValidationProblem]:
    """ Set a key's own limits

     One of the calling customer's keys' own limits, each at most the account's: `monthly_call_limit`
    (its calls past it answer 429 with code `key_limit_reached` until the month turns; the account's
    other keys are not held by it) and `rate_per_minute` (its own rate; the burst scales as the
    account's does). A whole number sets a limit, null removes it, an absent member is left as it is.
    Answers the key as the key list shows it, with its calls this month. A test key cannot change limits
    (403); a revoked key's limits cannot change (409).

    Args:
        key_id (str):
        body (KeyLimitsRequest): A key's own limits, each at most the account's: a whole number
            sets one, null removes it, an absent member is left as it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyMetadata | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        key_id=key_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: KeyLimitsRequest,

) -> KeyMetadata | Problem | ValidationProblem | None:
    """ Set a key's own limits

     One of the calling customer's keys' own limits, each at most the account's: `monthly_call_limit`
    (its calls past it answer 429 with code `key_limit_reached` until the month turns; the account's
    other keys are not held by it) and `rate_per_minute` (its own rate; the burst scales as the
    account's does). A whole number sets a limit, null removes it, an absent member is left as it is.
    Answers the key as the key list shows it, with its calls this month. A test key cannot change limits
    (403); a revoked key's limits cannot change (409).

    Args:
        key_id (str):
        body (KeyLimitsRequest): A key's own limits, each at most the account's: a whole number
            sets one, null removes it, an absent member is left as it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyMetadata | Problem | ValidationProblem
     """


    return sync_detailed(
        key_id=key_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: KeyLimitsRequest,

) -> Response[KeyMetadata | Problem | ValidationProblem]:
    """ Set a key's own limits

     One of the calling customer's keys' own limits, each at most the account's: `monthly_call_limit`
    (its calls past it answer 429 with code `key_limit_reached` until the month turns; the account's
    other keys are not held by it) and `rate_per_minute` (its own rate; the burst scales as the
    account's does). A whole number sets a limit, null removes it, an absent member is left as it is.
    Answers the key as the key list shows it, with its calls this month. A test key cannot change limits
    (403); a revoked key's limits cannot change (409).

    Args:
        key_id (str):
        body (KeyLimitsRequest): A key's own limits, each at most the account's: a whole number
            sets one, null removes it, an absent member is left as it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyMetadata | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        key_id=key_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: KeyLimitsRequest,

) -> KeyMetadata | Problem | ValidationProblem | None:
    """ Set a key's own limits

     One of the calling customer's keys' own limits, each at most the account's: `monthly_call_limit`
    (its calls past it answer 429 with code `key_limit_reached` until the month turns; the account's
    other keys are not held by it) and `rate_per_minute` (its own rate; the burst scales as the
    account's does). A whole number sets a limit, null removes it, an absent member is left as it is.
    Answers the key as the key list shows it, with its calls this month. A test key cannot change limits
    (403); a revoked key's limits cannot change (409).

    Args:
        key_id (str):
        body (KeyLimitsRequest): A key's own limits, each at most the account's: a whole number
            sets one, null removes it, an absent member is left as it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyMetadata | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        key_id=key_id,
client=client,
body=body,

    )).parsed
