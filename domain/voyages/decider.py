"""The Voyages & Aventures rule system: one dispatch over commands, one over events."""

from collections.abc import Callable
from typing import Any

from domain.core import Actor, Command, Event, InvalidValue, RandomSource
from domain.voyages import commands as c
from domain.voyages import decide_action as act
from domain.voyages import decide_conflict_round as rnd
from domain.voyages import decide_conflict_setup as cfl
from domain.voyages import decide_conflict_spend as csp
from domain.voyages import decide_flaw as flw
from domain.voyages import decide_reroll as rer
from domain.voyages import decide_settlement as stl
from domain.voyages import decide_sheet as sht
from domain.voyages import decide_situation as sit
from domain.voyages import decide_spend as spd
from domain.voyages import events as e
from domain.voyages import evolve_action as ea
from domain.voyages import evolve_conflict as ec
from domain.voyages import evolve_sheet as es
from domain.voyages import evolve_situation as esi
from domain.voyages import views
from domain.voyages.state import VoyagesOptions, VoyagesState

Handler = Callable[[VoyagesState, Any, Actor], list[Event]]
RandomHandler = Callable[[VoyagesState, Any, Actor, RandomSource], list[Event]]
Evolver = Callable[[VoyagesState, Any], VoyagesState]

HANDLERS: dict[type[Command], Handler] = {
    c.RegisterCharacter: sht.register_character, c.ReviseCharacterSheet:
    sht.revise_character_sheet, c.RegisterThing: sht.register_thing,
    c.AddAdjective: sht.add_adjective, c.ChangeAdjectiveValue: sht.change_adjective_value,
    c.RemoveAdjective: sht.remove_adjective, c.AddInventoryTint: sht.add_inventory_tint,
    c.RestoreTattooTint: sht.restore_tattoo_tint, c.RestNight: sht.rest_night,
    c.EndScene: sht.end_boundary, c.EndDay: sht.end_boundary,
    c.EndSession: sht.end_boundary, c.EndAdventure: sht.end_boundary,
    # action
    c.ChooseMaybeOption: act.choose_maybe_option, c.CloseAction: act.close_action,
    c.InvokeFlaw: flw.invoke_flaw,
    # situation
    c.OpenSituation: sit.open_situation, c.SetInvolvement: sit.set_involvement,
    c.TakeRisk: sit.take_risk, c.ScoreSituation: sit.score_situation,
    c.SplitGroup: sit.split_group, c.ApportionGroupResult: sit.apportion_group_result,
    c.SpendSituationPoints: spd.spend_situation_points, c.CloseSituation: sit.close_situation,
    # conflict
    c.OpenConflict: cfl.open_conflict_command, c.ProposeStake: cfl.propose_stake,
    c.OfferStake: cfl.offer_stake, c.PriceStake: cfl.price_stake,
    c.RefuseStake: cfl.refuse_stake, c.SetActionCost: cfl.set_action_cost,
    c.ApplyActionCost: cfl.apply_action_cost, c.ProposeSettlement: stl.propose_settlement,
    c.AcceptSettlement: stl.accept_settlement, c.RejectSettlement: stl.reject_settlement,
    c.StartRound: rnd.start_round, c.ChooseApproach: rnd.choose_approach,
    c.RuleApproach: rnd.rule_approach, c.ScoreRound: rnd.score_round,
    c.DeclareSpending: csp.declare_spending, c.DeclareBlocks: csp.declare_blocks,
    c.ChangeFrame: cfl.change_frame, c.LeaveConflict: cfl.leave_conflict,
    c.EndConflict: cfl.end_conflict,
}
"""Commands decided without dice."""

RANDOM_HANDLERS: dict[type[Command], RandomHandler] = {
    c.RollAction: act.roll_action, c.RerollWithTint: rer.reroll_with_tint,
    c.RollSituation: sit.roll_situation, c.RollEnvironment: sit.roll_environment,
    c.ContestApproach: rnd.contest_approach, c.RollConflict: rnd.roll_conflict,
}
"""Commands that roll d6 (through ``rng``, or the table's ``dice``)."""

EVOLVERS: dict[type[Event], Evolver] = {
    e.CharacterRegistered: es.character_registered, e.CharacterSheetRevised: es.sheet_revised,
    e.ThingRegistered: es.thing_registered, e.AdjectiveAdded: es.adjective_added,
    e.AdjectiveValueChanged: es.adjective_value_changed,
    e.AdjectiveRemoved: es.adjective_removed, e.InventoryTintAdded: es.inventory_tint_added,
    e.TattooTintRestored: es.tattoo_restored, e.OwnTintRegenerated: es.own_tint_regenerated,
    e.TimeBoundaryPassed: es.time_passed, e.TintSpentForReroll: es.tint_spent,
    e.FlawInvoked: es.flaw_invoked,
    # action
    e.ActionRolled: ea.action_rolled, e.ActionResultComputed: ea.action_result,
    e.MaybeResolved: ea.maybe_resolved, e.ActionClosed: ea.action_closed,
    e.RollRerolled: ea.roll_rerolled,
    # situation
    e.SituationOpened: esi.situation_opened, e.InvolvementSet: esi.involvement_set,
    e.RiskTaken: esi.risk_taken, e.SituationRolled: esi.situation_rolled,
    e.GroupSplit: esi.group_split, e.GroupResultApportioned: esi.group_apportioned,
    e.SituationScored: esi.situation_scored, e.SituationPointsSpent: esi.points_spent,
    e.SituationClosed: esi.situation_closed,
    # conflict
    e.ConflictOpened: ec.conflict_opened, e.StakeProposed: ec.stake_proposed,
    e.StakeOffered: ec.stake_proposed, e.StakePriced: ec.stake_priced,
    e.StakeRefused: ec.stake_refused, e.StakeReturned: ec.stake_returned,
    e.ActionCostSet: ec.action_cost_set, e.ActionCostApplied: ec.action_cost_applied,
    e.SettlementProposed: ec.settlement_proposed,
    e.SettlementAccepted: ec.settlement_accepted,
    e.SettlementRejected: ec.settlement_rejected, e.ConflictSettled: ec.conflict_settled,
    e.RoundStarted: ec.round_started, e.ApproachContested: ec.approach_contested,
    e.ApproachChosen: ec.approach_chosen, e.ApproachRuled: ec.approach_ruled,
    e.ConflictSideRolled: ec.side_rolled, e.RoundScored: ec.round_scored,
    e.SpendingDeclared: ec.spending_declared, e.BlocksDeclared: ec.blocks_declared,
    e.RoundResolved: ec.round_resolved, e.StakeAcquired: ec.stake_acquired,
    e.GenericStakeAcquired: ec.generic_acquired, e.TerrainChanged: ec.terrain_changed,
    e.ApproachKept: ec.approach_kept, e.EscalationChanged: ec.escalation_changed,
    e.FrameChanged: ec.frame_changed, e.SideLeftConflict: ec.side_left,
    e.ConflictClosed: ec.conflict_closed,
}
"""Every event's effect on the state."""



class VoyagesRuleset:
    """Voyages & Aventures (seed 002): action, situation and conflict resolution on a d6."""

    name = "voyages"
    title = "Voyages & Aventures"
    command_types: tuple[type[Command], ...] = (*HANDLERS, *RANDOM_HANDLERS)
    event_types: tuple[type[Event], ...] = tuple(EVOLVERS)
    options_type = VoyagesOptions
    state_type = VoyagesState

    def initial_state(self, options: Any) -> VoyagesState:
        """An empty table (clock at scene, day, session and adventure 1)."""
        return VoyagesState()

    def decide(self, state: VoyagesState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """The events a command causes, or a DomainError (nothing changes then)."""
        handler = HANDLERS.get(type(command))
        if handler is not None:
            return handler(state, command, actor)
        random_handler = RANDOM_HANDLERS.get(type(command))
        if random_handler is not None:
            return random_handler(state, command, actor, rng)
        raise InvalidValue("invalid_payload", f"not a Voyages command: {type(command).__name__}")

    def evolve(self, state: VoyagesState, event: Event) -> VoyagesState:
        """Apply one event; unknown events leave the state unchanged."""
        evolver = EVOLVERS.get(type(event))
        return state if evolver is None else evolver(state, event)

    def view(self, state: VoyagesState, viewer: Actor) -> dict[str, Any]:
        """The read model."""
        return views.view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Every event is public."""
        return views.visible(event, viewer)

    def narrate(self, state: VoyagesState, event: Event) -> str | None:
        """A session-log line."""
        return views.narrate(state, event)


VOYAGES = VoyagesRuleset()
"""The registered rule system: ``from domain.voyages.decider import VOYAGES``."""
