from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_electrical_dwelling_load_standard_input import CalcElectricalDwellingLoadStandardInput
from ...models.calc_electrical_dwelling_load_standard_output import CalcElectricalDwellingLoadStandardOutput
from ...models.calc_electrical_dwelling_load_standard_prefer import CalcElectricalDwellingLoadStandardPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcElectricalDwellingLoadStandardInput,
    prefer: CalcElectricalDwellingLoadStandardPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/electrical/dwelling-load-standard",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcElectricalDwellingLoadStandardOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalDwellingLoadStandardInput,
    prefer: CalcElectricalDwellingLoadStandardPrefer | Unset = UNSET,

) -> Response[CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem]:
    """ Dwelling service load (NEC standard method)

     Feeder or service load of a dwelling unit by the NEC 2023 standard method (Article 220 Part III):
    general lighting at 3 VA/ft² with small-appliance and laundry circuits under Table 220.45, fixed
    appliances at 75 % for four or more (220.53), dryer at 5 kW minimum (220.54), cooking appliances by
    Table 220.55 Column C, the larger of heating and cooling (220.60), 25 % of the largest motor
    (220.50), the service amperes and rating, and the neutral load of 220.61. Reproduces NEC Annex D
    Example D1(a). Cites: NEC 220, NEC 220.41, NEC 220.45, NEC 220.53, NEC 220.54, NEC 220.55, NEC
    220.60, NEC 220.50.

    Args:
        prefer (CalcElectricalDwellingLoadStandardPrefer | Unset):
        body (CalcElectricalDwellingLoadStandardInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem]
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
    body: CalcElectricalDwellingLoadStandardInput,
    prefer: CalcElectricalDwellingLoadStandardPrefer | Unset = UNSET,

) -> CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem | None:
    """ Dwelling service load (NEC standard method)

     Feeder or service load of a dwelling unit by the NEC 2023 standard method (Article 220 Part III):
    general lighting at 3 VA/ft² with small-appliance and laundry circuits under Table 220.45, fixed
    appliances at 75 % for four or more (220.53), dryer at 5 kW minimum (220.54), cooking appliances by
    Table 220.55 Column C, the larger of heating and cooling (220.60), 25 % of the largest motor
    (220.50), the service amperes and rating, and the neutral load of 220.61. Reproduces NEC Annex D
    Example D1(a). Cites: NEC 220, NEC 220.41, NEC 220.45, NEC 220.53, NEC 220.54, NEC 220.55, NEC
    220.60, NEC 220.50.

    Args:
        prefer (CalcElectricalDwellingLoadStandardPrefer | Unset):
        body (CalcElectricalDwellingLoadStandardInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalDwellingLoadStandardInput,
    prefer: CalcElectricalDwellingLoadStandardPrefer | Unset = UNSET,

) -> Response[CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem]:
    """ Dwelling service load (NEC standard method)

     Feeder or service load of a dwelling unit by the NEC 2023 standard method (Article 220 Part III):
    general lighting at 3 VA/ft² with small-appliance and laundry circuits under Table 220.45, fixed
    appliances at 75 % for four or more (220.53), dryer at 5 kW minimum (220.54), cooking appliances by
    Table 220.55 Column C, the larger of heating and cooling (220.60), 25 % of the largest motor
    (220.50), the service amperes and rating, and the neutral load of 220.61. Reproduces NEC Annex D
    Example D1(a). Cites: NEC 220, NEC 220.41, NEC 220.45, NEC 220.53, NEC 220.54, NEC 220.55, NEC
    220.60, NEC 220.50.

    Args:
        prefer (CalcElectricalDwellingLoadStandardPrefer | Unset):
        body (CalcElectricalDwellingLoadStandardInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem]
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
    body: CalcElectricalDwellingLoadStandardInput,
    prefer: CalcElectricalDwellingLoadStandardPrefer | Unset = UNSET,

) -> CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem | None:
    """ Dwelling service load (NEC standard method)

     Feeder or service load of a dwelling unit by the NEC 2023 standard method (Article 220 Part III):
    general lighting at 3 VA/ft² with small-appliance and laundry circuits under Table 220.45, fixed
    appliances at 75 % for four or more (220.53), dryer at 5 kW minimum (220.54), cooking appliances by
    Table 220.55 Column C, the larger of heating and cooling (220.60), 25 % of the largest motor
    (220.50), the service amperes and rating, and the neutral load of 220.61. Reproduces NEC Annex D
    Example D1(a). Cites: NEC 220, NEC 220.41, NEC 220.45, NEC 220.53, NEC 220.54, NEC 220.55, NEC
    220.60, NEC 220.50.

    Args:
        prefer (CalcElectricalDwellingLoadStandardPrefer | Unset):
        body (CalcElectricalDwellingLoadStandardInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalDwellingLoadStandardOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
