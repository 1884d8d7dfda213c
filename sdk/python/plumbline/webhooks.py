"""Checking the signature of a webhook delivery (written by hand, not
generated): the same algorithm as the Go and TypeScript SDKs'.

    from plumbline.webhooks import verify_webhook, WebhookVerificationError

    try:
        verify_webhook(request.body, request.headers["Plumbline-Signature"], secret)
    except WebhookVerificationError:
        return 400
"""

from __future__ import annotations

import hashlib
import hmac
import time

SIGNATURE_HEADER = "Plumbline-Signature"
"""The header each delivery is signed in: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>."""

DEFAULT_TOLERANCE = 300.0
"""Seconds: a delivery signed further than this from now is refused (a replay)."""


class WebhookVerificationError(ValueError):
    """The delivery is not genuine, or not recent."""


def verify_webhook(payload: bytes | str, header: str, secret: str, tolerance: float = DEFAULT_TOLERANCE, now: float | None = None) -> None:
    """Check a webhook delivery; return None when it is genuine, raise
    WebhookVerificationError when not.

    payload is the raw request body (before any JSON parsing), header the
    Plumbline-Signature header, secret the endpoint's signing secret
    (whsec_...). It recomputes HMAC-SHA256(secret, "<t>.<payload>"),
    compares it in constant time with each v1 of the header, and refuses a
    t further than tolerance seconds from now. Deduplicate by the event's
    id: a delivery can come more than once.
    """
    ts = ""
    sigs: list[str] = []
    for part in (header or "").split(","):
        k, sep, v = part.strip().partition("=")
        if not sep:
            continue
        if k == "t":
            ts = v
        elif k == "v1":
            sigs.append(v.lower())
    if not ts.isdigit() or not sigs:
        raise WebhookVerificationError("the Plumbline-Signature header has no t= and v1=")
    body = payload.encode() if isinstance(payload, str) else payload
    want = hmac.new(secret.encode(), ts.encode() + b"." + body, hashlib.sha256).hexdigest()
    if not any(hmac.compare_digest(s, want) for s in sigs):
        raise WebhookVerificationError("the Plumbline-Signature header does not verify this payload")
    if abs((time.time() if now is None else now) - int(ts)) > tolerance:
        raise WebhookVerificationError("the signature's timestamp is outside the tolerance (a replay?)")
