from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_event_page_out_ruleset import LocquemareEventPageOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_act_ended_event import LocquemareActEndedEvent
  from ..models.locquemare_act_started_event import LocquemareActStartedEvent
  from ..models.locquemare_action_closed_event import LocquemareActionClosedEvent
  from ..models.locquemare_action_declared_event import LocquemareActionDeclaredEvent
  from ..models.locquemare_action_resolved_event import LocquemareActionResolvedEvent
  from ..models.locquemare_action_rolled_event import LocquemareActionRolledEvent
  from ..models.locquemare_adversity_defeat_accepted_event import LocquemareAdversityDefeatAcceptedEvent
  from ..models.locquemare_adversity_tokens_discarded_event import LocquemareAdversityTokensDiscardedEvent
  from ..models.locquemare_adversity_tokens_kept_event import LocquemareAdversityTokensKeptEvent
  from ..models.locquemare_approaches_adjusted_event import LocquemareApproachesAdjustedEvent
  from ..models.locquemare_character_key_modified_event import LocquemareCharacterKeyModifiedEvent
  from ..models.locquemare_character_registered_event import LocquemareCharacterRegisteredEvent
  from ..models.locquemare_complication_accepted_event import LocquemareComplicationAcceptedEvent
  from ..models.locquemare_complication_proposed_event import LocquemareComplicationProposedEvent
  from ..models.locquemare_complication_refused_event import LocquemareComplicationRefusedEvent
  from ..models.locquemare_conflict_ended_event import LocquemareConflictEndedEvent
  from ..models.locquemare_conflict_started_event import LocquemareConflictStartedEvent
  from ..models.locquemare_consequence_described_event import LocquemareConsequenceDescribedEvent
  from ..models.locquemare_consequence_inflicted_event import LocquemareConsequenceInflictedEvent
  from ..models.locquemare_consequence_recovered_event import LocquemareConsequenceRecoveredEvent
  from ..models.locquemare_damage_dealt_event import LocquemareDamageDealtEvent
  from ..models.locquemare_danger_token_spent_event import LocquemareDangerTokenSpentEvent
  from ..models.locquemare_danger_tokens_granted_event import LocquemareDangerTokensGrantedEvent
  from ..models.locquemare_defeat_accepted_event import LocquemareDefeatAcceptedEvent
  from ..models.locquemare_difficulty_set_event import LocquemareDifficultySetEvent
  from ..models.locquemare_elan_created_event import LocquemareElanCreatedEvent
  from ..models.locquemare_elan_used_event import LocquemareElanUsedEvent
  from ..models.locquemare_evolution_points_awarded_event import LocquemareEvolutionPointsAwardedEvent
  from ..models.locquemare_evolution_track_emptied_event import LocquemareEvolutionTrackEmptiedEvent
  from ..models.locquemare_extreme_consequence_taken_event import LocquemareExtremeConsequenceTakenEvent
  from ..models.locquemare_fact_established_event import LocquemareFactEstablishedEvent
  from ..models.locquemare_free_activation_used_event import LocquemareFreeActivationUsedEvent
  from ..models.locquemare_free_activations_granted_event import LocquemareFreeActivationsGrantedEvent
  from ..models.locquemare_harm_pending_event import LocquemareHarmPendingEvent
  from ..models.locquemare_harm_resolved_event import LocquemareHarmResolvedEvent
  from ..models.locquemare_hero_left_scene_event import LocquemareHeroLeftSceneEvent
  from ..models.locquemare_hero_taken_out_event import LocquemareHeroTakenOutEvent
  from ..models.locquemare_key_activated_event import LocquemareKeyActivatedEvent
  from ..models.locquemare_key_created_event import LocquemareKeyCreatedEvent
  from ..models.locquemare_key_extended_event import LocquemareKeyExtendedEvent
  from ..models.locquemare_key_removed_event import LocquemareKeyRemovedEvent
  from ..models.locquemare_key_revealed_event import LocquemareKeyRevealedEvent
  from ..models.locquemare_npc_consequence_taken_event import LocquemareNpcConsequenceTakenEvent
  from ..models.locquemare_npc_created_event import LocquemareNpcCreatedEvent
  from ..models.locquemare_npc_harm_pending_event import LocquemareNpcHarmPendingEvent
  from ..models.locquemare_npc_restored_event import LocquemareNpcRestoredEvent
  from ..models.locquemare_npc_revealed_event import LocquemareNpcRevealedEvent
  from ..models.locquemare_npc_stress_applied_event import LocquemareNpcStressAppliedEvent
  from ..models.locquemare_npc_taken_out_event import LocquemareNpcTakenOutEvent
  from ..models.locquemare_npcs_left_scene_event import LocquemareNpcsLeftSceneEvent
  from ..models.locquemare_outcome_chosen_event import LocquemareOutcomeChosenEvent
  from ..models.locquemare_prowess_activated_event import LocquemareProwessActivatedEvent
  from ..models.locquemare_prowess_gained_event import LocquemareProwessGainedEvent
  from ..models.locquemare_resources_adjusted_event import LocquemareResourcesAdjustedEvent
  from ..models.locquemare_resources_redistributed_event import LocquemareResourcesRedistributedEvent
  from ..models.locquemare_resources_restored_event import LocquemareResourcesRestoredEvent
  from ..models.locquemare_scenario_ended_event import LocquemareScenarioEndedEvent
  from ..models.locquemare_scenario_started_event import LocquemareScenarioStartedEvent
  from ..models.locquemare_scene_ended_event import LocquemareSceneEndedEvent
  from ..models.locquemare_scene_joined_event import LocquemareSceneJoinedEvent
  from ..models.locquemare_scene_started_event import LocquemareSceneStartedEvent
  from ..models.locquemare_secret_chosen_event import LocquemareSecretChosenEvent
  from ..models.locquemare_secret_pool_set_event import LocquemareSecretPoolSetEvent
  from ..models.locquemare_secret_revealed_event import LocquemareSecretRevealedEvent
  from ..models.locquemare_secrets_drawn_event import LocquemareSecretsDrawnEvent
  from ..models.locquemare_session_ended_event import LocquemareSessionEndedEvent
  from ..models.locquemare_session_started_event import LocquemareSessionStartedEvent
  from ..models.locquemare_stress_applied_event import LocquemareStressAppliedEvent
  from ..models.locquemare_stress_checked_event import LocquemareStressCheckedEvent
  from ..models.locquemare_stress_cleared_event import LocquemareStressClearedEvent
  from ..models.locquemare_token_gained_event import LocquemareTokenGainedEvent
  from ..models.locquemare_token_spent_event import LocquemareTokenSpentEvent
  from ..models.locquemare_token_transferred_event import LocquemareTokenTransferredEvent
  from ..models.locquemare_tokens_discarded_event import LocquemareTokensDiscardedEvent
  from ..models.locquemare_tokens_granted_event import LocquemareTokensGrantedEvent
  from ..models.locquemare_truth_revealed_event import LocquemareTruthRevealedEvent
  from ..models.platform_game_closed_event import PlatformGameClosedEvent
  from ..models.platform_game_created_event import PlatformGameCreatedEvent
  from ..models.platform_game_forked_event import PlatformGameForkedEvent
  from ..models.platform_game_imported_event import PlatformGameImportedEvent
  from ..models.platform_redacted_event import PlatformRedactedEvent
  from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent
  from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent
  from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent





T = TypeVar("T", bound="LocquemareEventPageOut")



@_attrs_define
class LocquemareEventPageOut:
    """ A page of the log; pass `next` as `after` for the next page (null: the end).

        Attributes:
            events (list[LocquemareActEndedEvent | LocquemareActionClosedEvent | LocquemareActionDeclaredEvent |
                LocquemareActionResolvedEvent | LocquemareActionRolledEvent | LocquemareActStartedEvent |
                LocquemareAdversityDefeatAcceptedEvent | LocquemareAdversityTokensDiscardedEvent |
                LocquemareAdversityTokensKeptEvent | LocquemareApproachesAdjustedEvent | LocquemareCharacterKeyModifiedEvent |
                LocquemareCharacterRegisteredEvent | LocquemareComplicationAcceptedEvent | LocquemareComplicationProposedEvent |
                LocquemareComplicationRefusedEvent | LocquemareConflictEndedEvent | LocquemareConflictStartedEvent |
                LocquemareConsequenceDescribedEvent | LocquemareConsequenceInflictedEvent | LocquemareConsequenceRecoveredEvent
                | LocquemareDamageDealtEvent | LocquemareDangerTokensGrantedEvent | LocquemareDangerTokenSpentEvent |
                LocquemareDefeatAcceptedEvent | LocquemareDifficultySetEvent | LocquemareElanCreatedEvent |
                LocquemareElanUsedEvent | LocquemareEvolutionPointsAwardedEvent | LocquemareEvolutionTrackEmptiedEvent |
                LocquemareExtremeConsequenceTakenEvent | LocquemareFactEstablishedEvent | LocquemareFreeActivationsGrantedEvent
                | LocquemareFreeActivationUsedEvent | LocquemareHarmPendingEvent | LocquemareHarmResolvedEvent |
                LocquemareHeroLeftSceneEvent | LocquemareHeroTakenOutEvent | LocquemareKeyActivatedEvent |
                LocquemareKeyCreatedEvent | LocquemareKeyExtendedEvent | LocquemareKeyRemovedEvent | LocquemareKeyRevealedEvent
                | LocquemareNpcConsequenceTakenEvent | LocquemareNpcCreatedEvent | LocquemareNpcHarmPendingEvent |
                LocquemareNpcRestoredEvent | LocquemareNpcRevealedEvent | LocquemareNpcsLeftSceneEvent |
                LocquemareNpcStressAppliedEvent | LocquemareNpcTakenOutEvent | LocquemareOutcomeChosenEvent |
                LocquemareProwessActivatedEvent | LocquemareProwessGainedEvent | LocquemareResourcesAdjustedEvent |
                LocquemareResourcesRedistributedEvent | LocquemareResourcesRestoredEvent | LocquemareScenarioEndedEvent |
                LocquemareScenarioStartedEvent | LocquemareSceneEndedEvent | LocquemareSceneJoinedEvent |
                LocquemareSceneStartedEvent | LocquemareSecretChosenEvent | LocquemareSecretPoolSetEvent |
                LocquemareSecretRevealedEvent | LocquemareSecretsDrawnEvent | LocquemareSessionEndedEvent |
                LocquemareSessionStartedEvent | LocquemareStressAppliedEvent | LocquemareStressCheckedEvent |
                LocquemareStressClearedEvent | LocquemareTokenGainedEvent | LocquemareTokensDiscardedEvent |
                LocquemareTokensGrantedEvent | LocquemareTokenSpentEvent | LocquemareTokenTransferredEvent |
                LocquemareTruthRevealedEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent |
                PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent |
                PlatformSeatTokenRotatedEvent]): The events of the page, oldest first, as this seat may read them.
            next_ (int | None): The `after` to ask for the next page; null at the end.
            ruleset (LocquemareEventPageOutRuleset): The game's rule system.
            version (int): The game's current version.
     """

    events: list[LocquemareActEndedEvent | LocquemareActionClosedEvent | LocquemareActionDeclaredEvent | LocquemareActionResolvedEvent | LocquemareActionRolledEvent | LocquemareActStartedEvent | LocquemareAdversityDefeatAcceptedEvent | LocquemareAdversityTokensDiscardedEvent | LocquemareAdversityTokensKeptEvent | LocquemareApproachesAdjustedEvent | LocquemareCharacterKeyModifiedEvent | LocquemareCharacterRegisteredEvent | LocquemareComplicationAcceptedEvent | LocquemareComplicationProposedEvent | LocquemareComplicationRefusedEvent | LocquemareConflictEndedEvent | LocquemareConflictStartedEvent | LocquemareConsequenceDescribedEvent | LocquemareConsequenceInflictedEvent | LocquemareConsequenceRecoveredEvent | LocquemareDamageDealtEvent | LocquemareDangerTokensGrantedEvent | LocquemareDangerTokenSpentEvent | LocquemareDefeatAcceptedEvent | LocquemareDifficultySetEvent | LocquemareElanCreatedEvent | LocquemareElanUsedEvent | LocquemareEvolutionPointsAwardedEvent | LocquemareEvolutionTrackEmptiedEvent | LocquemareExtremeConsequenceTakenEvent | LocquemareFactEstablishedEvent | LocquemareFreeActivationsGrantedEvent | LocquemareFreeActivationUsedEvent | LocquemareHarmPendingEvent | LocquemareHarmResolvedEvent | LocquemareHeroLeftSceneEvent | LocquemareHeroTakenOutEvent | LocquemareKeyActivatedEvent | LocquemareKeyCreatedEvent | LocquemareKeyExtendedEvent | LocquemareKeyRemovedEvent | LocquemareKeyRevealedEvent | LocquemareNpcConsequenceTakenEvent | LocquemareNpcCreatedEvent | LocquemareNpcHarmPendingEvent | LocquemareNpcRestoredEvent | LocquemareNpcRevealedEvent | LocquemareNpcsLeftSceneEvent | LocquemareNpcStressAppliedEvent | LocquemareNpcTakenOutEvent | LocquemareOutcomeChosenEvent | LocquemareProwessActivatedEvent | LocquemareProwessGainedEvent | LocquemareResourcesAdjustedEvent | LocquemareResourcesRedistributedEvent | LocquemareResourcesRestoredEvent | LocquemareScenarioEndedEvent | LocquemareScenarioStartedEvent | LocquemareSceneEndedEvent | LocquemareSceneJoinedEvent | LocquemareSceneStartedEvent | LocquemareSecretChosenEvent | LocquemareSecretPoolSetEvent | LocquemareSecretRevealedEvent | LocquemareSecretsDrawnEvent | LocquemareSessionEndedEvent | LocquemareSessionStartedEvent | LocquemareStressAppliedEvent | LocquemareStressCheckedEvent | LocquemareStressClearedEvent | LocquemareTokenGainedEvent | LocquemareTokensDiscardedEvent | LocquemareTokensGrantedEvent | LocquemareTokenSpentEvent | LocquemareTokenTransferredEvent | LocquemareTruthRevealedEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent]
    next_: int | None
    ruleset: LocquemareEventPageOutRuleset
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_act_ended_event import LocquemareActEndedEvent # noqa: PLC0415
        from ..models.locquemare_act_started_event import LocquemareActStartedEvent # noqa: PLC0415
        from ..models.locquemare_action_closed_event import LocquemareActionClosedEvent # noqa: PLC0415
        from ..models.locquemare_action_declared_event import LocquemareActionDeclaredEvent # noqa: PLC0415
        from ..models.locquemare_action_resolved_event import LocquemareActionResolvedEvent # noqa: PLC0415
        from ..models.locquemare_action_rolled_event import LocquemareActionRolledEvent # noqa: PLC0415
        from ..models.locquemare_adversity_defeat_accepted_event import LocquemareAdversityDefeatAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_adversity_tokens_discarded_event import LocquemareAdversityTokensDiscardedEvent # noqa: PLC0415
        from ..models.locquemare_adversity_tokens_kept_event import LocquemareAdversityTokensKeptEvent # noqa: PLC0415
        from ..models.locquemare_approaches_adjusted_event import LocquemareApproachesAdjustedEvent # noqa: PLC0415
        from ..models.locquemare_character_key_modified_event import LocquemareCharacterKeyModifiedEvent # noqa: PLC0415
        from ..models.locquemare_character_registered_event import LocquemareCharacterRegisteredEvent # noqa: PLC0415
        from ..models.locquemare_complication_accepted_event import LocquemareComplicationAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_complication_proposed_event import LocquemareComplicationProposedEvent # noqa: PLC0415
        from ..models.locquemare_complication_refused_event import LocquemareComplicationRefusedEvent # noqa: PLC0415
        from ..models.locquemare_conflict_ended_event import LocquemareConflictEndedEvent # noqa: PLC0415
        from ..models.locquemare_conflict_started_event import LocquemareConflictStartedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_described_event import LocquemareConsequenceDescribedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_inflicted_event import LocquemareConsequenceInflictedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_recovered_event import LocquemareConsequenceRecoveredEvent # noqa: PLC0415
        from ..models.locquemare_damage_dealt_event import LocquemareDamageDealtEvent # noqa: PLC0415
        from ..models.locquemare_danger_token_spent_event import LocquemareDangerTokenSpentEvent # noqa: PLC0415
        from ..models.locquemare_danger_tokens_granted_event import LocquemareDangerTokensGrantedEvent # noqa: PLC0415
        from ..models.locquemare_defeat_accepted_event import LocquemareDefeatAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_difficulty_set_event import LocquemareDifficultySetEvent # noqa: PLC0415
        from ..models.locquemare_elan_created_event import LocquemareElanCreatedEvent # noqa: PLC0415
        from ..models.locquemare_elan_used_event import LocquemareElanUsedEvent # noqa: PLC0415
        from ..models.locquemare_evolution_points_awarded_event import LocquemareEvolutionPointsAwardedEvent # noqa: PLC0415
        from ..models.locquemare_evolution_track_emptied_event import LocquemareEvolutionTrackEmptiedEvent # noqa: PLC0415
        from ..models.locquemare_extreme_consequence_taken_event import LocquemareExtremeConsequenceTakenEvent # noqa: PLC0415
        from ..models.locquemare_fact_established_event import LocquemareFactEstablishedEvent # noqa: PLC0415
        from ..models.locquemare_free_activation_used_event import LocquemareFreeActivationUsedEvent # noqa: PLC0415
        from ..models.locquemare_free_activations_granted_event import LocquemareFreeActivationsGrantedEvent # noqa: PLC0415
        from ..models.locquemare_harm_pending_event import LocquemareHarmPendingEvent # noqa: PLC0415
        from ..models.locquemare_harm_resolved_event import LocquemareHarmResolvedEvent # noqa: PLC0415
        from ..models.locquemare_hero_left_scene_event import LocquemareHeroLeftSceneEvent # noqa: PLC0415
        from ..models.locquemare_hero_taken_out_event import LocquemareHeroTakenOutEvent # noqa: PLC0415
        from ..models.locquemare_key_activated_event import LocquemareKeyActivatedEvent # noqa: PLC0415
        from ..models.locquemare_key_created_event import LocquemareKeyCreatedEvent # noqa: PLC0415
        from ..models.locquemare_key_extended_event import LocquemareKeyExtendedEvent # noqa: PLC0415
        from ..models.locquemare_key_removed_event import LocquemareKeyRemovedEvent # noqa: PLC0415
        from ..models.locquemare_key_revealed_event import LocquemareKeyRevealedEvent # noqa: PLC0415
        from ..models.locquemare_npc_consequence_taken_event import LocquemareNpcConsequenceTakenEvent # noqa: PLC0415
        from ..models.locquemare_npc_created_event import LocquemareNpcCreatedEvent # noqa: PLC0415
        from ..models.locquemare_npc_harm_pending_event import LocquemareNpcHarmPendingEvent # noqa: PLC0415
        from ..models.locquemare_npc_restored_event import LocquemareNpcRestoredEvent # noqa: PLC0415
        from ..models.locquemare_npc_revealed_event import LocquemareNpcRevealedEvent # noqa: PLC0415
        from ..models.locquemare_npc_stress_applied_event import LocquemareNpcStressAppliedEvent # noqa: PLC0415
        from ..models.locquemare_npc_taken_out_event import LocquemareNpcTakenOutEvent # noqa: PLC0415
        from ..models.locquemare_npcs_left_scene_event import LocquemareNpcsLeftSceneEvent # noqa: PLC0415
        from ..models.locquemare_outcome_chosen_event import LocquemareOutcomeChosenEvent # noqa: PLC0415
        from ..models.locquemare_prowess_activated_event import LocquemareProwessActivatedEvent # noqa: PLC0415
        from ..models.locquemare_prowess_gained_event import LocquemareProwessGainedEvent # noqa: PLC0415
        from ..models.locquemare_resources_adjusted_event import LocquemareResourcesAdjustedEvent # noqa: PLC0415
        from ..models.locquemare_resources_redistributed_event import LocquemareResourcesRedistributedEvent # noqa: PLC0415
        from ..models.locquemare_resources_restored_event import LocquemareResourcesRestoredEvent # noqa: PLC0415
        from ..models.locquemare_scenario_ended_event import LocquemareScenarioEndedEvent # noqa: PLC0415
        from ..models.locquemare_scenario_started_event import LocquemareScenarioStartedEvent # noqa: PLC0415
        from ..models.locquemare_scene_ended_event import LocquemareSceneEndedEvent # noqa: PLC0415
        from ..models.locquemare_scene_joined_event import LocquemareSceneJoinedEvent # noqa: PLC0415
        from ..models.locquemare_scene_started_event import LocquemareSceneStartedEvent # noqa: PLC0415
        from ..models.locquemare_secret_chosen_event import LocquemareSecretChosenEvent # noqa: PLC0415
        from ..models.locquemare_secret_pool_set_event import LocquemareSecretPoolSetEvent # noqa: PLC0415
        from ..models.locquemare_secret_revealed_event import LocquemareSecretRevealedEvent # noqa: PLC0415
        from ..models.locquemare_secrets_drawn_event import LocquemareSecretsDrawnEvent # noqa: PLC0415
        from ..models.locquemare_session_ended_event import LocquemareSessionEndedEvent # noqa: PLC0415
        from ..models.locquemare_session_started_event import LocquemareSessionStartedEvent # noqa: PLC0415
        from ..models.locquemare_stress_applied_event import LocquemareStressAppliedEvent # noqa: PLC0415
        from ..models.locquemare_stress_checked_event import LocquemareStressCheckedEvent # noqa: PLC0415
        from ..models.locquemare_stress_cleared_event import LocquemareStressClearedEvent # noqa: PLC0415
        from ..models.locquemare_token_gained_event import LocquemareTokenGainedEvent # noqa: PLC0415
        from ..models.locquemare_token_spent_event import LocquemareTokenSpentEvent # noqa: PLC0415
        from ..models.locquemare_token_transferred_event import LocquemareTokenTransferredEvent # noqa: PLC0415
        from ..models.locquemare_tokens_discarded_event import LocquemareTokensDiscardedEvent # noqa: PLC0415
        from ..models.locquemare_tokens_granted_event import LocquemareTokensGrantedEvent # noqa: PLC0415
        from ..models.locquemare_truth_revealed_event import LocquemareTruthRevealedEvent # noqa: PLC0415
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, LocquemareSecretPoolSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareCharacterRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSecretsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSecretChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareScenarioStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareScenarioEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSceneStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSceneEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSessionStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSessionEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTokensGrantedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTokensDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareDangerTokensGrantedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareAdversityTokensDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareAdversityTokensKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTokenSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTokenGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTokenTransferredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareDangerTokenSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareKeyCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareKeyRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareKeyExtendedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareKeyRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareFactEstablishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareCharacterKeyModifiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareFreeActivationsGrantedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareFreeActivationUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareElanCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareElanUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareEvolutionPointsAwardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareEvolutionTrackEmptiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareProwessGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareResourcesRedistributedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareApproachesAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareResourcesAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareTruthRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSecretRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActionDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareDifficultySetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareKeyActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareProwessActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActionRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActionResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareOutcomeChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareActionClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareDamageDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareComplicationProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareComplicationAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareComplicationRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareStressAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareStressCheckedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareConsequenceInflictedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareConsequenceDescribedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareConsequenceRecoveredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareExtremeConsequenceTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareHarmPendingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareHarmResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareHeroTakenOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareHeroLeftSceneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareStressClearedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareResourcesRestoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareConflictStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareConflictEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareDefeatAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareAdversityDefeatAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcStressAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcHarmPendingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcConsequenceTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcTakenOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareSceneJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcsLeftSceneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcRestoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LocquemareNpcRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameImportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameForkedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatRevokedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatTokenRotatedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        next_: int | None
        next_ = self.next_

        ruleset = self.ruleset.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "next": next_,
            "ruleset": ruleset,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_act_ended_event import LocquemareActEndedEvent # noqa: PLC0415
        from ..models.locquemare_act_started_event import LocquemareActStartedEvent # noqa: PLC0415
        from ..models.locquemare_action_closed_event import LocquemareActionClosedEvent # noqa: PLC0415
        from ..models.locquemare_action_declared_event import LocquemareActionDeclaredEvent # noqa: PLC0415
        from ..models.locquemare_action_resolved_event import LocquemareActionResolvedEvent # noqa: PLC0415
        from ..models.locquemare_action_rolled_event import LocquemareActionRolledEvent # noqa: PLC0415
        from ..models.locquemare_adversity_defeat_accepted_event import LocquemareAdversityDefeatAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_adversity_tokens_discarded_event import LocquemareAdversityTokensDiscardedEvent # noqa: PLC0415
        from ..models.locquemare_adversity_tokens_kept_event import LocquemareAdversityTokensKeptEvent # noqa: PLC0415
        from ..models.locquemare_approaches_adjusted_event import LocquemareApproachesAdjustedEvent # noqa: PLC0415
        from ..models.locquemare_character_key_modified_event import LocquemareCharacterKeyModifiedEvent # noqa: PLC0415
        from ..models.locquemare_character_registered_event import LocquemareCharacterRegisteredEvent # noqa: PLC0415
        from ..models.locquemare_complication_accepted_event import LocquemareComplicationAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_complication_proposed_event import LocquemareComplicationProposedEvent # noqa: PLC0415
        from ..models.locquemare_complication_refused_event import LocquemareComplicationRefusedEvent # noqa: PLC0415
        from ..models.locquemare_conflict_ended_event import LocquemareConflictEndedEvent # noqa: PLC0415
        from ..models.locquemare_conflict_started_event import LocquemareConflictStartedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_described_event import LocquemareConsequenceDescribedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_inflicted_event import LocquemareConsequenceInflictedEvent # noqa: PLC0415
        from ..models.locquemare_consequence_recovered_event import LocquemareConsequenceRecoveredEvent # noqa: PLC0415
        from ..models.locquemare_damage_dealt_event import LocquemareDamageDealtEvent # noqa: PLC0415
        from ..models.locquemare_danger_token_spent_event import LocquemareDangerTokenSpentEvent # noqa: PLC0415
        from ..models.locquemare_danger_tokens_granted_event import LocquemareDangerTokensGrantedEvent # noqa: PLC0415
        from ..models.locquemare_defeat_accepted_event import LocquemareDefeatAcceptedEvent # noqa: PLC0415
        from ..models.locquemare_difficulty_set_event import LocquemareDifficultySetEvent # noqa: PLC0415
        from ..models.locquemare_elan_created_event import LocquemareElanCreatedEvent # noqa: PLC0415
        from ..models.locquemare_elan_used_event import LocquemareElanUsedEvent # noqa: PLC0415
        from ..models.locquemare_evolution_points_awarded_event import LocquemareEvolutionPointsAwardedEvent # noqa: PLC0415
        from ..models.locquemare_evolution_track_emptied_event import LocquemareEvolutionTrackEmptiedEvent # noqa: PLC0415
        from ..models.locquemare_extreme_consequence_taken_event import LocquemareExtremeConsequenceTakenEvent # noqa: PLC0415
        from ..models.locquemare_fact_established_event import LocquemareFactEstablishedEvent # noqa: PLC0415
        from ..models.locquemare_free_activation_used_event import LocquemareFreeActivationUsedEvent # noqa: PLC0415
        from ..models.locquemare_free_activations_granted_event import LocquemareFreeActivationsGrantedEvent # noqa: PLC0415
        from ..models.locquemare_harm_pending_event import LocquemareHarmPendingEvent # noqa: PLC0415
        from ..models.locquemare_harm_resolved_event import LocquemareHarmResolvedEvent # noqa: PLC0415
        from ..models.locquemare_hero_left_scene_event import LocquemareHeroLeftSceneEvent # noqa: PLC0415
        from ..models.locquemare_hero_taken_out_event import LocquemareHeroTakenOutEvent # noqa: PLC0415
        from ..models.locquemare_key_activated_event import LocquemareKeyActivatedEvent # noqa: PLC0415
        from ..models.locquemare_key_created_event import LocquemareKeyCreatedEvent # noqa: PLC0415
        from ..models.locquemare_key_extended_event import LocquemareKeyExtendedEvent # noqa: PLC0415
        from ..models.locquemare_key_removed_event import LocquemareKeyRemovedEvent # noqa: PLC0415
        from ..models.locquemare_key_revealed_event import LocquemareKeyRevealedEvent # noqa: PLC0415
        from ..models.locquemare_npc_consequence_taken_event import LocquemareNpcConsequenceTakenEvent # noqa: PLC0415
        from ..models.locquemare_npc_created_event import LocquemareNpcCreatedEvent # noqa: PLC0415
        from ..models.locquemare_npc_harm_pending_event import LocquemareNpcHarmPendingEvent # noqa: PLC0415
        from ..models.locquemare_npc_restored_event import LocquemareNpcRestoredEvent # noqa: PLC0415
        from ..models.locquemare_npc_revealed_event import LocquemareNpcRevealedEvent # noqa: PLC0415
        from ..models.locquemare_npc_stress_applied_event import LocquemareNpcStressAppliedEvent # noqa: PLC0415
        from ..models.locquemare_npc_taken_out_event import LocquemareNpcTakenOutEvent # noqa: PLC0415
        from ..models.locquemare_npcs_left_scene_event import LocquemareNpcsLeftSceneEvent # noqa: PLC0415
        from ..models.locquemare_outcome_chosen_event import LocquemareOutcomeChosenEvent # noqa: PLC0415
        from ..models.locquemare_prowess_activated_event import LocquemareProwessActivatedEvent # noqa: PLC0415
        from ..models.locquemare_prowess_gained_event import LocquemareProwessGainedEvent # noqa: PLC0415
        from ..models.locquemare_resources_adjusted_event import LocquemareResourcesAdjustedEvent # noqa: PLC0415
        from ..models.locquemare_resources_redistributed_event import LocquemareResourcesRedistributedEvent # noqa: PLC0415
        from ..models.locquemare_resources_restored_event import LocquemareResourcesRestoredEvent # noqa: PLC0415
        from ..models.locquemare_scenario_ended_event import LocquemareScenarioEndedEvent # noqa: PLC0415
        from ..models.locquemare_scenario_started_event import LocquemareScenarioStartedEvent # noqa: PLC0415
        from ..models.locquemare_scene_ended_event import LocquemareSceneEndedEvent # noqa: PLC0415
        from ..models.locquemare_scene_joined_event import LocquemareSceneJoinedEvent # noqa: PLC0415
        from ..models.locquemare_scene_started_event import LocquemareSceneStartedEvent # noqa: PLC0415
        from ..models.locquemare_secret_chosen_event import LocquemareSecretChosenEvent # noqa: PLC0415
        from ..models.locquemare_secret_pool_set_event import LocquemareSecretPoolSetEvent # noqa: PLC0415
        from ..models.locquemare_secret_revealed_event import LocquemareSecretRevealedEvent # noqa: PLC0415
        from ..models.locquemare_secrets_drawn_event import LocquemareSecretsDrawnEvent # noqa: PLC0415
        from ..models.locquemare_session_ended_event import LocquemareSessionEndedEvent # noqa: PLC0415
        from ..models.locquemare_session_started_event import LocquemareSessionStartedEvent # noqa: PLC0415
        from ..models.locquemare_stress_applied_event import LocquemareStressAppliedEvent # noqa: PLC0415
        from ..models.locquemare_stress_checked_event import LocquemareStressCheckedEvent # noqa: PLC0415
        from ..models.locquemare_stress_cleared_event import LocquemareStressClearedEvent # noqa: PLC0415
        from ..models.locquemare_token_gained_event import LocquemareTokenGainedEvent # noqa: PLC0415
        from ..models.locquemare_token_spent_event import LocquemareTokenSpentEvent # noqa: PLC0415
        from ..models.locquemare_token_transferred_event import LocquemareTokenTransferredEvent # noqa: PLC0415
        from ..models.locquemare_tokens_discarded_event import LocquemareTokensDiscardedEvent # noqa: PLC0415
        from ..models.locquemare_tokens_granted_event import LocquemareTokensGrantedEvent # noqa: PLC0415
        from ..models.locquemare_truth_revealed_event import LocquemareTruthRevealedEvent # noqa: PLC0415
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> LocquemareActEndedEvent | LocquemareActionClosedEvent | LocquemareActionDeclaredEvent | LocquemareActionResolvedEvent | LocquemareActionRolledEvent | LocquemareActStartedEvent | LocquemareAdversityDefeatAcceptedEvent | LocquemareAdversityTokensDiscardedEvent | LocquemareAdversityTokensKeptEvent | LocquemareApproachesAdjustedEvent | LocquemareCharacterKeyModifiedEvent | LocquemareCharacterRegisteredEvent | LocquemareComplicationAcceptedEvent | LocquemareComplicationProposedEvent | LocquemareComplicationRefusedEvent | LocquemareConflictEndedEvent | LocquemareConflictStartedEvent | LocquemareConsequenceDescribedEvent | LocquemareConsequenceInflictedEvent | LocquemareConsequenceRecoveredEvent | LocquemareDamageDealtEvent | LocquemareDangerTokensGrantedEvent | LocquemareDangerTokenSpentEvent | LocquemareDefeatAcceptedEvent | LocquemareDifficultySetEvent | LocquemareElanCreatedEvent | LocquemareElanUsedEvent | LocquemareEvolutionPointsAwardedEvent | LocquemareEvolutionTrackEmptiedEvent | LocquemareExtremeConsequenceTakenEvent | LocquemareFactEstablishedEvent | LocquemareFreeActivationsGrantedEvent | LocquemareFreeActivationUsedEvent | LocquemareHarmPendingEvent | LocquemareHarmResolvedEvent | LocquemareHeroLeftSceneEvent | LocquemareHeroTakenOutEvent | LocquemareKeyActivatedEvent | LocquemareKeyCreatedEvent | LocquemareKeyExtendedEvent | LocquemareKeyRemovedEvent | LocquemareKeyRevealedEvent | LocquemareNpcConsequenceTakenEvent | LocquemareNpcCreatedEvent | LocquemareNpcHarmPendingEvent | LocquemareNpcRestoredEvent | LocquemareNpcRevealedEvent | LocquemareNpcsLeftSceneEvent | LocquemareNpcStressAppliedEvent | LocquemareNpcTakenOutEvent | LocquemareOutcomeChosenEvent | LocquemareProwessActivatedEvent | LocquemareProwessGainedEvent | LocquemareResourcesAdjustedEvent | LocquemareResourcesRedistributedEvent | LocquemareResourcesRestoredEvent | LocquemareScenarioEndedEvent | LocquemareScenarioStartedEvent | LocquemareSceneEndedEvent | LocquemareSceneJoinedEvent | LocquemareSceneStartedEvent | LocquemareSecretChosenEvent | LocquemareSecretPoolSetEvent | LocquemareSecretRevealedEvent | LocquemareSecretsDrawnEvent | LocquemareSessionEndedEvent | LocquemareSessionStartedEvent | LocquemareStressAppliedEvent | LocquemareStressCheckedEvent | LocquemareStressClearedEvent | LocquemareTokenGainedEvent | LocquemareTokensDiscardedEvent | LocquemareTokensGrantedEvent | LocquemareTokenSpentEvent | LocquemareTokenTransferredEvent | LocquemareTruthRevealedEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_0 = LocquemareSecretPoolSetEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_1 = LocquemareCharacterRegisteredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_2 = LocquemareNpcCreatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_3 = LocquemareSecretsDrawnEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_4 = LocquemareSecretChosenEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_5 = LocquemareScenarioStartedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_6 = LocquemareScenarioEndedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_7 = LocquemareActStartedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_8 = LocquemareActEndedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_9 = LocquemareSceneStartedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_10 = LocquemareSceneEndedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_11 = LocquemareSessionStartedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_12 = LocquemareSessionEndedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_13 = LocquemareTokensGrantedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_14 = LocquemareTokensDiscardedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_15 = LocquemareDangerTokensGrantedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_16 = LocquemareAdversityTokensDiscardedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_17 = LocquemareAdversityTokensKeptEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_18 = LocquemareTokenSpentEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_19 = LocquemareTokenGainedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_20 = LocquemareTokenTransferredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_21 = LocquemareDangerTokenSpentEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_22 = LocquemareKeyCreatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_23 = LocquemareKeyRevealedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_24 = LocquemareKeyExtendedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_25 = LocquemareKeyRemovedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_26 = LocquemareFactEstablishedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_27 = LocquemareCharacterKeyModifiedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_28 = LocquemareFreeActivationsGrantedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_29 = LocquemareFreeActivationUsedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_30 = LocquemareElanCreatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_31 = LocquemareElanUsedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_32 = LocquemareEvolutionPointsAwardedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_33 = LocquemareEvolutionTrackEmptiedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_34 = LocquemareProwessGainedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_35 = LocquemareResourcesRedistributedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_36 = LocquemareApproachesAdjustedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_37 = LocquemareResourcesAdjustedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_38 = LocquemareTruthRevealedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_39 = LocquemareSecretRevealedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_40 = LocquemareActionDeclaredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_41 = LocquemareDifficultySetEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_42 = LocquemareKeyActivatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_43 = LocquemareProwessActivatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_44 = LocquemareActionRolledEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_45 = LocquemareActionResolvedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_46 = LocquemareOutcomeChosenEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_47 = LocquemareActionClosedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_48 = LocquemareDamageDealtEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_49 = LocquemareComplicationProposedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_50 = LocquemareComplicationAcceptedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_51 = LocquemareComplicationRefusedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_52 = LocquemareStressAppliedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_53 = LocquemareStressCheckedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_54 = LocquemareConsequenceInflictedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_55 = LocquemareConsequenceDescribedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_56 = LocquemareConsequenceRecoveredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_57 = LocquemareExtremeConsequenceTakenEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_58 = LocquemareHarmPendingEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_59 = LocquemareHarmResolvedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_60 = LocquemareHeroTakenOutEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_61 = LocquemareHeroLeftSceneEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_62 = LocquemareStressClearedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_63 = LocquemareResourcesRestoredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_64 = LocquemareConflictStartedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_65 = LocquemareConflictEndedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_66 = LocquemareDefeatAcceptedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_67 = LocquemareAdversityDefeatAcceptedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_68 = LocquemareNpcStressAppliedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_69 = LocquemareNpcHarmPendingEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_70 = LocquemareNpcConsequenceTakenEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_71 = LocquemareNpcTakenOutEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_72 = LocquemareSceneJoinedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_72
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_73 = LocquemareNpcsLeftSceneEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_73
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_74 = LocquemareNpcRestoredEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_74
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_75 = LocquemareNpcRevealedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_75
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_76 = PlatformGameCreatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_76
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_77 = PlatformSeatJoinedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_77
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_78 = PlatformGameClosedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_78
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_79 = PlatformGameImportedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_79
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_80 = PlatformGameForkedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_80
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_81 = PlatformSeatRevokedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_81
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_event_type_82 = PlatformSeatTokenRotatedEvent.from_dict(data)



                    return componentsschemas_locquemare_event_type_82
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_locquemare_event_type_83 = PlatformRedactedEvent.from_dict(data)



                return componentsschemas_locquemare_event_type_83

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        ruleset = LocquemareEventPageOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        locquemare_event_page_out = cls(
            events=events,
            next_=next_,
            ruleset=ruleset,
            version=version,
        )


        locquemare_event_page_out.additional_properties = d
        return locquemare_event_page_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
