"""Where webhooks may be sent: public http(s) addresses only, unless the operator allows
private ones (``WEBHOOK_ALLOW_PRIVATE=1``) or some networks (``WEBHOOK_ALLOW_NETWORKS``).

A URL is checked when the subscription is made and again before every send; the send then
connects to an address that passed that check (``pin_url`` returns it), never to what a
second lookup of the name would give, so a name that answers "public" to the check and
"private" to the connection (DNS rebinding) cannot reach a private address. Refused:
loopback, private, link-local (which holds the cloud metadata address 169.254.169.254),
shared (100.64/10), multicast, reserved and unspecified addresses, in IPv4 and IPv6:
anything that is not globally routable. IPv6 forms that carry an IPv4 address are judged
by it: IPv4-mapped (``::ffff:0:0/96``), IPv4-translated (``::ffff:0:0:0/96``, RFC 2765),
NAT64 (``64:ff9b::/96``, RFC 6052), 6to4 (``2002::/16``) and Teredo (``2001::/32``, its
server and client); the local-use NAT64 prefix (``64:ff9b:1::/48``, RFC 8215), the
deprecated IPv4-compatible ``::/96`` (RFC 4291 2.5.5.1) and the deprecated site-local
``fec0::/10`` (RFC 3879, which Python's ``is_global`` still counts as global) are refused
whatever they carry.
"""

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable, Sequence
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network
from urllib.parse import urlsplit

from domain.core.words import sentence
from services.errors import InvalidRequest

FORBIDDEN = "webhook_url_forbidden"
INVALID = "webhook_url_invalid"
METADATA_NAMES = frozenset({"metadata.google.internal", "metadata", "instance-data"})
NAT64 = IPv6Network("64:ff9b::/96")
IPV4_TRANSLATED = IPv6Network("::ffff:0:0:0/96")
SITE_LOCAL = IPv6Network("fec0::/10")
NAT64_LOCAL = IPv6Network("64:ff9b:1::/48")
IPV4_COMPATIBLE = IPv6Network("::/96")
Network = IPv4Network | IPv6Network
Resolver = Callable[[str, int], Awaitable[list[str]]]
"""Every address a host name resolves to, in the resolver's order of preference."""


class UrlForbidden(InvalidRequest):
    """The URL points at an address webhooks may not reach (422 ``webhook_url_forbidden``)."""

    def __init__(self, detail: str) -> None:
        super().__init__(FORBIDDEN, detail)


def parse_url(url: str) -> tuple[str, int]:
    """The host and port of an http(s) URL without credentials, or ``webhook_url_invalid``."""
    if not url.isprintable() or " " in url:
        raise InvalidRequest(INVALID, sentence('a webhook URL has no spaces or control characters'))
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise InvalidRequest(INVALID, sentence('not a URL: %(error)s', error=error)) from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InvalidRequest(INVALID, sentence('a webhook URL is http:// or https:// with a host'))
    if parts.username or parts.password:
        raise InvalidRequest(INVALID, sentence('a webhook URL carries no credentials'))
    return parts.hostname, port or (443 if parts.scheme == "https" else 80)


def embedded_ipv4(ip: IPv6Address) -> tuple[IPv4Address, ...]:
    """The IPv4 addresses an IPv6 address carries (mapped, NAT64, 6to4, Teredo)."""
    if ip.ipv4_mapped is not None:
        return (ip.ipv4_mapped,)
    if ip in NAT64 or ip in IPV4_TRANSLATED:
        return (IPv4Address(int(ip) & 0xFFFF_FFFF),)
    if ip.sixtofour is not None:
        return (ip.sixtofour,)
    if ip.teredo is not None:
        return ip.teredo
    return ()


def _global(ip: IPv4Address | IPv6Address) -> bool:
    return ip.is_global and not ip.is_multicast


def public(address: str) -> bool:
    """True for a globally routable address (an IPv6 one carrying IPv4 only when every
    IPv4 address it carries is globally routable too)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, IPv6Address):
        if ip in IPV4_COMPATIBLE or ip in NAT64_LOCAL or ip in SITE_LOCAL:
            return False
        inner = embedded_ipv4(ip)
        if ip.ipv4_mapped is not None:
            return _global(inner[0])
        if not all(_global(v4) for v4 in inner):
            return False
    return _global(ip)


def allowed(address: str, networks: Sequence[Network] = ()) -> bool:
    """True for a public address or one inside a network the operator allowed."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    return public(address) or any(ip in network for network in networks)


async def resolve(host: str, port: int) -> list[str]:
    """Every address a host name resolves to (an IP literal is itself), in
    ``getaddrinfo``'s order (RFC 6724's preference), without repeats."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        pass
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(
            host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise UrlForbidden(f"{host} does not resolve: {error}") from None
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


async def pin_url(url: str, allow_private: bool, networks: Sequence[Network] = (),
                  resolver: Resolver = resolve) -> str:
    """The address a delivery to ``url`` connects to: the first one the name resolves to,
    every one of which passed the policy; or refuse a URL webhooks may not reach."""
    host, port = parse_url(url)
    if not allow_private and host.lower().rstrip(".") in METADATA_NAMES:
        raise UrlForbidden(f"{host} is a cloud metadata service")
    addresses = await resolver(host, port)
    if not addresses:
        raise UrlForbidden(f"{host} does not resolve")
    if not allow_private:
        blocked = [address for address in addresses if not allowed(address, networks)]
        if blocked:
            raise UrlForbidden(
                f"{host} resolves to a non-public address ({', '.join(blocked)})")
    return addresses[0]


async def check_url(url: str, allow_private: bool, networks: Sequence[Network] = (),
                    resolver: Resolver = resolve) -> None:
    """Refuse a URL webhooks may not reach (always checks its form; with
    ``allow_private`` the name need not resolve yet)."""
    if allow_private:
        parse_url(url)
        return
    await pin_url(url, allow_private, networks, resolver)
