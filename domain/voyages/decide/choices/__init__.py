"""The values the state allows for the commands' fields (``Move.choices``, issue #23):
characters and things by name, ids of the resolutions at the right step, options."""

from collections.abc import Iterable
from typing import get_args

from domain.core import Choice, ChoiceContext
from domain.core.offers import plain_choices
from domain.voyages import commands as cmd
from domain.voyages.decide import controls
from domain.voyages.decide import may as m
from domain.voyages.decide import may_conflict as k
from domain.voyages.decide import may_spending as sp
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.conflict import LEVELS, OPEN_STAKE
from domain.voyages.rules.model import Involvement
from domain.voyages.rules.sheet import Duration, TintKind
from domain.voyages.state import VoyagesState


def _ids(values: Iterable[str]) -> list[Choice]:
    return plain_choices(dict.fromkeys(values))


def _conflicts(state: VoyagesState, ids: Iterable[str]) -> list[Choice]:
    """Conflicts by their frame, as the table calls them."""
    return [Choice(value=cid, label=state.conflicts[cid].frame or cid)
            for cid in dict.fromkeys(ids)]


def _situations(state: VoyagesState, ids: Iterable[str]) -> list[Choice]:
    """Situations by their description, when they have one."""
    return [Choice(value=sid, label=state.situations[sid].description or sid)
            for sid in dict.fromkeys(ids)]


def _stakes(state: VoyagesState, found: Iterable[tuple[str, str]]) -> list[Choice]:
    """Stakes (of their conflicts) by their description."""
    return [Choice(value=stake, label=state.conflicts[cid].stakes[stake].description or stake)
            for cid, stake in dict.fromkeys(found)]


def characters(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Every character, by name."""
    return [Choice(value=cid, label=s.name) for cid, s in state.characters.items()]


def adjectives(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Every adjective, by name."""
    held = [*(s.adjectives for s in state.characters.values()),
            *(t.adjectives for t in state.things.values())]
    return [Choice(value=a.adjective_id, label=a.name) for group in held for a in group]


def tattoos(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Tattoos below their points (for their character)."""
    return [Choice(value=inv, label=inv, character_id=cid)
            for cid, inv in m.restorable_tattoos(state)]


def open_actions(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The open actions."""
    return _ids(a.action_id for a in m.open_actions(state))


def maybe_actions(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Actions on a 'maybe' (for their character)."""
    return [Choice(value=a.action_id, label=a.action_id, character_id=a.character_id)
            for a in m.maybe_actions(state)]


def maybe_options(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The three answers to a 'maybe'."""
    return context.terms(("lower_ambition", "pay_cost", "decline"), g.maybe_option)


def invocable_effects(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Harmful effects a flaw may answer (for the character they hit)."""
    return [Choice(value=x, label=x, character_id=cid) for cid in state.characters
            for x in m.invocable_effects(state, cid)]


def flaws(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Each character's flaws."""
    return [Choice(value=f, label=f, character_id=cid)
            for cid, s in state.characters.items() for f in s.flaws]


def open_situations(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The open situations."""
    return _situations(state, (s.situation_id for s in m.open_situations(state)))


def environment_unrolled(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Situations whose environment has not rolled."""
    return _situations(state, (s.situation_id for s in m.environment_unrolled(state)))


def complete_situations(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Situations whose rolls are in."""
    return _situations(state, (s.situation_id for s in m.rolling_situations(state)
                               if m.complete(s)))


def spendable_situations(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Situations with a pool the seat may spend."""
    return _situations(state, (s.situation_id for s, _ in sp.spendable(state, context.actor)))


def spendable_pools(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Pools the seat may spend."""
    return _ids(p.pool_id for _, p in sp.spendable(state, context.actor))


def open_conflicts(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The open conflicts."""
    return _conflicts(state, (c.conflict_id for c in k.open_conflicts(state)))


def conflicts_between_rounds(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts in set-up or between rounds."""
    return _conflicts(state, (c.conflict_id for c in k.between_rounds(state)))


def levels(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The three escalation levels."""
    return context.terms(LEVELS, g.level)


def target_kinds(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A character, or a thing when the table has one."""
    return context.terms(("character", "thing") if state.things else ("character",),
                       g.target_kind)


def targets(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Every character and thing, by name."""
    return [*characters(state, context),
            *(Choice(value=tid, label=t.name) for tid, t in state.things.items())]


def polarities(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Positive or negative."""
    return context.terms(("positive", "negative"), g.polarity)


def durations(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """How long an adjective lasts."""
    return context.terms(get_args(Duration), g.duration)


def triggers(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """What sets off an action cost."""
    return context.terms(get_args(cmd.SetActionCost.__annotations__["trigger"]), g.trigger)


def active_sides(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Active sides of the open conflicts, by name."""
    return [Choice(value=s.side_id, label=s.name) for c in k.open_conflicts(state)
            for s in c.sides if s.active]


def costs(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Action costs set."""
    return [Choice(value=cost, label=state.conflicts[cid].action_costs[cost].description
                   or cost) for cid, cost in k.costs_to_apply(state)]


def cost_conflicts(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts with an action cost set."""
    return _conflicts(state, (cid for cid, _ in k.costs_to_apply(state)))


def priceable_stakes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Proposed stakes of a side the seat controls."""
    return _stakes(state, k.priceable(state, context.actor))


def priceable_conflicts(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts with such a stake."""
    return _conflicts(state, (cid for cid, _ in k.priceable(state, context.actor)))


def repriceable_stakes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """T15: stakes not yet bought of a side the seat controls (to price or price again)."""
    return _stakes(state, k.priceable(state, context.actor, OPEN_STAKE))


def repriceable_conflicts(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts with such a stake."""
    return _conflicts(state, (cid for cid, _ in k.priceable(state, context.actor, OPEN_STAKE)))


def withdrawable_stakes(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """T15: stakes not yet bought, for the side (of the seat's) that put them in play."""
    return [Choice(value=st.stake_id, label=st.description or st.stake_id,
                   character_id=st.put_in_by) for c in k.between_rounds(state)
            for st in c.stakes.values() if st.status in OPEN_STAKE
            and (side := c.side(st.put_in_by)) is not None and side.active
            and controls(context.actor, side)]


def joining_characters(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """T15: the seat's characters free to join, for each side it controls."""
    return [Choice(value=cid, label=state.characters[cid].name, character_id=s.side_id)
            for s, cid in k.joiners(state, context.actor)]


def leaving_members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """T15: members that may leave their side alone: the seat's characters (the gm: any
    member), for the side they are on."""
    return [Choice(value=m, label=m if (sheet := state.characters.get(m)) is None
                   else sheet.name, character_id=s.side_id)
            for c in k.between_rounds(state) for s in c.sides
            if s.active and controls(context.actor, s) for m in s.members
            if context.actor.is_gm or (m in state.characters and context.actor.may_act_for(
                state.characters[m].owner_player_id))]


def stake_costs(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A stake costs 1..3."""
    return plain_choices((1, 2, 3))


def startable(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts a round may start in."""
    return _conflicts(state, (c.conflict_id for c in k.startable(state)))


def contestable(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts whose first approach may be contested."""
    return _conflicts(state, (c.conflict_id for c in k.contestable(state)))


def holders_turn(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Conflicts whose approach the seat's side holds."""
    return _conflicts(state, (c.conflict_id for c in k.holders_turn(state, context.actor)))


def to_rule(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Rounds whose approach may be ruled."""
    return _conflicts(state, (c.conflict_id for c in k.to_rule(state)))


def to_score(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Rounds whose rolls are in."""
    return _conflicts(state, (c.conflict_id for c in k.to_score(state)))


def purchase_effects(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """What situation points buy."""
    return context.terms(("cosmetic_neutral", "cosmetic_oriented", "adjective",
                        "reduce_adjective"), g.effect)


def pool_members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The characters of the subgroups whose pools the seat may spend."""
    members = dict.fromkeys(x for s, p in sp.spendable(state, context.actor)
                            for x in s.subgroups[p.subgroup].members)
    return [Choice(value=x, label=state.characters[x].name if x in state.characters else x)
            for x in members]


def owners(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The seat a new character belongs to: the player's own, any player's for the gm."""
    if context.actor.is_gm:
        return context.seat_choices()
    name = context.seat_name(context.actor.seat_id) or context.actor.seat_id
    return [Choice(value=context.actor.seat_id, label=name)]


def trait_polarities(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """An inherited trait is positive, neutral or negative."""
    return context.terms(("positive", "neutral", "negative"), g.polarity)


def tint_kinds(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """A trade's tint point is personal or free."""
    return context.terms(get_args(TintKind), g.tint_kind)


def involvement_levels(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The four involvement levels a situation opens with."""
    return context.terms(get_args(Involvement), g.involvement)


SHEET = {"traits.polarity": trait_polarities, "adjectives.polarity": polarities,
         "adjectives.duration": durations, "trades.tint_points.kind": tint_kinds}
"""The finite fields of a sheet (its words are ``choices.per_seat.FREE_FIELDS``)."""
