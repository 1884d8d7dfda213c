from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.key_revoked import KeyRevoked
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    key_id: str,
    *,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/account/api-keys/{key_id}".format(key_id=quote(str(key_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeyRevoked | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = KeyRevoked.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeyRevoked | Problem | ValidationProblem]:
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
    idempotency_key: str | Unset = UNSET,

) -> Response[KeyRevoked | Problem | ValidationProblem]:
    """ Revoke an API key

     Revokes one of the calling customer's keys; later requests with it answer 401. Another customer's
    key answers 404. Revoking a revoked key answers 200 with its original revoked_at.

    Args:
        key_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyRevoked | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        key_id=key_id,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,

) -> KeyRevoked | Problem | ValidationProblem | None:
    """ Revoke an API key

     Revokes one of the calling customer's keys; later requests with it answer 401. Another customer's
    key answers 404. Revoking a revoked key answers 200 with its original revoked_at.

    Args:
        key_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyRevoked | Problem | ValidationProblem
     """


    return sync_detailed(
        key_id=key_id,
client=client,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,

) -> Response[KeyRevoked | Problem | ValidationProblem]:
    """ Revoke an API key

     Revokes one of the calling customer's keys; later requests with it answer 401. Another customer's
    key answers 404. Revoking a revoked key answers 200 with its original revoked_at.

    Args:
        key_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyRevoked | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        key_id=key_id,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    key_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,

) -> KeyRevoked | Problem | ValidationProblem | None:
    """ Revoke an API key

     Revokes one of the calling customer's keys; later requests with it answer 401. Another customer's
    key answers 404. Revoking a revoked key answers 200 with its original revoked_at.

    Args:
        key_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyRevoked | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        key_id=key_id,
client=client,
idempotency_key=idempotency_key,

    )).parsed
