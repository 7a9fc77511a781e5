"""The session log of a Voyages & Aventures table: one English line for each main
resolution event, said from the state just before it."""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.voyages import events as e
from domain.voyages.rules.model import Modifier
from domain.voyages.state import VoyagesState


def _who(state: VoyagesState, character_id: str | None) -> str:
    if character_id is None:
        return "The environment"
    sheet = state.characters.get(character_id)
    return sheet.name if sheet else character_id


def _mods(modifiers: tuple[Modifier, ...]) -> str:
    if not modifiers:
        return "no modifier"
    return ", ".join(f"{m.source}{' ' + m.ref if m.ref else ''} {m.value:+d}" for m in modifiers)


def _action_rolled(state: VoyagesState, ev: e.ActionRolled) -> str:
    helpers = "".join(f"; {_who(state, h.character_id)} helps: {h.dice.values[0]} ({h.score:+d})"
                      for h in ev.helpers)
    return (f"{_who(state, ev.character_id)} rolls for {ev.action_id}: "
            f"{ev.main.dice.values[0]} ({_mods(ev.main.modifiers)}){helpers}")


def _action_result(state: VoyagesState, ev: e.ActionResultComputed) -> str:
    action = state.actions.get(ev.action_id)
    who = _who(state, action.character_id) if action else ev.action_id
    if ev.natural_one:
        return f"{who}: natural 1 — failure with a complication"
    margin = f", margin {ev.margin}" if ev.margin is not None else ""
    return f"{who}: total {ev.total} — {ev.tier.replace('_', ' ')}{margin}"


def _rerolled(state: VoyagesState, ev: e.RollRerolled) -> str:
    return (f"Reroll of {ev.roll_id}: {ev.previous_die} becomes {ev.dice.values[0]} "
            f"(score {ev.new_score})")


def _situation_rolled(state: VoyagesState, ev: e.SituationRolled) -> str:
    return (f"{_who(state, ev.character_id)} rolls in {ev.situation_id}: {ev.dice.values[0]} "
            f"({_mods(ev.modifiers)}) — score {ev.score:+d}")


def _situation_scored(state: VoyagesState, ev: e.SituationScored) -> str:
    if ev.value is not None:
        return f"Situation {ev.situation_id} scored: value {ev.value:+d}"
    pools = ", ".join(f"{p.pool_id} {p.points:+d}" for p in ev.pools)
    return f"Situation {ev.situation_id} scored: {pools}"


def _points_spent(state: VoyagesState, ev: e.SituationPointsSpent) -> str:
    bought = ", ".join(f"{p.effect} {p.name or ''} for {p.cost}".replace("  ", " ")
                       for p in ev.purchases)
    return f"{ev.pool_id} spends: {bought or 'nothing'} ({ev.remaining} left)"


def _side_rolled(state: VoyagesState, ev: e.ConflictSideRolled) -> str:
    dice = ", ".join(f"{r.member} {r.dice.values[0]}" for r in ev.member_rolls)
    return f"Side {ev.side_id} rolls ({dice}) — raw score {ev.raw_score:+d}"


def _round_scored(state: VoyagesState, ev: e.RoundScored) -> str:
    finals = ", ".join(f"{s} {v:+d}" for s, v in ev.final_scores.items())
    return (f"Round {ev.round} of {ev.conflict_id}: escalation {ev.escalation_points_after} "
            f"({ev.level}); final scores {finals}")


def _round_resolved(state: VoyagesState, ev: e.RoundResolved) -> str:
    parts = ", ".join(f"{r.purchase_id} {'succeeds' if r.succeeded else 'fails'}"
                      for r in ev.results)
    return f"Round {ev.round} resolved: {parts or 'nothing bought'}; " \
           f"{ev.next_approach_holder} holds the approach next"


def _stake_acquired(state: VoyagesState, ev: e.StakeAcquired) -> str:
    return f"{ev.by_side_id} takes stake {ev.stake_id} from {ev.from_side_id}"


def _flaw(state: VoyagesState, ev: e.FlawInvoked) -> str:
    return (f"{_who(state, ev.character_id)} invokes the flaw {ev.flaw}: "
            f"{ev.replacement_description}")


def _adjective_added(state: VoyagesState, ev: e.AdjectiveAdded) -> str:
    false = " (false)" if ev.is_false else ""
    name = _who(state, ev.target.id) if ev.target.kind == "character" else ev.target.id
    return f"{name} gains {ev.polarity} adjective {ev.name} {ev.value}{false}"


def _side_left(state: VoyagesState, ev: e.SideLeftConflict) -> str:
    return f"Side {ev.side_id} leaves {ev.conflict_id}"


def _settlement_withdrawn(state: VoyagesState, ev: e.SettlementWithdrawn) -> str:
    return f"Side {ev.side_id} withdraws its settlement {ev.settlement_id}"


def _settlement_rejected(state: VoyagesState, ev: e.SettlementRejected) -> str:
    return f"Settlement {ev.settlement_id} is rejected ({ev.side_id})"


def _settled(state: VoyagesState, ev: e.ConflictSettled) -> str:
    return f"{ev.conflict_id} is settled amicably ({ev.settlement_id})"


LINES: dict[type[Event], Callable[[VoyagesState, Any], str]] = {
    e.ActionRolled: _action_rolled, e.ActionResultComputed: _action_result,
    e.RollRerolled: _rerolled, e.SituationRolled: _situation_rolled,
    e.SituationScored: _situation_scored, e.SituationPointsSpent: _points_spent,
    e.ConflictSideRolled: _side_rolled, e.RoundScored: _round_scored,
    e.RoundResolved: _round_resolved, e.StakeAcquired: _stake_acquired,
    e.FlawInvoked: _flaw, e.AdjectiveAdded: _adjective_added,
    e.SideLeftConflict: _side_left, e.SettlementWithdrawn: _settlement_withdrawn,
    e.SettlementRejected: _settlement_rejected, e.ConflictSettled: _settled,
}
"""The events the log tells, and how."""


def narrate(state: VoyagesState, event: Event) -> str | None:
    """A line for the main resolution events; None for bookkeeping ones."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event)
