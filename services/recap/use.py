"""The recap use case: a game's log up to a version, folded for the reading seat."""

from domain.core import Actor
from services.context import AppContext
from services.game_state import LoadedGame
from services.i18n import words
from services.recap.fold import build_recap
from services.recap.model import Recap


async def recap_of(ctx: AppContext, game: LoadedGame, actor: Actor, language: str) -> Recap:
    """The recap of ``game`` (loaded now or at a past version: the log is read up to its
    version), redacted for ``actor``, its text in ``language`` (the rule system's catalog
    for its outcomes, falling back to the platform's)."""
    events = await ctx.store.load(game.game_id, to=game.version)
    head = ctx.loader.cached(game.game_id) or game  # this server's last import says
    unverified = max(head, game, key=lambda g: g.version).platform.unverified_draws
    return build_recap(game.game_id, events, actor, words(language, game.ruleset.name),
                       unverified)
