from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_hero_sheet import LocquemareHeroSheet





T = TypeVar("T", bound="LocquemareViewCharacters")



@_attrs_define
class LocquemareViewCharacters:
    """ Every hero's sheet, by hero id.

     """

    additional_properties: dict[str, LocquemareHeroSheet] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_hero_sheet import LocquemareHeroSheet # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_hero_sheet import LocquemareHeroSheet # noqa: PLC0415
        d = dict(src_dict)
        locquemare_view_characters = cls(
        )


        from ..models.locquemare_drawn_secret import LocquemareDrawnSecret # noqa: PLC0415
        from ..models.locquemare_hero_secret import LocquemareHeroSecret # noqa: PLC0415
        from ..models.locquemare_hero_sheet_approaches import LocquemareHeroSheetApproaches # noqa: PLC0415
        from ..models.locquemare_hero_sheet_consequence_slots import LocquemareHeroSheetConsequenceSlots # noqa: PLC0415
        from ..models.locquemare_hero_sheet_prowess_uses import LocquemareHeroSheetProwessUses # noqa: PLC0415
        from ..models.locquemare_hero_sheet_resources import LocquemareHeroSheetResources # noqa: PLC0415
        from ..models.locquemare_hero_sheet_resources_current import LocquemareHeroSheetResourcesCurrent # noqa: PLC0415
        from ..models.locquemare_hero_sheet_tokens import LocquemareHeroSheetTokens # noqa: PLC0415
        from ..models.locquemare_journey import LocquemareJourney # noqa: PLC0415
        from ..models.locquemare_key import LocquemareKey # noqa: PLC0415
        from ..models.locquemare_pending_harm import LocquemarePendingHarm # noqa: PLC0415
        from ..models.locquemare_prowess import LocquemareProwess # noqa: PLC0415
        from ..models.locquemare_secret_view import LocquemareSecretView # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = LocquemareHeroSheet.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        locquemare_view_characters.additional_properties = additional_properties
        return locquemare_view_characters

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> LocquemareHeroSheet:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: LocquemareHeroSheet) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
