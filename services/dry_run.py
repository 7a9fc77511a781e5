"""A command checked, not sent: the rules' verdict on a draft, before a person sends it.

The browser's guided sheets ask, as the player types, whether the server would accept the
form as it stands; the answer is the rule system's own ``decide`` (the one definition of
every budget and range), run on the game's current state and thrown away. Nothing is
appended, published or remembered; the draws of a check come from a fresh secret, so a
check never tells what the game's real next draw would be.
"""

import os

from domain.core import HmacRandomSource
from domain.core.words import sentence
from domain.platform.decider import decide_platform
from domain.platform.events import PLATFORM_COMMAND_TYPES
from services.codec import codec_for
from services.commands import CommandRequest, check_table
from services.context import AppContext
from services.errors import Forbidden


async def check_command(ctx: AppContext, request: CommandRequest) -> None:
    """Return when the command would be accepted now; else raise the refusal sending it
    would answer (the same codes, details and fields)."""
    game = ctx.loader.cached(request.game_id) or await ctx.loader.load(request.game_id)
    command = codec_for(game.ruleset).decode_command(request.body)
    if request.actor.role == "observer":
        raise Forbidden("read_only_seat", sentence('an observer seat cannot issue commands'))
    secret = os.urandom(32)
    if isinstance(command, PLATFORM_COMMAND_TYPES):
        decide_platform(game.platform, command, request.actor, secret)
        return
    check_table(game, command)
    rng = HmacRandomSource(secret, request.game_id, game.version, game.platform.randomness)
    game.ruleset.decide(game.rules, command, request.actor, rng)
