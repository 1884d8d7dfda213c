from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.jsonrpc_response import JSONRPCResponse
from ...models.mcp_post_body import McpPostBody
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from typing import cast



def _get_kwargs(
    *,
    body: McpPostBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JSONRPCResponse | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = JSONRPCResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JSONRPCResponse | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: McpPostBody,

) -> Response[JSONRPCResponse | Problem | ValidationProblem]:
    """ Send an MCP message

     The MCP server (Streamable HTTP, protocol 2025-03-26 and later revisions): every calculator and
    reference operation as a tool, documents and records as resources, estimator workflows as prompts.
    Authenticate with the same Bearer key as REST, or with an OAuth access token (authorization server
    metadata at /.well-known/oauth-authorization-server; a 401 names the protected resource metadata in
    WWW-Authenticate). tools/call is rate-limited and counted like the REST call it mirrors; initialize,
    tools/list and ping are rate-limited, not counted. A request other than initialize without Mcp-
    Session-Id answers 400; a session that is not the caller's, or has ended, 404.

    Args:
        body (McpPostBody): A JSON-RPC 2.0 message (or, at 2025-03-26, a batch) of the MCP
            protocol.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JSONRPCResponse | Problem | ValidationProblem]
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
    body: McpPostBody,

) -> JSONRPCResponse | Problem | ValidationProblem | None:
    """ Send an MCP message

     The MCP server (Streamable HTTP, protocol 2025-03-26 and later revisions): every calculator and
    reference operation as a tool, documents and records as resources, estimator workflows as prompts.
    Authenticate with the same Bearer key as REST, or with an OAuth access token (authorization server
    metadata at /.well-known/oauth-authorization-server; a 401 names the protected resource metadata in
    WWW-Authenticate). tools/call is rate-limited and counted like the REST call it mirrors; initialize,
    tools/list and ping are rate-limited, not counted. A request other than initialize without Mcp-
    Session-Id answers 400; a session that is not the caller's, or has ended, 404.

    Args:
        body (McpPostBody): A JSON-RPC 2.0 message (or, at 2025-03-26, a batch) of the MCP
            protocol.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JSONRPCResponse | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: McpPostBody,

) -> Response[JSONRPCResponse | Problem | ValidationProblem]:
    """ Send an MCP message

     The MCP server (Streamable HTTP, protocol 2025-03-26 and later revisions): every calculator and
    reference operation as a tool, documents and records as resources, estimator workflows as prompts.
    Authenticate with the same Bearer key as REST, or with an OAuth access token (authorization server
    metadata at /.well-known/oauth-authorization-server; a 401 names the protected resource metadata in
    WWW-Authenticate). tools/call is rate-limited and counted like the REST call it mirrors; initialize,
    tools/list and ping are rate-limited, not counted. A request other than initialize without Mcp-
    Session-Id answers 400; a session that is not the caller's, or has ended, 404.

    Args:
        body (McpPostBody): A JSON-RPC 2.0 message (or, at 2025-03-26, a batch) of the MCP
            protocol.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JSONRPCResponse | Problem | ValidationProblem]
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
    body: McpPostBody,

) -> JSONRPCResponse | Problem | ValidationProblem | None:
    """ Send an MCP message

     The MCP server (Streamable HTTP, protocol 2025-03-26 and later revisions): every calculator and
    reference operation as a tool, documents and records as resources, estimator workflows as prompts.
    Authenticate with the same Bearer key as REST, or with an OAuth access token (authorization server
    metadata at /.well-known/oauth-authorization-server; a 401 names the protected resource metadata in
    WWW-Authenticate). tools/call is rate-limited and counted like the REST call it mirrors; initialize,
    tools/list and ping are rate-limited, not counted. A request other than initialize without Mcp-
    Session-Id answers 400; a session that is not the caller's, or has ended, 404.

    Args:
        body (McpPostBody): A JSON-RPC 2.0 message (or, at 2025-03-26, a batch) of the MCP
            protocol.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JSONRPCResponse | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
