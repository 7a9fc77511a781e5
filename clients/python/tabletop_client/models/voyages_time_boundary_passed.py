from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_time_boundary_passed_boundary import VoyagesTimeBoundaryPassedBoundary






T = TypeVar("T", bound="VoyagesTimeBoundaryPassed")



@_attrs_define
class VoyagesTimeBoundaryPassed:
    """ A scene, day, session or adventure ended; `counter` is the new one.

        Attributes:
            boundary (VoyagesTimeBoundaryPassedBoundary): The time boundary passed: `scene`, `day`, `session` or
                `adventure`.
            counter (int): The boundary's counter after it.
     """

    boundary: VoyagesTimeBoundaryPassedBoundary
    counter: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        boundary = self.boundary.value

        counter = self.counter


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "boundary": boundary,
            "counter": counter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        boundary = VoyagesTimeBoundaryPassedBoundary(d.pop("boundary"))




        counter = d.pop("counter")

        voyages_time_boundary_passed = cls(
            boundary=boundary,
            counter=counter,
        )


        voyages_time_boundary_passed.additional_properties = d
        return voyages_time_boundary_passed

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
