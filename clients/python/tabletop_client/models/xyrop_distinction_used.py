from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_distinction_used_mode import XyropDistinctionUsedMode






T = TypeVar("T", bound="XyropDistinctionUsed")



@_attrs_define
class XyropDistinctionUsed:
    """ A distinction in a roll, and the mode chosen.

        Attributes:
            distinction_id (str): The distinction concerned (an id from the character's `distinctions`, or `race`).
            mode (XyropDistinctionUsedMode): How the distinction is rolled: `d8`, or `d4` (gaining 1 destiny).
     """

    distinction_id: str
    mode: XyropDistinctionUsedMode
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        distinction_id = self.distinction_id

        mode = self.mode.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "distinction_id": distinction_id,
            "mode": mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distinction_id = d.pop("distinction_id")

        mode = XyropDistinctionUsedMode(d.pop("mode"))




        xyrop_distinction_used = cls(
            distinction_id=distinction_id,
            mode=mode,
        )


        xyrop_distinction_used.additional_properties = d
        return xyrop_distinction_used

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
