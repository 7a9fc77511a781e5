from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_give_surplus_success_affordance_choices_die_index_item import ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem
  from ..models.ardri_give_surplus_success_affordance_choices_from_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem
  from ..models.ardri_give_surplus_success_affordance_choices_to_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem





T = TypeVar("T", bound="ArdriGiveSurplusSuccessAffordanceChoices")



@_attrs_define
class ArdriGiveSurplusSuccessAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            die_index (list[ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem]): The values `die_index` may take now,
                each with what a person reads.
            from_roll_id (list[ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem]): The values `from_roll_id` may take
                now, each with what a person reads.
            to_roll_id (list[ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem]): The values `to_roll_id` may take now,
                each with what a person reads.
     """

    die_index: list[ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem]
    from_roll_id: list[ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem]
    to_roll_id: list[ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_give_surplus_success_affordance_choices_die_index_item import ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance_choices_from_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance_choices_to_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem # noqa: PLC0415
        die_index = []
        for die_index_item_data in self.die_index:
            die_index_item = die_index_item_data.to_dict()
            die_index.append(die_index_item)



        from_roll_id = []
        for from_roll_id_item_data in self.from_roll_id:
            from_roll_id_item = from_roll_id_item_data.to_dict()
            from_roll_id.append(from_roll_id_item)



        to_roll_id = []
        for to_roll_id_item_data in self.to_roll_id:
            to_roll_id_item = to_roll_id_item_data.to_dict()
            to_roll_id.append(to_roll_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die_index": die_index,
            "from_roll_id": from_roll_id,
            "to_roll_id": to_roll_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_give_surplus_success_affordance_choices_die_index_item import ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance_choices_from_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance_choices_to_roll_id_item import ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem # noqa: PLC0415
        d = dict(src_dict)
        die_index = []
        _die_index = d.pop("die_index")
        for die_index_item_data in (_die_index):
            die_index_item = ArdriGiveSurplusSuccessAffordanceChoicesDieIndexItem.from_dict(die_index_item_data)



            die_index.append(die_index_item)


        from_roll_id = []
        _from_roll_id = d.pop("from_roll_id")
        for from_roll_id_item_data in (_from_roll_id):
            from_roll_id_item = ArdriGiveSurplusSuccessAffordanceChoicesFromRollIdItem.from_dict(from_roll_id_item_data)



            from_roll_id.append(from_roll_id_item)


        to_roll_id = []
        _to_roll_id = d.pop("to_roll_id")
        for to_roll_id_item_data in (_to_roll_id):
            to_roll_id_item = ArdriGiveSurplusSuccessAffordanceChoicesToRollIdItem.from_dict(to_roll_id_item_data)



            to_roll_id.append(to_roll_id_item)


        ardri_give_surplus_success_affordance_choices = cls(
            die_index=die_index,
            from_roll_id=from_roll_id,
            to_roll_id=to_roll_id,
        )

        return ardri_give_surplus_success_affordance_choices

