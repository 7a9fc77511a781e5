from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_dice_record import VoyagesDiceRecord
  from ..models.voyages_modifier import VoyagesModifier





T = TypeVar("T", bound="VoyagesMainRoll")



@_attrs_define
class VoyagesMainRoll:
    """ The main roll of an action.

        Attributes:
            dice (VoyagesDiceRecord): Every die a command used, and whether the server or the table rolled it.
            modifier_total (int): The sum of the roll's modifiers.
            modifiers (list[VoyagesModifier]): The roll's modifiers (delicate task, adapted trade, adjectives…).
            roll_id (str): The roll concerned.
     """

    dice: VoyagesDiceRecord
    modifier_total: int
    modifiers: list[VoyagesModifier]
    roll_id: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        dice = self.dice.to_dict()

        modifier_total = self.modifier_total

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        roll_id = self.roll_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dice": dice,
            "modifier_total": modifier_total,
            "modifiers": modifiers,
            "roll_id": roll_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        d = dict(src_dict)
        dice = VoyagesDiceRecord.from_dict(d.pop("dice"))




        modifier_total = d.pop("modifier_total")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = VoyagesModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        roll_id = d.pop("roll_id")

        voyages_main_roll = cls(
            dice=dice,
            modifier_total=modifier_total,
            modifiers=modifiers,
            roll_id=roll_id,
        )

        return voyages_main_roll

