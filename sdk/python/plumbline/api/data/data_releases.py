from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.data_releases import DataReleases
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/data/releases",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DataReleases | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = DataReleases.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DataReleases | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | DataReleases | Problem | ValidationProblem]:
    """ Dataset releases

     Every dataset version that went live, newest first (at most 100): when it went live and was
    superseded, whether a request may still pin it (`kept`, `expires_at`; pin with the Plumbline-
    Dataset-Version header or the dataset_version parameter of any reference route), the source files
    added, removed or changed with their periods, and per area the rows held and the rows added, removed
    and changed against the version before. Poll it with If-None-Match: a 304 costs a rate-limit slot
    and is never counted; the feed itself is not counted either.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DataReleases | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | DataReleases | Problem | ValidationProblem | None:
    """ Dataset releases

     Every dataset version that went live, newest first (at most 100): when it went live and was
    superseded, whether a request may still pin it (`kept`, `expires_at`; pin with the Plumbline-
    Dataset-Version header or the dataset_version parameter of any reference route), the source files
    added, removed or changed with their periods, and per area the rows held and the rows added, removed
    and changed against the version before. Poll it with If-None-Match: a 304 costs a rate-limit slot
    and is never counted; the feed itself is not counted either.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DataReleases | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | DataReleases | Problem | ValidationProblem]:
    """ Dataset releases

     Every dataset version that went live, newest first (at most 100): when it went live and was
    superseded, whether a request may still pin it (`kept`, `expires_at`; pin with the Plumbline-
    Dataset-Version header or the dataset_version parameter of any reference route), the source files
    added, removed or changed with their periods, and per area the rows held and the rows added, removed
    and changed against the version before. Poll it with If-None-Match: a 304 costs a rate-limit slot
    and is never counted; the feed itself is not counted either.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DataReleases | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,

) -> Any | DataReleases | Problem | ValidationProblem | None:
    """ Dataset releases

     Every dataset version that went live, newest first (at most 100): when it went live and was
    superseded, whether a request may still pin it (`kept`, `expires_at`; pin with the Plumbline-
    Dataset-Version header or the dataset_version parameter of any reference route), the source files
    added, removed or changed with their periods, and per area the rows held and the rows added, removed
    and changed against the version before. Poll it with If-None-Match: a 304 costs a rate-limit slot
    and is never counted; the feed itself is not counted either.

    Args:
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DataReleases | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
if_none_match=if_none_match,

    )).parsed
