from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calc_lumber_header_input_type_0 import CalcLumberHeaderInputType0
from ...models.calc_lumber_header_input_type_1 import CalcLumberHeaderInputType1
from ...models.calc_lumber_header_input_type_2 import CalcLumberHeaderInputType2
from ...models.calc_lumber_header_input_type_3 import CalcLumberHeaderInputType3
from ...models.calc_lumber_header_input_type_4 import CalcLumberHeaderInputType4
from ...models.calc_lumber_header_input_type_5 import CalcLumberHeaderInputType5
from ...models.calc_lumber_header_input_type_6 import CalcLumberHeaderInputType6
from ...models.calc_lumber_header_input_type_7 import CalcLumberHeaderInputType7
from ...models.calc_lumber_header_output import CalcLumberHeaderOutput
from ...models.calc_lumber_header_prefer import CalcLumberHeaderPrefer
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2 | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 | CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7,
    prefer: CalcLumberHeaderPrefer | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(prefer, Unset):
        headers["Prefer"] = str(prefer)




    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/calc/lumber/header",
    }

    
    if isinstance(body, CalcLumberHeaderInputType0):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType1):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType2):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType3):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType4):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType5):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CalcLumberHeaderInputType6):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalcLumberHeaderOutput | Problem | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = CalcLumberHeaderOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalcLumberHeaderOutput | Problem | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2 | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 | CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7,
    prefer: CalcLumberHeaderPrefer | Unset = UNSET,

) -> Response[CalcLumberHeaderOutput | Problem | ValidationProblem]:
    """ Exterior wall header size and jack studs

     Built-up header size and jack studs for an opening in an exterior bearing wall from its span, the
    building width, ground snow load and what it carries, looked up in IRC Table R602.7(1) (verified
    columns only: 30, 50 and 70 psf ground snow; interior bearing walls, Table R602.7(2), are answered
    422 not_carried). A span longer than the longest header of the table column answers 422
    beyond_table: use an engineered header. Cites: IRC R602.7.

    Args:
        prefer (CalcLumberHeaderPrefer | Unset):
        body (CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2
            | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 |
            CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcLumberHeaderOutput | Problem | ValidationProblem]
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
    body: CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2 | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 | CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7,
    prefer: CalcLumberHeaderPrefer | Unset = UNSET,

) -> CalcLumberHeaderOutput | Problem | ValidationProblem | None:
    """ Exterior wall header size and jack studs

     Built-up header size and jack studs for an opening in an exterior bearing wall from its span, the
    building width, ground snow load and what it carries, looked up in IRC Table R602.7(1) (verified
    columns only: 30, 50 and 70 psf ground snow; interior bearing walls, Table R602.7(2), are answered
    422 not_carried). A span longer than the longest header of the table column answers 422
    beyond_table: use an engineered header. Cites: IRC R602.7.

    Args:
        prefer (CalcLumberHeaderPrefer | Unset):
        body (CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2
            | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 |
            CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcLumberHeaderOutput | Problem | ValidationProblem
     """


    return sync_detailed(
        client=client,
body=body,
prefer=prefer,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2 | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 | CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7,
    prefer: CalcLumberHeaderPrefer | Unset = UNSET,

) -> Response[CalcLumberHeaderOutput | Problem | ValidationProblem]:
    """ Exterior wall header size and jack studs

     Built-up header size and jack studs for an opening in an exterior bearing wall from its span, the
    building width, ground snow load and what it carries, looked up in IRC Table R602.7(1) (verified
    columns only: 30, 50 and 70 psf ground snow; interior bearing walls, Table R602.7(2), are answered
    422 not_carried). A span longer than the longest header of the table column answers 422
    beyond_table: use an engineered header. Cites: IRC R602.7.

    Args:
        prefer (CalcLumberHeaderPrefer | Unset):
        body (CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2
            | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 |
            CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalcLumberHeaderOutput | Problem | ValidationProblem]
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
    body: CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2 | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 | CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7,
    prefer: CalcLumberHeaderPrefer | Unset = UNSET,

) -> CalcLumberHeaderOutput | Problem | ValidationProblem | None:
    """ Exterior wall header size and jack studs

     Built-up header size and jack studs for an opening in an exterior bearing wall from its span, the
    building width, ground snow load and what it carries, looked up in IRC Table R602.7(1) (verified
    columns only: 30, 50 and 70 psf ground snow; interior bearing walls, Table R602.7(2), are answered
    422 not_carried). A span longer than the longest header of the table column answers 422
    beyond_table: use an engineered header. Cites: IRC R602.7.

    Args:
        prefer (CalcLumberHeaderPrefer | Unset):
        body (CalcLumberHeaderInputType0 | CalcLumberHeaderInputType1 | CalcLumberHeaderInputType2
            | CalcLumberHeaderInputType3 | CalcLumberHeaderInputType4 | CalcLumberHeaderInputType5 |
            CalcLumberHeaderInputType6 | CalcLumberHeaderInputType7):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalcLumberHeaderOutput | Problem | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
prefer=prefer,

    )).parsed
