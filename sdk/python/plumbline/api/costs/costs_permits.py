from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.permits import Permits
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    jurisdiction: str | Unset = UNSET,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    place: str | Unset = UNSET,
    state: str | Unset = UNSET,
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

    params["jurisdiction"] = jurisdiction

    params["zip"] = zip_

    params["county"] = county

    params["place"] = place

    params["state"] = state

    params["dataset_version"] = dataset_version


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/costs/permits",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Permits | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = Permits.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Permits | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    jurisdiction: str | Unset = UNSET,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    place: str | Unset = UNSET,
    state: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | Permits | Problem | ValidationProblem]:
    """ Building permits of a county, metro or place

     New residential building permits (Census BPS) for a county (`US-XX-NNNNN`: USPS state code and
    5-digit county FIPS), a metropolitan or micropolitan area (`US-MSA-NNNNN`: CBSA code; its member
    counties' rows summed) or a permit-issuing place (`US-PL-XX-NNNNNN`: USPS state code and Census's
    6-digit permit-place id; held after `plumbline data pull bps`, and listed in its county's answer):
    the four structure classes `1u`, `2u`, `3-4u`, `5+u`, each buildings, units and valuation in
    dollars, for the latest year, with every year held (2015 on). Instead of a code, a ZIP (`zip`, its
    primary county), a bare county FIPS (`county`) or a place name (`place`, with its state) may name
    it; `resolved_from` says which was given.

    Args:
        jurisdiction (str | Unset):
        zip_ (str | Unset):
        county (str | Unset):
        place (str | Unset):
        state (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Permits | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        jurisdiction=jurisdiction,
zip_=zip_,
county=county,
place=place,
state=state,
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
    jurisdiction: str | Unset = UNSET,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    place: str | Unset = UNSET,
    state: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | Permits | Problem | ValidationProblem | None:
    """ Building permits of a county, metro or place

     New residential building permits (Census BPS) for a county (`US-XX-NNNNN`: USPS state code and
    5-digit county FIPS), a metropolitan or micropolitan area (`US-MSA-NNNNN`: CBSA code; its member
    counties' rows summed) or a permit-issuing place (`US-PL-XX-NNNNNN`: USPS state code and Census's
    6-digit permit-place id; held after `plumbline data pull bps`, and listed in its county's answer):
    the four structure classes `1u`, `2u`, `3-4u`, `5+u`, each buildings, units and valuation in
    dollars, for the latest year, with every year held (2015 on). Instead of a code, a ZIP (`zip`, its
    primary county), a bare county FIPS (`county`) or a place name (`place`, with its state) may name
    it; `resolved_from` says which was given.

    Args:
        jurisdiction (str | Unset):
        zip_ (str | Unset):
        county (str | Unset):
        place (str | Unset):
        state (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Permits | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
jurisdiction=jurisdiction,
zip_=zip_,
county=county,
place=place,
state=state,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    jurisdiction: str | Unset = UNSET,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    place: str | Unset = UNSET,
    state: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Response[Any | Permits | Problem | ValidationProblem]:
    """ Building permits of a county, metro or place

     New residential building permits (Census BPS) for a county (`US-XX-NNNNN`: USPS state code and
    5-digit county FIPS), a metropolitan or micropolitan area (`US-MSA-NNNNN`: CBSA code; its member
    counties' rows summed) or a permit-issuing place (`US-PL-XX-NNNNNN`: USPS state code and Census's
    6-digit permit-place id; held after `plumbline data pull bps`, and listed in its county's answer):
    the four structure classes `1u`, `2u`, `3-4u`, `5+u`, each buildings, units and valuation in
    dollars, for the latest year, with every year held (2015 on). Instead of a code, a ZIP (`zip`, its
    primary county), a bare county FIPS (`county`) or a place name (`place`, with its state) may name
    it; `resolved_from` says which was given.

    Args:
        jurisdiction (str | Unset):
        zip_ (str | Unset):
        county (str | Unset):
        place (str | Unset):
        state (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Permits | Problem | ValidationProblem]
     """


    kwargs = _get_kwargs(
        jurisdiction=jurisdiction,
zip_=zip_,
county=county,
place=place,
state=state,
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
    jurisdiction: str | Unset = UNSET,
    zip_: str | Unset = UNSET,
    county: str | Unset = UNSET,
    place: str | Unset = UNSET,
    state: str | Unset = UNSET,
    dataset_version: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
    plumbline_dataset_version: str | Unset = UNSET,

) -> Any | Permits | Problem | ValidationProblem | None:
    """ Building permits of a county, metro or place

     New residential building permits (Census BPS) for a county (`US-XX-NNNNN`: USPS state code and
    5-digit county FIPS), a metropolitan or micropolitan area (`US-MSA-NNNNN`: CBSA code; its member
    counties' rows summed) or a permit-issuing place (`US-PL-XX-NNNNNN`: USPS state code and Census's
    6-digit permit-place id; held after `plumbline data pull bps`, and listed in its county's answer):
    the four structure classes `1u`, `2u`, `3-4u`, `5+u`, each buildings, units and valuation in
    dollars, for the latest year, with every year held (2015 on). Instead of a code, a ZIP (`zip`, its
    primary county), a bare county FIPS (`county`) or a place name (`place`, with its state) may name
    it; `resolved_from` says which was given.

    Args:
        jurisdiction (str | Unset):
        zip_ (str | Unset):
        county (str | Unset):
        place (str | Unset):
        state (str | Unset):
        dataset_version (str | Unset):
        if_none_match (str | Unset):
        plumbline_dataset_version (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Permits | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
jurisdiction=jurisdiction,
zip_=zip_,
county=county,
place=place,
state=state,
dataset_version=dataset_version,
if_none_match=if_none_match,
plumbline_dataset_version=plumbline_dataset_version,

    )).parsed
