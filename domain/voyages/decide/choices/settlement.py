"""The choices of a settlement's terms and of the generic grid's alternatives (T4, T5), for
each side that may propose between rounds (``Choice.character_id``: the side): the priced
stakes it may hand over, the sides that receive or pay, the tier, the paying member, and
which alternative of a tier is picked, each by name. Which of them make one valid term (a
stake or a generic tier) stays the proposer's pick (``invalid_payload``)."""

from collections.abc import Iterator

from domain.core import Choice, ChoiceContext
from domain.core.words import say
from domain.voyages.decide import may_conflict as k
from domain.voyages.rules.conflict import Conflict, Side
from domain.voyages.state import VoyagesState

GENERIC_TIERS = (1, 2, 3)
"""A generic grid has three tiers."""


def _proposing(state: VoyagesState) -> Iterator[tuple[Conflict, Side]]:
    """Each active side of a conflict in set-up or between rounds (it may propose there)."""
    for conflict in k.between_rounds(state):
        for side in conflict.sides:
            if side.active:
                yield conflict, side


def _member_name(state: VoyagesState, member: str) -> str:
    found = state.characters.get(member) or state.things.get(member)
    return member if found is None else found.name


def stakes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The conflict's priced stakes, by description (one changes hands)."""
    return [Choice(value=st.stake_id, label=st.description or st.stake_id,
                   character_id=side.side_id) for conflict, side in _proposing(state)
            for st in conflict.stakes.values() if st.status == "priced"]


def sides(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The conflict's active sides, by name (the one that receives or pays)."""
    return [Choice(value=other.side_id, label=other.name, character_id=side.side_id)
            for conflict, side in _proposing(state) for other in conflict.sides
            if other.active]


def tiers(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A generic tier: 1 to 3."""
    return context.numbers(GENERIC_TIERS)


def members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The members of the conflict's active sides, by name (T5: who pays the tier)."""
    return [Choice(value=m, label=_member_name(state, m), character_id=side.side_id)
            for conflict, side in _proposing(state) for other in conflict.sides
            if other.active for m in other.members]


def alternatives_of(conflict: Conflict, context: ChoiceContext,
                    for_side: str) -> list[Choice]:
    """The grid's alternatives (T4), by tier and description: the value is the index of
    the alternative within its tier."""
    return [Choice(value=n, label=say(context.words, "tier %(tier)d: %(option)s",
                                      tier=tier, option=option.description),
                   character_id=for_side)
            for tier, entry in enumerate(conflict.generic_grid, start=1)
            for n, option in enumerate(entry.alternatives)]


def alternatives(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each side that may propose, the alternatives of its conflict's grid."""
    return [c for conflict, side in _proposing(state)
            for c in alternatives_of(conflict, context, side.side_id)]


TERMS = {"terms.stake_id": stakes, "terms.to_side_id": sides, "terms.generic_tier": tiers,
         "terms.payer_side_id": sides, "terms.member": members,
         "terms.choice": alternatives}
"""A settlement's terms: every field but the settlement's new id has its values."""
