from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareAdversityDefeatAccepted")



@_attrs_define
class LocquemareAdversityDefeatAccepted:
    """ The Adversity conceded (the conflict's id, or null outside a conflict: T12).

        Attributes:
            conflict_id (None | str): The conflict concerned.
     """

    conflict_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conflict_id: None | str
        conflict_id = self.conflict_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_conflict_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id"))


        locquemare_adversity_defeat_accepted = cls(
            conflict_id=conflict_id,
        )


        locquemare_adversity_defeat_accepted.additional_properties = d
        return locquemare_adversity_defeat_accepted

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
