"""The platform's decider: the commands valid in every rule system (closing a game)."""

from domain.core import Actor, Command, DomainError, Event, NotAuthorized
from domain.core.words import sentence
from domain.platform.events import CloseGame, GameClosed
from domain.platform.state import PlatformState


def decide_platform(platform: PlatformState, command: Command, actor: Actor,
                    seed: bytes) -> list[Event]:
    """Decide a platform command (valid in every rule system)."""
    if isinstance(command, CloseGame):
        if not actor.is_gm:
            raise NotAuthorized("gm_only", sentence('only the gm closes the game'))
        if platform.closed:
            raise DomainError("game_closed", sentence('the game is already closed'))
        return [GameClosed(seed=seed.hex())]
    raise DomainError("unknown_command")
