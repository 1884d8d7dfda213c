from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_electrical_receptacles_input_type_0 import CalcElectricalReceptaclesInputType0
from ...models.calc_electrical_receptacles_input_type_1 import CalcElectricalReceptaclesInputType1
from ...models.calc_electrical_receptacles_output import CalcElectricalReceptaclesOutput
from ...models.calc_electrical_receptacles_prefer import CalcElectricalReceptaclesPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1,
    prefer: CalcElectricalReceptaclesPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/electrical/receptacles",
    }

    
    if isinstance(body, CalcElectricalReceptaclesInputType0):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcElectricalReceptaclesOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcElectricalReceptaclesOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcElectricalReceptaclesOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1,
    prefer: CalcElectricalReceptaclesPrefer | Unset = UNSET,

) -> Response[CalcElectricalReceptaclesOutput | Problem | ValidationProblem]:
    """ Required dwelling receptacle outlets

     Fewest receptacle outlets for dwelling wall spaces (NEC 210.52(A): no point along the floor line
    more than 6 ft from a receptacle, wall spaces 2 ft or more) and wall countertop spaces
    (210.52(C)(1): no point more than 24 in., spaces 12 in. or more). Cites: NEC 210.52, NEC
    210.52(A)(1), NEC 210.52(C)(1).

    Args:
        prefer (CalcElectricalReceptaclesPrefer | Unset):
        body (CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalReceptaclesOutput | Problem | ValidationProblem]
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
    body: CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1,
    prefer: CalcElectricalReceptaclesPrefer | Unset = UNSET,

) -> CalcElectricalReceptaclesOutput | Problem | ValidationProblem | None:
    """ Required dwelling receptacle outlets

     Fewest receptacle outlets for dwelling wall spaces (NEC 210.52(A): no point along the floor line
    more than 6 ft from a receptacle, wall spaces 2 ft or more) and wall countertop spaces
    (210.52(C)(1): no point more than 24 in., spaces 12 in. or more). Cites: NEC 210.52, NEC
    210.52(A)(1), NEC 210.52(C)(1).

    Args:
        prefer (CalcElectricalReceptaclesPrefer | Unset):
        body (CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalReceptaclesOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1,
    prefer: CalcElectricalReceptaclesPrefer | Unset = UNSET,

) -> Response[CalcElectricalReceptaclesOutput | Problem | ValidationProblem]:
    """ Required dwelling receptacle outlets

     Fewest receptacle outlets for dwelling wall spaces (NEC 210.52(A): no point along the floor line
    more than 6 ft from a receptacle, wall spaces 2 ft or more) and wall countertop spaces
    (210.52(C)(1): no point more than 24 in., spaces 12 in. or more). Cites: NEC 210.52, NEC
    210.52(A)(1), NEC 210.52(C)(1).

    Args:
        prefer (CalcElectricalReceptaclesPrefer | Unset):
        body (CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcElectricalReceptaclesOutput | Problem | ValidationProblem]
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
    body: CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1,
    prefer: CalcElectricalReceptaclesPrefer | Unset = UNSET,

) -> CalcElectricalReceptaclesOutput | Problem | ValidationProblem | None:
    """ Required dwelling receptacle outlets

     Fewest receptacle outlets for dwelling wall spaces (NEC 210.52(A): no point along the floor line
    more than 6 ft from a receptacle, wall spaces 2 ft or more) and wall countertop spaces
    (210.52(C)(1): no point more than 24 in., spaces 12 in. or more). Cites: NEC 210.52, NEC
    210.52(A)(1), NEC 210.52(C)(1).

    Args:
        prefer (CalcElectricalReceptaclesPrefer | Unset):
        body (CalcElectricalReceptaclesInputType0 | CalcElectricalReceptaclesInputType1):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcElectricalReceptaclesOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
