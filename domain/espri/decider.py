"""The ESPRI ruleset: one dispatch over commands (decide), one over events (evolve)."""

from collections.abc import Callable
from typing import Any

from domain.core import Actor, Command, DomainError, Event, RandomSource
from domain.espri import between_calls as between
from domain.espri import call_effects as effects
from domain.espri import call_handlers as calls
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri import evolution as gems
from domain.espri import evolution_call as flow
from domain.espri import evolution_sheet as sheets
from domain.espri import placement_handlers as placing
from domain.espri import ritual, views
from domain.espri import setup_handlers as setup
from domain.espri.emitter import Emitter
from domain.espri.state import EspriOptions, EspriState, initial_state

Handler = Callable[[Emitter, Any, Actor, RandomSource], None]
Evolver = Callable[[EspriState, Any], EspriState]

HANDLERS: dict[type[Command], Handler] = {
    cmd.RegisterCharacter: setup.register_character,
    cmd.DrawSetupGems: setup.draw_setup_gems,
    cmd.ChooseSetupPrayers: setup.choose_setup_prayers,
    cmd.CompleteSetup: setup.complete_setup,
    cmd.StartScenario: setup.start_scenario,
    cmd.DeclareCall: calls.declare_call,
    cmd.CancelCall: calls.cancel_call,
    cmd.TakeRuptureTemptation: calls.take_rupture_temptation,
    cmd.DrawGems: calls.draw_gems,
    cmd.Redraw: calls.redraw,
    cmd.AddPrayerGem: calls.add_prayer_gem,
    cmd.PlaceCallGems: placing.place_call_gems,
    cmd.PlaceExtraGems: effects.place_extra_gems,
    cmd.RemoveRuptureGem: effects.remove_rupture_gem,
    cmd.KeepPrayerGem: effects.keep_prayer_gem,
    cmd.ApplyGemCaterpillar: effects.apply_gem_caterpillar,
    cmd.RechargeResonance: between.recharge_resonance,
    cmd.AdvanceDay: between.advance_day,
    cmd.AwardHarmony: between.award_harmony,
    cmd.RemoveHarmony: between.remove_harmony,
    cmd.InflictRupture: between.inflict_rupture,
    cmd.SpendHarmonyForPrayer: between.spend_harmony_for_prayer,
    cmd.SaveFromDeath: between.save_from_death,
    cmd.PerformCommunionRitual: ritual.perform_communion_ritual,
    cmd.SetGameOption: between.set_game_option,
    cmd.AdjustSheet: between.adjust_sheet,
}


def _unchanged(state: EspriState, event: Event) -> EspriState:
    return state


EVOLVERS: dict[type[Event], Evolver] = {
    ev.CharacterRegistered: gems.character_registered,
    ev.SetupGemsDrawn: gems.setup_gems_drawn,
    ev.SetupPrayersChosen: gems.setup_prayers_chosen,
    ev.GemPlaced: gems.gem_placed,
    ev.GemOverflowed: gems.gem_overflowed,
    ev.SetupCompleted: flow.setup_completed,
    ev.ScenarioStarted: gems.scenario_started,
    ev.CallDeclared: flow.call_declared,
    ev.ResonanceSpent: flow.resonance_spent,
    ev.CallCancelled: flow.call_cancelled,
    ev.RuptureTemptationTaken: flow.temptation_taken,
    ev.GemsDrawn: gems.gems_drawn,
    ev.GemsReturnedToPool: gems.gems_returned,
    ev.PrayerGemAddedToCall: gems.prayer_added,
    ev.CallResultDetermined: flow.result_determined,
    ev.GemsRemoved: gems.gems_removed,
    ev.NymphMoved: flow.nymph_moved,
    ev.NymphReachedWorld: flow.nymph_reached_world,
    ev.CallAwaiting: flow.call_awaiting,
    ev.PrayerGemKept: gems.prayer_kept,
    ev.RuptureGemRemoved: gems.rupture_gem_removed,
    ev.GemMoved: gems.gem_moved,
    ev.CallClosed: flow.call_closed,
    ev.ResonanceRecharged: flow.resonance_recharged,
    ev.DayAdvanced: flow.day_advanced,
    ev.HarmonyGained: sheets.harmony_gained,
    ev.HarmonyLost: sheets.harmony_lost,
    ev.HarmonySpent: sheets.harmony_spent,
    ev.RupturePointGained: sheets.rupture_gained,
    ev.PrayerGemReceived: gems.prayer_received,
    ev.MediumShattered: sheets.medium_shattered,
    ev.PrayerGemSpent: gems.prayer_spent,
    ev.CharacterSavedFromDeath: _unchanged,
    ev.CommunionRitualPerformed: sheets.ritual_performed,
    ev.GameOptionSet: flow.option_set,
    ev.SheetAdjusted: sheets.sheet_adjusted,
}


class EspriRuleset:
    """ESPRI: a bag of 72 gems, a board of four seasons and the Call."""

    name = "espri"
    title = "ESPRI"
    command_types = cmd.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = EspriOptions
    state_type = EspriState

    def initial_state(self, options: EspriOptions | None) -> EspriState:
        """A full bag, an empty board, nymphs in their cages, phase setup."""
        return initial_state(options)

    def decide(self, state: EspriState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """The events a command causes, or a DomainError (nothing emitted)."""
        handler = HANDLERS.get(type(command))
        if handler is None:
            raise DomainError("unknown_command", f"ESPRI has no {type(command).__name__}")
        emitter = Emitter(state, self.evolve)
        handler(emitter, command, actor, rng)
        return emitter.events

    def evolve(self, state: EspriState, event: Event) -> EspriState:
        """The state after one event; unknown events change nothing."""
        evolver = EVOLVERS.get(type(event))
        return state if evolver is None else evolver(state, event)

    def view(self, state: EspriState, viewer: Actor) -> dict[str, Any]:
        """The read model (ESPRI hides nothing)."""
        return views.view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """ESPRI has no hidden information."""
        return True

    def narrate(self, state: EspriState, event: Event) -> str | None:
        """One session-log line."""
        return views.narrate(state, event)


ESPRI = EspriRuleset()
