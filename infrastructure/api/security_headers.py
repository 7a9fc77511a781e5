"""Browser hardening headers on every response, set once in a ``before_send`` hook.

The hook sees every response the application sends (route handlers, static files,
problems for unknown routes, CORS preflights), so no route can forget them:

- ``Content-Security-Policy``: everything from this origin only. ``img-src`` also allows
  ``data:`` and ``blob:`` (Swagger UI's icons are ``data:`` URIs in its stylesheet);
  no inline script or style anywhere: the web client has none, and the docs page's start-up
  script is served as a file (``infrastructure/api/docs_page.py``). ``frame-ancestors``
  is ``FRAME_ANCESTORS`` (default ``'none'``; a VTT that embeds the table is added there,
  e.g. ``'self' https://foundry.example``). The same policy goes on JSON and SVG answers:
  opened directly in a tab (``board.svg`` is a document then), they can run nothing.
- ``X-Frame-Options``: the same decision for browsers without ``frame-ancestors``
  (``DENY`` / ``SAMEORIGIN``; omitted when other origins may embed, as it cannot say so).
- ``X-Content-Type-Options: nosniff``: a JSON or NDJSON answer is never run as a script.
- ``Referrer-Policy: no-referrer``: the server needs no referrer, and a page's address
  (a join link's path, a replay) tells other sites nothing.

A header a route already set is left as it is.
"""

from litestar.types import BeforeMessageSendHookHandler, Message, Scope

from infrastructure.settings import AccessSettings

REFERRER_POLICY = "no-referrer"
LEGACY_FRAME_OPTIONS: dict[tuple[str, ...], str] = {("'none'",): "DENY",
                                                    ("'self'",): "SAMEORIGIN"}


def content_security_policy(frame_ancestors: tuple[str, ...]) -> str:
    """The policy of every page: this origin only, framed only by ``frame_ancestors``."""
    return "; ".join([
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
        "img-src 'self' data: blob:", "font-src 'self'", "object-src 'none'",
        "base-uri 'self'", "form-action 'self'",
        "frame-ancestors " + " ".join(frame_ancestors)])


def security_headers(settings: AccessSettings) -> dict[str, str]:
    """The headers every response carries, by name."""
    headers = {"Content-Security-Policy": content_security_policy(settings.frame_ancestors),
               "X-Content-Type-Options": "nosniff", "Referrer-Policy": REFERRER_POLICY}
    legacy = LEGACY_FRAME_OPTIONS.get(settings.frame_ancestors)
    if legacy:
        headers["X-Frame-Options"] = legacy
    return headers


def security_headers_hook(settings: AccessSettings) -> BeforeMessageSendHookHandler:
    """A ``before_send`` hook adding ``security_headers`` to every response's start."""
    encoded = [(name.lower().encode(), value.encode())
               for name, value in security_headers(settings).items()]

    async def add_headers(message: Message, scope: Scope) -> None:
        if message["type"] != "http.response.start":
            return
        headers = list(message.get("headers", []))
        present = {bytes(name).lower() for name, _ in headers}
        headers += [(name, value) for name, value in encoded if name not in present]
        message["headers"] = headers

    return add_headers
