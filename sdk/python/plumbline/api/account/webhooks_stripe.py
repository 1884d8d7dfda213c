from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.webhook_ack import WebhookAck
from ...models.webhooks_stripe_body import WebhooksStripeBody
from typing import cast



def _get_kwargs(
    *,
    body: WebhooksStripeBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/stripe",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookAck | None:
    if response.status_code == 200:
        response_200 = WebhookAck.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if 400 <= response.status_code <= 499:
        response_4xx = Problem.from_dict(response.json())



        return response_4xx

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookAck]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhooksStripeBody,

) -> Response[Problem | WebhookAck]:
    """ Payment-processor webhook

     Stripe events, verified by the Stripe-Signature header (5-minute tolerance) and applied once per
    event id: subscription changes move the customer and all its keys to the new tier; failed payments
    are recorded.

    Args:
        body (WebhooksStripeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookAck]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: WebhooksStripeBody,

) -> Problem | WebhookAck | None:
    """ Payment-processor webhook

     Stripe events, verified by the Stripe-Signature header (5-minute tolerance) and applied once per
    event id: subscription changes move the customer and all its keys to the new tier; failed payments
    are recorded.

    Args:
        body (WebhooksStripeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookAck
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhooksStripeBody,

) -> Response[Problem | WebhookAck]:
    """ Payment-processor webhook

     Stripe events, verified by the Stripe-Signature header (5-minute tolerance) and applied once per
    event id: subscription changes move the customer and all its keys to the new tier; failed payments
    are recorded.

    Args:
        body (WebhooksStripeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookAck]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WebhooksStripeBody,

) -> Problem | WebhookAck | None:
    """ Payment-processor webhook

     Stripe events, verified by the Stripe-Signature header (5-minute tolerance) and applied once per
    event id: subscription changes move the customer and all its keys to the new tier; failed payments
    are recorded.

    Args:
        body (WebhooksStripeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookAck
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
