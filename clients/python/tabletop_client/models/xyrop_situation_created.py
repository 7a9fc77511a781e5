from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropSituationCreated")



@_attrs_define
class XyropSituationCreated:
    """ The gm created a rated situation.

        Attributes:
            die (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            element_id (str): The table element concerned (an id from the state's `elements`).
            name (str): The name, as typed (1 to 80 characters).
     """

    die: int
    element_id: str
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        die = self.die

        element_id = self.element_id

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die": die,
            "element_id": element_id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        element_id = d.pop("element_id")

        name = d.pop("name")

        xyrop_situation_created = cls(
            die=die,
            element_id=element_id,
            name=name,
        )


        xyrop_situation_created.additional_properties = d
        return xyrop_situation_created

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
