from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_doc import ErrorDoc
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    status: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/errors/{status}".format(status=quote(str(status), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorDoc | Problem | None:
    if response.status_code == 200:
        response_200 = ErrorDoc.from_dict(response.json())



        return response_200

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if 400 <= response.status_code <= 499:
        response_4xx = Problem.from_dict(response.json())



        return response_4xx

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorDoc | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    status: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorDoc | Problem]:
    """ Explain an error status

     What a problem's `type` URL leads to: the status, what it means from this API, what to do, and the
    codes (`code` of the domain error, and for 422 each `errors[].code`) it carries. A short HTML page
    by default; JSON with `Accept: application/json`. Every status this API answers with has one; any
    other is a 404.

    Args:
        status (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDoc | Problem]
     """


    kwargs = _get_kwargs(
        status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    status: str,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorDoc | Problem | None:
    """ Explain an error status

     What a problem's `type` URL leads to: the status, what it means from this API, what to do, and the
    codes (`code` of the domain error, and for 422 each `errors[].code`) it carries. A short HTML page
    by default; JSON with `Accept: application/json`. Every status this API answers with has one; any
    other is a 404.

    Args:
        status (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDoc | Problem
     """


    return sync_detailed(
        status=status,
client=client,

    ).parsed

async def asyncio_detailed(
    status: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorDoc | Problem]:
    """ Explain an error status

     What a problem's `type` URL leads to: the status, what it means from this API, what to do, and the
    codes (`code` of the domain error, and for 422 each `errors[].code`) it carries. A short HTML page
    by default; JSON with `Accept: application/json`. Every status this API answers with has one; any
    other is a 404.

    Args:
        status (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorDoc | Problem]
     """


    kwargs = _get_kwargs(
        status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    status: str,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorDoc | Problem | None:
    """ Explain an error status

     What a problem's `type` URL leads to: the status, what it means from this API, what to do, and the
    codes (`code` of the domain error, and for 422 each `errors[].code`) it carries. A short HTML page
    by default; JSON with `Accept: application/json`. Every status this API answers with has one; any
    other is a 404.

    Args:
        status (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorDoc | Problem
     """


    return (await asyncio_detailed(
        status=status,
client=client,

    )).parsed
