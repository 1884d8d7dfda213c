from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_plumbing_supply_pipe_input_type_0 import CalcPlumbingSupplyPipeInputType0
from ...models.calc_plumbing_supply_pipe_input_type_1 import CalcPlumbingSupplyPipeInputType1
from ...models.calc_plumbing_supply_pipe_input_type_2 import CalcPlumbingSupplyPipeInputType2
from ...models.calc_plumbing_supply_pipe_input_type_3 import CalcPlumbingSupplyPipeInputType3
from ...models.calc_plumbing_supply_pipe_input_type_4 import CalcPlumbingSupplyPipeInputType4
from ...models.calc_plumbing_supply_pipe_input_type_5 import CalcPlumbingSupplyPipeInputType5
from ...models.calc_plumbing_supply_pipe_input_type_6 import CalcPlumbingSupplyPipeInputType6
from ...models.calc_plumbing_supply_pipe_input_type_7 import CalcPlumbingSupplyPipeInputType7
from ...models.calc_plumbing_supply_pipe_output import CalcPlumbingSupplyPipeOutput
from ...models.calc_plumbing_supply_pipe_prefer import CalcPlumbingSupplyPipePrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 | CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 | CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 | CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7,
    prefer: CalcPlumbingSupplyPipePrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/plumbing/supply-pipe",
    }

    
    if isinstance(body, CalcPlumbingSupplyPipeInputType0):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType1):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType2):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType3):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType4):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType5):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcPlumbingSupplyPipeInputType6):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcPlumbingSupplyPipeOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 | CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 | CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 | CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7,
    prefer: CalcPlumbingSupplyPipePrefer | Unset = UNSET,

) -> Response[CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem]:
    """ Water supply pipe size by velocity

     Smallest nominal size of copper, PEX, CPVC or steel pipe that carries a design flow within the
    Copper Tube Handbook velocity limits (8 ft/s cold, 5 ft/s hot), from the inside diameters of the
    pipe's dimension standard (IPC 604.3 design flow). Cites: IPC 604.3, CDA Copper Tube Handbook.

    Args:
        prefer (CalcPlumbingSupplyPipePrefer | Unset):
        body (CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 |
            CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 |
            CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 |
            CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 | CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 | CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 | CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7,
    prefer: CalcPlumbingSupplyPipePrefer | Unset = UNSET,

) -> CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem | None:
    """ Water supply pipe size by velocity

     Smallest nominal size of copper, PEX, CPVC or steel pipe that carries a design flow within the
    Copper Tube Handbook velocity limits (8 ft/s cold, 5 ft/s hot), from the inside diameters of the
    pipe's dimension standard (IPC 604.3 design flow). Cites: IPC 604.3, CDA Copper Tube Handbook.

    Args:
        prefer (CalcPlumbingSupplyPipePrefer | Unset):
        body (CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 |
            CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 |
            CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 |
            CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 | CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 | CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 | CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7,
    prefer: CalcPlumbingSupplyPipePrefer | Unset = UNSET,

) -> Response[CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem]:
    """ Water supply pipe size by velocity

     Smallest nominal size of copper, PEX, CPVC or steel pipe that carries a design flow within the
    Copper Tube Handbook velocity limits (8 ft/s cold, 5 ft/s hot), from the inside diameters of the
    pipe's dimension standard (IPC 604.3 design flow). Cites: IPC 604.3, CDA Copper Tube Handbook.

    Args:
        prefer (CalcPlumbingSupplyPipePrefer | Unset):
        body (CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 |
            CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 |
            CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 |
            CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 | CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 | CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 | CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7,
    prefer: CalcPlumbingSupplyPipePrefer | Unset = UNSET,

) -> CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem | None:
    """ Water supply pipe size by velocity

     Smallest nominal size of copper, PEX, CPVC or steel pipe that carries a design flow within the
    Copper Tube Handbook velocity limits (8 ft/s cold, 5 ft/s hot), from the inside diameters of the
    pipe's dimension standard (IPC 604.3 design flow). Cites: IPC 604.3, CDA Copper Tube Handbook.

    Args:
        prefer (CalcPlumbingSupplyPipePrefer | Unset):
        body (CalcPlumbingSupplyPipeInputType0 | CalcPlumbingSupplyPipeInputType1 |
            CalcPlumbingSupplyPipeInputType2 | CalcPlumbingSupplyPipeInputType3 |
            CalcPlumbingSupplyPipeInputType4 | CalcPlumbingSupplyPipeInputType5 |
            CalcPlumbingSupplyPipeInputType6 | CalcPlumbingSupplyPipeInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingSupplyPipeOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
