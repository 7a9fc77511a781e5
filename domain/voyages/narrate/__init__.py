"""The session log of a Voyages & Aventures table: one line for each event, said from the
state just before it, in the reader's language.

The English sentences go through ``words`` (``domain.core.words``), the rulebook's terms
through ``glossary``: a French table reads « Doc lance : 4 (tâche délicate -2) » and
« Doc : total 4 — oui ».
"""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.core.words import ENGLISH, Words
from domain.voyages import events as ev
from domain.voyages.narrate import conflict as k
from domain.voyages.narrate import conflict_steps as ks
from domain.voyages.narrate import resolution as r
from domain.voyages.narrate import table as t
from domain.voyages.state import VoyagesState

LINES: dict[type[Event], Callable[[VoyagesState, Any, Words], str | None]] = {
    ev.ActionRolled: r.action_rolled, ev.ActionResultComputed: r.action_result,
    ev.MaybeResolved: r.maybe_resolved, ev.RollRerolled: r.rerolled,
    ev.HelpJoined: r.help_joined,
    ev.SituationRolled: r.situation_rolled, ev.SituationScored: r.situation_scored,
    ev.SituationPointsSpent: r.points_spent, ev.FlawInvoked: r.flaw,
    ev.AdjectiveAdded: r.adjective_added, ev.AdjectiveValueChanged: r.adjective_value_changed,
    ev.ConflictOpened: k.opened, ev.ConflictSideRolled: k.side_rolled,
    ev.RoundScored: k.round_scored, ev.RoundResolved: k.round_resolved,
    ev.StakeAcquired: k.stake_acquired, ev.GenericStakeAcquired: k.generic_acquired,
    ev.SideLeftConflict: k.side_left, ev.SettlementWithdrawn: k.settlement_withdrawn,
    ev.SettlementRejected: k.settlement_rejected, ev.ConflictSettled: k.settled,
    ev.ConflictClosed: k.closed, ev.StakeWithdrawn: k.stake_withdrawn,
    ev.MemberJoinedConflict: k.member_joined, ev.MemberLeftConflict: k.member_left,
    ev.CharacterRegistered: t.registered, ev.CharacterSheetRevised: t.revised,
    ev.ThingRegistered: t.thing, ev.AdjectiveRemoved: t.adjective_removed,
    ev.InventoryTintAdded: t.inventory_tint, ev.TattooTintRestored: t.tattoo_restored,
    ev.OwnTintRegenerated: t.own_tint, ev.TimeBoundaryPassed: t.time_passed,
    ev.TintSpentForReroll: t.tint_spent, ev.ActionClosed: t.action_closed,
    ev.SituationOpened: t.situation_opened, ev.InvolvementSet: t.involvement,
    ev.RiskTaken: t.risk, ev.GroupSplit: t.split, ev.GroupResultApportioned: t.apportioned,
    ev.SituationClosed: t.situation_closed,
    ev.StakeProposed: ks.stake_proposed, ev.StakeOffered: ks.stake_offered,
    ev.StakePriced: ks.stake_priced, ev.StakeRefused: ks.stake_refused,
    ev.StakeReturned: ks.stake_returned, ev.ActionCostSet: ks.cost_set,
    ev.ActionCostApplied: ks.cost_applied, ev.SettlementProposed: ks.settlement_proposed,
    ev.SettlementAccepted: ks.settlement_accepted, ev.RoundStarted: ks.round_started,
    ev.ApproachContested: ks.approach_contested, ev.ApproachChosen: ks.approach_chosen,
    ev.ApproachRuled: ks.approach_ruled, ev.SpendingDeclared: ks.spending_declared,
    ev.BlocksDeclared: ks.blocks_declared, ev.TerrainChanged: ks.terrain_changed,
    ev.ApproachKept: ks.approach_kept, ev.EscalationChanged: ks.escalation,
    ev.FrameChanged: ks.frame_changed,
}
"""The events the log tells, and how: every event the table records."""


def narrate(state: VoyagesState, event: Event, words: Words = ENGLISH) -> str | None:
    """The event's line (None only for a conflict closed by its settlement, already
    told)."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)
