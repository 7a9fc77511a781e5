from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_store_murphy_success_affordance_choices_die_index_item import ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem
  from ..models.ardri_store_murphy_success_affordance_choices_roll_id_item import ArdriStoreMurphySuccessAffordanceChoicesRollIdItem





T = TypeVar("T", bound="ArdriStoreMurphySuccessAffordanceChoices")



@_attrs_define
class ArdriStoreMurphySuccessAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            die_index (list[ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem]): The values `die_index` may take now,
                each with what a person reads.
            roll_id (list[ArdriStoreMurphySuccessAffordanceChoicesRollIdItem]): The values `roll_id` may take now, each with
                what a person reads.
     """

    die_index: list[ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem]
    roll_id: list[ArdriStoreMurphySuccessAffordanceChoicesRollIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_store_murphy_success_affordance_choices_die_index_item import ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem # noqa: PLC0415
        from ..models.ardri_store_murphy_success_affordance_choices_roll_id_item import ArdriStoreMurphySuccessAffordanceChoicesRollIdItem # noqa: PLC0415
        die_index = []
        for die_index_item_data in self.die_index:
            die_index_item = die_index_item_data.to_dict()
            die_index.append(die_index_item)



        roll_id = []
        for roll_id_item_data in self.roll_id:
            roll_id_item = roll_id_item_data.to_dict()
            roll_id.append(roll_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die_index": die_index,
            "roll_id": roll_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_store_murphy_success_affordance_choices_die_index_item import ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem # noqa: PLC0415
        from ..models.ardri_store_murphy_success_affordance_choices_roll_id_item import ArdriStoreMurphySuccessAffordanceChoicesRollIdItem # noqa: PLC0415
        d = dict(src_dict)
        die_index = []
        _die_index = d.pop("die_index")
        for die_index_item_data in (_die_index):
            die_index_item = ArdriStoreMurphySuccessAffordanceChoicesDieIndexItem.from_dict(die_index_item_data)



            die_index.append(die_index_item)


        roll_id = []
        _roll_id = d.pop("roll_id")
        for roll_id_item_data in (_roll_id):
            roll_id_item = ArdriStoreMurphySuccessAffordanceChoicesRollIdItem.from_dict(roll_id_item_data)



            roll_id.append(roll_id_item)


        ardri_store_murphy_success_affordance_choices = cls(
            die_index=die_index,
            roll_id=roll_id,
        )

        return ardri_store_murphy_success_affordance_choices

