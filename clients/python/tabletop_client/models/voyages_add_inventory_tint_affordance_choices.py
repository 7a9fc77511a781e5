from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_add_inventory_tint_affordance_choices_character_id_item import VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem





T = TypeVar("T", bound="VoyagesAddInventoryTintAffordanceChoices")



@_attrs_define
class VoyagesAddInventoryTintAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            character_id (list[VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem]): The values `character_id` may take
                now, each with what a person reads.
     """

    character_id: list[VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_add_inventory_tint_affordance_choices_character_id_item import VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem # noqa: PLC0415
        character_id = []
        for character_id_item_data in self.character_id:
            character_id_item = character_id_item_data.to_dict()
            character_id.append(character_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_add_inventory_tint_affordance_choices_character_id_item import VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem # noqa: PLC0415
        d = dict(src_dict)
        character_id = []
        _character_id = d.pop("character_id")
        for character_id_item_data in (_character_id):
            character_id_item = VoyagesAddInventoryTintAffordanceChoicesCharacterIdItem.from_dict(character_id_item_data)



            character_id.append(character_id_item)


        voyages_add_inventory_tint_affordance_choices = cls(
            character_id=character_id,
        )

        return voyages_add_inventory_tint_affordance_choices

