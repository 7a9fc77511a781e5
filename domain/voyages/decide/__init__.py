"""Voyages & Aventures' command handlers, by topic: ``sheet`` (sheets, things, tints, time),
``adjective`` (the adjective changes every topic writes), ``action`` (rolls, rerolls,
'maybe'), ``flaw`` (R1), ``situation`` and ``situation_spend`` (7.3), ``conflict`` (opening,
stakes, costs, frames, leaving), ``settlement``, ``conflict_round`` and ``conflict_spend``
(7.6, 7.7).

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[VoyagesState], command, actor, rng) -> None``. A handler reads the state the
command arrived at (``state = em.state``) and emits the events it decided; the guards come
from ``domain.core.guards``, Voyages binds its wording once, here, with the conflict
lookups every conflict topic shares.
"""

from collections.abc import Callable, Container
from typing import Protocol, TypeVar

from domain.core import Actor, DomainError, NotAuthorized, RandomSource, carried, guards
from domain.core.guards import invalid, require_owner, require_phase
from domain.core.words import Text, sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.rules.conflict import Conflict, GridEntry, Round, Side
from domain.voyages.rules.dice import roll_d6
from domain.voyages.rules.modifiers import total
from domain.voyages.rules.sheet import Character
from domain.voyages.state import VoyagesState, character, resolution_in_use


def require_gm(actor: Actor) -> None:
    """GM-only commands (``forbidden``)."""
    guards.require_gm(actor, code="forbidden", detail=sentence("only the gm may do that"))


def owned_character(state: VoyagesState, actor: Actor, character_id: str) -> Character:
    """The character, which the actor's seat must own (the gm may act for anyone)."""
    found = character(state, character_id)
    require_owner(actor, found.owner_player_id,
                  sentence("seat does not own “%(character)s”", character=character_id),
                  code="forbidden")
    return found


class Resolution(Protocol):
    """An action or a situation: a status, ``closed`` once over."""

    @property
    def status(self) -> str:
        """The resolution's status."""
        ...


R = TypeVar("R", bound=Resolution)


def live_resolution(found: R | None, state: VoyagesState, kind: str, resolution_id: str) -> R:
    """An action or situation not closed (``unknown_resolution`` / ``resolution_closed``)."""
    if found is None and resolution_id in state.closed_ids:
        raise DomainError("resolution_closed",
                          sentence("%(kind)s “%(resolution)s” is closed",
                                   kind=kind, resolution=resolution_id))
    if found is None:
        raise DomainError("unknown_resolution",
                          sentence("no %(kind)s “%(resolution)s”",
                                   kind=kind, resolution=resolution_id))
    if found.status == "closed":
        raise DomainError("resolution_closed",
                          sentence("%(kind)s “%(resolution)s” is closed",
                                   kind=kind, resolution=resolution_id))
    return found


def require_new_resolution(state: VoyagesState, resolution_id: str) -> None:
    """Actions, situations and conflicts share one namespace of ids (``duplicate_id``)."""
    guards.require(not resolution_in_use(state, resolution_id), "duplicate_id",
                   sentence("resolution “%(resolution)s” exists", resolution=resolution_id))


def open_conflict(state: VoyagesState, conflict_id: str) -> Conflict:
    """A conflict not closed (``unknown_resolution`` / ``resolution_closed``)."""
    found = guards.require_found(state.conflicts, conflict_id, "unknown_resolution",
                                 sentence("no conflict “%(conflict)s”", conflict=conflict_id))
    guards.require(found.status != "closed", "resolution_closed",
                   sentence("conflict “%(conflict)s” is closed", conflict=conflict_id))
    return found


def between_rounds(state: VoyagesState, conflict_id: str) -> Conflict:
    """A conflict in set-up or between rounds (``wrong_phase`` during a round)."""
    found = open_conflict(state, conflict_id)
    require_phase(found.status, ("setup", "between_rounds"), detail=sentence("not during a round"))
    return found


def in_round(state: VoyagesState, conflict_id: str, phase: str) -> tuple[Conflict, Round]:
    """A conflict whose round is in ``phase`` (``wrong_phase`` otherwise)."""
    conflict = open_conflict(state, conflict_id)
    current = conflict.round
    if current is None or current.phase != phase:
        raise DomainError("wrong_phase",
                          sentence("the round is not in its %(phase)s phase", phase=phase))
    return conflict, current


def round_turn(state: VoyagesState, conflict_id: str, phase: str, actor: Actor,
               side_id: str | None) -> tuple[Conflict, Round, Side]:
    """The round in ``phase`` and the active side the actor acts for in it."""
    conflict, current = in_round(state, conflict_id, phase)
    side = active_side(conflict, acting_side(conflict, actor, side_id).side_id)
    return conflict, current, side


def fresh_turn(state: VoyagesState, command: cmd.SideRef, phase: str, actor: Actor,
               done: Callable[[Round], Container[str]], code: str,
               detail: Text) -> tuple[Conflict, Round, Side]:
    """``round_turn`` for a step each side takes once a round (the command's side, in its
    conflict): ``code`` (``detail`` said of the side: its ``%(side)s``) when ``done(round)``
    already holds the side."""
    conflict, current, side = round_turn(state, command.conflict_id, phase, actor,
                                         command.side_id)
    if side.side_id in done(current):
        raise DomainError(code, sentence(detail.template, side=side.side_id))
    return conflict, current, side


def named_conflict(state: VoyagesState, conflict_id: str) -> Conflict:
    """The conflict a command names, checked at its step by its move (``may_named``)."""
    return state.conflicts[conflict_id]


def named_round(state: VoyagesState, conflict_id: str) -> tuple[Conflict, Round]:
    """The conflict a command names and its round, checked by its move (``may_named``)."""
    conflict = state.conflicts[conflict_id]
    assert conflict.round is not None, "the move's check requires the round"
    return conflict, conflict.round


def named_side(conflict: Conflict, actor: Actor, side_id: str | None) -> Side:
    """The active side a command acts for (named, or the only one the seat controls),
    checked by its move (``may_named``)."""
    found = conflict.side(side_id) if side_id is not None else next(
        (s for s in conflict.sides if s.active and controls(actor, s)), None)
    assert found is not None, "the move's check requires the side"
    return found


def controls(actor: Actor, side: Side) -> bool:
    """The gm controls every side; a player the sides that list its seat."""
    return actor.is_gm or actor.seat_id in side.controller_player_ids


def acting_side(conflict: Conflict, actor: Actor, side_id: str | None) -> Side:
    """The side the actor acts for: named, or the only one it controls."""
    if side_id is None:
        mine = [s for s in conflict.sides if s.active and controls(actor, s)]
        if len(mine) != 1:
            invalid(sentence("name the side you act for"))
        return mine[0]
    side = conflict.side(side_id)
    if side is None:
        invalid(sentence("no side “%(side)s”", side=side_id))
    if not controls(actor, side):
        raise NotAuthorized("forbidden", sentence("seat does not control “%(side)s”", side=side_id))
    return side


def active_side(conflict: Conflict, side_id: str) -> Side:
    """A side still in the conflict."""
    side = conflict.side(side_id)
    if side is None or not side.active:
        invalid(sentence("“%(side)s” is not an active side", side=side_id))
    return side


def check_grid(grid: tuple[GridEntry, ...]) -> None:
    """A generic grid has exactly three tiers; adjectives are valued 1..3; an entry's
    alternatives are two or more (T4)."""
    if len(grid) != 3:
        invalid(sentence("the generic grid has three tiers"))
    adjectives = [a for g in grid for a in (g.adjective, *(o.adjective for o in g.alternatives))]
    if any(a is not None and not 1 <= a.value <= 3 for a in adjectives):
        invalid(sentence("a grid adjective's value is 1..3"))
    if any(g.alternatives and (len(g.alternatives) < 2 or g.adjective) for g in grid):
        invalid(sentence("an entry lists two alternatives or more, each with its own adjective"),
                field="generic_grid")


EdgedRoll = TypeVar("EdgedRoll", ev.HelperRoll, ev.MemberRoll)


def edged_roll(kind: type[EdgedRoll], spec: cmd.HelperSpec | cmd.MemberRollSpec, roll_id: str,
               rng: RandomSource) -> EdgedRoll:
    """A double-edged roll (an action's helper, a conflict side's member): one d6, scored
    die + modifiers - 4; the rest of ``kind`` comes from ``spec``."""
    dice = roll_d6(rng, spec.dice, roll_id)
    return carried(kind, spec, roll_id=roll_id, dice=dice,
                   score=dice.values[0] + total(spec.modifiers) - 4)
