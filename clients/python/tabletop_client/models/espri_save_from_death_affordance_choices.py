from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_save_from_death_affordance_choices_saved_id_item import EspriSaveFromDeathAffordanceChoicesSavedIdItem





T = TypeVar("T", bound="EspriSaveFromDeathAffordanceChoices")



@_attrs_define
class EspriSaveFromDeathAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            saved_id (list[EspriSaveFromDeathAffordanceChoicesSavedIdItem]): The values `saved_id` may take now, each with
                what a person reads.
     """

    saved_id: list[EspriSaveFromDeathAffordanceChoicesSavedIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_save_from_death_affordance_choices_saved_id_item import EspriSaveFromDeathAffordanceChoicesSavedIdItem # noqa: PLC0415
        saved_id = []
        for saved_id_item_data in self.saved_id:
            saved_id_item = saved_id_item_data.to_dict()
            saved_id.append(saved_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "saved_id": saved_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_save_from_death_affordance_choices_saved_id_item import EspriSaveFromDeathAffordanceChoicesSavedIdItem # noqa: PLC0415
        d = dict(src_dict)
        saved_id = []
        _saved_id = d.pop("saved_id")
        for saved_id_item_data in (_saved_id):
            saved_id_item = EspriSaveFromDeathAffordanceChoicesSavedIdItem.from_dict(saved_id_item_data)



            saved_id.append(saved_id_item)


        espri_save_from_death_affordance_choices = cls(
            saved_id=saved_id,
        )

        return espri_save_from_death_affordance_choices

