from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_award_harmony_type import EspriAwardHarmonyType
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriAwardHarmony")



@_attrs_define
class EspriAwardHarmony:
    """ The gm grants harmony points.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            type_ (EspriAwardHarmonyType): The message's tag: `AwardHarmony`.
            amount (int | Unset): How many harmony points (at least 1). Default: 1.
            reason (str | Unset): Why, in a few words (shown in the session log). Default: ''.
     """

    character_id: str
    type_: EspriAwardHarmonyType
    amount: int | Unset = 1
    reason: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_.value

        amount = self.amount

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = EspriAwardHarmonyType(d.pop("type"))




        amount = d.pop("amount", UNSET)

        reason = d.pop("reason", UNSET)

        espri_award_harmony = cls(
            character_id=character_id,
            type_=type_,
            amount=amount,
            reason=reason,
        )

        return espri_award_harmony

