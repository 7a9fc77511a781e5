"""The ESPRI ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver.
"""

from domain.core import EvolverTable, HandlerTable, TableRuleset
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import between_calls, call, outcome, ritual, setup
from domain.espri.evolve import between_calls as e_between
from domain.espri.evolve import board as e_board
from domain.espri.evolve import call as e_call
from domain.espri.evolve import outcome as e_outcome
from domain.espri.evolve import ritual as e_ritual
from domain.espri.evolve import setup as e_setup
from domain.espri.narrate import narrate
from domain.espri.rules.sheet import Character
from domain.espri.state import EspriOptions, EspriState, initial_state
from domain.espri.views import BoardView, EspriView, view

HANDLERS: HandlerTable[EspriState] = {
    cmd.RegisterCharacter: setup.register_character,
    cmd.DrawSetupGems: setup.draw_setup_gems,
    cmd.ChooseSetupPrayers: setup.choose_setup_prayers,
    cmd.CompleteSetup: setup.complete_setup,
    cmd.StartScenario: setup.start_scenario,
    cmd.DeclareCall: call.declare_call,
    cmd.CancelCall: call.cancel_call,
    cmd.TakeRuptureTemptation: call.take_rupture_temptation,
    cmd.DrawGems: call.draw_gems,
    cmd.Redraw: call.redraw,
    cmd.AddPrayerGem: call.add_prayer_gem,
    cmd.PlaceCallGems: outcome.place_call_gems,
    cmd.PlaceExtraGems: outcome.place_extra_gems,
    cmd.RemoveRuptureGem: outcome.remove_rupture_gem,
    cmd.KeepPrayerGem: outcome.keep_prayer_gem,
    cmd.ApplyGemCaterpillar: outcome.apply_gem_caterpillar,
    cmd.RechargeResonance: between_calls.recharge_resonance,
    cmd.AdvanceDay: between_calls.advance_day,
    cmd.AwardHarmony: between_calls.award_harmony,
    cmd.RemoveHarmony: between_calls.remove_harmony,
    cmd.InflictRupture: between_calls.inflict_rupture,
    cmd.SpendHarmonyForPrayer: between_calls.spend_harmony_for_prayer,
    cmd.SaveFromDeath: between_calls.save_from_death,
    cmd.PerformCommunionRitual: ritual.perform_communion_ritual,
    cmd.SetGameOption: between_calls.set_game_option,
    cmd.AdjustSheet: between_calls.adjust_sheet,
    cmd.RetireCharacter: between_calls.retire_character,
    cmd.SpendBoardGems: between_calls.spend_board_gems,
}
"""Every command and its handler."""

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
    ev.PrayerGemKept: e_outcome.prayer_kept,
    ev.RuptureGemRemoved: e_outcome.rupture_gem_removed,
    ev.GemMoved: e_outcome.gem_moved,
    ev.CallClosed: e_outcome.call_closed,
    ev.ResonanceRecharged: e_between.resonance_recharged,
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
    board_type = BoardView

    def initial_state(self, options: EspriOptions | None) -> EspriState:
        """A full bag, an empty board, nymphs in their cages, phase setup."""
        return initial_state(options)


ESPRI = EspriRuleset(HANDLERS, EVOLVERS, view=view, narrate=narrate)
"""The ESPRI ruleset the registry serves."""

__all__ = ["ESPRI", "EVOLVERS", "HANDLERS", "EspriRuleset"]
