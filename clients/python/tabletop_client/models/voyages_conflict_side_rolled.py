from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_member_roll import VoyagesMemberRoll
  from ..models.voyages_modifier import VoyagesModifier





T = TypeVar("T", bound="VoyagesConflictSideRolled")



@_attrs_define
class VoyagesConflictSideRolled:
    """ A side's roll.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            escalation_bonus (int): Escalation the side adds for a bonus (0 to 2).
            member_rolls (list[VoyagesMemberRoll]): One roll per member of the side.
            raw_score (int): The side's score before halving or doubling.
            round_ (int): The round's number.
            side_id (str): The side concerned (an id from the conflict's `sides`).
            side_modifiers (list[VoyagesModifier]): Modifiers to the whole side's roll.
     """

    conflict_id: str
    escalation_bonus: int
    member_rolls: list[VoyagesMemberRoll]
    raw_score: int
    round_: int
    side_id: str
    side_modifiers: list[VoyagesModifier]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_member_roll import VoyagesMemberRoll # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        conflict_id = self.conflict_id

        escalation_bonus = self.escalation_bonus

        member_rolls = []
        for member_rolls_item_data in self.member_rolls:
            member_rolls_item = member_rolls_item_data.to_dict()
            member_rolls.append(member_rolls_item)



        raw_score = self.raw_score

        round_ = self.round_

        side_id = self.side_id

        side_modifiers = []
        for side_modifiers_item_data in self.side_modifiers:
            side_modifiers_item = side_modifiers_item_data.to_dict()
            side_modifiers.append(side_modifiers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "escalation_bonus": escalation_bonus,
            "member_rolls": member_rolls,
            "raw_score": raw_score,
            "round": round_,
            "side_id": side_id,
            "side_modifiers": side_modifiers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_member_roll import VoyagesMemberRoll # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        escalation_bonus = d.pop("escalation_bonus")

        member_rolls = []
        _member_rolls = d.pop("member_rolls")
        for member_rolls_item_data in (_member_rolls):
            member_rolls_item = VoyagesMemberRoll.from_dict(member_rolls_item_data)



            member_rolls.append(member_rolls_item)


        raw_score = d.pop("raw_score")

        round_ = d.pop("round")

        side_id = d.pop("side_id")

        side_modifiers = []
        _side_modifiers = d.pop("side_modifiers")
        for side_modifiers_item_data in (_side_modifiers):
            side_modifiers_item = VoyagesModifier.from_dict(side_modifiers_item_data)



            side_modifiers.append(side_modifiers_item)


        voyages_conflict_side_rolled = cls(
            conflict_id=conflict_id,
            escalation_bonus=escalation_bonus,
            member_rolls=member_rolls,
            raw_score=raw_score,
            round_=round_,
            side_id=side_id,
            side_modifiers=side_modifiers,
        )


        voyages_conflict_side_rolled.additional_properties = d
        return voyages_conflict_side_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
