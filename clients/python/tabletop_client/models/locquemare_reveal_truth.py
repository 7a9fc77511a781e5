from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_reveal_truth_type import LocquemareRevealTruthType






T = TypeVar("T", bound="LocquemareRevealTruth")



@_attrs_define
class LocquemareRevealTruth:
    """ Truth and lies: rewrite a character key, once per session, for a token.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            payment (str): How the activation is paid: `free`, `token`, `elan`…
            text (str): The text, as the table words it.
            type_ (LocquemareRevealTruthType): The message's tag: `RevealTruth`.
     """

    hero_id: str
    key_id: str
    payment: str
    text: str
    type_: LocquemareRevealTruthType





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        key_id = self.key_id

        payment = self.payment

        text = self.text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "key_id": key_id,
            "payment": payment,
            "text": text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        key_id = d.pop("key_id")

        payment = d.pop("payment")

        text = d.pop("text")

        type_ = LocquemareRevealTruthType(d.pop("type"))




        locquemare_reveal_truth = cls(
            hero_id=hero_id,
            key_id=key_id,
            payment=payment,
            text=text,
            type_=type_,
        )

        return locquemare_reveal_truth

