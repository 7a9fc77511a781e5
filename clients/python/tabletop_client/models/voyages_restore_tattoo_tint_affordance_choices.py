from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_restore_tattoo_tint_affordance_choices_inventory_id_item import VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem





T = TypeVar("T", bound="VoyagesRestoreTattooTintAffordanceChoices")



@_attrs_define
class VoyagesRestoreTattooTintAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            inventory_id (list[VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem]): The values `inventory_id` may
                take now, each with what a person reads.
     """

    inventory_id: list[VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_restore_tattoo_tint_affordance_choices_inventory_id_item import VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem # noqa: PLC0415
        inventory_id = []
        for inventory_id_item_data in self.inventory_id:
            inventory_id_item = inventory_id_item_data.to_dict()
            inventory_id.append(inventory_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inventory_id": inventory_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_restore_tattoo_tint_affordance_choices_inventory_id_item import VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem # noqa: PLC0415
        d = dict(src_dict)
        inventory_id = []
        _inventory_id = d.pop("inventory_id")
        for inventory_id_item_data in (_inventory_id):
            inventory_id_item = VoyagesRestoreTattooTintAffordanceChoicesInventoryIdItem.from_dict(inventory_id_item_data)



            inventory_id.append(inventory_id_item)


        voyages_restore_tattoo_tint_affordance_choices = cls(
            inventory_id=inventory_id,
        )

        return voyages_restore_tattoo_tint_affordance_choices

