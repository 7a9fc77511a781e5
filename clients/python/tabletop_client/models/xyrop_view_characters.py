from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_sheet import XyropSheet





T = TypeVar("T", bound="XyropViewCharacters")



@_attrs_define
class XyropViewCharacters:
    """ Every character's sheet, by character id.

     """

    additional_properties: dict[str, XyropSheet] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_sheet import XyropSheet # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_sheet import XyropSheet # noqa: PLC0415
        d = dict(src_dict)
        xyrop_view_characters = cls(
        )


        from ..models.xyrop_asset import XyropAsset # noqa: PLC0415
        from ..models.xyrop_distinction import XyropDistinction # noqa: PLC0415
        from ..models.xyrop_pending_experience import XyropPendingExperience # noqa: PLC0415
        from ..models.xyrop_race import XyropRace # noqa: PLC0415
        from ..models.xyrop_sheet_approaches import XyropSheetApproaches # noqa: PLC0415
        from ..models.xyrop_sheet_roles import XyropSheetRoles # noqa: PLC0415
        from ..models.xyrop_sheet_stress import XyropSheetStress # noqa: PLC0415
        from ..models.xyrop_sheet_trait_names import XyropSheetTraitNames # noqa: PLC0415
        from ..models.xyrop_sheet_values import XyropSheetValues # noqa: PLC0415
        from ..models.xyrop_treasure import XyropTreasure # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = XyropSheet.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        xyrop_view_characters.additional_properties = additional_properties
        return xyrop_view_characters

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> XyropSheet:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: XyropSheet) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
