from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_electrical_motor_circuit_input_type_0 import CalcElectricalMotorCircuitInputType0
from ...models.calc_electrical_motor_circuit_input_type_1 import CalcElectricalMotorCircuitInputType1
from ...models.calc_electrical_motor_circuit_input_type_2 import CalcElectricalMotorCircuitInputType2
from ...models.calc_electrical_motor_circuit_input_type_3 import CalcElectricalMotorCircuitInputType3
from ...models.calc_electrical_motor_circuit_output import CalcElectricalMotorCircuitOutput
from ...models.calc_electrical_motor_circuit_prefer import CalcElectricalMotorCircuitPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 | CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3,
    prefer: CalcElectricalMotorCircuitPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/electrical/motor-circuit",
    }

    
    if isinstance(body, CalcElectricalMotorCircuitInputType0):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcElectricalMotorCircuitInputType1):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcElectricalMotorCircuitInputType2):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcElectricalMotorCircuitOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcElectricalMotorCircuitOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcElectricalMotorCircuitOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 | CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3,
    prefer: CalcElectricalMotorCircuitPrefer | Unset = UNSET,

) -> Response[CalcElectricalMotorCircuitOutput | Problem | ValidationProblem]:
    """ Motor branch circuit

     Branch circuit of a single continuous-duty ac motor from the NEC 2023 full-load current tables
    (430.248 single-phase, 430.250 three-phase): conductors at 125 % of full-load current (430.22) from
    Table 310.16 at the terminal temperature, the largest short-circuit and ground-fault device of Table
    430.52(C)(1) with the next standard rating (430.52(C)(1)(a)), and the overload at 125 % or 115 % of
    nameplate current (430.32). A conductor past 500 kcmil (the largest carried) answers 422
    beyond_table: run conductors in parallel by design. Cites: NEC 430.22.

    Args:
        prefer (CalcElectricalMotorCircuitPrefer | Unset):
        body (CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 |
            CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalMotorCircuitOutput | Problem | ValidationProblem]
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
    body: CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 | CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3,
    prefer: CalcElectricalMotorCircuitPrefer | Unset = UNSET,

) -> CalcElectricalMotorCircuitOutput | Problem | ValidationProblem | None:
    """ Motor branch circuit

     Branch circuit of a single continuous-duty ac motor from the NEC 2023 full-load current tables
    (430.248 single-phase, 430.250 three-phase): conductors at 125 % of full-load current (430.22) from
    Table 310.16 at the terminal temperature, the largest short-circuit and ground-fault device of Table
    430.52(C)(1) with the next standard rating (430.52(C)(1)(a)), and the overload at 125 % or 115 % of
    nameplate current (430.32). A conductor past 500 kcmil (the largest carried) answers 422
    beyond_table: run conductors in parallel by design. Cites: NEC 430.22.

    Args:
        prefer (CalcElectricalMotorCircuitPrefer | Unset):
        body (CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 |
            CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalMotorCircuitOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 | CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3,
    prefer: CalcElectricalMotorCircuitPrefer | Unset = UNSET,

) -> Response[CalcElectricalMotorCircuitOutput | Problem | ValidationProblem]:
    """ Motor branch circuit

     Branch circuit of a single continuous-duty ac motor from the NEC 2023 full-load current tables
    (430.248 single-phase, 430.250 three-phase): conductors at 125 % of full-load current (430.22) from
    Table 310.16 at the terminal temperature, the largest short-circuit and ground-fault device of Table
    430.52(C)(1) with the next standard rating (430.52(C)(1)(a)), and the overload at 125 % or 115 % of
    nameplate current (430.32). A conductor past 500 kcmil (the largest carried) answers 422
    beyond_table: run conductors in parallel by design. Cites: NEC 430.22.

    Args:
        prefer (CalcElectricalMotorCircuitPrefer | Unset):
        body (CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 |
            CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalMotorCircuitOutput | Problem | ValidationProblem]
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
    body: CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 | CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3,
    prefer: CalcElectricalMotorCircuitPrefer | Unset = UNSET,

) -> CalcElectricalMotorCircuitOutput | Problem | ValidationProblem | None:
    """ Motor branch circuit

     Branch circuit of a single continuous-duty ac motor from the NEC 2023 full-load current tables
    (430.248 single-phase, 430.250 three-phase): conductors at 125 % of full-load current (430.22) from
    Table 310.16 at the terminal temperature, the largest short-circuit and ground-fault device of Table
    430.52(C)(1) with the next standard rating (430.52(C)(1)(a)), and the overload at 125 % or 115 % of
    nameplate current (430.32). A conductor past 500 kcmil (the largest carried) answers 422
    beyond_table: run conductors in parallel by design. Cites: NEC 430.22.

    Args:
        prefer (CalcElectricalMotorCircuitPrefer | Unset):
        body (CalcElectricalMotorCircuitInputType0 | CalcElectricalMotorCircuitInputType1 |
            CalcElectricalMotorCircuitInputType2 | CalcElectricalMotorCircuitInputType3):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalMotorCircuitOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
