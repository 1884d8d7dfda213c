from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.product_page import ProductPage
from ...models.products_category_category import ProductsCategoryCategory
from ...models.products_category_filter import ProductsCategoryFilter
from ...models.products_category_market import ProductsCategoryMarket
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    category: ProductsCategoryCategory,
    *,
    subcategory: str | Unset = UNSET,
    brand: str | Unset = UNSET,
    market: ProductsCategoryMarket | Unset = UNSET,
    filter_: ProductsCategoryFilter | Unset = UNSET,
    sort: str | Unset = UNSET,
    page: int | Unset = 1,
    per_page: int | Unset = 50,
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

    params["subcategory"] = subcategory

    params["brand"] = brand

    json_market: str | Unset = UNSET
    if not isinstance(market, Unset):
        json_market = market.value

    params["market"] = json_market

    json_filter_: dict[str, Any] | Unset = UNSET
    if not isinstance(filter_, Unset):
        json_filter_ = filter_.to_dict()
    if not isinstance(json_filter_, Unset):
        params.update(json_filter_)


    params["sort"] = sort

    params["page"] = page

    params["per_page"] = per_page

    params["dataset_version"] = dataset_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/products/categories/{category}".format(category=quote(str(category), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | ProductPage | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = ProductPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | ProductPage | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    category: ProductsCategoryCategory,
    *,
    client: AuthenticatedClient | Client,
    subcategory: str | Unset = UNSET,
    brand: str | Unset = UNSET,
    market: ProductsCategoryMarket | Unset = UNSET,
    filter_: ProductsCategoryFilter | Unset = UNSET,
    sort: str | Unset = UNSET,
    page: int | Unset = 1,
    per_page: int | Unset = 50,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | Problem | ProductPage | ValidationProblem]:
    """ List a category's products

     The records of one category, filtered (`filter[specs.<field>.<op>]=<value>` on number, text and
    yes/no specs, several combine with AND, at most 10; `subcategory`, `brand`, `market`), sorted
    (`sort=<field>` or `sort=-<field>`) and paged (`page`, `per_page` 1–200, default 50). A field
    outside the category's fields, an operator the field's kind lacks, a value of the wrong kind or a
    text value the field does not have is a 422 listing what is allowed. A category without data answers
    `coming_soon` with an empty page.

    Args:
        category (ProductsCategoryCategory):
        subcategory (str | Unset):
        brand (str | Unset):
        market (ProductsCategoryMarket | Unset):
        filter_ (ProductsCategoryFilter | Unset):
        sort (str | Unset):
        page (int | Unset):  Default: 1.
        per_page (int | Unset):  Default: 50.
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ProductPage | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
subcategory=subcategory,
brand=brand,
market=market,
filter_=filter_,
sort=sort,
page=page,
per_page=per_page,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    category: ProductsCategoryCategory,
    *,
    client: AuthenticatedClient | Client,
    subcategory: str | Unset = UNSET,
    brand: str | Unset = UNSET,
    market: ProductsCategoryMarket | Unset = UNSET,
    filter_: ProductsCategoryFilter | Unset = UNSET,
    sort: str | Unset = UNSET,
    page: int | Unset = 1,
    per_page: int | Unset = 50,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | Problem | ProductPage | ValidationProblem | None:
    """ List a category's products

     The records of one category, filtered (`filter[specs.<field>.<op>]=<value>` on number, text and
    yes/no specs, several combine with AND, at most 10; `subcategory`, `brand`, `market`), sorted
    (`sort=<field>` or `sort=-<field>`) and paged (`page`, `per_page` 1–200, default 50). A field
    outside the category's fields, an operator the field's kind lacks, a value of the wrong kind or a
    text value the field does not have is a 422 listing what is allowed. A category without data answers
    `coming_soon` with an empty page.

    Args:
        category (ProductsCategoryCategory):
        subcategory (str | Unset):
        brand (str | Unset):
        market (ProductsCategoryMarket | Unset):
        filter_ (ProductsCategoryFilter | Unset):
        sort (str | Unset):
        page (int | Unset):  Default: 1.
        per_page (int | Unset):  Default: 50.
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ProductPage | ValidationProblem
     """


    return sync_detailed(
        category=category,
client=client,
subcategory=subcategory,
brand=brand,
market=market,
filter_=filter_,
sort=sort,
page=page,
per_page=per_page,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    ).parsed

async def asyncio_detailed(
    category: ProductsCategoryCategory,
    *,
    client: AuthenticatedClient | Client,
    subcategory: str | Unset = UNSET,
    brand: str | Unset = UNSET,
    market: ProductsCategoryMarket | Unset = UNSET,
    filter_: ProductsCategoryFilter | Unset = UNSET,
    sort: str | Unset = UNSET,
    page: int | Unset = 1,
    per_page: int | Unset = 50,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | Problem | ProductPage | ValidationProblem]:
    """ List a category's products

     The records of one category, filtered (`filter[specs.<field>.<op>]=<value>` on number, text and
    yes/no specs, several combine with AND, at most 10; `subcategory`, `brand`, `market`), sorted
    (`sort=<field>` or `sort=-<field>`) and paged (`page`, `per_page` 1–200, default 50). A field
    outside the category's fields, an operator the field's kind lacks, a value of the wrong kind or a
    text value the field does not have is a 422 listing what is allowed. A category without data answers
    `coming_soon` with an empty page.

    Args:
        category (ProductsCategoryCategory):
        subcategory (str | Unset):
        brand (str | Unset):
        market (ProductsCategoryMarket | Unset):
        filter_ (ProductsCategoryFilter | Unset):
        sort (str | Unset):
        page (int | Unset):  Default: 1.
        per_page (int | Unset):  Default: 50.
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ProductPage | ValidationProblem]
     """


    kwargs = _get_kwargs(
        category=category,
subcategory=subcategory,
brand=brand,
market=market,
filter_=filter_,
sort=sort,
page=page,
per_page=per_page,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    category: ProductsCategoryCategory,
    *,
    client: AuthenticatedClient | Client,
    subcategory: str | Unset = UNSET,
    brand: str | Unset = UNSET,
    market: ProductsCategoryMarket | Unset = UNSET,
    filter_: ProductsCategoryFilter | Unset = UNSET,
    sort: str | Unset = UNSET,
    page: int | Unset = 1,
    per_page: int | Unset = 50,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | Problem | ProductPage | ValidationProblem | None:
    """ List a category's products

     The records of one category, filtered (`filter[specs.<field>.<op>]=<value>` on number, text and
    yes/no specs, several combine with AND, at most 10; `subcategory`, `brand`, `market`), sorted
    (`sort=<field>` or `sort=-<field>`) and paged (`page`, `per_page` 1–200, default 50). A field
    outside the category's fields, an operator the field's kind lacks, a value of the wrong kind or a
    text value the field does not have is a 422 listing what is allowed. A category without data answers
    `coming_soon` with an empty page.

    Args:
        category (ProductsCategoryCategory):
        subcategory (str | Unset):
        brand (str | Unset):
        market (ProductsCategoryMarket | Unset):
        filter_ (ProductsCategoryFilter | Unset):
        sort (str | Unset):
        page (int | Unset):  Default: 1.
        per_page (int | Unset):  Default: 50.
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ProductPage | ValidationProblem
     """


    return (await asyncio_detailed(
        category=category,
client=client,
subcategory=subcategory,
brand=brand,
market=market,
filter_=filter_,
sort=sort,
page=page,
per_page=per_page,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )).parsed
