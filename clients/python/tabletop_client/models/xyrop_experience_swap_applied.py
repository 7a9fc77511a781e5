from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_experience_swap_applied_category import XyropExperienceSwapAppliedCategory






T = TypeVar("T", bound="XyropExperienceSwapApplied")



@_attrs_define
class XyropExperienceSwapApplied:
    """ A trait stepped up and another of its category stepped down.

        Attributes:
            category (XyropExperienceSwapAppliedCategory): The kind of trait: `approach`, `role`, `value` (or `treasure` for
                a milestone step-up).
            character_id (str): The character concerned (an id from the game's `characters`).
            degrade_from (int): The degraded die's faces before the swap.
            degrade_id (str): The trait stepped down (same category as the one improved).
            degrade_to (int): The degraded die's faces after the swap.
            improve_from (int): The improved die's faces before the swap.
            improve_id (str): The trait stepped up.
            improve_to (int): The improved die's faces after the swap.
     """

    category: XyropExperienceSwapAppliedCategory
    character_id: str
    degrade_from: int
    degrade_id: str
    degrade_to: int
    improve_from: int
    improve_id: str
    improve_to: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        character_id = self.character_id

        degrade_from = self.degrade_from

        degrade_id = self.degrade_id

        degrade_to = self.degrade_to

        improve_from = self.improve_from

        improve_id = self.improve_id

        improve_to = self.improve_to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "character_id": character_id,
            "degrade_from": degrade_from,
            "degrade_id": degrade_id,
            "degrade_to": degrade_to,
            "improve_from": improve_from,
            "improve_id": improve_id,
            "improve_to": improve_to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = XyropExperienceSwapAppliedCategory(d.pop("category"))




        character_id = d.pop("character_id")

        degrade_from = d.pop("degrade_from")

        degrade_id = d.pop("degrade_id")

        degrade_to = d.pop("degrade_to")

        improve_from = d.pop("improve_from")

        improve_id = d.pop("improve_id")

        improve_to = d.pop("improve_to")

        xyrop_experience_swap_applied = cls(
            category=category,
            character_id=character_id,
            degrade_from=degrade_from,
            degrade_id=degrade_id,
            degrade_to=degrade_to,
            improve_from=improve_from,
            improve_id=improve_id,
            improve_to=improve_to,
        )


        xyrop_experience_swap_applied.additional_properties = d
        return xyrop_experience_swap_applied

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
