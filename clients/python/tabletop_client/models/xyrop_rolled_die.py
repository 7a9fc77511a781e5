from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropRolledDie")



@_attrs_define
class XyropRolledDie:
    """ One die of a pool: its reference, the trait it comes from, its faces and result.

        Attributes:
            faces (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            ref (str): The die's reference in the pool (`approach:…`, `role:…`…).
            source_id (None | str): The trait or element the die comes from; null: none.
            value (int): The die's value.
     """

    faces: int
    ref: str
    source_id: None | str
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        ref = self.ref

        source_id: None | str
        source_id = self.source_id

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faces": faces,
            "ref": ref,
            "source_id": source_id,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = d.pop("faces")

        ref = d.pop("ref")

        def _parse_source_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_id = _parse_source_id(d.pop("source_id"))


        value = d.pop("value")

        xyrop_rolled_die = cls(
            faces=faces,
            ref=ref,
            source_id=source_id,
            value=value,
        )


        xyrop_rolled_die.additional_properties = d
        return xyrop_rolled_die

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
