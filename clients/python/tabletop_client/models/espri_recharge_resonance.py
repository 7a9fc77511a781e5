from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_recharge_resonance_type import EspriRechargeResonanceType
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriRechargeResonance")



@_attrs_define
class EspriRechargeResonance:
    """ Manifesting a relation recharges an empty resonance to its max, once a day per relation.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            target_id (str): The other character of the relation.
            type_ (EspriRechargeResonanceType): The message's tag: `RechargeResonance`.
            manifestation (str | Unset): How the relation shows itself: what the player describes. Default: ''.
     """

    character_id: str
    target_id: str
    type_: EspriRechargeResonanceType
    manifestation: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        target_id = self.target_id

        type_ = self.type_.value

        manifestation = self.manifestation


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "target_id": target_id,
            "type": type_,
        })
        if manifestation is not UNSET:
            field_dict["manifestation"] = manifestation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        type_ = EspriRechargeResonanceType(d.pop("type"))




        manifestation = d.pop("manifestation", UNSET)

        espri_recharge_resonance = cls(
            character_id=character_id,
            target_id=target_id,
            type_=type_,
            manifestation=manifestation,
        )

        return espri_recharge_resonance

