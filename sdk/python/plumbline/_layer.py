"""The hand-written layer under the generated client: the base URL and key
from arguments or the environment, retries on 429 and 503 that honour
Retry-After, an Idempotency-Key on every mutating call, problem answers
raised as PlumblineError, and the RateLimit headers of the last answer. The
same layer, with the same defaults, is in the Go and TypeScript SDKs.
"""

from __future__ import annotations

import asyncio
import datetime
import email.utils
import json
import os
import random
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any, Callable, Optional

import httpx

from .client import AuthenticatedClient
from .models.field_error import FieldError

DEFAULT_BASE_URL = "http://127.0.0.1:8080"  # where `make run` serves
DEFAULT_MAX_RETRIES = 3
DEFAULT_MAX_RETRY_WAIT = 60.0  # seconds: a longer Retry-After is not waited for
DEFAULT_TIMEOUT = 60.0
BACKOFF_BASE = 0.5  # seconds: the first wait without Retry-After, doubled each retry


@dataclass(frozen=True)
class RateLimit:
    """The key's standing as an answer's RateLimit headers state it (IETF
    httpapi RateLimit header draft): `RateLimit-Policy: "default";q=60;w=60;burst=120`
    and `RateLimit: "default";r=117;t=2`."""

    remaining: int  # r: requests the key may make at once now
    reset: int  # t: seconds until the allowance is full again
    limit: Optional[int] = None  # q: requests per window
    window: Optional[int] = None  # w: seconds
    burst: Optional[int] = None  # requests that may arrive at once

    @classmethod
    def from_headers(cls, headers: httpx.Headers) -> Optional["RateLimit"]:
        """Reads the RateLimit and RateLimit-Policy headers (None without a RateLimit header)."""
        v = headers.get("RateLimit")
        if not v:
            return None
        r, p = _params(v), _params(headers.get("RateLimit-Policy", ""))
        return cls(remaining=r.get("r", 0), reset=r.get("t", 0), limit=p.get("q"), window=p.get("w"), burst=p.get("burst"))


@dataclass(frozen=True)
class RetryEvent:
    attempt: int  # 1 for the first retry
    status: int  # 429 or 503
    wait: float  # seconds the client sleeps before resending
    retry_after: bool  # the wait came from the answer's Retry-After (else backoff)


class PlumblineError(Exception):
    """An answer of status 400 or more: the RFC 7807 problem the server sent,
    or what could be read of another body."""

    def __init__(self, response: httpx.Response):
        p: dict[str, Any] = {}
        try:
            parsed = json.loads(response.content)
            if isinstance(parsed, dict) and isinstance(parsed.get("status"), int):
                p = parsed
        except ValueError:
            pass  # not JSON: a proxy's page, say
        self.status: int = response.status_code
        self.type: str = p.get("type") or ""
        self.title: str = p.get("title") or response.reason_phrase
        self.detail: str = p.get("detail") or ("" if p else response.text.strip()[:512])
        self.instance: str = p.get("instance") or ""
        self.request_id: str = p.get("request_id") or response.headers.get("X-Request-Id", "")
        self.errors: list[FieldError] = [FieldError.from_dict(e) for e in p.get("errors") or []]  # 422: each invalid field
        self.errors_truncated: bool = p.get("errors_truncated") is True
        self.retry_after: Optional[float] = _retry_after(response.headers)
        self.rate_limit: Optional[RateLimit] = RateLimit.from_headers(response.headers)
        self.body: bytes = response.content
        msg = f"plumbline: {self.status} {self.title}"
        if self.detail:
            msg += f": {self.detail}"
        for i, f in enumerate(self.errors):
            if i == 3:
                msg += f" (and {len(self.errors) - i} more)"
                break
            msg += f"; {f.field}: {f.message}"
        if self.request_id:
            msg += f" [{self.request_id}]"
        super().__init__(msg)


class Plumbline:
    """The client. Pass `pl.client` to any generated operation:

        pl = Plumbline()  # PLUMBLINE_BASE_URL, PLUMBLINE_API_KEY
        yards = calc_concrete_yards.sync(client=pl.client, body=CalcConcreteYardsInput(...))
        pl.rate_limit  # what the last answer's RateLimit headers said
    """

    def __init__(
        self,
        base_url: Optional[str] = None,
        api_key: Optional[str] = None,
        *,
        max_retries: int = DEFAULT_MAX_RETRIES,
        max_retry_wait: float = DEFAULT_MAX_RETRY_WAIT,
        on_retry: Optional[Callable[[RetryEvent], None]] = None,
        timeout: float = DEFAULT_TIMEOUT,
    ):
        """base_url: default PLUMBLINE_BASE_URL, else http://127.0.0.1:8080.
        api_key: default PLUMBLINE_API_KEY; without one only signup and health answer.
        max_retries: how many times a call answered 429 or 503 is sent again.
        max_retry_wait: the longest wait accepted, in seconds: a longer
        Retry-After (a Free account's spent monthly quota) raises at once."""
        base = (base_url or os.environ.get("PLUMBLINE_BASE_URL", "").strip() or DEFAULT_BASE_URL).rstrip("/")
        key = api_key or os.environ.get("PLUMBLINE_API_KEY", "").strip()
        self._max_retries = max(max_retries, 0)
        self._max_retry_wait = max_retry_wait
        self._on_retry = on_retry
        self._lock = threading.Lock()
        self._rate_limit: Optional[RateLimit] = None
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.client = AuthenticatedClient(base_url=base, token=key, raise_on_unexpected_status=True)
        self.client.set_httpx_client(
            httpx.Client(base_url=base, headers=headers, timeout=timeout, transport=_Transport(self, httpx.HTTPTransport()))
        )
        self.client.set_async_httpx_client(
            httpx.AsyncClient(base_url=base, headers=headers, timeout=timeout, transport=_AsyncTransport(self, httpx.AsyncHTTPTransport()))
        )

    def close(self) -> None:
        """Closes the connections (also at the end of `with Plumbline() as pl:`)."""
        self.client.get_httpx_client().close()

    async def aclose(self) -> None:
        """Closes the connections of the asyncio calls."""
        await self.client.get_async_httpx_client().aclose()

    def __enter__(self) -> "Plumbline":
        return self

    def __exit__(self, *args: Any) -> None:
        self.close()

    @property
    def rate_limit(self) -> Optional[RateLimit]:
        """What the last answer's RateLimit headers said (None when it had
        none: public routes carry none). Under concurrent calls "last" is
        whichever finished last; RateLimit.from_headers reads one answer's."""
        with self._lock:
            return self._rate_limit

    def _record(self, response: httpx.Response) -> None:
        rl = RateLimit.from_headers(response.headers)
        with self._lock:
            self._rate_limit = rl

    def _retry_wait(self, response: httpx.Response, attempt: int) -> Optional[float]:
        """The wait before resending, or None when the answer is final."""
        if response.status_code not in (429, 503) or attempt >= self._max_retries:
            return None
        after = _retry_after(response.headers)
        wait = after if after is not None else _backoff(attempt + 1, self._max_retry_wait)
        if wait > self._max_retry_wait:
            return None
        if self._on_retry is not None:
            self._on_retry(RetryEvent(attempt=attempt + 1, status=response.status_code, wait=wait, retry_after=after is not None))
        return wait


def _prepare(request: httpx.Request) -> None:
    # One key for the call, so that every resend of it is the same request to
    # the server (which runs it at most once).
    if request.method not in ("GET", "HEAD", "OPTIONS") and "Idempotency-Key" not in request.headers:
        request.headers["Idempotency-Key"] = str(uuid.uuid4())


class _Transport(httpx.BaseTransport):
    def __init__(self, pl: Plumbline, inner: httpx.BaseTransport):
        self._pl, self._inner = pl, inner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        _prepare(request)
        attempt = 0
        while True:
            response = self._inner.handle_request(request)
            self._pl._record(response)
            if response.status_code < 400:
                return response
            wait = self._pl._retry_wait(response, attempt)
            if wait is None:
                response.read()
                response.close()
                raise PlumblineError(response)
            response.close()
            time.sleep(wait)
            attempt += 1

    def close(self) -> None:
        self._inner.close()


class _AsyncTransport(httpx.AsyncBaseTransport):
    def __init__(self, pl: Plumbline, inner: httpx.AsyncBaseTransport):
        self._pl, self._inner = pl, inner

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        _prepare(request)
        attempt = 0
        while True:
            response = await self._inner.handle_async_request(request)
            self._pl._record(response)
            if response.status_code < 400:
                return response
            wait = self._pl._retry_wait(response, attempt)
            if wait is None:
                await response.aread()
                await response.aclose()
                raise PlumblineError(response)
            await response.aclose()
            await asyncio.sleep(wait)
            attempt += 1

    async def aclose(self) -> None:
        await self._inner.aclose()


def _params(v: str) -> dict[str, int]:
    """The integer parameters of a structured-field item (`"default";r=1;t=2`)."""
    out = {}
    for p in v.split(";")[1:]:
        k, _, n = p.strip().partition("=")
        if n.isdigit():
            out[k] = int(n)
    return out


def _retry_after(headers: httpx.Headers) -> Optional[float]:
    """Retry-After as seconds, or an HTTP date."""
    v = headers.get("Retry-After", "").strip()
    if not v:
        return None
    if v.isdigit():
        return float(v)
    try:
        when = email.utils.parsedate_to_datetime(v)
    except (TypeError, ValueError):
        return None
    return max((when - datetime.datetime.now(datetime.timezone.utc)).total_seconds(), 0.0)


def _backoff(n: int, limit: float) -> float:
    """The wait before retry n (1, 2, …) when the answer named none: doubled
    each time, capped, with half of it random so that clients refused
    together do not return together."""
    d = min(BACKOFF_BASE * 2 ** min(n - 1, 20), limit)
    return d / 2 + random.random() * d / 2
