"""One signed HTTP POST (Standard Webhooks v1, signed with the ``standardwebhooks``
package): 10 s timeout, redirects not followed, the answer classified for retries.

A send is pinned: it connects to the address the policy checked (``pin_url``), never
looking the name up again. The URL's host stays in ``Host`` and, for https, in the TLS
handshake (``sni_hostname``), so the certificate is still verified against the name. Each
(scheme, name, address, port) gets its own pooled client: a connection verified for one
name is never reused for another name served from the same address.
"""

import ssl
import time
from collections import OrderedDict
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

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


def _seconds(value: str | None, now: datetime | None = None) -> float | None:
    """Delay-seconds, or an HTTP-date (RFC 9110 10.2.3) as seconds from ``now``; bounded."""
    if value is None:
        return None
    try:
        return max(0.0, min(float(value), MAX_RETRY_AFTER))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    delay = (when - (now or datetime.now(UTC))).total_seconds()
    return max(0.0, min(delay, MAX_RETRY_AFTER))


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


MAX_CLIENTS = 32
"""Pooled clients kept (one per pinned destination); the least recently used is closed."""


def pinned_request(url: str, address: str) -> tuple[httpx.URL, dict[str, str], dict[str, str]]:
    """The URL with its host replaced by ``address``, the ``Host`` header and the request
    extensions that keep the name for TLS (SNI and certificate verification)."""
    original = httpx.URL(url)
    target = original.copy_with(host=address)
    extensions = {"sni_hostname": original.host} if original.scheme == "https" else {}
    return target, {"host": original.netloc.decode("ascii")}, extensions


class Sender:
    """POSTs deliveries, each to the address its check pinned."""

    def __init__(self, timeout: float = 10.0, verify: ssl.SSLContext | bool = True) -> None:
        self.timeout = timeout
        self.verify = verify
        self.clients: OrderedDict[tuple[str, str, str, int | None], httpx.AsyncClient] = (
            OrderedDict())

    async def _client(self, url: str, address: str) -> httpx.AsyncClient:
        parts = httpx.URL(url)
        key = (parts.scheme, parts.host, address, parts.port)
        client = self.clients.pop(key, None) or httpx.AsyncClient(
            timeout=self.timeout, follow_redirects=False, trust_env=False, verify=self.verify)
        self.clients[key] = client
        while len(self.clients) > MAX_CLIENTS:
            _, oldest = self.clients.popitem(last=False)
            await oldest.aclose()
        return client

    async def send(self, url: str, secret: str, message_id: str, body: bytes,
                   address: str) -> Outcome:
        """Send once to ``address``; never raises for what the network or the receiver does."""
        started = time.perf_counter()
        headers = signed_headers(secret, message_id, body)
        try:
            target, host, extensions = pinned_request(url, address)
            client = await self._client(url, address)
            response = await client.post(target, content=body, headers={**headers, **host},
                                         extensions=extensions)
        except (httpx.HTTPError, httpx.InvalidURL) as failure:
            text = f"{type(failure).__name__}: {failure}"
            return Outcome(status_code=None, error=text[:ERROR_TEXT],
                           duration_ms=int((time.perf_counter() - started) * 1000))
        duration = int((time.perf_counter() - started) * 1000)
        problem = None
        if not 200 <= response.status_code < 300:  # the receiver's body is never kept: it
            problem = f"HTTP {response.status_code}"  # is the receiver's, not the gm's
            if response.is_redirect:
                problem = f"HTTP {response.status_code} (redirects are not followed)"
        return Outcome(status_code=response.status_code, error=problem,
                       retry_after=wait_asked(response), duration_ms=duration)

    async def close(self) -> None:
        """Close the pooled connections."""
        while self.clients:
            _, client = self.clients.popitem()
            await client.aclose()
