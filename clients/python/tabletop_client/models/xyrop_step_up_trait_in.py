from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_step_up_trait_in_category import XyropStepUpTraitInCategory
from ..models.xyrop_step_up_trait_in_type import XyropStepUpTraitInType






T = TypeVar("T", bound="XyropStepUpTraitIn")



@_attrs_define
class XyropStepUpTraitIn:
    """ Milestone: one die of an approach, role, value or treasure steps up.

        Attributes:
            category (XyropStepUpTraitInCategory): The kind of trait: `approach`, `role`, `value` (or `treasure` for a
                milestone step-up).
            id (str): The trait or treasure stepped up.
            type_ (XyropStepUpTraitInType): The message's tag: `step_up`.
     """

    category: XyropStepUpTraitInCategory
    id: str
    type_: XyropStepUpTraitInType





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
        category = XyropStepUpTraitInCategory(d.pop("category"))




        id = d.pop("id")

        type_ = XyropStepUpTraitInType(d.pop("type"))




        xyrop_step_up_trait_in = cls(
            category=category,
            id=id,
            type_=type_,
        )

        return xyrop_step_up_trait_in

