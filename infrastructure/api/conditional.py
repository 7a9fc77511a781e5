"""Conditional reads: a weak ETag per variant (what, for whom, in which language) and
``304 Not Modified`` when the client's ``If-None-Match`` names it.

A page reads ``state``, ``board.svg``, ``recap`` and ``recap.svg`` again after an event;
what did not change for it then costs a header, not a body. The tag is computed before
the body: a 304 skips the view, the offers, the drawing and the encoding. The answer
varies with the reader (``Authorization``) and the language (``Accept-Language``); caches
must ask again each time (``no-cache``) and keep it private.
"""

import hashlib
from typing import Any

from litestar import Request, Response
from litestar.openapi.datastructures import ResponseSpec

from domain.core import Actor

VARY = "Accept-Language, Authorization"
CACHE_CONTROL = "private, no-cache"


def reader_key(actor: Actor) -> str:
    """Who a read is redacted for: every gm reads the same; other seats each their own."""
    return "gm" if actor.is_gm else f"{actor.role}:{actor.seat_id}"


def weak_etag(head: int | str, *parts: object) -> str:
    """``W/"<head>-<digest>"``: ``head`` (the game version, so that an ETag still works as
    ``If-Match``) and a short digest of the rest of what makes the answer (the reader
    never shows in it)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()
    return f'W/"{head}-{digest}"'


def matches(request: Request[Any, Any, Any], etag: str) -> bool:
    """Whether ``If-None-Match`` names ``etag`` (weak comparison, RFC 9110 13.1.2)."""
    header = request.headers.get("if-none-match")
    if not header:
        return False
    if header.strip() == "*":
        return True
    opaque = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == opaque for tag in header.split(","))


def conditional_headers(etag: str, language: str | None = None) -> dict[str, str]:
    """The headers of a conditional read (its 200 and its 304 alike)."""
    headers = {"ETag": etag, "Vary": VARY, "Cache-Control": CACHE_CONTROL}
    if language is not None:
        headers["Content-Language"] = language
    return headers


def not_modified(etag: str, language: str | None = None) -> Response[Any]:
    """The 304 answer: no body, the same validators."""
    return Response(content=b"", status_code=304,
                    headers=conditional_headers(etag, language))


NOT_MODIFIED = {304: ResponseSpec(data_container=None, generate_examples=False,
                                  description="Not modified: `If-None-Match` names the "
                                  "current ETag (same version, reader and language).")}
"""The 304 of a conditional read, for the OpenAPI document."""
