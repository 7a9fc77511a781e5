from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_roll_conflict_type import VoyagesRollConflictType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_member_roll_spec import VoyagesMemberRollSpec





T = TypeVar("T", bound="VoyagesRollConflict")



@_attrs_define
class VoyagesRollConflict:
    """ A side rolls (one d6 per member), possibly escalating.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            member_rolls (list[VoyagesMemberRollSpec]): One roll per member of the side.
            side_id (str): The side concerned (an id from the conflict's `sides`).
            type_ (VoyagesRollConflictType): The message's tag: `RollConflict`.
            escalation_bonus (int | Unset): Escalation the side adds for a bonus (0 to 2). Default: 0.
     """

    conflict_id: str
    member_rolls: list[VoyagesMemberRollSpec]
    side_id: str
    type_: VoyagesRollConflictType
    escalation_bonus: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_member_roll_spec import VoyagesMemberRollSpec # noqa: PLC0415
        conflict_id = self.conflict_id

        member_rolls = []
        for member_rolls_item_data in self.member_rolls:
            member_rolls_item = member_rolls_item_data.to_dict()
            member_rolls.append(member_rolls_item)



        side_id = self.side_id

        type_ = self.type_.value

        escalation_bonus = self.escalation_bonus


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "member_rolls": member_rolls,
            "side_id": side_id,
            "type": type_,
        })
        if escalation_bonus is not UNSET:
            field_dict["escalation_bonus"] = escalation_bonus

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_member_roll_spec import VoyagesMemberRollSpec # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        member_rolls = []
        _member_rolls = d.pop("member_rolls")
        for member_rolls_item_data in (_member_rolls):
            member_rolls_item = VoyagesMemberRollSpec.from_dict(member_rolls_item_data)



            member_rolls.append(member_rolls_item)


        side_id = d.pop("side_id")

        type_ = VoyagesRollConflictType(d.pop("type"))




        escalation_bonus = d.pop("escalation_bonus", UNSET)

        voyages_roll_conflict = cls(
            conflict_id=conflict_id,
            member_rolls=member_rolls,
            side_id=side_id,
            type_=type_,
            escalation_bonus=escalation_bonus,
        )

        return voyages_roll_conflict

