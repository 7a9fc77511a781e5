from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_confirm_resonance_recharge_type import EspriConfirmResonanceRechargeType






T = TypeVar("T", bound="EspriConfirmResonanceRecharge")



@_attrs_define
class EspriConfirmResonanceRecharge:
    """ The gm judges a player's manifestation valid: the resonance recharges (gm only, T11).

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            target_id (str): The other character of the relation.
            type_ (EspriConfirmResonanceRechargeType): The message's tag: `ConfirmResonanceRecharge`.
     """

    character_id: str
    target_id: str
    type_: EspriConfirmResonanceRechargeType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        target_id = self.target_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "target_id": target_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        type_ = EspriConfirmResonanceRechargeType(d.pop("type"))




        espri_confirm_resonance_recharge = cls(
            character_id=character_id,
            target_id=target_id,
            type_=type_,
        )

        return espri_confirm_resonance_recharge

