from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriRedrawAffordanceCountsAdditionalPropertyItem")



@_attrs_define
class EspriRedrawAffordanceCountsAdditionalPropertyItem:
    """ 
        Attributes:
            max_ (int): The most elements it takes.
            min_ (int): The fewest elements it takes.
            character_id (str | Unset): Only when sending the command for this character.
     """

    max_: int
    min_: int
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        character_id = self.character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "min": min_,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        character_id = d.pop("character_id", UNSET)

        espri_redraw_affordance_counts_additional_property_item = cls(
            max_=max_,
            min_=min_,
            character_id=character_id,
        )

        return espri_redraw_affordance_counts_additional_property_item

