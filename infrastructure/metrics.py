"""Prometheus metrics (prometheus-client): the command path, the live feed, the pool.

``GET /metrics`` serves the text format, on the API's port by default, on its own port
with ``METRICS_PORT``, or not at all with ``METRICS=off``; it needs no seat token (bind
it to a private port where that matters). With ``WORKERS`` > 1 every worker writes its
figures under ``PROMETHEUS_MULTIPROC_DIR`` (set by ``serve``) and any worker's
``/metrics`` answers for all of them (prometheus-client's multi-process mode).
"""

import os

from litestar import Response, get
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
    start_http_server,
)
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.db.engine import track_pool
from services.context import AppContext

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5)

COMMANDS = Counter("tabletop_commands", "Commands answered, by rule system, type and outcome",
                   ["ruleset", "type", "outcome"])
COMMAND_SECONDS = Histogram("tabletop_command_seconds", "Command latency in the server",
                            ["ruleset"], buckets=LATENCY_BUCKETS)
CONFLICTS = Counter("tabletop_conflicts_retried", "Appends that lost a race and were "
                    "decided again", ["ruleset"])
SUBSCRIBERS = Gauge("tabletop_live_subscribers", "Live-feed subscribers connected",
                    multiprocess_mode="livesum")
FEED_SENT = Counter("tabletop_feed_messages_sent", "Live-feed events sent to clients")
FEED_WAKEUPS = Counter("tabletop_feed_wakeups", "Wake-ups (notices, polls) of games "
                       "with subscribers")
FEED_READS = Counter("tabletop_feed_store_reads", "Store reads made by the fan-out (one "
                     "per wake-up at most, shared by every subscriber of the game)")
FEED_READ_EVENTS = Counter("tabletop_feed_store_read_events", "Events those reads returned")
FEED_CUT = Counter("tabletop_feed_cut_off", "Subscribers cut off for falling behind")
STREAMS_REFUSED = Counter("tabletop_feed_streams_refused", "Live-feed streams refused "
                          "(429 too_many_streams), by the cap reached: seat or address",
                          ["limit"])
POOL_IN_USE = Gauge("tabletop_db_pool_in_use", "Database connections checked out",
                    multiprocess_mode="livesum")


class PrometheusCommandMetrics:
    """``services.ports.CommandMetrics`` as Prometheus series."""

    def __init__(self) -> None:
        self._children: dict[tuple[str, str, str], tuple[Counter, Histogram]] = {}
        """The labelled series already used (``labels()`` takes a lock and builds a key on
        every call; a few hundred label sets at most: rule systems x types x outcomes)."""

    def command(self, ruleset: str, command_type: str, outcome: str, seconds: float) -> None:
        """Count the command and observe its latency."""
        key = (ruleset, command_type, outcome)
        children = self._children.get(key)
        if children is None:
            children = (COMMANDS.labels(*key), COMMAND_SECONDS.labels(ruleset))
            self._children[key] = children
        children[0].inc()
        children[1].observe(seconds)

    def conflict_retried(self, ruleset: str) -> None:
        """Count a retried conflict."""
        CONFLICTS.labels(ruleset).inc()


class PrometheusFeedMetrics:
    """``services.ports.FeedMetrics`` as Prometheus series."""

    def subscribers(self, delta: int) -> None:
        """Move the subscriber gauge."""
        SUBSCRIBERS.inc(delta)

    def store_read(self, events: int) -> None:
        """Count a fan-out read."""
        FEED_READS.inc()
        FEED_READ_EVENTS.inc(events)

    def wakeup(self) -> None:
        """Count a wake-up."""
        FEED_WAKEUPS.inc()

    def sent(self, messages: int) -> None:
        """Count messages sent."""
        if messages:
            FEED_SENT.inc(messages)

    def cut_off(self) -> None:
        """Count a cut-off."""
        FEED_CUT.inc()


def stream_refused(limit: str) -> None:
    """A live-feed stream was refused: its seat's (``seat``) or address's (``address``)
    cap was reached."""
    STREAMS_REFUSED.labels(limit).inc()


def pool_in_use(delta: int) -> None:
    """A database connection was checked out (+1) or returned (-1)."""
    POOL_IN_USE.inc(delta)


def registry() -> CollectorRegistry:
    """This process's registry, or every worker's in multi-process mode."""
    if not os.environ.get(MULTIPROC_ENV):
        return REGISTRY
    collected = CollectorRegistry()
    multiprocess.MultiProcessCollector(collected)  # type: ignore[no-untyped-call]
    return collected


def exposition() -> bytes:
    """The Prometheus text format of every metric."""
    return generate_latest(registry())


@get("/metrics", include_in_schema=False, sync_to_thread=False)
def metrics_endpoint() -> Response[bytes]:
    """Prometheus text format (no seat token: bind it privately with ``METRICS_PORT``)."""
    return Response(exposition(), media_type=CONTENT_TYPE_LATEST)


def serve_metrics_port(host: str, port: int) -> None:
    """Serve ``/metrics`` on its own port from a thread of this process."""
    start_http_server(port, addr=host, registry=registry())


def install_metrics(ctx: AppContext, engine: AsyncEngine) -> None:
    """Report the context's command path and the engine's pool."""
    ctx.metrics = PrometheusCommandMetrics()
    track_pool(engine, pool_in_use)
