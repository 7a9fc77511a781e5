from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareAdversityView")



@_attrs_define
class LocquemareAdversityView:
    """ The Adversity's pool as a seat sees it.

        Attributes:
            accepted_defeat_this_scene (bool): True once the Adversity accepted defeat this scene.
            danger (int | None): The Adversity's danger tokens.
     """

    accepted_defeat_this_scene: bool
    danger: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        accepted_defeat_this_scene = self.accepted_defeat_this_scene

        danger: int | None
        danger = self.danger


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accepted_defeat_this_scene": accepted_defeat_this_scene,
            "danger": danger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted_defeat_this_scene = d.pop("accepted_defeat_this_scene")

        def _parse_danger(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        danger = _parse_danger(d.pop("danger"))


        locquemare_adversity_view = cls(
            accepted_defeat_this_scene=accepted_defeat_this_scene,
            danger=danger,
        )


        locquemare_adversity_view.additional_properties = d
        return locquemare_adversity_view

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
