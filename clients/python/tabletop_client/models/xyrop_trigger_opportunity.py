from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_trigger_opportunity_type import XyropTriggerOpportunityType






T = TypeVar("T", bound="XyropTriggerOpportunity")



@_attrs_define
class XyropTriggerOpportunity:
    """ The gm's 1s let a player create an opportunity.

        Attributes:
            description (str): What it is, as the table words it.
            type_ (XyropTriggerOpportunityType): The message's tag: `trigger_opportunity`.
     """

    description: str
    type_: XyropTriggerOpportunityType





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        type_ = XyropTriggerOpportunityType(d.pop("type"))




        xyrop_trigger_opportunity = cls(
            description=description,
            type_=type_,
        )

        return xyrop_trigger_opportunity

