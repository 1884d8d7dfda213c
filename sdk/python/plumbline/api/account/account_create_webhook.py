from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.validation_problem import ValidationProblem
from ...models.webhook_created import WebhookCreated
from ...models.webhook_request import WebhookRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/account/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ValidationProblem | WebhookCreated | None:
    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ValidationProblem | WebhookCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | ValidationProblem | WebhookCreated]:
    r""" Add a webhook endpoint

     An https URL (http only on a loopback host, where the server allows it) that receives the events
    named: usage.threshold (each `thresholds` percentage of the monthly quota, once a month; default 80
    and 100), usage.spend_cap_reached, quota.exhausted (Free), key.created, key.revoked,
    subscription.updated, data.release.published. Each delivery is a POST of `{id, type, created,
    livemode, data}` signed in the Plumbline-Signature header: `t=<unix>,v1=<hex HMAC-SHA256(secret,
    \"<t>.<body>\")>`; refuse a t more than 5 minutes from your clock. Deliveries are retried with
    backoff for about 4 days. The signing secret is shown once. At most 10 endpoints; a test key cannot
    add one (403).

    Args:
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidationProblem | WebhookCreated]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,

) -> Problem | ValidationProblem | WebhookCreated | None:
    r""" Add a webhook endpoint

     An https URL (http only on a loopback host, where the server allows it) that receives the events
    named: usage.threshold (each `thresholds` percentage of the monthly quota, once a month; default 80
    and 100), usage.spend_cap_reached, quota.exhausted (Free), key.created, key.revoked,
    subscription.updated, data.release.published. Each delivery is a POST of `{id, type, created,
    livemode, data}` signed in the Plumbline-Signature header: `t=<unix>,v1=<hex HMAC-SHA256(secret,
    \"<t>.<body>\")>`; refuse a t more than 5 minutes from your clock. Deliveries are retried with
    backoff for about 4 days. The signing secret is shown once. At most 10 endpoints; a test key cannot
    add one (403).

    Args:
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidationProblem | WebhookCreated
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[Problem | ValidationProblem | WebhookCreated]:
    r""" Add a webhook endpoint

     An https URL (http only on a loopback host, where the server allows it) that receives the events
    named: usage.threshold (each `thresholds` percentage of the monthly quota, once a month; default 80
    and 100), usage.spend_cap_reached, quota.exhausted (Free), key.created, key.revoked,
    subscription.updated, data.release.published. Each delivery is a POST of `{id, type, created,
    livemode, data}` signed in the Plumbline-Signature header: `t=<unix>,v1=<hex HMAC-SHA256(secret,
    \"<t>.<body>\")>`; refuse a t more than 5 minutes from your clock. Deliveries are retried with
    backoff for about 4 days. The signing secret is shown once. At most 10 endpoints; a test key cannot
    add one (403).

    Args:
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ValidationProblem | WebhookCreated]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,

) -> Problem | ValidationProblem | WebhookCreated | None:
    r""" Add a webhook endpoint

     An https URL (http only on a loopback host, where the server allows it) that receives the events
    named: usage.threshold (each `thresholds` percentage of the monthly quota, once a month; default 80
    and 100), usage.spend_cap_reached, quota.exhausted (Free), key.created, key.revoked,
    subscription.updated, data.release.published. Each delivery is a POST of `{id, type, created,
    livemode, data}` signed in the Plumbline-Signature header: `t=<unix>,v1=<hex HMAC-SHA256(secret,
    \"<t>.<body>\")>`; refuse a t more than 5 minutes from your clock. Deliveries are retried with
    backoff for about 4 days. The signing secret is shown once. At most 10 endpoints; a test key cannot
    add one (403).

    Args:
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ValidationProblem | WebhookCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
