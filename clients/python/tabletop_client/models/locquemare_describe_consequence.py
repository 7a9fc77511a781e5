from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_describe_consequence_type import LocquemareDescribeConsequenceType
from ..types import UNSET, Unset






T = TypeVar("T", bound="LocquemareDescribeConsequence")



@_attrs_define
class LocquemareDescribeConsequence:
    """ Adversity: text and effect of a consequence.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            text (str): The text, as the table words it.
            type_ (LocquemareDescribeConsequenceType): The message's tag: `DescribeConsequence`.
            effect (str | Unset): A consequence's effect: `none`, `hemorrhage`, `stunned`, `exhausted`, `panicked`,
                `disturbed`, `irritated`, `lie`, `compromised`, `rumours` or `indebted`. Default: 'none'.
     """

    key_id: str
    text: str
    type_: LocquemareDescribeConsequenceType
    effect: str | Unset = 'none'





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        text = self.text

        type_ = self.type_.value

        effect = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "text": text,
            "type": type_,
        })
        if effect is not UNSET:
            field_dict["effect"] = effect

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        text = d.pop("text")

        type_ = LocquemareDescribeConsequenceType(d.pop("type"))




        effect = d.pop("effect", UNSET)

        locquemare_describe_consequence = cls(
            key_id=key_id,
            text=text,
            type_=type_,
            effect=effect,
        )

        return locquemare_describe_consequence

