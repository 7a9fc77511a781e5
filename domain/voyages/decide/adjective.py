"""The adjective changes every topic writes (A1, A2), and the gm's adjective commands."""

from typing import Literal

import msgspec

from domain.core import Actor, DomainError, Emitter, Event, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.rules.conflict import GridAdjective
from domain.voyages.rules.modifiers import UsedAdjective
from domain.voyages.rules.sheet import (
    MAX_ADJECTIVE_VALUE,
    Adjective,
    Duration,
    Polarity,
    Target,
    adjective_key,
)
from domain.voyages.state import (
    VoyagesState,
    find_adjective,
    next_adjective_id,
    target_adjectives,
)


def check_value(value: int) -> None:
    """Adjective values are 1..3 (A1)."""
    if not 1 <= value <= MAX_ADJECTIVE_VALUE:
        raise DomainError("adjective_value_cap", sentence("an adjective's value is 1..3"))


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
            return ev.AdjectiveAdded(adjective_id=new_id, target=target, name=name, value=value,
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
            raise DomainError("unknown_adjective",
                              sentence("no adjective “%(adjective)s”", adjective=adjective_id))
        old = adjectives[index]
        new_value = old.value + delta
        if new_value > MAX_ADJECTIVE_VALUE:
            raise DomainError("adjective_value_cap",
                              sentence("%(adjective)s would exceed 3", adjective=old.name))
        if new_value <= 0:
            del adjectives[index]
            reason: Literal["reduced", "gm"] = "reduced" if cause == "reduced" else "gm"
            return ev.AdjectiveRemoved(adjective_id=adjective_id, target=target,
                                      reason=reason, effect_id=effect_id)
        adjectives[index] = msgspec.structs.replace(old, value=new_value)
        return ev.AdjectiveValueChanged(adjective_id=adjective_id, target=target,
                                       old_value=old.value, new_value=new_value, cause=cause,
                                       effect_id=effect_id)

    def restore(self, target: Target, left: Adjective, delta: int) -> Event | None:
        """Give back what one effect changed on an adjective (T6): ``delta`` added to its
        value (capped at 3), the adjective gone at 0 or below, brought back (or merged
        into the same one, A2) when the effect had taken it away. None: nothing to undo."""
        adjectives = self._current(target)
        index = next((i for i, a in enumerate(adjectives)
                      if a.adjective_id == left.adjective_id), None)
        if index is None and delta > 0:
            index = next((i for i, a in enumerate(adjectives)
                          if adjective_key(a) == adjective_key(left)), None)
        if index is None:
            if delta <= 0:
                return None
            back = msgspec.structs.replace(left, value=min(delta, MAX_ADJECTIVE_VALUE),
                                           effect_id=None)
            adjectives.append(back)
            return ev.AdjectiveAdded(adjective_id=back.adjective_id, target=target,
                                    name=back.name, value=back.value, polarity=back.polarity,
                                    duration=back.duration, is_false=back.is_false,
                                    cause="negated")
        old = adjectives[index]
        new_value = min(old.value + delta, MAX_ADJECTIVE_VALUE)
        if new_value <= 0:
            del adjectives[index]
            return ev.AdjectiveRemoved(adjective_id=old.adjective_id, target=target,
                                      reason="negated")
        if new_value == old.value:
            return None
        adjectives[index] = msgspec.structs.replace(old, value=new_value)
        return ev.AdjectiveValueChanged(adjective_id=old.adjective_id, target=target,
                                       old_value=old.value, new_value=new_value,
                                       cause="negated")

    def inflict(self, character_id: str, adjective: GridAdjective, cause: str,
                effect_id: str | None) -> Event:
        """A negative adjective (a cost, a grid tier, a flaw's replacement) on a character."""
        return self.add(Target(kind="character", id=character_id), adjective.name,
                        adjective.value, "negative", adjective.duration, cause=cause,
                        effect_id=effect_id)


def used_adjective_events(used: list[UsedAdjective]) -> list[Event]:
    """``next_roll`` adjectives are removed once a roll uses them."""
    return [ev.AdjectiveRemoved(adjective_id=a.adjective_id, target=t, reason="used")
            for t, a in used]


def add_adjective(em: Emitter[VoyagesState], command: cmd.AddAdjective, actor: Actor,
                  rng: RandomSource) -> None:
    """GM: add an adjective, or raise the same one's value (A2)."""
    state = em.state
    target = command.target
    if target.kind == "character" and target.id not in state.characters:
        raise DomainError("unknown_character", sentence(
            "no character “%(character)s”", character=target.id), field="target")
    if target.kind == "thing" and target.id not in state.things:
        raise DomainError("unknown_thing", sentence("no thing “%(thing)s”", thing=target.id),
                          field="target")
    em.emit(AdjectiveWriter(state).add(target, command.name, command.value, command.polarity,
                                       command.duration, is_false=command.is_false, cause="gm"))


def _located(state: VoyagesState, adjective_id: str) -> tuple[Target, Adjective]:
    found = find_adjective(state, adjective_id)
    if found is None:
        raise DomainError("unknown_adjective",
                          sentence("no adjective “%(adjective)s”", adjective=adjective_id))
    return found


def change_adjective_value(em: Emitter[VoyagesState], command: cmd.ChangeAdjectiveValue,
                           actor: Actor, rng: RandomSource) -> None:
    """GM: a new value; reaching 0 removes the adjective (A1)."""
    state = em.state
    if command.delta == 0:
        invalid(sentence("delta must not be 0"))
    target, _ = _located(state, command.adjective_id)
    em.emit(AdjectiveWriter(state).change(target, command.adjective_id, command.delta, "gm"))


def remove_adjective(em: Emitter[VoyagesState], command: cmd.RemoveAdjective, actor: Actor,
                     rng: RandomSource) -> None:
    """GM: remove an adjective."""
    state = em.state
    target, _ = _located(state, command.adjective_id)
    em.emit(ev.AdjectiveRemoved(adjective_id=command.adjective_id, target=target, reason="gm"))
