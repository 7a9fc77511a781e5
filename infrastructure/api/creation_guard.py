"""Who may create games (``GAME_CREATION``), and the per-address limit of tokenless routes.

Two Litestar guards; guards run before the body is read, so a refused import of a large
export costs nothing:

- ``limit_public_requests`` (app-wide): a route without a seat token (no OpenAPI
  ``security``) counts against its client address's budget (see
  ``infrastructure/public_rate_limit.py``): ``create`` for the routes marked
  ``CREATES_GAME``, ``read`` for the others; over budget: ``429 rate_limited`` with
  ``Retry-After`` and ``RateLimit-*``, as the per-seat command limit answers.
- ``require_creator_token`` (on ``POST /v1/games`` and ``POST /v1/games/import``): with
  ``GAME_CREATION=token``, ``Authorization: Bearer`` must carry one of ``CREATOR_TOKENS``
  (missing: ``401 creator_token_required`` with ``WWW-Authenticate``; another token:
  ``403 invalid_creator_token``). Compared as SHA-256 digests with
  ``hmac.compare_digest`` against every configured token, so neither the time taken nor
  the length leaks which one, or how much of one, matched.

``POST /v1/games/{id}/fork`` is not guarded: it needs the gm token of a game the operator
already let in.
"""

import hashlib
import hmac
from typing import Any

from litestar.connection import ASGIConnection
from litestar.handlers import BaseRouteHandler, HTTPRouteHandler

from domain.core.words import sentence
from infrastructure.api.dependencies import bearer_token
from infrastructure.public_rate_limit import CREATE, PROBE_PATHS, READ, PublicRateLimit
from infrastructure.settings import AccessSettings
from services.errors import Forbidden, RateLimited, Unauthenticated

CREATES_GAME = {"creates_game": True}
"""``opt`` of the routes that create a game: the ``create`` budget and a creator token."""
WWW_AUTHENTICATE = 'Bearer realm="game creation"'


class CreatorTokenRequired(Unauthenticated):
    """401 with ``WWW-Authenticate``: this server creates games for its operator's tokens."""

    def __init__(self) -> None:
        super().__init__("creator_token_required", "this server creates games only for a "
                         "creator token: send Authorization: Bearer <token>")
        self.headers = {"WWW-Authenticate": WWW_AUTHENTICATE}


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def creator_token_accepted(settings: AccessSettings, token: str) -> bool:
    """``token`` is one of ``CREATOR_TOKENS`` (constant time; every token is compared)."""
    given = _digest(token)
    matched = False
    for known in settings.creator_tokens:
        matched |= hmac.compare_digest(given, _digest(known))
    return matched


def require_creator_token(connection: ASGIConnection[Any, Any, Any, Any],
                          _: BaseRouteHandler) -> None:
    """Refuse game creation without an operator's token when ``GAME_CREATION=token``."""
    settings: AccessSettings = connection.app.state.access
    if settings.game_creation == "open":
        return
    token = bearer_token(connection)
    if token is None:
        raise CreatorTokenRequired
    if not creator_token_accepted(settings, token):
        raise Forbidden("invalid_creator_token",
            sentence('this token is not a creator token of this server'))


def public_rate_limit(connection: ASGIConnection[Any, Any, Any, Any]) -> PublicRateLimit:
    """The app's limiter, bound to the runtime's Redis at first use (tests may set one)."""
    state = connection.app.state
    limiter: PublicRateLimit | None = state.get("public_rate_limit")
    if limiter is None:
        limiter = PublicRateLimit(state.access, state.runtime.redis)
        state.public_rate_limit = limiter
    return limiter


def _public(handler: BaseRouteHandler) -> bool:
    return not (isinstance(handler, HTTPRouteHandler) and handler.resolve_security())


async def limit_public_requests(connection: ASGIConnection[Any, Any, Any, Any],
                                handler: BaseRouteHandler) -> None:
    """Count a tokenless request against its client address's budget (probes excepted)."""
    if not _public(handler) or connection.scope["path"].rstrip("/") in PROBE_PATHS:
        return
    budget = CREATE if handler.opt.get("creates_game") else READ
    client = connection.scope.get("client")
    rate = await public_rate_limit(connection).hit(
        budget, client[0] if client else None, connection.headers.getall(
            "x-forwarded-for", []))
    if rate is not None and not rate.allowed:
        raise RateLimited("rate_limited",
            sentence('too many requests from this address; retry in %(reset_seconds)s s',
                     reset_seconds=rate.reset_seconds),
                          {**rate.headers(), "Retry-After": str(rate.reset_seconds)})
