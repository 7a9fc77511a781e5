from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_contest_approach_type import VoyagesContestApproachType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesContestApproach")



@_attrs_define
class VoyagesContestApproach:
    """ GM: sides contest the first approach with 1d6 each [D19].

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            side_ids (list[str]): The sides concerned.
            type_ (VoyagesContestApproachType): The message's tag: `ContestApproach`.
            dice (list[int] | None | Unset): The d6 results rolled at the table (1 to 6 each); omit to let the server roll.
     """

    conflict_id: str
    side_ids: list[str]
    type_: VoyagesContestApproachType
    dice: list[int] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        side_ids = self.side_ids



        type_ = self.type_.value

        dice: list[int] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = self.dice


        else:
            dice = self.dice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "side_ids": side_ids,
            "type": type_,
        })
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        side_ids = cast(list[str], d.pop("side_ids"))


        type_ = VoyagesContestApproachType(d.pop("type"))




        def _parse_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        voyages_contest_approach = cls(
            conflict_id=conflict_id,
            side_ids=side_ids,
            type_=type_,
            dice=dice,
        )

        return voyages_contest_approach

