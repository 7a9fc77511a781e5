"""Checks shared by the handlers: who may act, what exists, adjective arithmetic."""

from typing import Literal

import msgspec

from domain.core import Actor, DomainError, Event, InvalidValue, NotAuthorized
from domain.voyages.events import AdjectiveAdded, AdjectiveRemoved, AdjectiveValueChanged
from domain.voyages.modifiers import UsedAdjective
from domain.voyages.sheet import (
    MAX_ADJECTIVE_VALUE,
    Adjective,
    Character,
    Duration,
    Polarity,
    Target,
    adjective_key,
)
from domain.voyages.state import VoyagesState, next_adjective_id, target_adjectives


def require_gm(actor: Actor) -> None:
    """GM-only commands."""
    if not actor.is_gm:
        raise NotAuthorized("forbidden", "only the gm may do that")


def character(state: VoyagesState, character_id: str) -> Character:
    """The character, or ``unknown_character``."""
    found = state.characters.get(character_id)
    if found is None:
        raise DomainError("unknown_character", f"no character {character_id!r}")
    return found


def owned_character(state: VoyagesState, actor: Actor, character_id: str) -> Character:
    """The character, which the actor's seat must own (the gm may act for anyone)."""
    found = character(state, character_id)
    if not actor.may_act_for(found.owner_player_id):
        raise NotAuthorized("forbidden", f"seat does not own {character_id!r}")
    return found


def invalid(detail: str) -> InvalidValue:
    """An ``invalid_payload`` error."""
    return InvalidValue("invalid_payload", detail)


def check_value(value: int) -> None:
    """Adjective values are 1..3 (A1)."""
    if not 1 <= value <= MAX_ADJECTIVE_VALUE:
        raise DomainError("adjective_value_cap", "an adjective's value is 1..3")


class AdjectiveWriter:
    """Plans adjective changes within one decision (A2 merges, fresh ids, caps)."""

    def __init__(self, state: VoyagesState) -> None:
        self.state = state
        self._fresh = 0
        self._pending: dict[tuple[str, str], list[Adjective]] = {}

    def _current(self, target: Target) -> list[Adjective]:
        key = (target.kind, target.id)
        if key not in self._pending:
            self._pending[key] = list(target_adjectives(self.state, target) or ())
        return self._pending[key]

    def add(self, target: Target, name: str, value: int, polarity: Polarity, duration: Duration,
            *, is_false: bool = False, cause: str, effect_id: str | None = None) -> Event:
        """Add an adjective, or raise the value of the same one (A2)."""
        adjectives = self._current(target)
        probe = Adjective(adjective_id="", name=name, value=value, polarity=polarity,
                          duration=duration, is_false=is_false)
        same = next((i for i, a in enumerate(adjectives)
                     if adjective_key(a) == adjective_key(probe)), None)
        if same is None:
            check_value(value)
            new_id = next_adjective_id(self.state, self._fresh)
            self._fresh += 1
            adjectives.append(msgspec.structs.replace(probe, adjective_id=new_id))
            return AdjectiveAdded(adjective_id=new_id, target=target, name=name, value=value,
                                  polarity=polarity, duration=duration, is_false=is_false,
                                  cause=cause, effect_id=effect_id)
        return self.change(target, adjectives[same].adjective_id, value, cause, effect_id)

    def change(self, target: Target, adjective_id: str, delta: int, cause: str,
               effect_id: str | None = None) -> Event:
        """Change a value by ``delta``; at 0 or below the adjective goes (A1)."""
        adjectives = self._current(target)
        index = next((i for i, a in enumerate(adjectives) if a.adjective_id == adjective_id),
                     None)
        if index is None:
            raise DomainError("unknown_adjective", f"no adjective {adjective_id!r}")
        old = adjectives[index]
        new_value = old.value + delta
        if new_value > MAX_ADJECTIVE_VALUE:
            raise DomainError("adjective_value_cap", f"{old.name} would exceed 3")
        if new_value <= 0:
            del adjectives[index]
            reason: Literal["reduced", "gm"] = "reduced" if cause == "reduced" else "gm"
            return AdjectiveRemoved(adjective_id=adjective_id, target=target,
                                    reason=reason, effect_id=effect_id)
        adjectives[index] = msgspec.structs.replace(old, value=new_value)
        return AdjectiveValueChanged(adjective_id=adjective_id, target=target,
                                     old_value=old.value, new_value=new_value, cause=cause,
                                     effect_id=effect_id)


def used_adjective_events(used: list[UsedAdjective]) -> list[Event]:
    """``next_roll`` adjectives are removed once a roll uses them."""
    return [AdjectiveRemoved(adjective_id=a.adjective_id, target=t, reason="used")
            for t, a in used]
