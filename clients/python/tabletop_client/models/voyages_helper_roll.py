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





T = TypeVar("T", bound="VoyagesHelperRoll")



@_attrs_define
class VoyagesHelperRoll:
    """ A helper's roll (score = die + modifiers - 4).

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            dice (VoyagesDiceRecord): Every die a command used, and whether the server or the table rolled it.
            modifiers (list[VoyagesModifier]): The roll's modifiers (delicate task, adapted trade, adjectives…).
            roll_id (str): The roll concerned.
            score (int): The roll's score: die + modifiers + terrain - 4.
     """

    character_id: str
    dice: VoyagesDiceRecord
    modifiers: list[VoyagesModifier]
    roll_id: str
    score: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        character_id = self.character_id

        dice = self.dice.to_dict()

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        roll_id = self.roll_id

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "dice": dice,
            "modifiers": modifiers,
            "roll_id": roll_id,
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        dice = VoyagesDiceRecord.from_dict(d.pop("dice"))




        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = VoyagesModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        roll_id = d.pop("roll_id")

        score = d.pop("score")

        voyages_helper_roll = cls(
            character_id=character_id,
            dice=dice,
            modifiers=modifiers,
            roll_id=roll_id,
            score=score,
        )

        return voyages_helper_roll

