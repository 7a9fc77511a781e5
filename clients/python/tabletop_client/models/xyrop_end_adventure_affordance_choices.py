from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_end_adventure_affordance_choices_participant_ids_item import XyropEndAdventureAffordanceChoicesParticipantIdsItem





T = TypeVar("T", bound="XyropEndAdventureAffordanceChoices")



@_attrs_define
class XyropEndAdventureAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            participant_ids (list[XyropEndAdventureAffordanceChoicesParticipantIdsItem]): The values `participant_ids` may
                take now, each with what a person reads.
     """

    participant_ids: list[XyropEndAdventureAffordanceChoicesParticipantIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_end_adventure_affordance_choices_participant_ids_item import XyropEndAdventureAffordanceChoicesParticipantIdsItem # noqa: PLC0415
        participant_ids = []
        for participant_ids_item_data in self.participant_ids:
            participant_ids_item = participant_ids_item_data.to_dict()
            participant_ids.append(participant_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "participant_ids": participant_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_end_adventure_affordance_choices_participant_ids_item import XyropEndAdventureAffordanceChoicesParticipantIdsItem # noqa: PLC0415
        d = dict(src_dict)
        participant_ids = []
        _participant_ids = d.pop("participant_ids")
        for participant_ids_item_data in (_participant_ids):
            participant_ids_item = XyropEndAdventureAffordanceChoicesParticipantIdsItem.from_dict(participant_ids_item_data)



            participant_ids.append(participant_ids_item)


        xyrop_end_adventure_affordance_choices = cls(
            participant_ids=participant_ids,
        )

        return xyrop_end_adventure_affordance_choices

