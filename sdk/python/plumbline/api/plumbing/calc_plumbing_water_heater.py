from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_plumbing_water_heater_input_type_0 import CalcPlumbingWaterHeaterInputType0
from ...models.calc_plumbing_water_heater_input_type_1 import CalcPlumbingWaterHeaterInputType1
from ...models.calc_plumbing_water_heater_input_type_2 import CalcPlumbingWaterHeaterInputType2
from ...models.calc_plumbing_water_heater_input_type_3 import CalcPlumbingWaterHeaterInputType3
from ...models.calc_plumbing_water_heater_input_type_4 import CalcPlumbingWaterHeaterInputType4
from ...models.calc_plumbing_water_heater_input_type_5 import CalcPlumbingWaterHeaterInputType5
from ...models.calc_plumbing_water_heater_input_type_6 import CalcPlumbingWaterHeaterInputType6
from ...models.calc_plumbing_water_heater_input_type_7 import CalcPlumbingWaterHeaterInputType7
from ...models.calc_plumbing_water_heater_input_type_8 import CalcPlumbingWaterHeaterInputType8
from ...models.calc_plumbing_water_heater_input_type_9 import CalcPlumbingWaterHeaterInputType9
from ...models.calc_plumbing_water_heater_output import CalcPlumbingWaterHeaterOutput
from ...models.calc_plumbing_water_heater_prefer import CalcPlumbingWaterHeaterPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 | CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 | CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 | CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 | CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9,
    prefer: CalcPlumbingWaterHeaterPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/plumbing/water-heater",
    }

    
    if isinstance(body, CalcPlumbingWaterHeaterInputType0):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType1):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType2):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType3):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType4):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType5):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType6):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType7):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingWaterHeaterInputType8):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcPlumbingWaterHeaterOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 | CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 | CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 | CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 | CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9,
    prefer: CalcPlumbingWaterHeaterPrefer | Unset = UNSET,

) -> Response[CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem]:
    """ Storage water heater by first-hour rating

     Peak hour hot water demand from the U.S. Department of Energy worksheet (gallons per shower, bath,
    dishwasher load...) and the first-hour rating range a storage water heater should have to meet it
    (IPC 501.1 water heaters). Cites: IPC 501.1.

    Args:
        prefer (CalcPlumbingWaterHeaterPrefer | Unset):
        body (CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 |
            CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 |
            CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 |
            CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 |
            CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 | CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 | CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 | CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 | CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9,
    prefer: CalcPlumbingWaterHeaterPrefer | Unset = UNSET,

) -> CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem | None:
    """ Storage water heater by first-hour rating

     Peak hour hot water demand from the U.S. Department of Energy worksheet (gallons per shower, bath,
    dishwasher load...) and the first-hour rating range a storage water heater should have to meet it
    (IPC 501.1 water heaters). Cites: IPC 501.1.

    Args:
        prefer (CalcPlumbingWaterHeaterPrefer | Unset):
        body (CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 |
            CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 |
            CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 |
            CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 |
            CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 | CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 | CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 | CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 | CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9,
    prefer: CalcPlumbingWaterHeaterPrefer | Unset = UNSET,

) -> Response[CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem]:
    """ Storage water heater by first-hour rating

     Peak hour hot water demand from the U.S. Department of Energy worksheet (gallons per shower, bath,
    dishwasher load...) and the first-hour rating range a storage water heater should have to meet it
    (IPC 501.1 water heaters). Cites: IPC 501.1.

    Args:
        prefer (CalcPlumbingWaterHeaterPrefer | Unset):
        body (CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 |
            CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 |
            CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 |
            CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 |
            CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 | CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 | CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 | CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 | CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9,
    prefer: CalcPlumbingWaterHeaterPrefer | Unset = UNSET,

) -> CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem | None:
    """ Storage water heater by first-hour rating

     Peak hour hot water demand from the U.S. Department of Energy worksheet (gallons per shower, bath,
    dishwasher load...) and the first-hour rating range a storage water heater should have to meet it
    (IPC 501.1 water heaters). Cites: IPC 501.1.

    Args:
        prefer (CalcPlumbingWaterHeaterPrefer | Unset):
        body (CalcPlumbingWaterHeaterInputType0 | CalcPlumbingWaterHeaterInputType1 |
            CalcPlumbingWaterHeaterInputType2 | CalcPlumbingWaterHeaterInputType3 |
            CalcPlumbingWaterHeaterInputType4 | CalcPlumbingWaterHeaterInputType5 |
            CalcPlumbingWaterHeaterInputType6 | CalcPlumbingWaterHeaterInputType7 |
            CalcPlumbingWaterHeaterInputType8 | CalcPlumbingWaterHeaterInputType9):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingWaterHeaterOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
