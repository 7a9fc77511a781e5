"""Per-address limits of the routes that need no seat token, and who the client is.

Two budgets per client address and ``PUBLIC_RATE_WINDOW`` (default 60 s), each a
``RateLimiter`` (Redis, in memory when Redis is down) in its own key namespace:

- ``create``: ``POST /v1/games`` and ``POST /v1/games/import`` (``PUBLIC_RATE_LIMIT``,
  default 60): each writes a new game, so the budget is small;
- ``read``: every other route without a seat token (``/v1/rulesets``, ``/schema`` and its
  assets, the web client's files, unknown paths) (``PUBLIC_READ_RATE_LIMIT``, default 600:
  a page load of the web client is about twenty files).

Not limited: ``/health``, ``/ready`` and ``/metrics`` (probes), routes that authenticate a
seat (commands have their own per-seat limit), and client addresses in
``PUBLIC_RATE_EXEMPT`` (default this machine: tests, benchmarks, the operator's scripts).

The client address is the direct peer, unless the peer is in ``FORWARDED_ALLOW_IPS``: then
it is the right-most ``X-Forwarded-For`` entry that is not a trusted proxy (entries to its
left were written by the client and prove nothing). An IPv6 client is counted by its /64,
the block one subscriber gets.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from ipaddress import IPv4Address, IPv6Address, ip_address, ip_network

import structlog
from redis.asyncio import Redis

from infrastructure.rate_limit import RateLimiter, RateState
from infrastructure.settings import AccessSettings, Network

CREATE = "create"
READ = "read"
PROBE_PATHS = frozenset({"/health", "/ready", "/metrics"})
"""Never limited: load balancers and Prometheus poll them."""
log = structlog.get_logger("public_rate_limit")

Address = IPv4Address | IPv6Address


def parse_address(value: str | None) -> Address | None:
    """An IP address from a peer or an ``X-Forwarded-For`` entry (a port is dropped)."""
    text = (value or "").strip().strip('"')
    if text.startswith("["):  # [2001:db8::1]:443
        text = text[1:].partition("]")[0]
    elif text.count(":") == 1:  # 203.0.113.9:443
        text = text.partition(":")[0]
    try:
        address = ip_address(text)
    except ValueError:
        return None
    if isinstance(address, IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def _within(address: Address, networks: Sequence[Network]) -> bool:
    return any(address.version == network.version and address in network
               for network in networks)


def client_address(peer: str | None, forwarded_for: Sequence[str],
                   trusted: Sequence[Network]) -> Address | None:
    """The client: the peer, or (peer trusted) the right-most untrusted forwarded hop.

    A hop that is not an address ends the walk at the trusted proxy that passed it on.
    None only when the peer itself is unknown (no socket address)."""
    address = parse_address(peer)
    hops = [hop for header in forwarded_for for hop in header.split(",") if hop.strip()]
    while address is not None and hops and _within(address, trusted):
        forwarded = parse_address(hops.pop())
        if forwarded is None:
            break
        address = forwarded
    return address


def subject(address: Address | None) -> str:
    """The counter's key: the IPv4 address, or the IPv6 address's /64."""
    if address is None:
        return "unknown"
    if isinstance(address, IPv6Address):
        return str(ip_network(f"{address}/64", strict=False))
    return str(address)


@dataclass
class PublicRateLimit:
    """The two per-address budgets of one server process (shared through Redis)."""

    settings: AccessSettings
    redis: Redis | None
    prefix: str = "ratelimit:public"
    """Redis key namespace (tests give each app its own)."""
    _limiters: dict[str, RateLimiter] = field(default_factory=dict)

    def __post_init__(self) -> None:
        window = self.settings.public_rate_window
        for budget, limit in ((CREATE, self.settings.public_rate_limit),
                              (READ, self.settings.public_read_rate_limit)):
            if limit > 0:
                self._limiters[budget] = RateLimiter(self.redis, limit, window,
                                                     prefix=f"{self.prefix}:{budget}",
                                                     policy=f"address-{budget}")

    async def hit(self, budget: str, peer: str | None,
                  forwarded_for: Sequence[str]) -> RateState | None:
        """Count one request against ``budget``; None when it is not limited at all."""
        limiter = self._limiters.get(budget)
        if limiter is None:
            return None
        counted = counted_subject(self.settings, peer, forwarded_for)
        return None if counted is None else await limiter.hit(counted)


def counted_subject(settings: AccessSettings, peer: str | None,
                    forwarded_for: Sequence[str]) -> str | None:
    """The key a client address is counted under (``subject``), or None when it is
    exempt (``PUBLIC_RATE_EXEMPT``). Shared by every per-address limit."""
    trusted = settings.forwarded_allow_ips
    address = client_address(peer, forwarded_for, trusted)
    if address is not None and _within(address, settings.public_rate_exempt):
        direct = parse_address(peer)
        if not forwarded_for or (direct is not None and _within(direct, trusted)):
            return None
        # A proxy on an exempt address that is not trusted: its clients are counted
        # together as the proxy, never exempted.
        _warn_untrusted_proxy(str(direct))
    return subject(address)


_warned: set[str] = set()


def _warn_untrusted_proxy(peer: str) -> None:
    if peer not in _warned and len(_warned) < 100:  # once per proxy and process
        _warned.add(peer)
        log.warning("x_forwarded_for_not_trusted", peer=peer,
                    hint="set FORWARDED_ALLOW_IPS to this proxy's address")
