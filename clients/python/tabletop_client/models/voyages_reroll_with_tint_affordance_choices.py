from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_reroll_with_tint_affordance_choices_inventory_id_item import VoyagesRerollWithTintAffordanceChoicesInventoryIdItem
  from ..models.voyages_reroll_with_tint_affordance_choices_resolution_id_item import VoyagesRerollWithTintAffordanceChoicesResolutionIdItem
  from ..models.voyages_reroll_with_tint_affordance_choices_roll_id_item import VoyagesRerollWithTintAffordanceChoicesRollIdItem
  from ..models.voyages_reroll_with_tint_affordance_choices_tint_item import VoyagesRerollWithTintAffordanceChoicesTintItem
  from ..models.voyages_reroll_with_tint_affordance_choices_tint_source_item import VoyagesRerollWithTintAffordanceChoicesTintSourceItem





T = TypeVar("T", bound="VoyagesRerollWithTintAffordanceChoices")



@_attrs_define
class VoyagesRerollWithTintAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            inventory_id (list[VoyagesRerollWithTintAffordanceChoicesInventoryIdItem]): The values `inventory_id` may take
                now, each with what a person reads.
            resolution_id (list[VoyagesRerollWithTintAffordanceChoicesResolutionIdItem]): The values `resolution_id` may
                take now, each with what a person reads.
            roll_id (list[VoyagesRerollWithTintAffordanceChoicesRollIdItem]): The values `roll_id` may take now, each with
                what a person reads.
            tint (list[VoyagesRerollWithTintAffordanceChoicesTintItem]): The values `tint` may take now, each with what a
                person reads.
            tint_source (list[VoyagesRerollWithTintAffordanceChoicesTintSourceItem]): The values `tint_source` may take now,
                each with what a person reads.
     """

    inventory_id: list[VoyagesRerollWithTintAffordanceChoicesInventoryIdItem]
    resolution_id: list[VoyagesRerollWithTintAffordanceChoicesResolutionIdItem]
    roll_id: list[VoyagesRerollWithTintAffordanceChoicesRollIdItem]
    tint: list[VoyagesRerollWithTintAffordanceChoicesTintItem]
    tint_source: list[VoyagesRerollWithTintAffordanceChoicesTintSourceItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_reroll_with_tint_affordance_choices_inventory_id_item import VoyagesRerollWithTintAffordanceChoicesInventoryIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_resolution_id_item import VoyagesRerollWithTintAffordanceChoicesResolutionIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_roll_id_item import VoyagesRerollWithTintAffordanceChoicesRollIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_tint_item import VoyagesRerollWithTintAffordanceChoicesTintItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_tint_source_item import VoyagesRerollWithTintAffordanceChoicesTintSourceItem # noqa: PLC0415
        inventory_id = []
        for inventory_id_item_data in self.inventory_id:
            inventory_id_item = inventory_id_item_data.to_dict()
            inventory_id.append(inventory_id_item)



        resolution_id = []
        for resolution_id_item_data in self.resolution_id:
            resolution_id_item = resolution_id_item_data.to_dict()
            resolution_id.append(resolution_id_item)



        roll_id = []
        for roll_id_item_data in self.roll_id:
            roll_id_item = roll_id_item_data.to_dict()
            roll_id.append(roll_id_item)



        tint = []
        for tint_item_data in self.tint:
            tint_item = tint_item_data.to_dict()
            tint.append(tint_item)



        tint_source = []
        for tint_source_item_data in self.tint_source:
            tint_source_item = tint_source_item_data.to_dict()
            tint_source.append(tint_source_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "inventory_id": inventory_id,
            "resolution_id": resolution_id,
            "roll_id": roll_id,
            "tint": tint,
            "tint_source": tint_source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_reroll_with_tint_affordance_choices_inventory_id_item import VoyagesRerollWithTintAffordanceChoicesInventoryIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_resolution_id_item import VoyagesRerollWithTintAffordanceChoicesResolutionIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_roll_id_item import VoyagesRerollWithTintAffordanceChoicesRollIdItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_tint_item import VoyagesRerollWithTintAffordanceChoicesTintItem # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_tint_source_item import VoyagesRerollWithTintAffordanceChoicesTintSourceItem # noqa: PLC0415
        d = dict(src_dict)
        inventory_id = []
        _inventory_id = d.pop("inventory_id")
        for inventory_id_item_data in (_inventory_id):
            inventory_id_item = VoyagesRerollWithTintAffordanceChoicesInventoryIdItem.from_dict(inventory_id_item_data)



            inventory_id.append(inventory_id_item)


        resolution_id = []
        _resolution_id = d.pop("resolution_id")
        for resolution_id_item_data in (_resolution_id):
            resolution_id_item = VoyagesRerollWithTintAffordanceChoicesResolutionIdItem.from_dict(resolution_id_item_data)



            resolution_id.append(resolution_id_item)


        roll_id = []
        _roll_id = d.pop("roll_id")
        for roll_id_item_data in (_roll_id):
            roll_id_item = VoyagesRerollWithTintAffordanceChoicesRollIdItem.from_dict(roll_id_item_data)



            roll_id.append(roll_id_item)


        tint = []
        _tint = d.pop("tint")
        for tint_item_data in (_tint):
            tint_item = VoyagesRerollWithTintAffordanceChoicesTintItem.from_dict(tint_item_data)



            tint.append(tint_item)


        tint_source = []
        _tint_source = d.pop("tint_source")
        for tint_source_item_data in (_tint_source):
            tint_source_item = VoyagesRerollWithTintAffordanceChoicesTintSourceItem.from_dict(tint_source_item_data)



            tint_source.append(tint_source_item)


        voyages_reroll_with_tint_affordance_choices = cls(
            inventory_id=inventory_id,
            resolution_id=resolution_id,
            roll_id=roll_id,
            tint=tint,
            tint_source=tint_source,
        )

        return voyages_reroll_with_tint_affordance_choices

