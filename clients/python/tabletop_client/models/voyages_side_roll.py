from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_modifier import VoyagesModifier
  from ..models.voyages_roll import VoyagesRoll





T = TypeVar("T", bound="VoyagesSideRoll")



@_attrs_define
class VoyagesSideRoll:
    """ A side's roll in a round.

        Attributes:
            escalation_bonus (int): Escalation the side adds for a bonus (0 to 2).
            member_rolls (list[VoyagesRoll]): One roll per member of the side.
            raw_score (int): The side's score before halving or doubling.
            side_modifiers (list[VoyagesModifier]): Modifiers to the whole side's roll.
     """

    escalation_bonus: int
    member_rolls: list[VoyagesRoll]
    raw_score: int
    side_modifiers: list[VoyagesModifier]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        escalation_bonus = self.escalation_bonus

        member_rolls = []
        for member_rolls_item_data in self.member_rolls:
            member_rolls_item = member_rolls_item_data.to_dict()
            member_rolls.append(member_rolls_item)



        raw_score = self.raw_score

        side_modifiers = []
        for side_modifiers_item_data in self.side_modifiers:
            side_modifiers_item = side_modifiers_item_data.to_dict()
            side_modifiers.append(side_modifiers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "escalation_bonus": escalation_bonus,
            "member_rolls": member_rolls,
            "raw_score": raw_score,
            "side_modifiers": side_modifiers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        from ..models.voyages_roll import VoyagesRoll # noqa: PLC0415
        d = dict(src_dict)
        escalation_bonus = d.pop("escalation_bonus")

        member_rolls = []
        _member_rolls = d.pop("member_rolls")
        for member_rolls_item_data in (_member_rolls):
            member_rolls_item = VoyagesRoll.from_dict(member_rolls_item_data)



            member_rolls.append(member_rolls_item)


        raw_score = d.pop("raw_score")

        side_modifiers = []
        _side_modifiers = d.pop("side_modifiers")
        for side_modifiers_item_data in (_side_modifiers):
            side_modifiers_item = VoyagesModifier.from_dict(side_modifiers_item_data)



            side_modifiers.append(side_modifiers_item)


        voyages_side_roll = cls(
            escalation_bonus=escalation_bonus,
            member_rolls=member_rolls,
            raw_score=raw_score,
            side_modifiers=side_modifiers,
        )

        return voyages_side_roll

