from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_spend_destiny_on_roll_type import XyropSpendDestinyOnRollType
from ..types import UNSET, Unset






T = TypeVar("T", bound="XyropSpendDestinyOnRoll")



@_attrs_define
class XyropSpendDestinyOnRoll:
    """ After the dice (revision R1): 1 destiny per extra die kept in an awaiting roll.

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            type_ (XyropSpendDestinyOnRollType): The message's tag: `SpendDestinyOnRoll`.
            keep_extra (int | Unset): Extra dice kept in the total beyond the two highest (1 destiny each). Default: 1.
     """

    contest_id: str
    type_: XyropSpendDestinyOnRollType
    keep_extra: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        contest_id = self.contest_id

        type_ = self.type_.value

        keep_extra = self.keep_extra


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest_id": contest_id,
            "type": type_,
        })
        if keep_extra is not UNSET:
            field_dict["keep_extra"] = keep_extra

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        type_ = XyropSpendDestinyOnRollType(d.pop("type"))




        keep_extra = d.pop("keep_extra", UNSET)

        xyrop_spend_destiny_on_roll = cls(
            contest_id=contest_id,
            type_=type_,
            keep_extra=keep_extra,
        )

        return xyrop_spend_destiny_on_roll

