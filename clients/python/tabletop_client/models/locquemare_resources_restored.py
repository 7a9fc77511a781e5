from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_resources_restored_resources_current import LocquemareResourcesRestoredResourcesCurrent





T = TypeVar("T", bound="LocquemareResourcesRestored")



@_attrs_define
class LocquemareResourcesRestored:
    """ Current resources back to the allocation.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resources_current (LocquemareResourcesRestoredResourcesCurrent): The resources' current values (reset at each
                scene's start and end).
     """

    hero_id: str
    resources_current: LocquemareResourcesRestoredResourcesCurrent
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_resources_restored_resources_current import LocquemareResourcesRestoredResourcesCurrent # noqa: PLC0415
        hero_id = self.hero_id

        resources_current = self.resources_current.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "resources_current": resources_current,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_resources_restored_resources_current import LocquemareResourcesRestoredResourcesCurrent # noqa: PLC0415
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        resources_current = LocquemareResourcesRestoredResourcesCurrent.from_dict(d.pop("resources_current"))




        locquemare_resources_restored = cls(
            hero_id=hero_id,
            resources_current=resources_current,
        )


        locquemare_resources_restored.additional_properties = d
        return locquemare_resources_restored

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
