from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_resources_redistributed_resources import LocquemareResourcesRedistributedResources





T = TypeVar("T", bound="LocquemareResourcesRedistributed")



@_attrs_define
class LocquemareResourcesRedistributed:
    """ A new resource allocation (current values follow).

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resources (LocquemareResourcesRedistributedResources): The hero's eight resources: name -> allocation (0 to 5).
     """

    hero_id: str
    resources: LocquemareResourcesRedistributedResources
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_resources_redistributed_resources import LocquemareResourcesRedistributedResources # noqa: PLC0415
        hero_id = self.hero_id

        resources = self.resources.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "resources": resources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_resources_redistributed_resources import LocquemareResourcesRedistributedResources # noqa: PLC0415
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        resources = LocquemareResourcesRedistributedResources.from_dict(d.pop("resources"))




        locquemare_resources_redistributed = cls(
            hero_id=hero_id,
            resources=resources,
        )


        locquemare_resources_redistributed.additional_properties = d
        return locquemare_resources_redistributed

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
