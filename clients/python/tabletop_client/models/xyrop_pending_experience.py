from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropPendingExperience")



@_attrs_define
class XyropPendingExperience:
    """ Experience choices opened by the end of an adventure.

        Attributes:
            milestone (bool): True when a milestone advance is pending.
            swap (bool): True when an experience swap is pending.
     """

    milestone: bool
    swap: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        milestone = self.milestone

        swap = self.swap


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "milestone": milestone,
            "swap": swap,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        milestone = d.pop("milestone")

        swap = d.pop("swap")

        xyrop_pending_experience = cls(
            milestone=milestone,
            swap=swap,
        )


        xyrop_pending_experience.additional_properties = d
        return xyrop_pending_experience

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
