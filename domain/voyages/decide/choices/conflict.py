"""The choices of a conflict's set-up and round (spec section 4): who may be a side's
member (the characters and the registered things, T11, by name), which seats control it
(by player name), how its members' rolls make one score, the grid's adjectives (value and
duration), and, in a round, the members each side rolls for (one roll each)."""

from typing import get_args

from domain.core import Choice, ChoiceContext, Count
from domain.voyages.decide import may_conflict as k
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.conflict import Conflict, Side
from domain.voyages.rules.model import GroupMode
from domain.voyages.state import VoyagesState

GRID_ADJECTIVE_VALUES = (1, 2, 3)
"""A grid adjective's value (A1: an adjective is worth 1 to 3)."""


def members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Who may stand in a side: every character and every registered thing (T11: the
    bandits, a storm), by name."""
    return [*(Choice(value=cid, label=s.name) for cid, s in state.characters.items()),
            *(Choice(value=tid, label=t.name) for tid, t in state.things.items())]


def controllers(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The player seats that may control a side, by name (none: the gm plays it)."""
    return context.seat_choices()


def group_modes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Alone, the sum or the average of the members' scores."""
    return context.terms(get_args(GroupMode), g.group_mode)


def joining_modes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A solo side joined by a character becomes a group of this mode (T15)."""
    return context.terms(("sum", "average"), g.group_mode)


def result_modes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A situation's points buy adjectives, or stand for another value (« scores
    alternatifs »)."""
    return context.terms(("adjectives", "value"), g.result_mode)


def adjective_values(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A grid adjective is worth 1 to 3."""
    return context.numbers(GRID_ADJECTIVE_VALUES)


def end_reasons(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The gm ends a conflict by agreement of the table or on its own ruling."""
    return context.terms(("gm", "agreement"), g.close_reason)


def _member_name(state: VoyagesState, member: str) -> str:
    if member in state.characters:
        return state.characters[member].name
    return state.things[member].name if member in state.things else member


def _rolling(state: VoyagesState) -> list[tuple[Conflict, Side]]:
    """Each side yet to roll, in the first conflict where it may (its conflict's choice
    comes first: ``per_seat.side_conflicts``)."""
    found: dict[str, tuple[Conflict, Side]] = {}
    for conflict in k.open_conflicts(state):
        for side in conflict.sides:
            if side.active and k.TO_ROLL(conflict, side):
                found.setdefault(side.side_id, (conflict, side))
    return list(found.values())


def rolling_members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each side yet to roll, its members (one roll each), by name."""
    return [Choice(value=m, label=_member_name(state, m), character_id=side.side_id)
            for _, side in _rolling(state) for m in side.members]


def member_roll_counts(state: VoyagesState, context: ChoiceContext) -> list[Count]:
    """A side rolls once for each of its members."""
    return [Count(min=len(side.members), max=len(side.members), character_id=side.side_id)
            for _, side in _rolling(state)]


def rolling_conflicts(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each side yet to roll, the conflict it rolls in now (the first, when a side is
    in two: its members' choices are that conflict's)."""
    return [Choice(value=conflict.conflict_id, label=conflict.frame or conflict.conflict_id,
                   character_id=side.side_id) for conflict, side in _rolling(state)]


GRID_TIERS = 3
"""A generic grid has three tiers."""


def grid_tiers(state: VoyagesState, context: ChoiceContext) -> list[Count]:
    """A generic grid lists exactly three tiers."""
    return [Count(min=GRID_TIERS, max=GRID_TIERS)]


def side_counts(state: VoyagesState, context: ChoiceContext) -> list[Count]:
    """Two sides or more, each with its own members (one each at the most), when the
    table has two members to oppose."""
    n = len(members(state, context))
    return [Count(min=2, max=n)] if n >= 2 else []
