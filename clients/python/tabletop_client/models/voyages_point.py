from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_values import VoyagesValues





T = TypeVar("T", bound="VoyagesPoint")



@_attrs_define
class VoyagesPoint:
    """ 
        Attributes:
            character_id (str): The character whose values these are.
            values (VoyagesValues):
            version (int): The version right after which the values hold.
     """

    character_id: str
    values: VoyagesValues
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_values import VoyagesValues # noqa: PLC0415
        character_id = self.character_id

        values = self.values.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "values": values,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_values import VoyagesValues # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        values = VoyagesValues.from_dict(d.pop("values"))




        version = d.pop("version")

        voyages_point = cls(
            character_id=character_id,
            values=values,
            version=version,
        )


        voyages_point.additional_properties = d
        return voyages_point

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
