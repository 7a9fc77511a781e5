from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_success_taken_as import ArdriSuccessTakenAs






T = TypeVar("T", bound="ArdriSuccessTaken")



@_attrs_define
class ArdriSuccessTaken:
    """ The one success taken from a roll: stored or given away.

        Attributes:
            as_ (ArdriSuccessTakenAs): What became of the success: `stored` (Murphy) or `given` (mutual aid).
            die_index (int): Which trinity die (0 to 2) the success is taken from.
     """

    as_: ArdriSuccessTakenAs
    die_index: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        as_ = self.as_.value

        die_index = self.die_index


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "as": as_,
            "die_index": die_index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_ = ArdriSuccessTakenAs(d.pop("as"))




        die_index = d.pop("die_index")

        ardri_success_taken = cls(
            as_=as_,
            die_index=die_index,
        )


        ardri_success_taken.additional_properties = d
        return ardri_success_taken

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
