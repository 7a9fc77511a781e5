"""structlog set-up: readable console lines in development, JSON lines in production."""

import logging
import re
import sys
from collections.abc import MutableMapping
from typing import Any

import msgspec
import structlog

_encoder = msgspec.json.Encoder(enc_hook=repr)


def _dumps(event: Any, **_options: Any) -> str:
    """The JSON line of an event (msgspec: a tenth of ``json.dumps``'s cost on the
    command path, where every request logs one line); unknown types as their ``repr``."""
    return _encoder.encode(event).decode()


_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""What a log value never carries raw: C0, DEL, C1 (a terminal acts on ESC sequences), line
and paragraph separators, direction overrides."""
_UNSAFE_BUT_LAYOUT = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
MULTILINE_KEYS = frozenset({"exception", "stack"})
"""Values whose line breaks are their layout (a traceback)."""


def _escaped(found: re.Match[str]) -> str:
    return f"\\u{ord(found.group()):04x}"


def escape_controls(_logger: Any, _method: str,
                    event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Every text value of a log line with its control characters written as visible
    ``\\u001b`` escapes: a path, a header or an error message from a client can neither
    drive the operator's terminal nor forge a second log line."""
    for key, value in event.items():
        if isinstance(value, str):
            unsafe = _UNSAFE_BUT_LAYOUT if key in MULTILINE_KEYS else _UNSAFE
            if unsafe.search(value):
                event[key] = unsafe.sub(_escaped, value)
    return event


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
            escape_controls,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )
    # Alembic announces its context on every readiness probe: keep only its warnings.
    logging.getLogger("alembic").setLevel(logging.WARNING)
