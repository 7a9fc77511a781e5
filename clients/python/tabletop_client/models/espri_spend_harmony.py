from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_spend_harmony_purpose import EspriSpendHarmonyPurpose
from ..models.espri_spend_harmony_type import EspriSpendHarmonyType
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriSpendHarmony")



@_attrs_define
class EspriSpendHarmony:
    """ T18: the owner spends harmony « pour augmenter les scores … obtenir des bonus lors des
    tests de Résistance » (`purpose`), with an optional `note`.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            purpose (EspriSpendHarmonyPurpose): What the harmony is spent for: `resistance`, `score` or `other`.
            type_ (EspriSpendHarmonyType): The message's tag: `SpendHarmony`.
            amount (int | Unset): How many harmony points (at least 1). Default: 1.
            note (str | Unset): What the harmony was spent on, free text. Default: ''.
     """

    character_id: str
    purpose: EspriSpendHarmonyPurpose
    type_: EspriSpendHarmonyType
    amount: int | Unset = 1
    note: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        purpose = self.purpose.value

        type_ = self.type_.value

        amount = self.amount

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "purpose": purpose,
            "type": type_,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        purpose = EspriSpendHarmonyPurpose(d.pop("purpose"))




        type_ = EspriSpendHarmonyType(d.pop("type"))




        amount = d.pop("amount", UNSET)

        note = d.pop("note", UNSET)

        espri_spend_harmony = cls(
            character_id=character_id,
            purpose=purpose,
            type_=type_,
            amount=amount,
            note=note,
        )

        return espri_spend_harmony

