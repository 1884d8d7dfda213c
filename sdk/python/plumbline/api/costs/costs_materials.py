from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.costs_materials_category import CostsMaterialsCategory
from ...models.materials_index import MaterialsIndex
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    category: CostsMaterialsCategory,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(plumbline_dataset_version, Unset):
        headers["Plumbline-Dataset-Version"] = plumbline_dataset_version



    

    params: dict[str, Any] = {}

    json_category = category.value
    params["category"] = json_category

    params["period"] = period

    params["dataset_version"] = dataset_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/costs/materials",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | MaterialsIndex | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = MaterialsIndex.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 410:
        response_410 = Problem.from_dict(response.json())



        return response_410

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | MaterialsIndex | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    category: CostsMaterialsCategory,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | MaterialsIndex | Problem | ValidationProblem]:
    """ Material price index

     A material category's producer price index for a month (default the latest), its 13-month history
    (the month and the 12 before), the change over 1 and 12 months, and the BLS series behind it (ids,
    titles, base periods, weights). flooring, doors-windows and site average several series with equal
    weight after rebasing each to 2015-01=100. Indexes, never dollar prices.

    Args:
        category (CostsMaterialsCategory):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MaterialsIndex | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    category: CostsMaterialsCategory,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | MaterialsIndex | Problem | ValidationProblem | None:
    """ Material price index

     A material category's producer price index for a month (default the latest), its 13-month history
    (the month and the 12 before), the change over 1 and 12 months, and the BLS series behind it (ids,
    titles, base periods, weights). flooring, doors-windows and site average several series with equal
    weight after rebasing each to 2015-01=100. Indexes, never dollar prices.

    Args:
        category (CostsMaterialsCategory):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MaterialsIndex | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
category=category,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    category: CostsMaterialsCategory,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | MaterialsIndex | Problem | ValidationProblem]:
    """ Material price index

     A material category's producer price index for a month (default the latest), its 13-month history
    (the month and the 12 before), the change over 1 and 12 months, and the BLS series behind it (ids,
    titles, base periods, weights). flooring, doors-windows and site average several series with equal
    weight after rebasing each to 2015-01=100. Indexes, never dollar prices.

    Args:
        category (CostsMaterialsCategory):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MaterialsIndex | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    category: CostsMaterialsCategory,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | MaterialsIndex | Problem | ValidationProblem | None:
    """ Material price index

     A material category's producer price index for a month (default the latest), its 13-month history
    (the month and the 12 before), the change over 1 and 12 months, and the BLS series behind it (ids,
    titles, base periods, weights). flooring, doors-windows and site average several series with equal
    weight after rebasing each to 2015-01=100. Indexes, never dollar prices.

    Args:
        category (CostsMaterialsCategory):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MaterialsIndex | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
category=category,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )).parsed
