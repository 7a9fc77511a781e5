from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FaceCount")



@_attrs_define
class FaceCount:
    """ 
        Attributes:
            expected (float): How often chance alone would show this face over these draws (the mean).
            face (str): The face: a gem colour, a die face.
            observed (int): How often this face came out.
     """

    expected: float
    face: str
    observed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        expected = self.expected

        face = self.face

        observed = self.observed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "expected": expected,
            "face": face,
            "observed": observed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected = d.pop("expected")

        face = d.pop("face")

        observed = d.pop("observed")

        face_count = cls(
            expected=expected,
            face=face,
            observed=observed,
        )


        face_count.additional_properties = d
        return face_count

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
