from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.oews_cell import OEWSCell
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    msa: str,
    soc: str,
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

    params["msa"] = msa

    params["soc"] = soc

    params["period"] = period

    params["dataset_version"] = dataset_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/costs/sources/oews",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | OEWSCell | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = OEWSCell.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | OEWSCell | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    msa: str,
    soc: str,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | OEWSCell | Problem | ValidationProblem]:
    """ A raw OEWS wage cell

     One published OEWS estimate (area × occupation) as BLS wrote it: wages as integer cents, and the
    suppression markers `*` (wage not available), `**` (employment not available), `#` (wage at or above
    the top bracket) and `~` kept. `msa` 99 is the nation, S and a state's FIPS code (S09) a state. The
    bundle holds the national May 2024 cells, New York-state MSAs (May 2023), Washington areas (2022),
    Florida MSAs for 47-2111 and 49-9021 (May 2024, annual only) and 11 large metros (May 2015);
    `plumbline data pull oews-metro oews-state` adds every area and state of the newest release for the
    11 trades.

    Args:
        msa (str):
        soc (str):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OEWSCell | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        msa=msa,
soc=soc,
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
    msa: str,
    soc: str,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | OEWSCell | Problem | ValidationProblem | None:
    """ A raw OEWS wage cell

     One published OEWS estimate (area × occupation) as BLS wrote it: wages as integer cents, and the
    suppression markers `*` (wage not available), `**` (employment not available), `#` (wage at or above
    the top bracket) and `~` kept. `msa` 99 is the nation, S and a state's FIPS code (S09) a state. The
    bundle holds the national May 2024 cells, New York-state MSAs (May 2023), Washington areas (2022),
    Florida MSAs for 47-2111 and 49-9021 (May 2024, annual only) and 11 large metros (May 2015);
    `plumbline data pull oews-metro oews-state` adds every area and state of the newest release for the
    11 trades.

    Args:
        msa (str):
        soc (str):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OEWSCell | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
msa=msa,
soc=soc,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    msa: str,
    soc: str,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | OEWSCell | Problem | ValidationProblem]:
    """ A raw OEWS wage cell

     One published OEWS estimate (area × occupation) as BLS wrote it: wages as integer cents, and the
    suppression markers `*` (wage not available), `**` (employment not available), `#` (wage at or above
    the top bracket) and `~` kept. `msa` 99 is the nation, S and a state's FIPS code (S09) a state. The
    bundle holds the national May 2024 cells, New York-state MSAs (May 2023), Washington areas (2022),
    Florida MSAs for 47-2111 and 49-9021 (May 2024, annual only) and 11 large metros (May 2015);
    `plumbline data pull oews-metro oews-state` adds every area and state of the newest release for the
    11 trades.

    Args:
        msa (str):
        soc (str):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OEWSCell | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        msa=msa,
soc=soc,
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
    msa: str,
    soc: str,
    period: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | OEWSCell | Problem | ValidationProblem | None:
    """ A raw OEWS wage cell

     One published OEWS estimate (area × occupation) as BLS wrote it: wages as integer cents, and the
    suppression markers `*` (wage not available), `**` (employment not available), `#` (wage at or above
    the top bracket) and `~` kept. `msa` 99 is the nation, S and a state's FIPS code (S09) a state. The
    bundle holds the national May 2024 cells, New York-state MSAs (May 2023), Washington areas (2022),
    Florida MSAs for 47-2111 and 49-9021 (May 2024, annual only) and 11 large metros (May 2015);
    `plumbline data pull oews-metro oews-state` adds every area and state of the newest release for the
    11 trades.

    Args:
        msa (str):
        soc (str):
        period (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OEWSCell | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
msa=msa,
soc=soc,
period=period,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )).parsed
