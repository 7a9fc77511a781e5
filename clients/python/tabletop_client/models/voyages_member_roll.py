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





T = TypeVar("T", bound="VoyagesMemberRoll")



@_attrs_define
class VoyagesMemberRoll:
    """ One member's d6 in a side roll (score = die + modifiers - 4).

        Attributes:
            dice (VoyagesDiceRecord): Every die a command used, and whether the server or the table rolled it.
            member (str): A member of the side (a character id or an npc label).
            modifiers (list[VoyagesModifier]): The roll's modifiers (delicate task, adapted trade, adjectives…).
            roll_id (str): The roll concerned.
            score (int): The roll's score: die + modifiers + terrain - 4.
     """

    dice: VoyagesDiceRecord
    member: str
    modifiers: list[VoyagesModifier]
    roll_id: str
    score: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        dice = self.dice.to_dict()

        member = self.member

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        roll_id = self.roll_id

        score = self.score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dice": dice,
            "member": member,
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
        dice = VoyagesDiceRecord.from_dict(d.pop("dice"))




        member = d.pop("member")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = VoyagesModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        roll_id = d.pop("roll_id")

        score = d.pop("score")

        voyages_member_roll = cls(
            dice=dice,
            member=member,
            modifiers=modifiers,
            roll_id=roll_id,
            score=score,
        )

        return voyages_member_roll

