from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_inventory_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice
  from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_resolution_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice
  from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_roll_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice
  from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice
  from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_source_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice





T = TypeVar("T", bound="VoyagesRerollWithTintAffordanceChoices")



@_attrs_define
class VoyagesRerollWithTintAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            inventory_id (list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice]):
            resolution_id (list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice]):
            roll_id (list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice]):
            tint (list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice]):
            tint_source (list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice]):
     """

    inventory_id: list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice]
    resolution_id: list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice]
    roll_id: list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice]
    tint: list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice]
    tint_source: list[VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_inventory_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_resolution_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_roll_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_source_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice # noqa: PLC0415
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
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_inventory_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_resolution_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_roll_id_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance_choices_voyages_reroll_with_tint_affordance_tint_source_choice import VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice # noqa: PLC0415
        d = dict(src_dict)
        inventory_id = []
        _inventory_id = d.pop("inventory_id")
        for inventory_id_item_data in (_inventory_id):
            inventory_id_item = VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceInventoryIdChoice.from_dict(inventory_id_item_data)



            inventory_id.append(inventory_id_item)


        resolution_id = []
        _resolution_id = d.pop("resolution_id")
        for resolution_id_item_data in (_resolution_id):
            resolution_id_item = VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceResolutionIdChoice.from_dict(resolution_id_item_data)



            resolution_id.append(resolution_id_item)


        roll_id = []
        _roll_id = d.pop("roll_id")
        for roll_id_item_data in (_roll_id):
            roll_id_item = VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceRollIdChoice.from_dict(roll_id_item_data)



            roll_id.append(roll_id_item)


        tint = []
        _tint = d.pop("tint")
        for tint_item_data in (_tint):
            tint_item = VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintChoice.from_dict(tint_item_data)



            tint.append(tint_item)


        tint_source = []
        _tint_source = d.pop("tint_source")
        for tint_source_item_data in (_tint_source):
            tint_source_item = VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoice.from_dict(tint_source_item_data)



            tint_source.append(tint_source_item)


        voyages_reroll_with_tint_affordance_choices = cls(
            inventory_id=inventory_id,
            resolution_id=resolution_id,
            roll_id=roll_id,
            tint=tint,
            tint_source=tint_source,
        )

        return voyages_reroll_with_tint_affordance_choices

