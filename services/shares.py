"""Share links: the gm hands out a read-only link to the game as an observer reads it.

A share is ``{share_id, view_as: observer, at}``: whoever holds the link reads the
game's state, log, live feed, board picture, recap and Markdown export through
``/v1/shared/{share_id}/…`` with no token, never a command. ``at`` pins the link to a
version (its reads stop there, and it has no live feed). The share is looked up in the
store on every request (no cache), so a revoked or unknown link is 404 at once in every
process; its open live feeds are ended through the access notices.
"""

import secrets
from datetime import datetime
from typing import Literal, Protocol

import msgspec

from domain.core import Actor
from domain.core.words import sentence
from services.context import AppContext
from services.errors import Forbidden, InvalidRequest, NotFound, VersionConflict

ViewAs = Literal["observer"]
SEAT_PREFIX = "share:"
"""The seat id a share reads as (never a seat of the game: an observer's view)."""


class Share(msgspec.Struct, frozen=True):
    """A share link as stored."""

    share_id: str
    game_id: str
    view_as: ViewAs
    at: int | None
    created_at: datetime
    revoked: bool


class SharesFull(Exception):
    """The game holds as many live share links as it may already."""


class ShareStore(Protocol):
    """Where share links live (PostgreSQL implements it)."""

    async def add(self, share_id: str, game_id: str, view_as: str, at: int | None,
                  limit: int) -> Share:
        """Store a new share; ``SharesFull`` when the game holds ``limit`` links not
        revoked already (counted under a lock: two requests at once cannot both pass)."""
        ...

    async def of_game(self, game_id: str) -> list[Share]:
        """A game's shares, oldest first, revoked ones too."""
        ...

    async def get(self, share_id: str) -> Share | None:
        """One share, read from the store now."""
        ...

    async def revoke(self, game_id: str, share_id: str) -> bool:
        """Mark a share of this game revoked; False when it has none by that id."""
        ...


def reader(share: Share) -> Actor:
    """The actor a share reads as: an observer of its own."""
    return Actor(seat_id=SEAT_PREFIX + share.share_id, role="observer")


def _gm_only(actor: Actor) -> None:
    if not actor.is_gm:
        raise Forbidden("gm_only", "only the gm manages share links")


async def create_share(ctx: AppContext, store: ShareStore, game_id: str, actor: Actor,
                       view_as: str = "observer", at: int | None = None,
                       limit: int = 50) -> Share:
    """A new share of the game (the gm only); ``at`` within ``1..version``; ``409
    too_many_shares`` when the game holds ``limit`` links not revoked already."""
    _gm_only(actor)
    game = await ctx.loader.load(game_id)
    if view_as != "observer":
        raise InvalidRequest("invalid_view_as", "a share link reads as an observer")
    if at is not None and not 1 <= at <= game.version:
        raise InvalidRequest("version_out_of_range",
                             f"at must lie in 1..{game.version}, the game's current version")
    try:
        return await store.add("shr_" + secrets.token_urlsafe(18), game_id, view_as, at,
                               limit)
    except SharesFull:
        raise VersionConflict("too_many_shares", sentence(
            "this game has %(limit)s share links already, the most it may hold: revoke "
            "one first", limit=limit)) from None


async def list_shares(ctx: AppContext, store: ShareStore, game_id: str,
                      actor: Actor) -> list[Share]:
    """The game's shares (the gm only)."""
    _gm_only(actor)
    await ctx.loader.load(game_id)
    return await store.of_game(game_id)


async def revoke_share(ctx: AppContext, store: ShareStore, game_id: str, actor: Actor,
                       share_id: str) -> None:
    """Revoke a share (the gm only): 404 at once everywhere, its live feeds end."""
    _gm_only(actor)
    if not await store.revoke(game_id, share_id):
        raise NotFound("share_not_found", f"no share {share_id!r} in this game")
    await ctx.access.share_revoked(game_id, SEAT_PREFIX + share_id)


async def open_share(store: ShareStore, share_id: str) -> Share:
    """The share behind a link, or 404 ``share_not_found`` (unknown or revoked)."""
    share = await store.get(share_id) if len(share_id) <= 100 else None
    if share is None or share.revoked:
        raise NotFound("share_not_found", "no such share link (or it was revoked)")
    return share


def capped(share: Share, at: int | None) -> int | None:
    """The version a read through the share asks for: ``at`` (at most the share's pin),
    else the pin; ``version_out_of_range`` past the pin."""
    if share.at is None:
        return at
    if at is not None and at > share.at:
        raise InvalidRequest("version_out_of_range",
                             f"this link shows the game up to version {share.at}")
    return share.at if at is None else at
