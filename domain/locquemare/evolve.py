"""The evolve dispatch: one line per event type. Total: an unknown event changes nothing."""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare import evolve_keys as k
from domain.locquemare import evolve_play as p
from domain.locquemare import evolve_setup as s
from domain.locquemare.state import LocquemareState

EVOLVERS: dict[type[Event], Callable[[LocquemareState, Any], LocquemareState]] = {
    ev.SecretPoolSet: s.secret_pool_set,
    ev.CharacterRegistered: s.character_registered,
    ev.NpcCreated: s.npc_created,
    ev.SecretsDrawn: s.secrets_drawn,
    ev.SecretChosen: s.secret_chosen,
    ev.ScenarioStarted: s.scenario_started,
    ev.ScenarioEnded: s.scenario_ended,
    ev.ActStarted: s.act_started,
    ev.ActEnded: s.act_ended,
    ev.SceneStarted: s.scene_started,
    ev.SceneEnded: s.scene_ended,
    ev.SessionStarted: s.session_started,
    ev.SessionEnded: s.session_ended,
    ev.TokensGranted: s.tokens_granted,
    ev.TokensDiscarded: s.tokens_discarded,
    ev.DangerTokensGranted: s.danger_tokens_granted,
    ev.AdversityTokensDiscarded: s.adversity_tokens_discarded,
    ev.AdversityTokensKept: s.adversity_tokens_kept,
    ev.TokenSpent: s.token_spent,
    ev.TokenGained: s.token_gained,
    ev.TokenTransferred: s.token_transferred,
    ev.DangerTokenSpent: s.danger_token_spent,
    ev.KeyCreated: k.key_created,
    ev.KeyRevealed: k.key_revealed,
    ev.KeyExtended: k.key_extended,
    ev.KeyRemoved: k.key_removed,
    ev.FactEstablished: k.fact_established,
    ev.CharacterKeyModified: k.character_key_modified,
    ev.FreeActivationsGranted: k.free_activations_granted,
    ev.FreeActivationUsed: k.free_activation_used,
    ev.ElanCreated: k.elan_created,
    ev.ElanUsed: k.elan_used,
    ev.EvolutionPointsAwarded: s.evolution_points_awarded,
    ev.EvolutionTrackEmptied: s.evolution_track_emptied,
    ev.ProwessGained: s.prowess_gained,
    ev.ResourcesRedistributed: s.resources_redistributed,
    ev.ApproachesAdjusted: s.approaches_adjusted,
    ev.ResourcesAdjusted: s.resources_adjusted,
    ev.TruthRevealed: k.truth_revealed,
    ev.SecretRevealed: s.secret_revealed,
    pe.ActionDeclared: p.action_declared,
    pe.DifficultySet: p.difficulty_set,
    pe.KeyActivated: p.key_activated,
    pe.ProwessActivated: p.prowess_activated,
    pe.ActionRolled: p.action_rolled,
    pe.ActionResolved: p.action_resolved,
    pe.OutcomeChosen: p.outcome_chosen,
    pe.ActionClosed: p.action_closed,
    pe.DamageDealt: p.damage_dealt,
    pe.ComplicationProposed: p.complication_proposed,
    pe.ComplicationAccepted: p.complication_accepted,
    pe.ComplicationRefused: p.complication_refused,
    pe.StressApplied: p.stress_applied,
    pe.StressChecked: p.stress_checked,
    pe.ConsequenceInflicted: k.consequence_inflicted,
    pe.ConsequenceDescribed: k.consequence_described,
    pe.ConsequenceRecovered: k.consequence_recovered,
    pe.ExtremeConsequenceTaken: k.extreme_consequence_taken,
    pe.HarmPending: p.harm_pending,
    pe.HarmResolved: p.harm_resolved,
    pe.HeroTakenOut: p.hero_taken_out,
    pe.StressCleared: p.stress_cleared,
    pe.ResourcesRestored: p.resources_restored,
    pe.ConflictStarted: p.conflict_started,
    pe.ConflictEnded: p.conflict_ended,
    pe.DefeatAccepted: p.defeat_accepted,
    pe.AdversityDefeatAccepted: p.adversity_defeat_accepted,
    pe.NpcStressApplied: p.npc_stress_applied,
    pe.NpcHarmPending: p.npc_harm_pending,
    pe.NpcConsequenceTaken: p.npc_consequence_taken,
    pe.NpcTakenOut: p.npc_taken_out,
}


def evolve(state: LocquemareState, event: Event) -> LocquemareState:
    """The state after one event."""
    handler = EVOLVERS.get(type(event))
    return state if handler is None else handler(state, event)


class Flow:
    """Events of one decision, applied as they are emitted so later rules see them."""

    def __init__(self, state: LocquemareState) -> None:
        self.state = state
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        """Record events and apply them to the working state."""
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)
