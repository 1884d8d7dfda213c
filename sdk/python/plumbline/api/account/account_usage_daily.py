from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_usage_daily_group_by import AccountUsageDailyGroupBy
from ...models.problem import Problem
from ...models.usage_daily import UsageDaily
from ...models.validation_problem import ValidationProblem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: AccountUsageDailyGroupBy | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    json_group_by: str | Unset = UNSET
    if not isinstance(group_by, Unset):
        json_group_by = group_by.value

    params["group_by"] = json_group_by


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/account/usage/daily",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | UsageDaily | ValidationProblem | None:
    if response.status_code == 200:
        response_200 = UsageDaily.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | UsageDaily | ValidationProblem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: AccountUsageDailyGroupBy | Unset = UNSET,

) -> Response[Problem | UsageDaily | ValidationProblem]:
    """ Usage by day, key or operation

     The calling customer's counted calls per UTC day in [from, to], split by key or operation
    (group_by), from the usage detail. `months` reconciles each month the range touches: requests_used =
    attributed + unattributed (calls the detail does not hold, such as an instance's last seconds before
    a crash). Send Accept: text/csv for a CSV export of the rows.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (AccountUsageDailyGroupBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UsageDaily | ValidationProblem]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,
group_by=group_by,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: AccountUsageDailyGroupBy | Unset = UNSET,

) -> Problem | UsageDaily | ValidationProblem | None:
    """ Usage by day, key or operation

     The calling customer's counted calls per UTC day in [from, to], split by key or operation
    (group_by), from the usage detail. `months` reconciles each month the range touches: requests_used =
    attributed + unattributed (calls the detail does not hold, such as an instance's last seconds before
    a crash). Send Accept: text/csv for a CSV export of the rows.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (AccountUsageDailyGroupBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UsageDaily | ValidationProblem
     """


    return sync_detailed(
        client=client,
from_=from_,
to=to,
group_by=group_by,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: AccountUsageDailyGroupBy | Unset = UNSET,

) -> Response[Problem | UsageDaily | ValidationProblem]:
    """ Usage by day, key or operation

     The calling customer's counted calls per UTC day in [from, to], split by key or operation
    (group_by), from the usage detail. `months` reconciles each month the range touches: requests_used =
    attributed + unattributed (calls the detail does not hold, such as an instance's last seconds before
    a crash). Send Accept: text/csv for a CSV export of the rows.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (AccountUsageDailyGroupBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UsageDaily | ValidationProblem]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,
group_by=group_by,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: AccountUsageDailyGroupBy | Unset = UNSET,

) -> Problem | UsageDaily | ValidationProblem | None:
    """ Usage by day, key or operation

     The calling customer's counted calls per UTC day in [from, to], split by key or operation
    (group_by), from the usage detail. `months` reconciles each month the range touches: requests_used =
    attributed + unattributed (calls the detail does not hold, such as an instance's last seconds before
    a crash). Send Accept: text/csv for a CSV export of the rows.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (AccountUsageDailyGroupBy | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UsageDaily | ValidationProblem
     """


    return (await asyncio_detailed(
        client=client,
from_=from_,
to=to,
group_by=group_by,

    )).parsed
