"""Where webhooks may be sent: public http(s) addresses only, unless the operator allows
private ones (``WEBHOOK_ALLOW_PRIVATE=1``).

A URL is checked when the subscription is made and again before every send, because the
name may resolve elsewhere by then (DNS rebinding). Refused: loopback, private, link-local
(which holds the cloud metadata address 169.254.169.254), shared (100.64/10), multicast,
reserved and unspecified addresses, in IPv4 and IPv6 (IPv4-mapped addresses included):
anything that is not globally routable.
"""

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit

from services.errors import InvalidRequest

FORBIDDEN = "webhook_url_forbidden"
INVALID = "webhook_url_invalid"
METADATA_NAMES = frozenset({"metadata.google.internal", "metadata", "instance-data"})


class UrlForbidden(InvalidRequest):
    """The URL points at an address webhooks may not reach (422 ``webhook_url_forbidden``)."""

    def __init__(self, detail: str) -> None:
        super().__init__(FORBIDDEN, detail)


def parse_url(url: str) -> tuple[str, int]:
    """The host and port of an http(s) URL without credentials, or ``webhook_url_invalid``."""
    if not url.isprintable() or " " in url:
        raise InvalidRequest(INVALID, "a webhook URL has no spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise InvalidRequest(INVALID, f"not a URL: {error}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidRequest(INVALID, "a webhook URL is http:// or https:// with a host")
    if parts.username or parts.password:
        raise InvalidRequest(INVALID, "a webhook URL carries no credentials")
    return parts.hostname, port or (443 if parts.scheme == "https" else 80)


def public(address: str) -> bool:
    """True for a globally routable address."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


async def resolve(host: str, port: int) -> list[str]:
    """Every address a host name resolves to (an IP literal is itself)."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        pass
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(
            host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise UrlForbidden(f"{host} does not resolve: {error}") from None
    return sorted({str(info[4][0]) for info in infos})


async def check_url(url: str, allow_private: bool) -> None:
    """Refuse a URL webhooks may not reach (always checks its form)."""
    host, port = parse_url(url)
    if allow_private:
        return
    if host.lower().rstrip(".") in METADATA_NAMES:
        raise UrlForbidden(f"{host} is a cloud metadata service")
    blocked = [address for address in await resolve(host, port) if not public(address)]
    if blocked:
        raise UrlForbidden(f"{host} resolves to a non-public address ({', '.join(blocked)})")
