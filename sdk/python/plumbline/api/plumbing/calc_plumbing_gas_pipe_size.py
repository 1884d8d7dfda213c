from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_plumbing_gas_pipe_size_input import CalcPlumbingGasPipeSizeInput
from ...models.calc_plumbing_gas_pipe_size_output import CalcPlumbingGasPipeSizeOutput
from ...models.calc_plumbing_gas_pipe_size_prefer import CalcPlumbingGasPipeSizePrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcPlumbingGasPipeSizeInput,
    prefer: CalcPlumbingGasPipeSizePrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/plumbing/gas-pipe-size",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcPlumbingGasPipeSizeOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingGasPipeSizeInput,
    prefer: CalcPlumbingGasPipeSizePrefer | Unset = UNSET,

) -> Response[CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem]:
    """ Gas pipe size by the longest-length method

     Smallest Schedule 40 metallic pipe for a natural-gas demand (cfh, or Btu/h over the heating value)
    at inlet pressure under 2 psi and 0.5 in. w.c. drop, read from IFGC Table 402.4(2) (IRC G2413.4) at
    the next longer length row, never interpolated. Cells as reproduced from NFPA 54 in the LAARS
    MFTHW199 manual, cross-checked against IFGC 2018 Table 402.4(3) and the code's low-pressure
    equation; the 70, 90, 125 and 175 ft rows, lengths past 200 ft and other materials, pressures and
    drops answer 422 not_carried, and a demand past the 2 in column (the largest carried; 2-1/2 to 12 in
    are not) answers 422 beyond_table. Cites: IRC G2413.4.

    Args:
        prefer (CalcPlumbingGasPipeSizePrefer | Unset):
        body (CalcPlumbingGasPipeSizeInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingGasPipeSizeInput,
    prefer: CalcPlumbingGasPipeSizePrefer | Unset = UNSET,

) -> CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem | None:
    """ Gas pipe size by the longest-length method

     Smallest Schedule 40 metallic pipe for a natural-gas demand (cfh, or Btu/h over the heating value)
    at inlet pressure under 2 psi and 0.5 in. w.c. drop, read from IFGC Table 402.4(2) (IRC G2413.4) at
    the next longer length row, never interpolated. Cells as reproduced from NFPA 54 in the LAARS
    MFTHW199 manual, cross-checked against IFGC 2018 Table 402.4(3) and the code's low-pressure
    equation; the 70, 90, 125 and 175 ft rows, lengths past 200 ft and other materials, pressures and
    drops answer 422 not_carried, and a demand past the 2 in column (the largest carried; 2-1/2 to 12 in
    are not) answers 422 beyond_table. Cites: IRC G2413.4.

    Args:
        prefer (CalcPlumbingGasPipeSizePrefer | Unset):
        body (CalcPlumbingGasPipeSizeInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcPlumbingGasPipeSizeInput,
    prefer: CalcPlumbingGasPipeSizePrefer | Unset = UNSET,

) -> Response[CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem]:
    """ Gas pipe size by the longest-length method

     Smallest Schedule 40 metallic pipe for a natural-gas demand (cfh, or Btu/h over the heating value)
    at inlet pressure under 2 psi and 0.5 in. w.c. drop, read from IFGC Table 402.4(2) (IRC G2413.4) at
    the next longer length row, never interpolated. Cells as reproduced from NFPA 54 in the LAARS
    MFTHW199 manual, cross-checked against IFGC 2018 Table 402.4(3) and the code's low-pressure
    equation; the 70, 90, 125 and 175 ft rows, lengths past 200 ft and other materials, pressures and
    drops answer 422 not_carried, and a demand past the 2 in column (the largest carried; 2-1/2 to 12 in
    are not) answers 422 beyond_table. Cites: IRC G2413.4.

    Args:
        prefer (CalcPlumbingGasPipeSizePrefer | Unset):
        body (CalcPlumbingGasPipeSizeInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem]
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
    body: CalcPlumbingGasPipeSizeInput,
    prefer: CalcPlumbingGasPipeSizePrefer | Unset = UNSET,

) -> CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem | None:
    """ Gas pipe size by the longest-length method

     Smallest Schedule 40 metallic pipe for a natural-gas demand (cfh, or Btu/h over the heating value)
    at inlet pressure under 2 psi and 0.5 in. w.c. drop, read from IFGC Table 402.4(2) (IRC G2413.4) at
    the next longer length row, never interpolated. Cells as reproduced from NFPA 54 in the LAARS
    MFTHW199 manual, cross-checked against IFGC 2018 Table 402.4(3) and the code's low-pressure
    equation; the 70, 90, 125 and 175 ft rows, lengths past 200 ft and other materials, pressures and
    drops answer 422 not_carried, and a demand past the 2 in column (the largest carried; 2-1/2 to 12 in
    are not) answers 422 beyond_table. Cites: IRC G2413.4.

    Args:
        prefer (CalcPlumbingGasPipeSizePrefer | Unset):
        body (CalcPlumbingGasPipeSizeInput):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcPlumbingGasPipeSizeOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
