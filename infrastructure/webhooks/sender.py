"""One signed HTTP POST (Standard Webhooks v1, signed with the ``standardwebhooks``
package): 10 s timeout, redirects not followed, the answer classified for retries."""

import time
from datetime import UTC, datetime

import httpx
from standardwebhooks.webhooks import Webhook

from services.webhooks.model import MAX_RETRY_AFTER, Outcome

USER_AGENT = "tabletop-server-webhooks/1"
ERROR_TEXT = 300
"""At most this much of an error is kept for the deliveries listing."""


def signed_headers(secret: str, message_id: str, body: bytes,
                   now: datetime | None = None) -> dict[str, str]:
    """``webhook-id``, ``webhook-timestamp`` and ``webhook-signature`` for a body."""
    when = now or datetime.now(UTC)
    signature = Webhook(secret).sign(message_id, when, body.decode())
    return {"webhook-id": message_id, "webhook-timestamp": str(int(when.timestamp())),
            "webhook-signature": signature, "content-type": "application/json",
            "user-agent": USER_AGENT}


def _seconds(value: str | None) -> float | None:
    try:
        return None if value is None else max(0.0, min(float(value), MAX_RETRY_AFTER))
    except ValueError:
        return None


def wait_asked(response: httpx.Response) -> float | None:
    """Seconds the receiver asks us to wait: ``Retry-After`` on 429/503, or Discord's
    bucket being empty (``X-RateLimit-Remaining: 0`` + ``X-RateLimit-Reset-After``)."""
    if response.status_code in (429, 503):
        asked = _seconds(response.headers.get("retry-after"))
        if asked is None and response.status_code == 429:
            try:
                asked = _seconds(str(response.json().get("retry_after")))
            except ValueError:
                asked = None
        return 1.0 if asked is None else asked
    if response.headers.get("x-ratelimit-remaining") == "0":
        return _seconds(response.headers.get("x-ratelimit-reset-after"))
    return None


class Sender:
    """POSTs deliveries with one pooled client."""

    def __init__(self, timeout: float = 10.0) -> None:
        self.client = httpx.AsyncClient(timeout=timeout, follow_redirects=False,
                                        trust_env=False)

    async def send(self, url: str, secret: str, message_id: str, body: bytes) -> Outcome:
        """Send once; never raises for what the network or the receiver does."""
        started = time.perf_counter()
        headers = signed_headers(secret, message_id, body)
        try:
            response = await self.client.post(url, content=body, headers=headers)
        except (httpx.HTTPError, httpx.InvalidURL) as failure:
            text = f"{type(failure).__name__}: {failure}"
            return Outcome(status_code=None, error=text[:ERROR_TEXT],
                           duration_ms=int((time.perf_counter() - started) * 1000))
        duration = int((time.perf_counter() - started) * 1000)
        problem = None
        if not 200 <= response.status_code < 300:
            problem = f"HTTP {response.status_code}: {response.text[:200]}"[:ERROR_TEXT]
            if response.is_redirect:
                problem = f"HTTP {response.status_code}: redirects are not followed"
        return Outcome(status_code=response.status_code, error=problem,
                       retry_after=wait_asked(response), duration_ms=duration)

    async def close(self) -> None:
        """Close the pooled connections."""
        await self.client.aclose()
