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
from domain.voyages import events as e
from domain.voyages.narrate import conflict as k
from domain.voyages.narrate import conflict_steps as ks
from domain.voyages.narrate import resolution as r
from domain.voyages.narrate import table as t
from domain.voyages.state import VoyagesState

LINES: dict[type[Event], Callable[[VoyagesState, Any, Words], str | None]] = {
    e.ActionRolled: r.action_rolled, e.ActionResultComputed: r.action_result,
    e.MaybeResolved: r.maybe_resolved, e.RollRerolled: r.rerolled,
    e.HelpJoined: r.help_joined,
    e.SituationRolled: r.situation_rolled, e.SituationScored: r.situation_scored,
    e.SituationPointsSpent: r.points_spent, e.FlawInvoked: r.flaw,
    e.AdjectiveAdded: r.adjective_added, e.AdjectiveValueChanged: r.adjective_value_changed,
    e.ConflictOpened: k.opened, e.ConflictSideRolled: k.side_rolled,
    e.RoundScored: k.round_scored, e.RoundResolved: k.round_resolved,
    e.StakeAcquired: k.stake_acquired, e.GenericStakeAcquired: k.generic_acquired,
    e.SideLeftConflict: k.side_left, e.SettlementWithdrawn: k.settlement_withdrawn,
    e.SettlementRejected: k.settlement_rejected, e.ConflictSettled: k.settled,
    e.ConflictClosed: k.closed, e.StakeWithdrawn: k.stake_withdrawn,
    e.MemberJoinedConflict: k.member_joined, e.MemberLeftConflict: k.member_left,
    e.CharacterRegistered: t.registered, e.CharacterSheetRevised: t.revised,
    e.ThingRegistered: t.thing, e.AdjectiveRemoved: t.adjective_removed,
    e.InventoryTintAdded: t.inventory_tint, e.TattooTintRestored: t.tattoo_restored,
    e.OwnTintRegenerated: t.own_tint, e.TimeBoundaryPassed: t.time_passed,
    e.TintSpentForReroll: t.tint_spent, e.ActionClosed: t.action_closed,
    e.SituationOpened: t.situation_opened, e.InvolvementSet: t.involvement,
    e.RiskTaken: t.risk, e.GroupSplit: t.split, e.GroupResultApportioned: t.apportioned,
    e.SituationClosed: t.situation_closed,
    e.StakeProposed: ks.stake_proposed, e.StakeOffered: ks.stake_offered,
    e.StakePriced: ks.stake_priced, e.StakeRefused: ks.stake_refused,
    e.StakeReturned: ks.stake_returned, e.ActionCostSet: ks.cost_set,
    e.ActionCostApplied: ks.cost_applied, e.SettlementProposed: ks.settlement_proposed,
    e.SettlementAccepted: ks.settlement_accepted, e.RoundStarted: ks.round_started,
    e.ApproachContested: ks.approach_contested, e.ApproachChosen: ks.approach_chosen,
    e.ApproachRuled: ks.approach_ruled, e.SpendingDeclared: ks.spending_declared,
    e.BlocksDeclared: ks.blocks_declared, e.TerrainChanged: ks.terrain_changed,
    e.ApproachKept: ks.approach_kept, e.EscalationChanged: ks.escalation,
    e.FrameChanged: ks.frame_changed,
}
"""The events the log tells, and how: every event the table records."""


def narrate(state: VoyagesState, event: Event, words: Words = ENGLISH) -> str | None:
    """The event's line (None only for a conflict closed by its settlement, already
    told)."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)
