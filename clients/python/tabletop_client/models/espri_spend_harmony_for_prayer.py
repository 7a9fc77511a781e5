from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_spend_harmony_for_prayer_type import EspriSpendHarmonyForPrayerType






T = TypeVar("T", bound="EspriSpendHarmonyForPrayer")



@_attrs_define
class EspriSpendHarmonyForPrayer:
    """ One harmony for a prayer gem of the spender's colour, given to any quartet member.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            recipient_id (str): The Quartet member who receives the prayer gem.
            type_ (EspriSpendHarmonyForPrayerType): The message's tag: `SpendHarmonyForPrayer`.
     """

    character_id: str
    recipient_id: str
    type_: EspriSpendHarmonyForPrayerType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        recipient_id = self.recipient_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "recipient_id": recipient_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        recipient_id = d.pop("recipient_id")

        type_ = EspriSpendHarmonyForPrayerType(d.pop("type"))




        espri_spend_harmony_for_prayer = cls(
            character_id=character_id,
            recipient_id=recipient_id,
            type_=type_,
        )

        return espri_spend_harmony_for_prayer

