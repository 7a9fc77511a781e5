from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_use_murphy_success_affordance_choices_roll_id_item import ArdriUseMurphySuccessAffordanceChoicesRollIdItem
  from ..models.ardri_use_murphy_success_affordance_choices_stored_success_id_item import ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem





T = TypeVar("T", bound="ArdriUseMurphySuccessAffordanceChoices")



@_attrs_define
class ArdriUseMurphySuccessAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            roll_id (list[ArdriUseMurphySuccessAffordanceChoicesRollIdItem]): The values `roll_id` may take now, each with
                what a person reads.
            stored_success_id (list[ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem]): The values
                `stored_success_id` may take now, each with what a person reads.
     """

    roll_id: list[ArdriUseMurphySuccessAffordanceChoicesRollIdItem]
    stored_success_id: list[ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_use_murphy_success_affordance_choices_roll_id_item import ArdriUseMurphySuccessAffordanceChoicesRollIdItem # noqa: PLC0415
        from ..models.ardri_use_murphy_success_affordance_choices_stored_success_id_item import ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem # noqa: PLC0415
        roll_id = []
        for roll_id_item_data in self.roll_id:
            roll_id_item = roll_id_item_data.to_dict()
            roll_id.append(roll_id_item)



        stored_success_id = []
        for stored_success_id_item_data in self.stored_success_id:
            stored_success_id_item = stored_success_id_item_data.to_dict()
            stored_success_id.append(stored_success_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "roll_id": roll_id,
            "stored_success_id": stored_success_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_use_murphy_success_affordance_choices_roll_id_item import ArdriUseMurphySuccessAffordanceChoicesRollIdItem # noqa: PLC0415
        from ..models.ardri_use_murphy_success_affordance_choices_stored_success_id_item import ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem # noqa: PLC0415
        d = dict(src_dict)
        roll_id = []
        _roll_id = d.pop("roll_id")
        for roll_id_item_data in (_roll_id):
            roll_id_item = ArdriUseMurphySuccessAffordanceChoicesRollIdItem.from_dict(roll_id_item_data)



            roll_id.append(roll_id_item)


        stored_success_id = []
        _stored_success_id = d.pop("stored_success_id")
        for stored_success_id_item_data in (_stored_success_id):
            stored_success_id_item = ArdriUseMurphySuccessAffordanceChoicesStoredSuccessIdItem.from_dict(stored_success_id_item_data)



            stored_success_id.append(stored_success_id_item)


        ardri_use_murphy_success_affordance_choices = cls(
            roll_id=roll_id,
            stored_success_id=stored_success_id,
        )

        return ardri_use_murphy_success_affordance_choices

