"""The Voyages & Aventures ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver.
"""

from collections.abc import Mapping
from typing import Any

from domain.core import (
    Command,
    EvolverTable,
    ForCharacter,
    Handler,
    Move,
    Ruleset,
    TableRuleset,
)
from domain.core.offers import ChoiceFn, CountFn
from domain.core.words import Text
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    action,
    adjective,
    conflict,
    conflict_round,
    conflict_spend,
    flaw,
    helping,
    leaving,
    may,
    settlement,
    sheet,
    situation,
    situation_spend,
)
from domain.voyages.decide import awaits as aw
from domain.voyages.decide import choices as ch
from domain.voyages.decide import may_conflict as k
from domain.voyages.decide import may_named as nm
from domain.voyages.decide import may_refusals as no
from domain.voyages.decide import may_spending as sp
from domain.voyages.decide.choices import conflict as kc
from domain.voyages.decide.choices import modifiers as mc
from domain.voyages.decide.choices import per_seat as cf
from domain.voyages.decide.choices import settlement as stc
from domain.voyages.decide.choices import spending as sc
from domain.voyages.dice import DICE
from domain.voyages.evolve import action as e_action
from domain.voyages.evolve import adjective as e_adjective
from domain.voyages.evolve import conflict as e_conflict
from domain.voyages.evolve import conflict_round as e_round
from domain.voyages.evolve import conflict_spend as e_spend
from domain.voyages.evolve import flaw as e_flaw
from domain.voyages.evolve import helping as e_helping
from domain.voyages.evolve import settlement as e_settlement
from domain.voyages.evolve import sheet as e_sheet
from domain.voyages.evolve import situation as e_situation
from domain.voyages.evolve import situation_spend as e_points
from domain.voyages.field_docs import DOCS
from domain.voyages.narrate import narrate
from domain.voyages.recap import RECAP
from domain.voyages.rules.conflict import OPEN_STAKE
from domain.voyages.state import VoyagesOptions, VoyagesState
from domain.voyages.views import CharacterSheetView, VoyagesView, view, visible


def _every_character(state: VoyagesState) -> list[str]:
    return list(state.characters)


OWNER = ForCharacter(_every_character, may.owns)
"""Sent for a character its seat owns (the gm acts for every one)."""


def _side(step: k.SideStep, code: str, detail: Text) -> ForCharacter[VoyagesState]:
    """Sent for a side (its ``side_id``) the seat controls, at that step."""
    return ForCharacter(k.all_side_ids, k.acting_for_side(step, code, detail), field="side_id")


def _side_move(handler: Handler[VoyagesState, Any], step: k.SideStep, code: str, detail: Text,
               names: nm.NamedCheck, awaited: bool = False,
               counts: Mapping[str, CountFn[VoyagesState]] | None = None,
               fields: Mapping[str, ChoiceFn[VoyagesState]] | None = None,
               **choices: ChoiceFn[VoyagesState]) -> Move[VoyagesState]:
    """A side's command; ``fields`` adds choices for dotted paths (``member_rolls.member``)."""
    return Move(handler, k.some_side_step(step, code, detail), acting=_side(step, code, detail),
                choices={"conflict_id": cf.side_conflicts(step), **choices, **(fields or {})},
                awaits=aw.awaiting_sides(step) if awaited else None, counts=counts or {},
                names=names)


BETWEEN = (k.between, "wrong_phase", no.NOT_DURING_A_ROUND)
ACTION_SOURCES = mc.sources("action", "character")
GRID = {"generic_grid.adjective.value": kc.adjective_values,
        "generic_grid.adjective.duration": ch.durations,
        "generic_grid.alternatives.adjective.value": kc.adjective_values,
        "generic_grid.alternatives.adjective.duration": ch.durations}
"""The generic grid's adjectives, its alternatives' too (T4): worth 1 to 3, for a
duration."""
GM = may.gm_only

MOVES: Mapping[type[Command], Move[VoyagesState] | Handler[VoyagesState, Any]] = {
    cmd.RegisterCharacter: Move(sheet.register_character,
                              choices={"owner_player_id": ch.owners, **ch.SHEET}),
    cmd.ReviseCharacterSheet: Move(sheet.revise_character_sheet, may.gm_with_characters,
                                 choices={"character_id": ch.characters, **ch.SHEET}),
    cmd.RegisterThing: Move(sheet.register_thing, GM,
                          choices={"holder_character_id": ch.characters}),
    cmd.AddInventoryTint: Move(sheet.add_inventory_tint, may.gm_with_characters,
                             choices={"character_id": ch.characters}),
    cmd.RestoreTattooTint: Move(sheet.restore_tattoo_tint, may.gm_with_tattoo,
                              acting=ForCharacter(cf.tattooed, cf.gm_for),
                              choices={"inventory_id": ch.tattoos}),
    cmd.RestNight: Move(sheet.rest_night, GM, choices={"character_ids": ch.characters}),
    cmd.EndScene: Move(sheet.end_boundary, GM), cmd.EndDay: Move(sheet.end_boundary, GM),
    cmd.EndSession: Move(sheet.end_boundary, GM), cmd.EndAdventure: Move(sheet.end_boundary, GM),
    cmd.AddAdjective: Move(adjective.add_adjective, may.gm_with_targets, choices={
        "target.kind": ch.target_kinds, "target.id": ch.targets, "polarity": ch.polarities,
        "duration": ch.durations}),
    cmd.ChangeAdjectiveValue: Move(adjective.change_adjective_value, may.gm_with_adjective,
                                 choices={"adjective_id": ch.adjectives}),
    cmd.RemoveAdjective: Move(adjective.remove_adjective, may.gm_with_adjective,
                            choices={"adjective_id": ch.adjectives}),
    cmd.RollAction: Move(action.roll_action, acting=OWNER, choices={
        "helpers.character_id": cf.helpers, "modifiers.source": ACTION_SOURCES,
        "modifiers.ref": mc.references, "helpers.modifiers.source": mc.helper_sources}),
    cmd.JoinHelp: Move(helping.join_help, acting=ForCharacter(helping.invited_characters,
                                                         helping.may_join),
                     choices={"action_id": helping.invited_actions,
                              "modifiers.source": ACTION_SOURCES, "modifiers.ref": mc.references},
                     names=nm.help_named,
                     awaits=helping.invited_characters),
    cmd.RerollWithTint: Move(action.reroll_with_tint, may.a_roll_to_reroll,
                           acting=ForCharacter(may.reroll_characters, may.may_reroll,
                                               field=None),
                           names=nm.roll_named, choices={"resolution_id": cf.reroll_resolutions,
                                    "roll_id": cf.reroll_rolls, "tint_source": cf.tint_sources,
                                    "tint": cf.own_tints, "inventory_id": cf.tattoos}),
    cmd.ChooseMaybeOption: Move(action.choose_maybe_option, may.a_maybe_to_answer,
                              acting=ForCharacter(may.maybe_characters, may.owns, field=None),
                              names=nm.maybe_named,
                              choices={"action_id": ch.maybe_actions,
                                       "option": ch.maybe_options},
                              awaits=may.maybe_characters),
    cmd.CloseAction: Move(action.close_action, may.gm_with_action, names=nm.action_named,
                        choices={"action_id": ch.open_actions}),
    cmd.InvokeFlaw: Move(flaw.invoke_flaw, acting=ForCharacter(_every_character,
                                                              may.may_invoke_flaw),
                       names=nm.flaw_named,
                       choices={"effect_id": ch.invocable_effects, "flaw": ch.flaws,
                                "replacement_adjective.value": kc.adjective_values,
                                "replacement_adjective.duration": ch.durations}),
    cmd.OpenSituation: Move(situation.open_situation, may.gm_with_characters,
                          choices={"participants.character_id": ch.characters,
                                   "participants.involvement": ch.involvement_levels,
                                   "group_mode": kc.group_modes,
                                   "result_mode": kc.result_modes}),
    cmd.SetInvolvement: Move(situation.set_involvement, acting=ForCharacter(
        _every_character, may.may_set_involvement), names=nm.rolling_named, choices={
            "situation_id": cf.situations_where(cf.any_participant),
            "involvement": cf.involvements}),
    cmd.TakeRisk: Move(situation.take_risk, acting=ForCharacter(_every_character,
                                                              may.may_take_risk),
                     names=nm.rolling_named,
                     choices={"situation_id": cf.situations_where(cf.no_risk_yet)}),
    cmd.RollSituation: Move(situation.roll_situation, acting=ForCharacter(
        _every_character, may.may_roll_situation), names=nm.rolling_named, choices={
            "situation_id": cf.situations_where(cf.taking_part),
            "modifiers.source": mc.sources("situation", "character"),
            "modifiers.ref": mc.references}, awaits=may.awaited_situation_rolls),
    cmd.RollEnvironment: Move(situation.roll_environment, may.gm_rolls_environment,
                            names=nm.rolling_named,
                            choices={"situation_id": ch.environment_unrolled,
                                     "modifiers.source": mc.sources("situation", "none")},
                            awaits=may.awaits_gm(may.environment_unrolled)),
    cmd.ScoreSituation: Move(situation.score_situation, may.gm_scores_situation,
                           names=nm.rolling_named,
                           choices={"situation_id": ch.complete_situations},
                           awaits=may.awaits_gm(may.completed)),
    cmd.SplitGroup: Move(situation.split_group, sp.a_group_to_split,
                       acting=ForCharacter(sp.split_candidates, sp.may_split_off, field=None),
                       names=nm.spending_named,
                       choices={"situation_id": cf.splittable}),
    cmd.ApportionGroupResult: Move(situation.apportion_group_result, sp.a_group_to_apportion,
                                 acting=sp.APPORTIONING, names=nm.spending_named,
                                 choices={"situation_id": cf.apportionable,
                                          "allocations": cf.apportion_members,
                                          "allocations.*": cf.shares}),
    cmd.CloseSituation: Move(situation.close_situation, may.gm_with_situation,
                           names=nm.situation_named,
                           choices={"situation_id": ch.open_situations}),
    cmd.SpendSituationPoints: Move(situation_spend.spend_situation_points, sp.a_pool_to_spend,
                                 names=nm.points_named,
                                 choices={"situation_id": ch.spendable_situations,
                                          "pool_id": ch.spendable_pools,
                                          "purchases.effect": ch.purchase_effects,
                                          "purchases.character_id": ch.pool_members,
                                          "purchases.polarity": ch.polarities}),
    cmd.OpenConflict: Move(conflict.open_conflict_command, GM, choices={
        "level": ch.levels, **GRID, "sides.members": kc.members,
        "sides.controller_player_ids": kc.controllers, "sides.group_mode": kc.group_modes},
        counts={"generic_grid": kc.grid_tiers, "sides": kc.side_counts}),
    cmd.ProposeStake: _side_move(conflict.propose_stake, *BETWEEN, nm.new_stake_named,
                               owner_side_id=cf.other_sides),
    cmd.OfferStake: _side_move(conflict.offer_stake, *BETWEEN, nm.new_stake_named,
                             cost=ch.stake_costs),
    cmd.PriceStake: Move(conflict.price_stake, k.a_stake_to_reprice,
                       names=nm.stake_to_price_named(OPEN_STAKE),
                       choices={"conflict_id": ch.repriceable_conflicts,
                                "stake_id": ch.repriceable_stakes, "cost": ch.stake_costs},
                       awaits=aw.awaiting_stake_owners),
    cmd.RefuseStake: Move(conflict.refuse_stake, k.a_stake_to_price,
                        names=nm.stake_to_price_named(("proposed",)),
                        choices={"conflict_id": ch.priceable_conflicts,
                                 "stake_id": ch.priceable_stakes}),
    cmd.SetActionCost: Move(conflict.set_action_cost, k.gm_with_conflict,
                          names=nm.open_conflict_named,
                          choices={"conflict_id": ch.open_conflicts, "trigger": ch.triggers,
                                   "adjective.value": kc.adjective_values,
                                   "adjective.duration": ch.durations}),
    cmd.ApplyActionCost: Move(conflict.apply_action_cost, k.gm_applies_cost, names=nm.cost_named,
                            choices={"conflict_id": ch.cost_conflicts, "cost_id": ch.costs,
                                     "character_id": ch.characters}),
    cmd.ChangeFrame: Move(conflict.change_frame, k.gm_between_rounds, names=nm.between_named,
                        choices={"conflict_id": ch.conflicts_between_rounds,
                                 "level": ch.levels, **GRID},
                        counts={"generic_grid": kc.grid_tiers}),
    cmd.LeaveConflict: _side_move(leaving.leave_conflict, *BETWEEN, nm.side_between_named,
                                character_id=ch.leaving_members),
    cmd.JoinConflict: Move(leaving.join_conflict, k.may_join, acting=k.JOINING,
                         names=nm.joining_named, choices={
        "conflict_id": ch.conflicts_between_rounds, "character_id": ch.joining_characters,
        "group_mode": kc.joining_modes}),
    cmd.WithdrawStake: _side_move(leaving.withdraw_stake, k.withdrawable, "stake_not_withdrawable",
                                no.PUT_NO_STAKE, nm.withdrawable_named,
                                stake_id=ch.withdrawable_stakes),
    cmd.EndConflict: Move(conflict.end_conflict, k.gm_with_conflict, names=nm.open_conflict_named,
                        choices={"conflict_id": ch.open_conflicts, "reason": kc.end_reasons}),
    cmd.ProposeSettlement: _side_move(settlement.propose_settlement, *BETWEEN,
                                    nm.side_between_named, fields=stc.TERMS),
    cmd.AcceptSettlement: _side_move(settlement.accept_settlement, k.pending_for,
                                   "settlement_not_pending", no.NO_SETTLEMENT_TO_ANSWER,
                                   nm.settlement_named, awaited=True,
                                   settlement_id=cf.settlements(cf.to_answer)),
    cmd.RejectSettlement: _side_move(settlement.reject_settlement, k.pending_for,
                                   "settlement_not_pending", no.NO_SETTLEMENT_TO_ANSWER,
                                   nm.settlement_named,
                                   settlement_id=cf.settlements(cf.to_answer)),
    cmd.WithdrawSettlement: _side_move(leaving.withdraw_settlement, k.proposed_pending,
                                     "settlement_not_pending", no.PROPOSED_NO_SETTLEMENT,
                                     nm.proposed_named,
                                     settlement_id=cf.settlements(cf.proposed)),
    cmd.StartRound: Move(conflict_round.start_round, k.gm_starts_round, names=nm.between_named,
                       choices={"conflict_id": ch.startable}),
    cmd.ContestApproach: Move(conflict_round.contest_approach, k.gm_contests,
                            names=nm.round_named("approach"),
                            choices={"conflict_id": ch.contestable,
                                     "side_ids": ch.active_sides},
                            counts={"side_ids": cf.contest_counts}),
    cmd.ChooseApproach: Move(conflict_round.choose_approach, k.may_choose_approach,
                           names=nm.holder_named,
                           choices={"conflict_id": ch.holders_turn},
                           awaits=aw.awaiting_holders),
    cmd.RuleApproach: Move(conflict_round.rule_approach, k.gm_rules_approach,
                         names=nm.round_named("rolling"),
                         choices={"conflict_id": ch.to_rule}),
    cmd.RollConflict: _side_move(conflict_round.roll_conflict, k.TO_ROLL, "already_rolled",
                               no.CANNOT_ROLL, nm.ROLLING, awaited=True,
                               conflict_id=kc.rolling_conflicts,
                               counts={"member_rolls": kc.member_roll_counts}, fields={
                                   "member_rolls.member": kc.rolling_members,
                                   "member_rolls.modifiers.source": mc.sources("conflict",
                                                                               "either")}),
    cmd.ScoreRound: Move(conflict_round.score_round, k.gm_scores_round,
                       names=nm.round_named("rolling"),
                       choices={"conflict_id": ch.to_score},
                       awaits=aw.awaits_gm_to_score),
    cmd.DeclareSpending: _side_move(conflict_spend.declare_spending, k.TO_SPEND,
                                  "already_declared", no.CANNOT_SPEND, nm.SPENDING, awaited=True,
                                  fields={
                                      "purchases.effect": sc.effects,
                                      "purchases.stake_id": sc.stakes,
                                      "purchases.target_side_id": sc.targets,
                                      "purchases.generic_tier": sc.tiers,
                                      "purchases.member": sc.members,
                                      "purchases.choice": sc.alternatives}),
    cmd.DeclareBlocks: _side_move(conflict_spend.declare_blocks, k.TO_BLOCK,
                                "already_declared", no.CANNOT_BLOCK, nm.BLOCKING, awaited=True,
                                fields={"blocks.purchase_id": sc.blockable}),
}
"""Every command and its declaration (``domain.core.offers``): a ``Move`` with its
precondition, the character (or side) it acts for, its choices and whom it awaits."""

EVOLVERS: EvolverTable[VoyagesState] = {
    ev.CharacterRegistered: e_sheet.character_registered,
    ev.CharacterSheetRevised: e_sheet.sheet_revised, ev.ThingRegistered: e_sheet.thing_registered,
    ev.InventoryTintAdded: e_sheet.inventory_tint_added,
    ev.TattooTintRestored: e_sheet.tattoo_restored,
    ev.OwnTintRegenerated: e_sheet.own_tint_regenerated,
    ev.TimeBoundaryPassed: e_sheet.time_passed, ev.TintSpentForReroll: e_sheet.tint_spent,
    ev.AdjectiveAdded: e_adjective.adjective_added,
    ev.AdjectiveValueChanged: e_adjective.adjective_value_changed,
    ev.AdjectiveRemoved: e_adjective.adjective_removed,
    ev.ActionRolled: e_action.action_rolled, ev.ActionResultComputed: e_action.action_result,
    ev.MaybeResolved: e_action.maybe_resolved, ev.ActionClosed: e_action.action_closed,
    ev.RollRerolled: e_action.roll_rerolled, ev.HelpJoined: e_helping.help_joined,
    ev.FlawInvoked: e_flaw.flaw_invoked, ev.StakeReturned: e_flaw.stake_returned,
    ev.SituationOpened: e_situation.situation_opened,
    ev.InvolvementSet: e_situation.involvement_set, ev.RiskTaken: e_situation.risk_taken,
    ev.SituationRolled: e_situation.situation_rolled, ev.GroupSplit: e_situation.group_split,
    ev.GroupResultApportioned: e_situation.group_apportioned,
    ev.SituationScored: e_situation.situation_scored,
    ev.SituationClosed: e_situation.situation_closed,
    ev.SituationPointsSpent: e_points.points_spent,
    ev.ConflictOpened: e_conflict.conflict_opened, ev.StakeProposed: e_conflict.stake_proposed,
    ev.StakeOffered: e_conflict.stake_proposed, ev.StakePriced: e_conflict.stake_priced,
    ev.StakeRefused: e_conflict.stake_refused, ev.ActionCostSet: e_conflict.action_cost_set,
    ev.ActionCostApplied: e_conflict.action_cost_applied,
    ev.StakeAcquired: e_conflict.stake_acquired,
    ev.GenericStakeAcquired: e_conflict.generic_acquired,
    ev.EscalationChanged: e_conflict.escalation_changed,
    ev.FrameChanged: e_conflict.frame_changed, ev.SideLeftConflict: e_conflict.side_left,
    ev.ConflictClosed: e_conflict.conflict_closed, ev.StakeWithdrawn: e_conflict.stake_withdrawn,
    ev.MemberJoinedConflict: e_conflict.member_joined,
    ev.MemberLeftConflict: e_conflict.member_left,
    ev.SettlementProposed: e_settlement.settlement_proposed,
    ev.SettlementAccepted: e_settlement.settlement_accepted,
    ev.SettlementRejected: e_settlement.settlement_rejected,
    ev.SettlementWithdrawn: e_settlement.settlement_withdrawn,
    ev.ConflictSettled: e_settlement.conflict_settled,
    ev.RoundStarted: e_round.round_started, ev.ApproachContested: e_round.approach_contested,
    ev.ApproachChosen: e_round.approach_chosen, ev.ApproachRuled: e_round.approach_ruled,
    ev.ConflictSideRolled: e_round.side_rolled, ev.RoundScored: e_round.round_scored,
    ev.SpendingDeclared: e_spend.spending_declared, ev.BlocksDeclared: e_spend.blocks_declared,
    ev.RoundResolved: e_spend.round_resolved, ev.TerrainChanged: e_spend.terrain_changed,
    ev.ApproachKept: e_spend.approach_kept,
}
"""Every event and its evolver."""


class VoyagesRuleset(TableRuleset[VoyagesState, VoyagesView]):
    """Voyages & Aventures (seed 002): action, situation and conflict resolution on a d6."""

    name = "voyages"
    title = "Voyages & Aventures"
    command_types = cmd.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = VoyagesOptions
    state_type = VoyagesState
    view_type = VoyagesView
    sheet_type = CharacterSheetView
    recap = RECAP
    dice = DICE
    field_docs = DOCS

    def initial_state(self, options: Any) -> VoyagesState:
        """An empty table (clock at scene, day, session and adventure 1)."""
        return VoyagesState()

    def roster(self, state: VoyagesState) -> Mapping[str, tuple[str, str | None]]:
        """The characters, and the sides a seat plays (play waits on a side's step)."""
        return {**aw.side_roster(state), **super().roster(state)}


VOYAGES = VoyagesRuleset(MOVES, EVOLVERS, view=view, visible=visible, narrate=narrate,
                         free_fields=cf.FREE_FIELDS)
"""The registered rule system: ``from domain.voyages.decider import VOYAGES``."""

_CONFORMS: Ruleset[VoyagesState] = VOYAGES  # mypy checks the shared contract here

HANDLERS = VOYAGES.handlers
"""Every command and its handler."""

__all__ = ["EVOLVERS", "HANDLERS", "MOVES", "VOYAGES", "VoyagesRuleset"]
