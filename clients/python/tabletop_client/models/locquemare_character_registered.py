from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_hero_out import LocquemareHeroOut





T = TypeVar("T", bound="LocquemareCharacterRegistered")



@_attrs_define
class LocquemareCharacterRegistered:
    """ A hero was created.

        Attributes:
            hero (LocquemareHeroOut): A hero's sheet (section 3).
     """

    hero: LocquemareHeroOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_hero_out import LocquemareHeroOut # noqa: PLC0415
        hero = self.hero.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero": hero,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_hero_out import LocquemareHeroOut # noqa: PLC0415
        d = dict(src_dict)
        hero = LocquemareHeroOut.from_dict(d.pop("hero"))




        locquemare_character_registered = cls(
            hero=hero,
        )


        locquemare_character_registered.additional_properties = d
        return locquemare_character_registered

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
