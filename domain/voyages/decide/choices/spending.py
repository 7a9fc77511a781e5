"""The choices of a round's spending and blocking (7.7, D14), for each side that may take
the step (``Choice.character_id``: the side): what it may buy (in the rulebook's words),
the stakes it may buy and the sides and members a generic tier may land on, by name; the
other sides' purchases it may block. What a purchase costs and the points paid stay the
side's own count (``price_mismatch``, ``insufficient_points``)."""

from collections.abc import Iterator
from typing import get_args

from domain.core import Choice, ChoiceContext
from domain.core.words import say
from domain.voyages.decide import may_conflict as k
from domain.voyages.decide.choices.settlement import alternatives_of
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.conflict import Conflict, ConflictPurchase, Side
from domain.voyages.state import VoyagesState

EFFECTS = get_args(ConflictPurchase.__annotations__["effect"])
GENERIC_TIERS = (1, 2, 3)


def _at(state: VoyagesState, step: k.SideStep) -> Iterator[tuple[Conflict, Side]]:
    """Each side that may take the step, in the first conflict where it may."""
    seen: set[str] = set()
    for conflict in k.open_conflicts(state):
        for side in conflict.sides:
            if side.active and side.side_id not in seen and step(conflict, side):
                seen.add(side.side_id)
                yield conflict, side


def effects(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """What a side may buy: a stake, a generic tier, terrain, keeping the approach, a
    de-escalation."""
    return context.terms(EFFECTS, g.effect)


def stakes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each spending side, the priced stakes of the other sides, by description."""
    return [Choice(value=st.stake_id, label=st.description or st.stake_id,
                   character_id=side.side_id) for conflict, side in _at(state, k.TO_SPEND)
            for st in conflict.stakes.values()
            if st.status == "priced" and st.owner_side_id != side.side_id]


def targets(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each spending side, the other active sides (a generic tier lands on one)."""
    return [Choice(value=other.side_id, label=other.name, character_id=side.side_id)
            for conflict, side in _at(state, k.TO_SPEND) for other in conflict.sides
            if other.active and other.side_id != side.side_id]


def tiers(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A generic tier: 1 to 3."""
    return context.numbers(GENERIC_TIERS)


def members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each spending side, the members of the other sides (T5: who pays the tier)."""
    def name(member: str) -> str:
        found = state.characters.get(member) or state.things.get(member)
        return member if found is None else found.name
    return [Choice(value=m, label=name(m), character_id=side.side_id)
            for conflict, side in _at(state, k.TO_SPEND) for other in conflict.sides
            if other.active and other.side_id != side.side_id for m in other.members]


def blockable(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each blocking side, the other sides' purchases this round, by what they buy."""
    return [Choice(value=p.purchase_id, label=say(
                context.words, "%(side)s: %(effect)s", side=other.name,
                effect=g.effect(context.words, p.effect)), character_id=side.side_id)
            for conflict, side in _at(state, k.TO_BLOCK) if conflict.round is not None
            for other in conflict.sides if other.side_id != side.side_id
            for p in conflict.round.spending.get(other.side_id, ())]


def alternatives(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each spending side, the alternatives of its conflict's grid (T4: a generic tier
    bought picks one), by tier and description."""
    return [c for conflict, side in _at(state, k.TO_SPEND)
            for c in alternatives_of(conflict, context, side.side_id)]
