"""No JSON body reaches a decoder before its nesting depth is known to be sane.

Litestar decodes ``data: JSONBody[...]`` itself (msgspec, recursive): a body of a few
thousand nested ``[`` raised ``RecursionError`` there, a 500 with a traceback. This
app-wide guard runs after the per-address limit and before the route's own guards and
the body's decoding: it reads the body (Litestar keeps it for the handler, so nothing is
read twice) and refuses one nested deeper than ``MAX_JSON_DEPTH`` with ``400
json_too_deep`` (``services.json_depth``), whatever the route and whoever sends it.

Routes marked ``NDJSON_BODY`` (the import of an export, up to 64 MiB) are not read here:
their service checks each line before decoding it (``MAX_EXPORT_LINE_DEPTH``), so a
refused import still costs no more than a guard's look at its headers.
"""

from typing import Any

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler

from services.json_depth import require_shallow

NDJSON_BODY = {"ndjson_body": True}
"""``opt`` of a route whose body is NDJSON, checked line by line by its service."""
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


async def refuse_deep_json(connection: ASGIConnection[Any, Any, Any, Any],
                           handler: BaseRouteHandler) -> None:
    """``400 json_too_deep`` for a request body nested deeper than ``MAX_JSON_DEPTH``."""
    if (connection.scope.get("method") not in _BODY_METHODS
            or handler.opt.get("ndjson_body") or not isinstance(connection, Request)):
        return
    require_shallow(await connection.body())
