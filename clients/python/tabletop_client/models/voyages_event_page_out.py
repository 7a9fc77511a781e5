from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_event_page_out_ruleset import VoyagesEventPageOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.platform_game_closed_event import PlatformGameClosedEvent
  from ..models.platform_game_created_event import PlatformGameCreatedEvent
  from ..models.platform_game_forked_event import PlatformGameForkedEvent
  from ..models.platform_game_imported_event import PlatformGameImportedEvent
  from ..models.platform_redacted_event import PlatformRedactedEvent
  from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent
  from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent
  from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent
  from ..models.voyages_action_closed_event import VoyagesActionClosedEvent
  from ..models.voyages_action_cost_applied_event import VoyagesActionCostAppliedEvent
  from ..models.voyages_action_cost_set_event import VoyagesActionCostSetEvent
  from ..models.voyages_action_result_computed_event import VoyagesActionResultComputedEvent
  from ..models.voyages_action_rolled_event import VoyagesActionRolledEvent
  from ..models.voyages_adjective_added_event import VoyagesAdjectiveAddedEvent
  from ..models.voyages_adjective_removed_event import VoyagesAdjectiveRemovedEvent
  from ..models.voyages_adjective_value_changed_event import VoyagesAdjectiveValueChangedEvent
  from ..models.voyages_approach_chosen_event import VoyagesApproachChosenEvent
  from ..models.voyages_approach_contested_event import VoyagesApproachContestedEvent
  from ..models.voyages_approach_kept_event import VoyagesApproachKeptEvent
  from ..models.voyages_approach_ruled_event import VoyagesApproachRuledEvent
  from ..models.voyages_blocks_declared_event import VoyagesBlocksDeclaredEvent
  from ..models.voyages_character_registered_event import VoyagesCharacterRegisteredEvent
  from ..models.voyages_character_sheet_revised_event import VoyagesCharacterSheetRevisedEvent
  from ..models.voyages_conflict_closed_event import VoyagesConflictClosedEvent
  from ..models.voyages_conflict_opened_event import VoyagesConflictOpenedEvent
  from ..models.voyages_conflict_settled_event import VoyagesConflictSettledEvent
  from ..models.voyages_conflict_side_rolled_event import VoyagesConflictSideRolledEvent
  from ..models.voyages_escalation_changed_event import VoyagesEscalationChangedEvent
  from ..models.voyages_flaw_invoked_event import VoyagesFlawInvokedEvent
  from ..models.voyages_frame_changed_event import VoyagesFrameChangedEvent
  from ..models.voyages_generic_stake_acquired_event import VoyagesGenericStakeAcquiredEvent
  from ..models.voyages_group_result_apportioned_event import VoyagesGroupResultApportionedEvent
  from ..models.voyages_group_split_event import VoyagesGroupSplitEvent
  from ..models.voyages_help_joined_event import VoyagesHelpJoinedEvent
  from ..models.voyages_inventory_tint_added_event import VoyagesInventoryTintAddedEvent
  from ..models.voyages_involvement_set_event import VoyagesInvolvementSetEvent
  from ..models.voyages_maybe_resolved_event import VoyagesMaybeResolvedEvent
  from ..models.voyages_member_joined_conflict_event import VoyagesMemberJoinedConflictEvent
  from ..models.voyages_member_left_conflict_event import VoyagesMemberLeftConflictEvent
  from ..models.voyages_own_tint_regenerated_event import VoyagesOwnTintRegeneratedEvent
  from ..models.voyages_risk_taken_event import VoyagesRiskTakenEvent
  from ..models.voyages_roll_rerolled_event import VoyagesRollRerolledEvent
  from ..models.voyages_round_resolved_event import VoyagesRoundResolvedEvent
  from ..models.voyages_round_scored_event import VoyagesRoundScoredEvent
  from ..models.voyages_round_started_event import VoyagesRoundStartedEvent
  from ..models.voyages_settlement_accepted_event import VoyagesSettlementAcceptedEvent
  from ..models.voyages_settlement_proposed_event import VoyagesSettlementProposedEvent
  from ..models.voyages_settlement_rejected_event import VoyagesSettlementRejectedEvent
  from ..models.voyages_settlement_withdrawn_event import VoyagesSettlementWithdrawnEvent
  from ..models.voyages_side_left_conflict_event import VoyagesSideLeftConflictEvent
  from ..models.voyages_situation_closed_event import VoyagesSituationClosedEvent
  from ..models.voyages_situation_opened_event import VoyagesSituationOpenedEvent
  from ..models.voyages_situation_points_spent_event import VoyagesSituationPointsSpentEvent
  from ..models.voyages_situation_rolled_event import VoyagesSituationRolledEvent
  from ..models.voyages_situation_scored_event import VoyagesSituationScoredEvent
  from ..models.voyages_spending_declared_event import VoyagesSpendingDeclaredEvent
  from ..models.voyages_stake_acquired_event import VoyagesStakeAcquiredEvent
  from ..models.voyages_stake_offered_event import VoyagesStakeOfferedEvent
  from ..models.voyages_stake_priced_event import VoyagesStakePricedEvent
  from ..models.voyages_stake_proposed_event import VoyagesStakeProposedEvent
  from ..models.voyages_stake_refused_event import VoyagesStakeRefusedEvent
  from ..models.voyages_stake_returned_event import VoyagesStakeReturnedEvent
  from ..models.voyages_stake_withdrawn_event import VoyagesStakeWithdrawnEvent
  from ..models.voyages_tattoo_tint_restored_event import VoyagesTattooTintRestoredEvent
  from ..models.voyages_terrain_changed_event import VoyagesTerrainChangedEvent
  from ..models.voyages_thing_registered_event import VoyagesThingRegisteredEvent
  from ..models.voyages_time_boundary_passed_event import VoyagesTimeBoundaryPassedEvent
  from ..models.voyages_tint_spent_for_reroll_event import VoyagesTintSpentForRerollEvent





T = TypeVar("T", bound="VoyagesEventPageOut")



@_attrs_define
class VoyagesEventPageOut:
    """ A page of the log; pass `next` as `after` for the next page (null: the end).

        Attributes:
            events (list[PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent |
                PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent |
                PlatformSeatTokenRotatedEvent | VoyagesActionClosedEvent | VoyagesActionCostAppliedEvent |
                VoyagesActionCostSetEvent | VoyagesActionResultComputedEvent | VoyagesActionRolledEvent |
                VoyagesAdjectiveAddedEvent | VoyagesAdjectiveRemovedEvent | VoyagesAdjectiveValueChangedEvent |
                VoyagesApproachChosenEvent | VoyagesApproachContestedEvent | VoyagesApproachKeptEvent |
                VoyagesApproachRuledEvent | VoyagesBlocksDeclaredEvent | VoyagesCharacterRegisteredEvent |
                VoyagesCharacterSheetRevisedEvent | VoyagesConflictClosedEvent | VoyagesConflictOpenedEvent |
                VoyagesConflictSettledEvent | VoyagesConflictSideRolledEvent | VoyagesEscalationChangedEvent |
                VoyagesFlawInvokedEvent | VoyagesFrameChangedEvent | VoyagesGenericStakeAcquiredEvent |
                VoyagesGroupResultApportionedEvent | VoyagesGroupSplitEvent | VoyagesHelpJoinedEvent |
                VoyagesInventoryTintAddedEvent | VoyagesInvolvementSetEvent | VoyagesMaybeResolvedEvent |
                VoyagesMemberJoinedConflictEvent | VoyagesMemberLeftConflictEvent | VoyagesOwnTintRegeneratedEvent |
                VoyagesRiskTakenEvent | VoyagesRollRerolledEvent | VoyagesRoundResolvedEvent | VoyagesRoundScoredEvent |
                VoyagesRoundStartedEvent | VoyagesSettlementAcceptedEvent | VoyagesSettlementProposedEvent |
                VoyagesSettlementRejectedEvent | VoyagesSettlementWithdrawnEvent | VoyagesSideLeftConflictEvent |
                VoyagesSituationClosedEvent | VoyagesSituationOpenedEvent | VoyagesSituationPointsSpentEvent |
                VoyagesSituationRolledEvent | VoyagesSituationScoredEvent | VoyagesSpendingDeclaredEvent |
                VoyagesStakeAcquiredEvent | VoyagesStakeOfferedEvent | VoyagesStakePricedEvent | VoyagesStakeProposedEvent |
                VoyagesStakeRefusedEvent | VoyagesStakeReturnedEvent | VoyagesStakeWithdrawnEvent |
                VoyagesTattooTintRestoredEvent | VoyagesTerrainChangedEvent | VoyagesThingRegisteredEvent |
                VoyagesTimeBoundaryPassedEvent | VoyagesTintSpentForRerollEvent]): The events of the page, oldest first, as this
                seat may read them.
            next_ (int | None): The `after` to ask for the next page; null at the end.
            ruleset (VoyagesEventPageOutRuleset): The game's rule system.
            version (int): The game's current version.
     """

    events: list[PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent | VoyagesActionClosedEvent | VoyagesActionCostAppliedEvent | VoyagesActionCostSetEvent | VoyagesActionResultComputedEvent | VoyagesActionRolledEvent | VoyagesAdjectiveAddedEvent | VoyagesAdjectiveRemovedEvent | VoyagesAdjectiveValueChangedEvent | VoyagesApproachChosenEvent | VoyagesApproachContestedEvent | VoyagesApproachKeptEvent | VoyagesApproachRuledEvent | VoyagesBlocksDeclaredEvent | VoyagesCharacterRegisteredEvent | VoyagesCharacterSheetRevisedEvent | VoyagesConflictClosedEvent | VoyagesConflictOpenedEvent | VoyagesConflictSettledEvent | VoyagesConflictSideRolledEvent | VoyagesEscalationChangedEvent | VoyagesFlawInvokedEvent | VoyagesFrameChangedEvent | VoyagesGenericStakeAcquiredEvent | VoyagesGroupResultApportionedEvent | VoyagesGroupSplitEvent | VoyagesHelpJoinedEvent | VoyagesInventoryTintAddedEvent | VoyagesInvolvementSetEvent | VoyagesMaybeResolvedEvent | VoyagesMemberJoinedConflictEvent | VoyagesMemberLeftConflictEvent | VoyagesOwnTintRegeneratedEvent | VoyagesRiskTakenEvent | VoyagesRollRerolledEvent | VoyagesRoundResolvedEvent | VoyagesRoundScoredEvent | VoyagesRoundStartedEvent | VoyagesSettlementAcceptedEvent | VoyagesSettlementProposedEvent | VoyagesSettlementRejectedEvent | VoyagesSettlementWithdrawnEvent | VoyagesSideLeftConflictEvent | VoyagesSituationClosedEvent | VoyagesSituationOpenedEvent | VoyagesSituationPointsSpentEvent | VoyagesSituationRolledEvent | VoyagesSituationScoredEvent | VoyagesSpendingDeclaredEvent | VoyagesStakeAcquiredEvent | VoyagesStakeOfferedEvent | VoyagesStakePricedEvent | VoyagesStakeProposedEvent | VoyagesStakeRefusedEvent | VoyagesStakeReturnedEvent | VoyagesStakeWithdrawnEvent | VoyagesTattooTintRestoredEvent | VoyagesTerrainChangedEvent | VoyagesThingRegisteredEvent | VoyagesTimeBoundaryPassedEvent | VoyagesTintSpentForRerollEvent]
    next_: int | None
    ruleset: VoyagesEventPageOutRuleset
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        from ..models.voyages_action_closed_event import VoyagesActionClosedEvent # noqa: PLC0415
        from ..models.voyages_action_cost_applied_event import VoyagesActionCostAppliedEvent # noqa: PLC0415
        from ..models.voyages_action_cost_set_event import VoyagesActionCostSetEvent # noqa: PLC0415
        from ..models.voyages_action_result_computed_event import VoyagesActionResultComputedEvent # noqa: PLC0415
        from ..models.voyages_action_rolled_event import VoyagesActionRolledEvent # noqa: PLC0415
        from ..models.voyages_adjective_added_event import VoyagesAdjectiveAddedEvent # noqa: PLC0415
        from ..models.voyages_adjective_removed_event import VoyagesAdjectiveRemovedEvent # noqa: PLC0415
        from ..models.voyages_adjective_value_changed_event import VoyagesAdjectiveValueChangedEvent # noqa: PLC0415
        from ..models.voyages_approach_chosen_event import VoyagesApproachChosenEvent # noqa: PLC0415
        from ..models.voyages_approach_contested_event import VoyagesApproachContestedEvent # noqa: PLC0415
        from ..models.voyages_approach_kept_event import VoyagesApproachKeptEvent # noqa: PLC0415
        from ..models.voyages_approach_ruled_event import VoyagesApproachRuledEvent # noqa: PLC0415
        from ..models.voyages_blocks_declared_event import VoyagesBlocksDeclaredEvent # noqa: PLC0415
        from ..models.voyages_character_registered_event import VoyagesCharacterRegisteredEvent # noqa: PLC0415
        from ..models.voyages_character_sheet_revised_event import VoyagesCharacterSheetRevisedEvent # noqa: PLC0415
        from ..models.voyages_conflict_closed_event import VoyagesConflictClosedEvent # noqa: PLC0415
        from ..models.voyages_conflict_opened_event import VoyagesConflictOpenedEvent # noqa: PLC0415
        from ..models.voyages_conflict_settled_event import VoyagesConflictSettledEvent # noqa: PLC0415
        from ..models.voyages_conflict_side_rolled_event import VoyagesConflictSideRolledEvent # noqa: PLC0415
        from ..models.voyages_escalation_changed_event import VoyagesEscalationChangedEvent # noqa: PLC0415
        from ..models.voyages_flaw_invoked_event import VoyagesFlawInvokedEvent # noqa: PLC0415
        from ..models.voyages_frame_changed_event import VoyagesFrameChangedEvent # noqa: PLC0415
        from ..models.voyages_generic_stake_acquired_event import VoyagesGenericStakeAcquiredEvent # noqa: PLC0415
        from ..models.voyages_group_result_apportioned_event import VoyagesGroupResultApportionedEvent # noqa: PLC0415
        from ..models.voyages_group_split_event import VoyagesGroupSplitEvent # noqa: PLC0415
        from ..models.voyages_help_joined_event import VoyagesHelpJoinedEvent # noqa: PLC0415
        from ..models.voyages_inventory_tint_added_event import VoyagesInventoryTintAddedEvent # noqa: PLC0415
        from ..models.voyages_involvement_set_event import VoyagesInvolvementSetEvent # noqa: PLC0415
        from ..models.voyages_maybe_resolved_event import VoyagesMaybeResolvedEvent # noqa: PLC0415
        from ..models.voyages_member_joined_conflict_event import VoyagesMemberJoinedConflictEvent # noqa: PLC0415
        from ..models.voyages_member_left_conflict_event import VoyagesMemberLeftConflictEvent # noqa: PLC0415
        from ..models.voyages_own_tint_regenerated_event import VoyagesOwnTintRegeneratedEvent # noqa: PLC0415
        from ..models.voyages_risk_taken_event import VoyagesRiskTakenEvent # noqa: PLC0415
        from ..models.voyages_roll_rerolled_event import VoyagesRollRerolledEvent # noqa: PLC0415
        from ..models.voyages_round_resolved_event import VoyagesRoundResolvedEvent # noqa: PLC0415
        from ..models.voyages_round_scored_event import VoyagesRoundScoredEvent # noqa: PLC0415
        from ..models.voyages_round_started_event import VoyagesRoundStartedEvent # noqa: PLC0415
        from ..models.voyages_settlement_accepted_event import VoyagesSettlementAcceptedEvent # noqa: PLC0415
        from ..models.voyages_settlement_proposed_event import VoyagesSettlementProposedEvent # noqa: PLC0415
        from ..models.voyages_settlement_rejected_event import VoyagesSettlementRejectedEvent # noqa: PLC0415
        from ..models.voyages_settlement_withdrawn_event import VoyagesSettlementWithdrawnEvent # noqa: PLC0415
        from ..models.voyages_side_left_conflict_event import VoyagesSideLeftConflictEvent # noqa: PLC0415
        from ..models.voyages_situation_closed_event import VoyagesSituationClosedEvent # noqa: PLC0415
        from ..models.voyages_situation_opened_event import VoyagesSituationOpenedEvent # noqa: PLC0415
        from ..models.voyages_situation_points_spent_event import VoyagesSituationPointsSpentEvent # noqa: PLC0415
        from ..models.voyages_situation_rolled_event import VoyagesSituationRolledEvent # noqa: PLC0415
        from ..models.voyages_situation_scored_event import VoyagesSituationScoredEvent # noqa: PLC0415
        from ..models.voyages_spending_declared_event import VoyagesSpendingDeclaredEvent # noqa: PLC0415
        from ..models.voyages_stake_acquired_event import VoyagesStakeAcquiredEvent # noqa: PLC0415
        from ..models.voyages_stake_offered_event import VoyagesStakeOfferedEvent # noqa: PLC0415
        from ..models.voyages_stake_priced_event import VoyagesStakePricedEvent # noqa: PLC0415
        from ..models.voyages_stake_proposed_event import VoyagesStakeProposedEvent # noqa: PLC0415
        from ..models.voyages_stake_refused_event import VoyagesStakeRefusedEvent # noqa: PLC0415
        from ..models.voyages_stake_returned_event import VoyagesStakeReturnedEvent # noqa: PLC0415
        from ..models.voyages_stake_withdrawn_event import VoyagesStakeWithdrawnEvent # noqa: PLC0415
        from ..models.voyages_tattoo_tint_restored_event import VoyagesTattooTintRestoredEvent # noqa: PLC0415
        from ..models.voyages_terrain_changed_event import VoyagesTerrainChangedEvent # noqa: PLC0415
        from ..models.voyages_thing_registered_event import VoyagesThingRegisteredEvent # noqa: PLC0415
        from ..models.voyages_time_boundary_passed_event import VoyagesTimeBoundaryPassedEvent # noqa: PLC0415
        from ..models.voyages_tint_spent_for_reroll_event import VoyagesTintSpentForRerollEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, VoyagesCharacterRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesCharacterSheetRevisedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesThingRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesAdjectiveAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesAdjectiveValueChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesAdjectiveRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesInventoryTintAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesTattooTintRestoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesOwnTintRegeneratedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesTimeBoundaryPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesTintSpentForRerollEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesFlawInvokedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesActionRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesActionResultComputedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesMaybeResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesActionClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesRollRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSituationOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesInvolvementSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesRiskTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSituationRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesGroupSplitEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesGroupResultApportionedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSituationScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSituationPointsSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSituationClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesConflictOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakePricedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesActionCostSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesActionCostAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSettlementProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSettlementAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSettlementRejectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSettlementWithdrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesConflictSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesApproachContestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesApproachChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesApproachRuledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesConflictSideRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSpendingDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesBlocksDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesRoundResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeAcquiredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesGenericStakeAcquiredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesTerrainChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesApproachKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesEscalationChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesFrameChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesSideLeftConflictEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesConflictClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesStakeWithdrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesMemberJoinedConflictEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesMemberLeftConflictEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoyagesHelpJoinedEvent):
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
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        from ..models.voyages_action_closed_event import VoyagesActionClosedEvent # noqa: PLC0415
        from ..models.voyages_action_cost_applied_event import VoyagesActionCostAppliedEvent # noqa: PLC0415
        from ..models.voyages_action_cost_set_event import VoyagesActionCostSetEvent # noqa: PLC0415
        from ..models.voyages_action_result_computed_event import VoyagesActionResultComputedEvent # noqa: PLC0415
        from ..models.voyages_action_rolled_event import VoyagesActionRolledEvent # noqa: PLC0415
        from ..models.voyages_adjective_added_event import VoyagesAdjectiveAddedEvent # noqa: PLC0415
        from ..models.voyages_adjective_removed_event import VoyagesAdjectiveRemovedEvent # noqa: PLC0415
        from ..models.voyages_adjective_value_changed_event import VoyagesAdjectiveValueChangedEvent # noqa: PLC0415
        from ..models.voyages_approach_chosen_event import VoyagesApproachChosenEvent # noqa: PLC0415
        from ..models.voyages_approach_contested_event import VoyagesApproachContestedEvent # noqa: PLC0415
        from ..models.voyages_approach_kept_event import VoyagesApproachKeptEvent # noqa: PLC0415
        from ..models.voyages_approach_ruled_event import VoyagesApproachRuledEvent # noqa: PLC0415
        from ..models.voyages_blocks_declared_event import VoyagesBlocksDeclaredEvent # noqa: PLC0415
        from ..models.voyages_character_registered_event import VoyagesCharacterRegisteredEvent # noqa: PLC0415
        from ..models.voyages_character_sheet_revised_event import VoyagesCharacterSheetRevisedEvent # noqa: PLC0415
        from ..models.voyages_conflict_closed_event import VoyagesConflictClosedEvent # noqa: PLC0415
        from ..models.voyages_conflict_opened_event import VoyagesConflictOpenedEvent # noqa: PLC0415
        from ..models.voyages_conflict_settled_event import VoyagesConflictSettledEvent # noqa: PLC0415
        from ..models.voyages_conflict_side_rolled_event import VoyagesConflictSideRolledEvent # noqa: PLC0415
        from ..models.voyages_escalation_changed_event import VoyagesEscalationChangedEvent # noqa: PLC0415
        from ..models.voyages_flaw_invoked_event import VoyagesFlawInvokedEvent # noqa: PLC0415
        from ..models.voyages_frame_changed_event import VoyagesFrameChangedEvent # noqa: PLC0415
        from ..models.voyages_generic_stake_acquired_event import VoyagesGenericStakeAcquiredEvent # noqa: PLC0415
        from ..models.voyages_group_result_apportioned_event import VoyagesGroupResultApportionedEvent # noqa: PLC0415
        from ..models.voyages_group_split_event import VoyagesGroupSplitEvent # noqa: PLC0415
        from ..models.voyages_help_joined_event import VoyagesHelpJoinedEvent # noqa: PLC0415
        from ..models.voyages_inventory_tint_added_event import VoyagesInventoryTintAddedEvent # noqa: PLC0415
        from ..models.voyages_involvement_set_event import VoyagesInvolvementSetEvent # noqa: PLC0415
        from ..models.voyages_maybe_resolved_event import VoyagesMaybeResolvedEvent # noqa: PLC0415
        from ..models.voyages_member_joined_conflict_event import VoyagesMemberJoinedConflictEvent # noqa: PLC0415
        from ..models.voyages_member_left_conflict_event import VoyagesMemberLeftConflictEvent # noqa: PLC0415
        from ..models.voyages_own_tint_regenerated_event import VoyagesOwnTintRegeneratedEvent # noqa: PLC0415
        from ..models.voyages_risk_taken_event import VoyagesRiskTakenEvent # noqa: PLC0415
        from ..models.voyages_roll_rerolled_event import VoyagesRollRerolledEvent # noqa: PLC0415
        from ..models.voyages_round_resolved_event import VoyagesRoundResolvedEvent # noqa: PLC0415
        from ..models.voyages_round_scored_event import VoyagesRoundScoredEvent # noqa: PLC0415
        from ..models.voyages_round_started_event import VoyagesRoundStartedEvent # noqa: PLC0415
        from ..models.voyages_settlement_accepted_event import VoyagesSettlementAcceptedEvent # noqa: PLC0415
        from ..models.voyages_settlement_proposed_event import VoyagesSettlementProposedEvent # noqa: PLC0415
        from ..models.voyages_settlement_rejected_event import VoyagesSettlementRejectedEvent # noqa: PLC0415
        from ..models.voyages_settlement_withdrawn_event import VoyagesSettlementWithdrawnEvent # noqa: PLC0415
        from ..models.voyages_side_left_conflict_event import VoyagesSideLeftConflictEvent # noqa: PLC0415
        from ..models.voyages_situation_closed_event import VoyagesSituationClosedEvent # noqa: PLC0415
        from ..models.voyages_situation_opened_event import VoyagesSituationOpenedEvent # noqa: PLC0415
        from ..models.voyages_situation_points_spent_event import VoyagesSituationPointsSpentEvent # noqa: PLC0415
        from ..models.voyages_situation_rolled_event import VoyagesSituationRolledEvent # noqa: PLC0415
        from ..models.voyages_situation_scored_event import VoyagesSituationScoredEvent # noqa: PLC0415
        from ..models.voyages_spending_declared_event import VoyagesSpendingDeclaredEvent # noqa: PLC0415
        from ..models.voyages_stake_acquired_event import VoyagesStakeAcquiredEvent # noqa: PLC0415
        from ..models.voyages_stake_offered_event import VoyagesStakeOfferedEvent # noqa: PLC0415
        from ..models.voyages_stake_priced_event import VoyagesStakePricedEvent # noqa: PLC0415
        from ..models.voyages_stake_proposed_event import VoyagesStakeProposedEvent # noqa: PLC0415
        from ..models.voyages_stake_refused_event import VoyagesStakeRefusedEvent # noqa: PLC0415
        from ..models.voyages_stake_returned_event import VoyagesStakeReturnedEvent # noqa: PLC0415
        from ..models.voyages_stake_withdrawn_event import VoyagesStakeWithdrawnEvent # noqa: PLC0415
        from ..models.voyages_tattoo_tint_restored_event import VoyagesTattooTintRestoredEvent # noqa: PLC0415
        from ..models.voyages_terrain_changed_event import VoyagesTerrainChangedEvent # noqa: PLC0415
        from ..models.voyages_thing_registered_event import VoyagesThingRegisteredEvent # noqa: PLC0415
        from ..models.voyages_time_boundary_passed_event import VoyagesTimeBoundaryPassedEvent # noqa: PLC0415
        from ..models.voyages_tint_spent_for_reroll_event import VoyagesTintSpentForRerollEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent | VoyagesActionClosedEvent | VoyagesActionCostAppliedEvent | VoyagesActionCostSetEvent | VoyagesActionResultComputedEvent | VoyagesActionRolledEvent | VoyagesAdjectiveAddedEvent | VoyagesAdjectiveRemovedEvent | VoyagesAdjectiveValueChangedEvent | VoyagesApproachChosenEvent | VoyagesApproachContestedEvent | VoyagesApproachKeptEvent | VoyagesApproachRuledEvent | VoyagesBlocksDeclaredEvent | VoyagesCharacterRegisteredEvent | VoyagesCharacterSheetRevisedEvent | VoyagesConflictClosedEvent | VoyagesConflictOpenedEvent | VoyagesConflictSettledEvent | VoyagesConflictSideRolledEvent | VoyagesEscalationChangedEvent | VoyagesFlawInvokedEvent | VoyagesFrameChangedEvent | VoyagesGenericStakeAcquiredEvent | VoyagesGroupResultApportionedEvent | VoyagesGroupSplitEvent | VoyagesHelpJoinedEvent | VoyagesInventoryTintAddedEvent | VoyagesInvolvementSetEvent | VoyagesMaybeResolvedEvent | VoyagesMemberJoinedConflictEvent | VoyagesMemberLeftConflictEvent | VoyagesOwnTintRegeneratedEvent | VoyagesRiskTakenEvent | VoyagesRollRerolledEvent | VoyagesRoundResolvedEvent | VoyagesRoundScoredEvent | VoyagesRoundStartedEvent | VoyagesSettlementAcceptedEvent | VoyagesSettlementProposedEvent | VoyagesSettlementRejectedEvent | VoyagesSettlementWithdrawnEvent | VoyagesSideLeftConflictEvent | VoyagesSituationClosedEvent | VoyagesSituationOpenedEvent | VoyagesSituationPointsSpentEvent | VoyagesSituationRolledEvent | VoyagesSituationScoredEvent | VoyagesSpendingDeclaredEvent | VoyagesStakeAcquiredEvent | VoyagesStakeOfferedEvent | VoyagesStakePricedEvent | VoyagesStakeProposedEvent | VoyagesStakeRefusedEvent | VoyagesStakeReturnedEvent | VoyagesStakeWithdrawnEvent | VoyagesTattooTintRestoredEvent | VoyagesTerrainChangedEvent | VoyagesThingRegisteredEvent | VoyagesTimeBoundaryPassedEvent | VoyagesTintSpentForRerollEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_0 = VoyagesCharacterRegisteredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_1 = VoyagesCharacterSheetRevisedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_2 = VoyagesThingRegisteredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_3 = VoyagesAdjectiveAddedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_4 = VoyagesAdjectiveValueChangedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_5 = VoyagesAdjectiveRemovedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_6 = VoyagesInventoryTintAddedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_7 = VoyagesTattooTintRestoredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_8 = VoyagesOwnTintRegeneratedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_9 = VoyagesTimeBoundaryPassedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_10 = VoyagesTintSpentForRerollEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_11 = VoyagesFlawInvokedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_12 = VoyagesActionRolledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_13 = VoyagesActionResultComputedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_14 = VoyagesMaybeResolvedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_15 = VoyagesActionClosedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_16 = VoyagesRollRerolledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_17 = VoyagesSituationOpenedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_18 = VoyagesInvolvementSetEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_19 = VoyagesRiskTakenEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_20 = VoyagesSituationRolledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_21 = VoyagesGroupSplitEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_22 = VoyagesGroupResultApportionedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_23 = VoyagesSituationScoredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_24 = VoyagesSituationPointsSpentEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_25 = VoyagesSituationClosedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_26 = VoyagesConflictOpenedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_27 = VoyagesStakeProposedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_28 = VoyagesStakeOfferedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_29 = VoyagesStakePricedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_30 = VoyagesStakeRefusedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_31 = VoyagesStakeReturnedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_32 = VoyagesActionCostSetEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_33 = VoyagesActionCostAppliedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_34 = VoyagesSettlementProposedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_35 = VoyagesSettlementAcceptedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_36 = VoyagesSettlementRejectedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_37 = VoyagesSettlementWithdrawnEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_38 = VoyagesConflictSettledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_39 = VoyagesRoundStartedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_40 = VoyagesApproachContestedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_41 = VoyagesApproachChosenEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_42 = VoyagesApproachRuledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_43 = VoyagesConflictSideRolledEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_44 = VoyagesRoundScoredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_45 = VoyagesSpendingDeclaredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_46 = VoyagesBlocksDeclaredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_47 = VoyagesRoundResolvedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_48 = VoyagesStakeAcquiredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_49 = VoyagesGenericStakeAcquiredEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_50 = VoyagesTerrainChangedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_51 = VoyagesApproachKeptEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_52 = VoyagesEscalationChangedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_53 = VoyagesFrameChangedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_54 = VoyagesSideLeftConflictEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_55 = VoyagesConflictClosedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_56 = VoyagesStakeWithdrawnEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_57 = VoyagesMemberJoinedConflictEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_58 = VoyagesMemberLeftConflictEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_59 = VoyagesHelpJoinedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_60 = PlatformGameCreatedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_61 = PlatformSeatJoinedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_62 = PlatformGameClosedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_63 = PlatformGameImportedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_64 = PlatformGameForkedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_65 = PlatformSeatRevokedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_event_type_66 = PlatformSeatTokenRotatedEvent.from_dict(data)



                    return componentsschemas_voyages_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_voyages_event_type_67 = PlatformRedactedEvent.from_dict(data)



                return componentsschemas_voyages_event_type_67

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        ruleset = VoyagesEventPageOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        voyages_event_page_out = cls(
            events=events,
            next_=next_,
            ruleset=ruleset,
            version=version,
        )


        voyages_event_page_out.additional_properties = d
        return voyages_event_page_out

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
