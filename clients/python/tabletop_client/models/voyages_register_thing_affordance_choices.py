from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_register_thing_affordance_choices_holder_character_id_item import VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem





T = TypeVar("T", bound="VoyagesRegisterThingAffordanceChoices")



@_attrs_define
class VoyagesRegisterThingAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            holder_character_id (list[VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem]): The values
                `holder_character_id` may take now, each with what a person reads.
     """

    holder_character_id: list[VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_register_thing_affordance_choices_holder_character_id_item import VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem # noqa: PLC0415
        holder_character_id = []
        for holder_character_id_item_data in self.holder_character_id:
            holder_character_id_item = holder_character_id_item_data.to_dict()
            holder_character_id.append(holder_character_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "holder_character_id": holder_character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_register_thing_affordance_choices_holder_character_id_item import VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem # noqa: PLC0415
        d = dict(src_dict)
        holder_character_id = []
        _holder_character_id = d.pop("holder_character_id")
        for holder_character_id_item_data in (_holder_character_id):
            holder_character_id_item = VoyagesRegisterThingAffordanceChoicesHolderCharacterIdItem.from_dict(holder_character_id_item_data)



            holder_character_id.append(holder_character_id_item)


        voyages_register_thing_affordance_choices = cls(
            holder_character_id=holder_character_id,
        )

        return voyages_register_thing_affordance_choices

