from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.batch_request import BatchRequest
from ...models.batch_results import BatchResults
from ...models.calc_batch_prefer import CalcBatchPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: BatchRequest,
    prefer: CalcBatchPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BatchResults | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = BatchResults.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BatchResults | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
    prefer: CalcBatchPrefer | Unset = UNSET,

) -> Response[BatchResults | Problem | ValidationProblem]:
    """ Run several calculators in one request

     Up to 100 items, each `{id, operation_id or path, input}`; the answer lists, in order, `{id, status,
    body}` for each: the status and body its own call would answer (a 422 item does not fail the batch).
    Every item that names a calculator is one call against the rate limit and the monthly quota,
    admitted or refused item by item: once a Free account reaches its cap inside a batch, that item and
    every later one are 429 problems (with `retry_after`), not counted, and the batch still answers 200;
    a key's burst bounds how many items one batch can run at once. A batch from a key the instance
    already knows is refused (over its rate until its `Retry-After`, or a Free account at its cap) is
    refused whole, before its items are read: one 429 as a single call would get. An item naming no
    calculator is a 404 problem and costs nothing. The request itself is not metered unless no item
    names a calculator (or the batch is refused whole, 422): then it is one rate-limited call, not
    counted. `Prefer: return=minimal` applies to every item. `summary.counted` is what the batch added
    to the monthly usage. Once the answer passes 512 KiB the items left are not run nor counted, each a
    413 problem to send again (100 items with their schemas pass it; minimal ones do not).

    Args:
        prefer (CalcBatchPrefer | Unset):
        body (BatchRequest): Up to 100 calculator calls. Each item names its calculator by
            operation_id or by path (one of them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResults | Problem | ValidationProblem]
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
    body: BatchRequest,
    prefer: CalcBatchPrefer | Unset = UNSET,

) -> BatchResults | Problem | ValidationProblem | None:
    """ Run several calculators in one request

     Up to 100 items, each `{id, operation_id or path, input}`; the answer lists, in order, `{id, status,
    body}` for each: the status and body its own call would answer (a 422 item does not fail the batch).
    Every item that names a calculator is one call against the rate limit and the monthly quota,
    admitted or refused item by item: once a Free account reaches its cap inside a batch, that item and
    every later one are 429 problems (with `retry_after`), not counted, and the batch still answers 200;
    a key's burst bounds how many items one batch can run at once. A batch from a key the instance
    already knows is refused (over its rate until its `Retry-After`, or a Free account at its cap) is
    refused whole, before its items are read: one 429 as a single call would get. An item naming no
    calculator is a 404 problem and costs nothing. The request itself is not metered unless no item
    names a calculator (or the batch is refused whole, 422): then it is one rate-limited call, not
    counted. `Prefer: return=minimal` applies to every item. `summary.counted` is what the batch added
    to the monthly usage. Once the answer passes 512 KiB the items left are not run nor counted, each a
    413 problem to send again (100 items with their schemas pass it; minimal ones do not).

    Args:
        prefer (CalcBatchPrefer | Unset):
        body (BatchRequest): Up to 100 calculator calls. Each item names its calculator by
            operation_id or by path (one of them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResults | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
    prefer: CalcBatchPrefer | Unset = UNSET,

) -> Response[BatchResults | Problem | ValidationProblem]:
    """ Run several calculators in one request

     Up to 100 items, each `{id, operation_id or path, input}`; the answer lists, in order, `{id, status,
    body}` for each: the status and body its own call would answer (a 422 item does not fail the batch).
    Every item that names a calculator is one call against the rate limit and the monthly quota,
    admitted or refused item by item: once a Free account reaches its cap inside a batch, that item and
    every later one are 429 problems (with `retry_after`), not counted, and the batch still answers 200;
    a key's burst bounds how many items one batch can run at once. A batch from a key the instance
    already knows is refused (over its rate until its `Retry-After`, or a Free account at its cap) is
    refused whole, before its items are read: one 429 as a single call would get. An item naming no
    calculator is a 404 problem and costs nothing. The request itself is not metered unless no item
    names a calculator (or the batch is refused whole, 422): then it is one rate-limited call, not
    counted. `Prefer: return=minimal` applies to every item. `summary.counted` is what the batch added
    to the monthly usage. Once the answer passes 512 KiB the items left are not run nor counted, each a
    413 problem to send again (100 items with their schemas pass it; minimal ones do not).

    Args:
        prefer (CalcBatchPrefer | Unset):
        body (BatchRequest): Up to 100 calculator calls. Each item names its calculator by
            operation_id or by path (one of them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResults | Problem | ValidationProblem]
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
    body: BatchRequest,
    prefer: CalcBatchPrefer | Unset = UNSET,

) -> BatchResults | Problem | ValidationProblem | None:
    """ Run several calculators in one request

     Up to 100 items, each `{id, operation_id or path, input}`; the answer lists, in order, `{id, status,
    body}` for each: the status and body its own call would answer (a 422 item does not fail the batch).
    Every item that names a calculator is one call against the rate limit and the monthly quota,
    admitted or refused item by item: once a Free account reaches its cap inside a batch, that item and
    every later one are 429 problems (with `retry_after`), not counted, and the batch still answers 200;
    a key's burst bounds how many items one batch can run at once. A batch from a key the instance
    already knows is refused (over its rate until its `Retry-After`, or a Free account at its cap) is
    refused whole, before its items are read: one 429 as a single call would get. An item naming no
    calculator is a 404 problem and costs nothing. The request itself is not metered unless no item
    names a calculator (or the batch is refused whole, 422): then it is one rate-limited call, not
    counted. `Prefer: return=minimal` applies to every item. `summary.counted` is what the batch added
    to the monthly usage. Once the answer passes 512 KiB the items left are not run nor counted, each a
    413 problem to send again (100 items with their schemas pass it; minimal ones do not).

    Args:
        prefer (CalcBatchPrefer | Unset):
        body (BatchRequest): Up to 100 calculator calls. Each item names its calculator by
            operation_id or by path (one of them).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResults | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
