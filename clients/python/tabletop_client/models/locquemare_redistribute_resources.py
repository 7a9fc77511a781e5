from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_redistribute_resources_type import LocquemareRedistributeResourcesType
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_redistribute_resources_resources import LocquemareRedistributeResourcesResources





T = TypeVar("T", bound="LocquemareRedistributeResources")



@_attrs_define
class LocquemareRedistributeResources:
    """ Between acts: a new resource allocation summing to 8 + acts played.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resources (LocquemareRedistributeResourcesResources): The hero's eight resources: name -> allocation (0 to 5).
            type_ (LocquemareRedistributeResourcesType): The message's tag: `RedistributeResources`.
     """

    hero_id: str
    resources: LocquemareRedistributeResourcesResources
    type_: LocquemareRedistributeResourcesType





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_redistribute_resources_resources import LocquemareRedistributeResourcesResources # noqa: PLC0415
        hero_id = self.hero_id

        resources = self.resources.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "resources": resources,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_redistribute_resources_resources import LocquemareRedistributeResourcesResources # noqa: PLC0415
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        resources = LocquemareRedistributeResourcesResources.from_dict(d.pop("resources"))




        type_ = LocquemareRedistributeResourcesType(d.pop("type"))




        locquemare_redistribute_resources = cls(
            hero_id=hero_id,
            resources=resources,
            type_=type_,
        )

        return locquemare_redistribute_resources

