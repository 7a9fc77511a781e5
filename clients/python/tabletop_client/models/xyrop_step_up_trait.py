from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_step_up_trait_category import XyropStepUpTraitCategory
from ..models.xyrop_step_up_trait_type import XyropStepUpTraitType






T = TypeVar("T", bound="XyropStepUpTrait")



@_attrs_define
class XyropStepUpTrait:
    """ Milestone: one die of an approach, role, value or treasure steps up.

        Attributes:
            category (XyropStepUpTraitCategory): The kind of trait: `approach`, `role`, `value` (or `treasure` for a
                milestone step-up).
            id (str): The trait or treasure stepped up.
            type_ (XyropStepUpTraitType): The message's tag: `step_up`.
     """

    category: XyropStepUpTraitCategory
    id: str
    type_: XyropStepUpTraitType





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        id = self.id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "id": id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = XyropStepUpTraitCategory(d.pop("category"))




        id = d.pop("id")

        type_ = XyropStepUpTraitType(d.pop("type"))




        xyrop_step_up_trait = cls(
            category=category,
            id=id,
            type_=type_,
        )

        return xyrop_step_up_trait

