"""A game's state: the platform table and the rule system's state, folded from events."""

from typing import Any

import msgspec

from domain.core import Ruleset
from domain.core.words import sentence
from domain.platform.events import PLATFORM_EVENT_NAMES, GameCreated
from domain.platform.state import PlatformState, evolve_platform
from domain.rulesets import get_ruleset
from services.codec import codec_for
from services.envelope import GENESIS_HASH, StoredEvent
from services.errors import NotFound


class LoadedGame(msgspec.Struct, frozen=True):
    """A game's state at one version: platform part and rules part."""

    game_id: str
    version: int
    last_hash: bytes
    platform: PlatformState
    rules: Any

    @property
    def ruleset(self) -> Ruleset[Any]:
        """The game's rule system."""
        ruleset = get_ruleset(self.platform.ruleset)
        assert ruleset is not None, self.platform.ruleset
        return ruleset


def apply_events(game: LoadedGame, events: list[StoredEvent]) -> LoadedGame:
    """Fold stored events (platform and rules) into a loaded game."""
    platform, rules, ruleset = game.platform, game.rules, None
    for stored in events:
        if ruleset is None and stored.type == "GameCreated":
            created = msgspec.convert(stored.data, GameCreated)
            ruleset = _require_ruleset(created.ruleset)
            platform = evolve_platform(platform, created)
            options = msgspec.convert(created.options, ruleset.options_type)
            rules = ruleset.initial_state(options)
            continue
        ruleset = ruleset or _require_ruleset(platform.ruleset)
        event = codec_for(ruleset).decode_event(stored)
        if stored.type in PLATFORM_EVENT_NAMES:
            platform = evolve_platform(platform, event, stored.version)
        else:
            rules = ruleset.evolve(rules, event)
    if not events:
        return game
    last = events[-1]
    return LoadedGame(game.game_id, last.version, last.hash, platform, rules)


def empty_game(game_id: str) -> LoadedGame:
    """The state before a stream's first event."""
    return LoadedGame(game_id, 0, GENESIS_HASH, PlatformState(), None)


def _require_ruleset(name: str) -> Ruleset[Any]:
    ruleset = get_ruleset(name)
    if ruleset is None:
        raise NotFound("unknown_ruleset",
            sentence('this server has no rule system %(name)r',
                     name=name))
    return ruleset
