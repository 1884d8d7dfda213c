from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_resend_webhook_body import AccountResendWebhookBody
from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...models.webhook_delivery import WebhookDelivery
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    delivery_id: str,
    *,
    body: AccountResendWebhookBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/webhooks/{webhook_id}/deliveries/{delivery_id}/resend".format(webhook_id=quote(str(webhook_id), safe=""),delivery_id=quote(str(delivery_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ValidationProblem | WebhookDelivery | None:
    if response.status_code == 202:
        response_202 = WebhookDelivery.from_dict(response.json())



        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ValidationProblem | WebhookDelivery]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AccountResendWebhookBody | Unset = UNSET,

) -> Response[Problem | ValidationProblem | WebhookDelivery]:
    """ Resend a delivery

     Makes a delivery (whd_…), or the delivery of an event (evt_…) of the account's to this endpoint, due
    now, with the same event id: a receiver that deduplicates by id sees it once. The body may be empty.

    Args:
        webhook_id (str):
        delivery_id (str):
        body (AccountResendWebhookBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidationProblem | WebhookDelivery]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
delivery_id=delivery_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AccountResendWebhookBody | Unset = UNSET,

) -> Problem | ValidationProblem | WebhookDelivery | None:
    """ Resend a delivery

     Makes a delivery (whd_…), or the delivery of an event (evt_…) of the account's to this endpoint, due
    now, with the same event id: a receiver that deduplicates by id sees it once. The body may be empty.

    Args:
        webhook_id (str):
        delivery_id (str):
        body (AccountResendWebhookBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidationProblem | WebhookDelivery
     """


    return sync_detailed(
        webhook_id=webhook_id,
delivery_id=delivery_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AccountResendWebhookBody | Unset = UNSET,

) -> Response[Problem | ValidationProblem | WebhookDelivery]:
    """ Resend a delivery

     Makes a delivery (whd_…), or the delivery of an event (evt_…) of the account's to this endpoint, due
    now, with the same event id: a receiver that deduplicates by id sees it once. The body may be empty.

    Args:
        webhook_id (str):
        delivery_id (str):
        body (AccountResendWebhookBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidationProblem | WebhookDelivery]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
delivery_id=delivery_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: AccountResendWebhookBody | Unset = UNSET,

) -> Problem | ValidationProblem | WebhookDelivery | None:
    """ Resend a delivery

     Makes a delivery (whd_…), or the delivery of an event (evt_…) of the account's to this endpoint, due
    now, with the same event id: a receiver that deduplicates by id sees it once. The body may be empty.

    Args:
        webhook_id (str):
        delivery_id (str):
        body (AccountResendWebhookBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidationProblem | WebhookDelivery
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
delivery_id=delivery_id,
client=client,
body=body,

    )).parsed
