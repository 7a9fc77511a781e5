from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_inflict_consequence_type import LocquemareInflictConsequenceType
from ..types import UNSET, Unset






T = TypeVar("T", bound="LocquemareInflictConsequence")



@_attrs_define
class LocquemareInflictConsequence:
    """ Adversity: a consequence on a hero (pays a pending `*_consequence` option).

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            severity (str): A consequence's severity: `minor`, `medium`, `grave` or `extreme`.
            text (str): The text, as the table words it.
            type_ (LocquemareInflictConsequenceType): The message's tag: `InflictConsequence`.
            effect (str | Unset): A consequence's effect: `none`, `hemorrhage`, `stunned`, `exhausted`, `panicked`,
                `disturbed`, `irritated`, `lie`, `compromised`, `rumours` or `indebted`. Default: 'none'.
     """

    hero_id: str
    severity: str
    text: str
    type_: LocquemareInflictConsequenceType
    effect: str | Unset = 'none'





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        severity = self.severity

        text = self.text

        type_ = self.type_.value

        effect = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "severity": severity,
            "text": text,
            "type": type_,
        })
        if effect is not UNSET:
            field_dict["effect"] = effect

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        severity = d.pop("severity")

        text = d.pop("text")

        type_ = LocquemareInflictConsequenceType(d.pop("type"))




        effect = d.pop("effect", UNSET)

        locquemare_inflict_consequence = cls(
            hero_id=hero_id,
            severity=severity,
            text=text,
            type_=type_,
            effect=effect,
        )

        return locquemare_inflict_consequence

