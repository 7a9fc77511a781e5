"""structlog set-up: readable console lines in development, JSON lines in production."""

import logging
import sys
from typing import Any

import msgspec
import structlog

_encoder = msgspec.json.Encoder(enc_hook=repr)


def _dumps(event: Any, **_options: Any) -> str:
    """The JSON line of an event (msgspec: a tenth of ``json.dumps``'s cost on the
    command path, where every request logs one line); unknown types as their ``repr``."""
    return _encoder.encode(event).decode()


def configure_logging(log_format: str = "console", level: int = logging.INFO) -> None:
    """Configure structlog once for the process (later calls change nothing: loggers
    already cached keep the first configuration, so reconfiguring would split them)."""
    if structlog.is_configured():
        return
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer(serializer=_dumps) if log_format == "json"
        else structlog.dev.ConsoleRenderer(colors=False))
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )
    # Alembic announces its context on every readiness probe: keep only its warnings.
    logging.getLogger("alembic").setLevel(logging.WARNING)
