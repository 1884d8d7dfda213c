from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.benchmark_local import BenchmarkLocal
from ...models.benchmarks_local_project_type import BenchmarksLocalProjectType
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    project_type: BenchmarksLocalProjectType,
    *,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    msa: str | Unset = UNSET,
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

    params["zip"] = zip_

    params["county"] = county

    params["msa"] = msa

    params["dataset_version"] = dataset_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/benchmarks/{project_type}/local".format(project_type=quote(str(project_type), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BenchmarkLocal | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = BenchmarkLocal.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BenchmarkLocal | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    project_type: BenchmarksLocalProjectType,
    *,
    client: AuthenticatedClient | Client,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    msa: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | BenchmarkLocal | Problem | ValidationProblem]:
    """ Benchmark for one place

     One project type for one place, given by exactly one of `zip`, `county` (5-digit FIPS) or `msa`
    (5-digit CBSA code): the place resolved (county, metro, population, tier, Census division), the
    figures at the finest geography a held source measures for that place (for new_construction_sfh, its
    Census region's price and its Census division's durations, named in `duration`), and the metro's
    wages for the type's trades from the costs area. Unknown places are 404; a malformed one, or not
    exactly one, is 422.

    Args:
        project_type (BenchmarksLocalProjectType):
        zip_ (str | Unset):
        county (str | Unset):
        msa (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BenchmarkLocal | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        project_type=project_type,
zip_=zip_,
county=county,
msa=msa,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    project_type: BenchmarksLocalProjectType,
    *,
    client: AuthenticatedClient | Client,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    msa: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | BenchmarkLocal | Problem | ValidationProblem | None:
    """ Benchmark for one place

     One project type for one place, given by exactly one of `zip`, `county` (5-digit FIPS) or `msa`
    (5-digit CBSA code): the place resolved (county, metro, population, tier, Census division), the
    figures at the finest geography a held source measures for that place (for new_construction_sfh, its
    Census region's price and its Census division's durations, named in `duration`), and the metro's
    wages for the type's trades from the costs area. Unknown places are 404; a malformed one, or not
    exactly one, is 422.

    Args:
        project_type (BenchmarksLocalProjectType):
        zip_ (str | Unset):
        county (str | Unset):
        msa (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BenchmarkLocal | Problem | ValidationProblem
     """


    return sync_detailed(
        project_type=project_type,
client=client,
zip_=zip_,
county=county,
msa=msa,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    ).parsed

async def asyncio_detailed(
    project_type: BenchmarksLocalProjectType,
    *,
    client: AuthenticatedClient | Client,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    msa: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | BenchmarkLocal | Problem | ValidationProblem]:
    """ Benchmark for one place

     One project type for one place, given by exactly one of `zip`, `county` (5-digit FIPS) or `msa`
    (5-digit CBSA code): the place resolved (county, metro, population, tier, Census division), the
    figures at the finest geography a held source measures for that place (for new_construction_sfh, its
    Census region's price and its Census division's durations, named in `duration`), and the metro's
    wages for the type's trades from the costs area. Unknown places are 404; a malformed one, or not
    exactly one, is 422.

    Args:
        project_type (BenchmarksLocalProjectType):
        zip_ (str | Unset):
        county (str | Unset):
        msa (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BenchmarkLocal | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        project_type=project_type,
zip_=zip_,
county=county,
msa=msa,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    project_type: BenchmarksLocalProjectType,
    *,
    client: AuthenticatedClient | Client,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    msa: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | BenchmarkLocal | Problem | ValidationProblem | None:
    """ Benchmark for one place

     One project type for one place, given by exactly one of `zip`, `county` (5-digit FIPS) or `msa`
    (5-digit CBSA code): the place resolved (county, metro, population, tier, Census division), the
    figures at the finest geography a held source measures for that place (for new_construction_sfh, its
    Census region's price and its Census division's durations, named in `duration`), and the metro's
    wages for the type's trades from the costs area. Unknown places are 404; a malformed one, or not
    exactly one, is 422.

    Args:
        project_type (BenchmarksLocalProjectType):
        zip_ (str | Unset):
        county (str | Unset):
        msa (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BenchmarkLocal | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        project_type=project_type,
client=client,
zip_=zip_,
county=county,
msa=msa,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )).parsed
