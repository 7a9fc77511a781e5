"""The table state of a Voyages & Aventures game, and small accessors over it."""

from collections.abc import Iterable

import msgspec

from domain.core.guards import require_character
from domain.core.words import sentence
from domain.voyages.rules.conflict import Conflict
from domain.voyages.rules.model import Action, Effect, Roll, Situation
from domain.voyages.rules.sheet import Adjective, Character, Record, Target, Thing


class VoyagesOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options: none. Sheets, things, frames and grids arrive as commands
    (the seed sets up no table-wide catalogue)."""


class Clock(Record, frozen=True, kw_only=True):
    """Time boundaries passed: every counter starts at 1."""

    scene: int = 1
    day: int = 1
    session: int = 1
    adventure: int = 1


class VoyagesState(Record, frozen=True, kw_only=True):
    """Everything the decider needs: sheets, things, clock, open resolutions, effects."""

    characters: dict[str, Character] = {}
    things: dict[str, Thing] = {}
    clock: Clock = Clock()
    actions: dict[str, Action] = {}
    situations: dict[str, Situation] = {}
    conflicts: dict[str, Conflict] = {}
    effects: dict[str, Effect] = {}
    closed_ids: frozenset[str] = frozenset()
    """Closed actions, situations and conflicts leave their dicts (folding stays linear);
    their ids stay reserved here, a set so that a check does not scan them all."""
    adjective_seq: int = 0
    effect_seq: int = 0
    starts: dict[str, int] = {}
    """Per character, the actions, situations and conflicts it has started (R1: a flaw
    window closes when the character's next one starts)."""
    started_after: dict[str, int] = {}
    """Per character, ``effect_seq`` when it last started one: the effects up to there were
    made before that start, so its flaw window on them is closed (R1). Effects no window
    keeps open leave ``effects`` then (the state stays bounded); this still tells why."""


def character(state: VoyagesState, character_id: str) -> Character:
    """The character, or ``unknown_character``."""
    return require_character(state.characters, character_id, detail=sentence(
        "no character “%(character)s”", character=character_id))


def started(state: VoyagesState, character_ids: Iterable[str]) -> VoyagesState:
    """The state after these characters start an action, a situation or a conflict: the
    effects whose every flaw window has now closed leave it (R1)."""
    starts, marks = dict(state.starts), dict(state.started_after)
    for cid in character_ids:
        if cid in state.characters:
            starts[cid] = starts.get(cid, 0) + 1
            marks[cid] = state.effect_seq
    state = msgspec.structs.replace(state, starts=starts, started_after=marks)
    return msgspec.structs.replace(state, effects={x.effect_id: x for x in answerable(state)})


def answerable(state: VoyagesState) -> list[Effect]:
    """The effects whose flaw window is still open for one of their characters (R1: a flaw
    may answer them, or has just answered them)."""
    return [x for x in state.effects.values()
            if any(flaw_window_open(state, x, cid) for cid in x.concerns_character_ids)]


def window_closed_on(state: VoyagesState, effect_id: str, character_id: str) -> bool:
    """True when the effect ``effect_id`` was made before the character last started an
    action, situation or conflict (R1), whether or not it is still in ``effects``."""
    seq = _seq_of(effect_id, "e")
    return 0 < seq <= state.started_after.get(character_id, 0)


def without_closed_conflicts(state: VoyagesState) -> VoyagesState:
    """The state when a new conflict opens: the closed conflicts leave it, their ids stay
    reserved (C4: their action costs may be applied until then; one that an effect a flaw
    may still answer comes from, or gives a stake back to, stays until that window closes)."""
    live = answerable(state)
    kept = {x.resolution_id for x in live} | {op.conflict_id for x in live for op in x.undo}
    gone = [k for k, c in state.conflicts.items() if c.status == "closed" and k not in kept]
    if not gone:
        return state
    return msgspec.structs.replace(
        state, closed_ids=state.closed_ids.union(gone),
        conflicts={k: c for k, c in state.conflicts.items() if k not in gone})


def flaw_window_open(state: VoyagesState, effect: Effect, character_id: str) -> bool:
    """True until the character starts its next action, situation or conflict (R1)."""
    return state.starts.get(character_id, 0) == effect.window.get(character_id, 0)


def reroll_window_open(state: VoyagesState, roll: Roll) -> bool:
    """True until the roll's character starts its next action, situation or conflict
    (T12); a roll without a character is never rerolled."""
    cid = roll.character_id
    return cid is not None and state.starts.get(cid, 0) == roll.window


def resolution_ids(state: VoyagesState) -> set[str]:
    """Every action, situation and conflict id in use, closed or not (one namespace)."""
    return {*state.actions, *state.situations, *state.conflicts, *state.closed_ids}


def resolution_in_use(state: VoyagesState, resolution_id: str) -> bool:
    """True when an action, situation or conflict has the id, closed or not (without
    building ``resolution_ids``, which grows with the closed ones)."""
    return (resolution_id in state.closed_ids or resolution_id in state.actions
            or resolution_id in state.situations or resolution_id in state.conflicts)


def close_resolution(state: VoyagesState, resolution_id: str) -> VoyagesState:
    """Move a closed action or situation out of the live dicts."""
    actions, situations = state.actions, state.situations
    if resolution_id in actions:
        actions = dict(actions)
        del actions[resolution_id]
    if resolution_id in situations:
        situations = dict(situations)
        del situations[resolution_id]
    return msgspec.structs.replace(state, closed_ids=state.closed_ids | {resolution_id},
                                   actions=actions, situations=situations)


def target_adjectives(state: VoyagesState, target: Target) -> tuple[Adjective, ...] | None:
    """The adjectives of a character or thing, or None when it does not exist."""
    if target.kind == "character":
        character = state.characters.get(target.id)
        return None if character is None else character.adjectives
    thing = state.things.get(target.id)
    return None if thing is None else thing.adjectives


def find_adjective(state: VoyagesState, adjective_id: str) -> tuple[Target, Adjective] | None:
    """Where an adjective lives, searching characters then things."""
    for cid, character in state.characters.items():
        for adjective in character.adjectives:
            if adjective.adjective_id == adjective_id:
                return Target(kind="character", id=cid), adjective
    for tid, thing in state.things.items():
        for adjective in thing.adjectives:
            if adjective.adjective_id == adjective_id:
                return Target(kind="thing", id=tid), adjective
    return None


def with_adjectives(state: VoyagesState, target: Target,
                    adjectives: tuple[Adjective, ...]) -> VoyagesState:
    """The state with a target's adjectives replaced (unknown target: unchanged)."""
    if target.kind == "character":
        character = state.characters.get(target.id)
        if character is None:
            return state
        new_c = msgspec.structs.replace(character, adjectives=adjectives)
        return msgspec.structs.replace(state, characters={**state.characters, target.id: new_c})
    thing = state.things.get(target.id)
    if thing is None:
        return state
    new_t = msgspec.structs.replace(thing, adjectives=adjectives)
    return msgspec.structs.replace(state, things={**state.things, target.id: new_t})


def next_adjective_id(state: VoyagesState, offset: int = 0) -> str:
    """A fresh adjective id (``offset`` for several in one decision)."""
    return f"adj-{state.adjective_seq + 1 + offset}"


def next_effect_id(state: VoyagesState, offset: int = 0) -> str:
    """A fresh effect id (``offset`` for several in one decision)."""
    return f"e{state.effect_seq + 1 + offset}"


def _seq_of(identifier: str, prefix: str) -> int:
    tail = identifier[len(prefix):] if identifier.startswith(prefix) else ""
    return int(tail) if tail.isdigit() else 0


def bump_adjective_seq(state: VoyagesState, adjective_id: str) -> VoyagesState:
    """Keep generated adjective ids ahead of every id seen (client ids included)."""
    seq = max(state.adjective_seq, _seq_of(adjective_id, "adj-"))
    return state if seq == state.adjective_seq else msgspec.structs.replace(state,
                                                                            adjective_seq=seq)


def bump_effect_seq(state: VoyagesState, effect_id: str) -> VoyagesState:
    """Keep generated effect ids ahead of every id seen."""
    seq = max(state.effect_seq, _seq_of(effect_id, "e"))
    return state if seq == state.effect_seq else msgspec.structs.replace(state, effect_seq=seq)
