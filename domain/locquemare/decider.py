"""The Locquemare ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver.
"""

from typing import Any

from domain.core import (
    Command,
    EvolverTable,
    HandlerTable,
    Ruleset,
    TableRuleset,
)
from domain.locquemare import commands as cm
from domain.locquemare import events as ev
from domain.locquemare.decide import action, evolution, harm, keys, outcome, setup, structure
from domain.locquemare.evolve import action as e_action
from domain.locquemare.evolve import evolution as e_evolution
from domain.locquemare.evolve import harm as e_harm
from domain.locquemare.evolve import keys as e_keys
from domain.locquemare.evolve import outcome as e_outcome
from domain.locquemare.evolve import setup as e_setup
from domain.locquemare.evolve import structure as e_structure
from domain.locquemare.narrate import narrate
from domain.locquemare.state import LocquemareOptions, LocquemareState
from domain.locquemare.views import HeroSheet, LocquemareView, view, visible

HANDLERS: HandlerTable[LocquemareState] = {
    cm.SetSecretPool: setup.set_secret_pool,
    cm.RegisterCharacter: setup.register_character,
    cm.DrawSecrets: setup.draw_secrets,
    cm.ChooseSecret: setup.choose_secret,
    cm.CreateNpc: setup.create_npc,
    cm.StartScenario: structure.start_scenario,
    cm.EndScenario: structure.end_scenario,
    cm.StartAct: structure.start_act,
    cm.EndAct: structure.end_act,
    cm.StartScene: structure.start_scene,
    cm.EndScene: structure.end_scene,
    cm.StartSession: structure.start_session,
    cm.EndSession: structure.end_session,
    cm.CreateKey: keys.create_key,
    cm.RevealKey: keys.reveal_key,
    cm.ExtendKey: keys.extend_key,
    cm.RemoveKey: keys.remove_key,
    cm.EstablishFact: keys.establish_fact,
    cm.DeclareAction: action.declare_action,
    cm.SetDifficulty: action.set_difficulty,
    cm.RollAction: action.roll_action,
    cm.ActivateKey: action.activate_key,
    cm.ActivateProwess: action.activate_prowess,
    cm.ResolveAction: outcome.resolve_action,
    cm.ChooseOutcome: outcome.choose_outcome,
    cm.InflictConsequence: outcome.inflict_consequence,
    cm.ProposeComplication: keys.propose_complication,
    cm.AcceptComplication: keys.accept_complication,
    cm.RefuseComplication: keys.refuse_complication,
    cm.ApplyStress: harm.apply_stress_command,
    cm.ResolveHarm: harm.resolve_harm,
    cm.DescribeConsequence: harm.describe_consequence,
    cm.StartConflict: harm.start_conflict,
    cm.EndConflict: harm.end_conflict,
    cm.AcceptDefeat: harm.accept_defeat,
    cm.AdversityAcceptsDefeat: harm.adversity_accepts_defeat,
    cm.ApplyNpcStress: harm.apply_npc_stress_command,
    cm.ResolveNpcHarm: harm.resolve_npc_harm,
    cm.LeaveScene: structure.leave_scene,
    cm.AwardEvolutionPoints: evolution.award_evolution_points,
    cm.EmptyEvolutionTrack: evolution.empty_evolution_track,
    cm.ModifyCharacterKey: evolution.modify_character_key,
    cm.RedistributeResources: evolution.redistribute_resources,
    cm.AdjustApproaches: evolution.adjust_approaches,
    cm.AdjustResources: evolution.adjust_resources,
    cm.GainProwess: evolution.gain_prowess,
    cm.RevealTruth: evolution.reveal_truth,
    cm.RevealSecret: evolution.reveal_secret,
}
"""Every command and its handler."""

EVOLVERS: EvolverTable[LocquemareState] = {
    ev.SecretPoolSet: e_setup.secret_pool_set,
    ev.CharacterRegistered: e_setup.character_registered,
    ev.NpcCreated: e_setup.npc_created,
    ev.SecretsDrawn: e_setup.secrets_drawn,
    ev.SecretChosen: e_setup.secret_chosen,
    ev.ScenarioStarted: e_structure.scenario_started,
    ev.ScenarioEnded: e_structure.scenario_ended,
    ev.ActStarted: e_structure.act_started,
    ev.ActEnded: e_structure.act_ended,
    ev.SceneStarted: e_structure.scene_started,
    ev.SceneEnded: e_structure.scene_ended,
    ev.SessionStarted: e_structure.session_started,
    ev.SessionEnded: e_structure.session_ended,
    ev.TokensGranted: e_structure.tokens_granted,
    ev.TokensDiscarded: e_structure.tokens_discarded,
    ev.DangerTokensGranted: e_structure.danger_tokens_granted,
    ev.AdversityTokensDiscarded: e_structure.adversity_tokens_discarded,
    ev.AdversityTokensKept: e_structure.adversity_tokens_kept,
    ev.TokenSpent: e_keys.token_spent,
    ev.TokenGained: e_keys.token_gained,
    ev.TokenTransferred: e_keys.token_transferred,
    ev.DangerTokenSpent: e_keys.danger_token_spent,
    ev.KeyCreated: e_keys.key_created,
    ev.KeyRevealed: e_keys.key_revealed,
    ev.KeyExtended: e_keys.key_extended,
    ev.KeyRemoved: e_keys.key_removed,
    ev.FactEstablished: e_keys.fact_established,
    ev.CharacterKeyModified: e_evolution.character_key_modified,
    ev.FreeActivationsGranted: e_keys.free_activations_granted,
    ev.FreeActivationUsed: e_keys.free_activation_used,
    ev.ElanCreated: e_keys.elan_created,
    ev.ElanUsed: e_keys.elan_used,
    ev.EvolutionPointsAwarded: e_evolution.evolution_points_awarded,
    ev.EvolutionTrackEmptied: e_evolution.evolution_track_emptied,
    ev.ProwessGained: e_evolution.prowess_gained,
    ev.ResourcesRedistributed: e_evolution.resources_redistributed,
    ev.ApproachesAdjusted: e_evolution.approaches_adjusted,
    ev.ResourcesAdjusted: e_evolution.resources_adjusted,
    ev.TruthRevealed: e_evolution.truth_revealed,
    ev.SecretRevealed: e_evolution.secret_revealed,
    ev.ActionDeclared: e_action.action_declared,
    ev.DifficultySet: e_action.difficulty_set,
    ev.KeyActivated: e_action.key_activated,
    ev.ProwessActivated: e_action.prowess_activated,
    ev.ActionRolled: e_action.action_rolled,
    ev.ActionResolved: e_outcome.action_resolved,
    ev.OutcomeChosen: e_outcome.outcome_chosen,
    ev.ActionClosed: e_outcome.action_closed,
    ev.DamageDealt: e_outcome.damage_dealt,
    ev.ComplicationProposed: e_keys.complication_proposed,
    ev.ComplicationAccepted: e_keys.complication_accepted,
    ev.ComplicationRefused: e_keys.complication_refused,
    ev.StressApplied: e_harm.stress_applied,
    ev.StressChecked: e_harm.stress_checked,
    ev.ConsequenceInflicted: e_harm.consequence_inflicted,
    ev.ConsequenceDescribed: e_harm.consequence_described,
    ev.ConsequenceRecovered: e_structure.consequence_recovered,
    ev.ExtremeConsequenceTaken: e_harm.extreme_consequence_taken,
    ev.HarmPending: e_harm.harm_pending,
    ev.HarmResolved: e_harm.harm_resolved,
    ev.HeroTakenOut: e_harm.hero_taken_out,
    ev.HeroLeftScene: e_structure.hero_left_scene,
    ev.StressCleared: e_structure.stress_cleared,
    ev.ResourcesRestored: e_structure.resources_restored,
    ev.ConflictStarted: e_harm.conflict_started,
    ev.ConflictEnded: e_harm.conflict_ended,
    ev.DefeatAccepted: e_harm.defeat_accepted,
    ev.AdversityDefeatAccepted: e_harm.adversity_defeat_accepted,
    ev.NpcStressApplied: e_harm.npc_stress_applied,
    ev.NpcHarmPending: e_harm.npc_harm_pending,
    ev.NpcConsequenceTaken: e_harm.npc_consequence_taken,
    ev.NpcTakenOut: e_harm.npc_taken_out,
}
"""Every event and its evolver."""


class LocquemareRuleset(TableRuleset[LocquemareState, LocquemareView]):
    """Locquemare: heroes, one Adversity (the gm seat) and the Chorus."""

    name = "locquemare"
    title = "Locquemare"
    command_types = cm.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = LocquemareOptions
    state_type = LocquemareState
    view_type = LocquemareView
    sheet_type = HeroSheet
    gm_only_options = frozenset({"secrets"})
    """Creation options no hero may read (the secret pool's texts)."""

    def initial_state(self, options: Any) -> LocquemareState:
        """A table in setup, with the options' secret pool."""
        secrets = options.secrets if isinstance(options, LocquemareOptions) else ()
        return LocquemareState(secret_pool=secrets)

    def unknown_command(self, command: Command) -> Exception:
        """A KeyError, as a lookup in ``HANDLERS`` raises."""
        return KeyError(type(command))


LOCQUEMARE: Ruleset[LocquemareState] = LocquemareRuleset(
    HANDLERS, EVOLVERS, view=view, visible=visible, narrate=narrate)
"""The Locquemare ruleset the registry serves."""

__all__ = ["EVOLVERS", "HANDLERS", "LOCQUEMARE", "LocquemareRuleset"]
