from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareActEnded")



@_attrs_define
class LocquemareActEnded:
    """ The act closed; every hero counts one more act played.

        Attributes:
            act (int): The act's number.
            medium_recovered (list[str]): Heroes who recovered a medium consequence.
     """

    act: int
    medium_recovered: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        act = self.act

        medium_recovered = self.medium_recovered




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "act": act,
            "medium_recovered": medium_recovered,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        act = d.pop("act")

        medium_recovered = cast(list[str], d.pop("medium_recovered"))


        locquemare_act_ended = cls(
            act=act,
            medium_recovered=medium_recovered,
        )


        locquemare_act_ended.additional_properties = d
        return locquemare_act_ended

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
