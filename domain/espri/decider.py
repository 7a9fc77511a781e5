"""The ESPRI ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver.
"""

from collections.abc import Mapping
from typing import Any

from domain.core import Command, EvolverTable, ForCharacter, Handler, Move, TableRuleset
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import (
    between_calls,
    call,
    outcome,
    placing,
    played_by,
    recharge,
    ritual,
    setup,
)
from domain.espri.decide import bookkeeping as book
from domain.espri.decide import choices as ch
from domain.espri.dice import DICE
from domain.espri.evolve import between_calls as e_between
from domain.espri.evolve import board as e_board
from domain.espri.evolve import call as e_call
from domain.espri.evolve import outcome as e_outcome
from domain.espri.evolve import recharge as e_recharge
from domain.espri.evolve import ritual as e_ritual
from domain.espri.evolve import setup as e_setup
from domain.espri.field_docs import DOCS
from domain.espri.narrate import narrate
from domain.espri.recap import RECAP
from domain.espri.rules.sheet import Character
from domain.espri.state import EspriOptions, EspriState, initial_state
from domain.espri.views import BoardView, EspriView, view


def _every_character(state: EspriState) -> list[str]:
    return list(state.characters)


PARTICIPANT = ForCharacter(_every_character, call.may_lead, field="leader_id")
LEADER = ForCharacter(call.the_leader, played_by, field=None)
"""The call's steps act for its leader (the gm acts for every seat)."""
SETUP_DRAW = ForCharacter(_every_character, setup.may_draw_setup)
SETUP_CHOICE = ForCharacter(_every_character, setup.may_choose_setup)
RECHARGER = ForCharacter(_every_character, recharge.may_recharge)
REQUESTER = ForCharacter(recharge.requesters, recharge.may_answer)
ANY_CHARACTER = ForCharacter(_every_character, book.exists)
HARMONY_HOLDER = ForCharacter(_every_character, between_calls.may_lose_harmony)
MEMBER = ForCharacter(_every_character, between_calls.may_take_rupture)
HARMONY_SPENDER = ForCharacter(_every_character, between_calls.may_spend_harmony)
SPENDER = ForCharacter(between_calls.spenders, between_calls.may_spend_for_prayer)
SAVER = ForCharacter(between_calls.savers, between_calls.may_save, field="saver_id")
RETIRING = ForCharacter(_every_character, book.may_retire)

SHEET = {"kind": ch.kinds, "tutelary_season": ch.seasons, "devotion": ch.devotions,
         "seasons": ch.seasons, "seasons.*": ch.scores, "prayer_gems": ch.pool_colours,
         "relations.*.resonance_max": ch.resonance_maxima}
"""The finite fields of a sheet (its free words are ``choices.FREE_FIELDS``)."""
CELLS = {"cells.quadrant": ch.paved_quadrants, "cells.cell": ch.paved_cells}

MOVES: Mapping[type[Command], Move[EspriState] | Handler[EspriState, Any]] = {
    cmd.RegisterCharacter: Move(setup.register_character, choices={
        "player_id": ch.player_seats, **SHEET, "relations": ch.relation_targets}),
    cmd.DrawSetupGems: Move(setup.draw_setup_gems, acting=SETUP_DRAW,
                            awaits=setup.awaits_setup_draw),
    cmd.ChooseSetupPrayers: Move(setup.choose_setup_prayers, acting=SETUP_CHOICE, choices={
        "keep": ch.setup_keep, "quadrants": ch.setup_quadrants},
        counts={"keep": ch.setup_keep_count, "quadrants": ch.setup_quadrant_count},
        awaits=setup.awaits_setup_choice),
    cmd.CompleteSetup: Move(setup.complete_setup, setup.may_complete_setup,
                            awaits=setup.awaits_gm_to_complete),
    cmd.StartScenario: Move(setup.start_scenario, setup.may_start_scenario),
    cmd.DeclareCall: Move(call.declare_call, call.may_declare_call, acting=PARTICIPANT,
                          choices={"called_season": ch.seasons, "talent": ch.talents,
                                   "helpers.character_id": ch.helpers,
                                   "helpers.mode": ch.helper_modes,
                                   "helpers.talent": ch.talents,
                                   "difficulty.source": ch.difficulty_sources,
                                   "modifiers.character_id": ch.modifier_targets,
                                   "passive": ch.yes_no},
                          awaits=call.awaits_gm_between_calls),
    cmd.CancelCall: Move(call.cancel_call, call.may_cancel_call),
    cmd.TakeRuptureTemptation: Move(call.take_rupture_temptation, call.may_take_temptation,
                                    acting=LEADER, choices={"cells": ch.temptation_cells},
                                    counts={"cells": ch.temptation_count}),
    cmd.DrawGems: Move(call.draw_gems, call.may_draw, acting=LEADER,
                       awaits=call.awaits_leader_at("declared")),
    cmd.Redraw: Move(call.redraw, call.may_redraw, acting=LEADER),
    cmd.AddPrayerGem: Move(call.add_prayer_gem, call.may_add_prayer_gem, acting=LEADER,
                           choices={"colour": ch.leader_prayers}),
    cmd.PlaceCallGems: Move(placing.place_call_gems, placing.may_place_call_gems,
                            choices={"main": ch.main_gems, "modifier": ch.modifier_gems,
                                     "shift": ch.placement_shifts},
                            awaits=placing.awaits_chooser),
    cmd.ChooseShift: Move(placing.choose_shift, placing.may_choose_shift, acting=LEADER,
                          choices={"shift": ch.shifts},
                          awaits=call.awaits_leader_at("awaiting_shift")),
    cmd.PlaceExtraGems: Move(outcome.place_extra_gems, outcome.may_place_extra_gems,
                             acting=LEADER, choices={"gems": ch.extra_gems},
                             counts={"gems": ch.extra_count},
                             awaits=call.awaits_leader_at("awaiting_extra_gems")),
    cmd.RemoveRuptureGem: Move(outcome.remove_rupture_gem, outcome.may_remove_rupture_gem,
                               acting=LEADER, choices={
                                   "quadrant": ch.rupture_quadrants, "cell": ch.rupture_cells,
                                   "skip": ch.skip},
                               awaits=call.awaits_leader_at("awaiting_rupture_removal")),
    cmd.KeepPrayerGem: Move(outcome.keep_prayer_gem, outcome.may_keep_prayer_gem,
                            acting=LEADER, choices={"colour": ch.removed_gems,
                                                    "skip": ch.keep_or_skip},
                            awaits=call.awaits_leader_at("awaiting_prayer_keep")),
    cmd.ApplyGemCaterpillar: Move(outcome.apply_gem_caterpillar, outcome.may_apply_caterpillar,
                                  choices={"season": ch.caterpillar_seasons,
                                           "from_cell": ch.caterpillar_cells}),
    cmd.RechargeResonance: Move(recharge.recharge_resonance, acting=RECHARGER,
                                choices={"target_id": ch.recharge_targets}),
    cmd.ConfirmResonanceRecharge: Move(recharge.confirm_recharge, acting=REQUESTER,
                                       choices={"target_id": ch.requested_targets},
                                       awaits=recharge.awaits_gm_answer),
    cmd.RefuseResonanceRecharge: Move(recharge.refuse_recharge, acting=REQUESTER,
                                      choices={"target_id": ch.requested_targets},
                                      awaits=recharge.awaits_gm_answer),
    cmd.AdvanceDay: Move(between_calls.advance_day, between_calls.may_advance_day),
    cmd.AwardHarmony: Move(between_calls.award_harmony, book.gm_only, acting=ANY_CHARACTER),
    cmd.RemoveHarmony: Move(between_calls.remove_harmony, book.gm_only, acting=HARMONY_HOLDER),
    cmd.InflictRupture: Move(between_calls.inflict_rupture, book.gm_only, acting=MEMBER),
    cmd.SpendHarmony: Move(between_calls.spend_harmony, acting=HARMONY_SPENDER,
                           choices={"purpose": ch.harmony_purposes}),
    cmd.SpendHarmonyForPrayer: Move(between_calls.spend_harmony_for_prayer, acting=SPENDER,
                                    choices={"recipient_id": ch.prayer_recipients}),
    cmd.SaveFromDeath: Move(between_calls.save_from_death, acting=SAVER,
                            choices={"saved_id": ch.saved}),
    cmd.PerformCommunionRitual: Move(ritual.perform_communion_ritual, ritual.may_perform_ritual,
                                     choices={
                                         "contributions.character_id": ch.payers,
                                         "contributions.pays": ch.payments,
                                         "contributions.pays.prayer": ch.prayer_payments,
                                         "contributions.cells.quadrant": ch.own_quadrants,
                                         "contributions.cells.cell": ch.own_cells,
                                         "rupture_cells.quadrant": ch.rupture_quadrants,
                                         "rupture_cells.cell": ch.rupture_cells},
                                     counts={"contributions": ch.payer_count,
                                             "contributions.cells": ch.own_cell_count,
                                             "rupture_cells": ch.rupture_set_count}),
    cmd.SetGameOption: Move(book.set_game_option, book.gm_only,
                            choices={"gem_caterpillar": ch.yes_no}),
    cmd.AdjustSheet: Move(book.adjust_sheet, book.gm_only, acting=ANY_CHARACTER, choices={
        "changes.player_id": ch.player_seats, "changes.medium_shattered": ch.yes_no,
        **{f"changes.{name}": fn for name, fn in SHEET.items()},
        "changes.relations": ch.adjusted_relation_targets}),
    cmd.RetireCharacter: Move(book.retire_character, book.gm_only, acting=RETIRING),
    cmd.SpendBoardGems: Move(book.spend_board_gems, book.may_spend_board_gems, choices=CELLS),
}
"""Every command and its declaration (``domain.core.offers``): a ``Move`` with its
precondition, the character it acts for, its choices and whom it awaits."""

EVOLVERS: EvolverTable[EspriState] = {
    ev.CharacterRegistered: e_setup.character_registered,
    ev.SetupGemsDrawn: e_setup.setup_gems_drawn,
    ev.SetupPrayersChosen: e_setup.setup_prayers_chosen,
    ev.GemPlaced: e_board.gem_placed,
    ev.GemOverflowed: e_board.gem_overflowed,
    ev.SetupCompleted: e_setup.setup_completed,
    ev.ScenarioStarted: e_setup.scenario_started,
    ev.CallDeclared: e_call.call_declared,
    ev.ResonanceSpent: e_call.resonance_spent,
    ev.CallCancelled: e_call.call_cancelled,
    ev.RuptureTemptationTaken: e_call.temptation_taken,
    ev.GemsDrawn: e_call.gems_drawn,
    ev.GemsReturnedToPool: e_call.gems_returned,
    ev.PrayerGemAddedToCall: e_call.prayer_added,
    ev.CallResultDetermined: e_outcome.result_determined,
    ev.GemsRemoved: e_board.gems_removed,
    ev.NymphMoved: e_board.nymph_moved,
    ev.NymphReachedWorld: e_board.nymph_reached_world,
    ev.CallAwaiting: e_outcome.call_awaiting,
    ev.CallGemsChosen: e_outcome.gems_chosen,
    ev.PrayerGemReturned: e_outcome.prayer_returned,
    ev.PrayerGemKept: e_outcome.prayer_kept,
    ev.RuptureGemRemoved: e_outcome.rupture_gem_removed,
    ev.GemMoved: e_outcome.gem_moved,
    ev.CallClosed: e_outcome.call_closed,
    ev.ResonanceRecharged: e_recharge.resonance_recharged,
    ev.ResonanceRechargeRequested: e_recharge.recharge_requested,
    ev.ResonanceRechargeRefused: e_recharge.recharge_refused,
    ev.DayAdvanced: e_between.day_advanced,
    ev.HarmonyGained: e_between.harmony_gained,
    ev.HarmonyLost: e_between.harmony_lost,
    ev.HarmonySpent: e_between.harmony_spent,
    ev.RupturePointGained: e_between.rupture_gained,
    ev.PrayerGemReceived: e_between.prayer_received,
    ev.MediumShattered: e_between.medium_shattered,
    ev.PrayerGemSpent: e_between.prayer_spent,
    ev.CharacterSavedFromDeath: e_between.saved_from_death,
    ev.CommunionRitualPerformed: e_ritual.ritual_performed,
    ev.GameOptionSet: e_between.option_set,
    ev.SheetAdjusted: e_between.sheet_adjusted,
    ev.CharacterRetired: e_between.character_retired,
}
"""Every event and its evolver."""


class EspriRuleset(TableRuleset[EspriState, EspriView]):
    """ESPRI: a bag of 72 gems, a board of four seasons and the Call (hides nothing)."""

    name = "espri"
    title = "ESPRI"
    command_types = cmd.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = EspriOptions
    state_type = EspriState
    view_type = EspriView
    sheet_type = Character
    recap = RECAP
    dice = DICE
    field_docs = DOCS
    board_type = BoardView

    def initial_state(self, options: EspriOptions | None) -> EspriState:
        """A full bag, an empty board, nymphs in their cages, phase setup."""
        return initial_state(options)


ESPRI = EspriRuleset(MOVES, EVOLVERS, view=view, narrate=narrate,
                     free_fields=ch.FREE_FIELDS)
"""The ESPRI ruleset the registry serves."""

HANDLERS = ESPRI.handlers
"""Every command and its handler."""

__all__ = ["ESPRI", "EVOLVERS", "HANDLERS", "MOVES", "EspriRuleset"]
