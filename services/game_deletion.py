"""Deleting a game: every row of it goes, in one transaction, and every process forgets it.

Only the gm deletes, and only with ``If-Match`` naming the current version (428
``if_match_required`` without it, 412 ``version_mismatch`` when stale), so a client that
has not seen the latest events cannot delete them. There is no undo: export first
(``GET /v1/games/{id}/export``). Afterwards the game is 404 for everyone: this process's
caches (state, seats, secret, live feeds) are dropped, and ``AppContext.access`` tells
the other processes and waits for them before the answer is sent.
"""

from domain.core import Actor
from domain.core.words import sentence
from services.context import AppContext
from services.errors import Forbidden, NotFound, PreconditionFailed, PreconditionRequired


async def delete_game(ctx: AppContext, game_id: str, actor: Actor, if_match: int | None,
                      ) -> None:
    """Delete the game the gm's seat belongs to, if it is at version ``if_match``."""
    if not actor.is_gm:
        raise Forbidden("gm_only", sentence('only the gm seat may delete the game'))
    if if_match is None:
        raise PreconditionRequired("if_match_required",
            sentence("send If-Match with the game's current version (its ETag) to delete it"))
    outcome = await ctx.store.delete_game(game_id, if_match)
    if outcome == "not_found":
        raise NotFound("game_not_found", sentence('no game %(game_id)s', game_id=game_id))
    if outcome == "version_mismatch":
        info = await ctx.store.stream_info(game_id)
        now = "" if info is None else f" but the game is at {info.version}"
        raise PreconditionFailed("version_mismatch",
            sentence('If-Match %(if_match)s%(now)s',
                     if_match=if_match, now=now))
    ctx.loader.forget(game_id)
    await ctx.access.game_deleted(game_id)
