from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_apply_experience_swap_category import XyropApplyExperienceSwapCategory
from ..models.xyrop_apply_experience_swap_type import XyropApplyExperienceSwapType






T = TypeVar("T", bound="XyropApplyExperienceSwap")



@_attrs_define
class XyropApplyExperienceSwap:
    """ Step one trait up and another of the same category down.

        Attributes:
            category (XyropApplyExperienceSwapCategory): The kind of trait: `approach`, `role`, `value` (or `treasure` for a
                milestone step-up).
            character_id (str): The character concerned (an id from the game's `characters`).
            degrade_id (str): The trait stepped down (same category as the one improved).
            improve_id (str): The trait stepped up.
            type_ (XyropApplyExperienceSwapType): The message's tag: `ApplyExperienceSwap`.
     """

    category: XyropApplyExperienceSwapCategory
    character_id: str
    degrade_id: str
    improve_id: str
    type_: XyropApplyExperienceSwapType





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        character_id = self.character_id

        degrade_id = self.degrade_id

        improve_id = self.improve_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "character_id": character_id,
            "degrade_id": degrade_id,
            "improve_id": improve_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = XyropApplyExperienceSwapCategory(d.pop("category"))




        character_id = d.pop("character_id")

        degrade_id = d.pop("degrade_id")

        improve_id = d.pop("improve_id")

        type_ = XyropApplyExperienceSwapType(d.pop("type"))




        xyrop_apply_experience_swap = cls(
            category=category,
            character_id=character_id,
            degrade_id=degrade_id,
            improve_id=improve_id,
            type_=type_,
        )

        return xyrop_apply_experience_swap

