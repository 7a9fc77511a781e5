"""No body reaches a decoder unless it says what it is and its nesting depth is sane.

- **Media type**: a request that carries a body must declare it: ``application/json``
  (``application/x-ndjson`` on routes marked ``NDJSON_BODY``, the import of an export),
  parameters such as ``charset`` allowed; any other ``Content-Type``, or none, is ``415
  unsupported_media_type``. A browser sends a cross-site "simple" request (``text/plain``,
  a form, or a typeless blob) without asking first (no CORS preflight): those could
  create and import games from any web page a visitor opens. ``application/json`` cannot
  be sent across sites without a preflight, which ``CORS_ORIGINS`` answers.
- **Depth**: Litestar decodes ``data: JSONBody[...]`` itself (msgspec, recursive): a body
  of a few thousand nested ``[`` raised ``RecursionError`` there, a 500 with a traceback.
  This app-wide guard runs after the per-address limit and before the route's own guards
  and the body's decoding: it reads the body (Litestar keeps it for the handler, so
  nothing is read twice) and refuses one nested deeper than ``MAX_JSON_DEPTH`` with
  ``400 json_too_deep`` (``services.json_depth``), whatever the route and whoever sends it.
- **Size**: a string, an array or an integer over ``services.request_limits``' limits
  (the same the document publishes as ``maxLength`` / ``maxItems`` / ``maximum``) is
  ``422 text_too_long`` / ``too_many_items`` / ``number_too_large``.

Routes marked ``NDJSON_BODY`` (the import of an export) are not read here: their service
checks each line before decoding it (``MAX_EXPORT_LINE_DEPTH``), so a refused import still
costs no more than a guard's look at its headers.
"""

from typing import Any

import msgspec
from litestar import Request
from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler

from domain.core.words import sentence
from services.errors import UnsupportedMediaType
from services.json_depth import require_shallow
from services.request_limits import require_bounded

NDJSON_BODY = {"ndjson_body": True}
"""``opt`` of a route whose body is NDJSON, checked line by line by its service."""
JSON_MEDIA_TYPE = "application/json"
NDJSON_MEDIA_TYPE = "application/x-ndjson"
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


async def refuse_deep_json(connection: ASGIConnection[Any, Any, Any, Any],
                           handler: BaseRouteHandler) -> None:
    """``415 unsupported_media_type`` for a body that does not declare the route's media
    type; ``400 json_too_deep`` for a JSON body nested deeper than ``MAX_JSON_DEPTH``;
    ``422`` for a string or an array over its limit."""
    if connection.scope.get("method") not in _BODY_METHODS:
        return
    ndjson = bool(handler.opt.get("ndjson_body"))
    if _has_body(connection):
        require_media_type(connection, NDJSON_MEDIA_TYPE if ndjson else JSON_MEDIA_TYPE)
    if ndjson or not isinstance(connection, Request):
        return
    body = await connection.body()
    require_shallow(body)
    try:
        decoded = msgspec.json.decode(body)
    except msgspec.DecodeError:
        return  # the route's decoder says what is wrong with it
    require_bounded(decoded)


def _has_body(connection: ASGIConnection[Any, Any, Any, Any]) -> bool:
    """Whether the request announces body bytes (a length above zero, or chunks)."""
    headers = connection.headers
    length = headers.get("content-length")
    if length is not None:
        return length.strip() not in ("", "0")
    return "transfer-encoding" in headers


def require_media_type(connection: ASGIConnection[Any, Any, Any, Any], expected: str) -> None:
    """``415`` unless ``Content-Type`` names ``expected`` (parameters aside)."""
    declared = connection.headers.get("content-type", "")
    if declared.split(";", 1)[0].strip().lower() != expected:
        raise UnsupportedMediaType("unsupported_media_type", sentence(
            "this request's body must be sent as Content-Type: %(expected)s",
            expected=expected))
