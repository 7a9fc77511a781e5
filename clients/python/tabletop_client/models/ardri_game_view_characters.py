from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_character_sheet_view import ArdriCharacterSheetView





T = TypeVar("T", bound="ArdriGameViewCharacters")



@_attrs_define
class ArdriGameViewCharacters:
    """ Counts per character id.

     """

    additional_properties: dict[str, ArdriCharacterSheetView] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_character_sheet_view import ArdriCharacterSheetView # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_character_sheet_view import ArdriCharacterSheetView # noqa: PLC0415
        d = dict(src_dict)
        ardri_game_view_characters = cls(
        )


        from ..models.ardri_attribute import ArdriAttribute # noqa: PLC0415
        from ..models.ardri_character_sheet_view_characteristics import ArdriCharacterSheetViewCharacteristics # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_modifiers import ArdriCharacterSheetViewDomainModifiers # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_thresholds import ArdriCharacterSheetViewDomainThresholds # noqa: PLC0415
        from ..models.ardri_murphy_view import ArdriMurphyView # noqa: PLC0415
        from ..models.ardri_skill import ArdriSkill # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ArdriCharacterSheetView.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        ardri_game_view_characters.additional_properties = additional_properties
        return ardri_game_view_characters

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ArdriCharacterSheetView:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ArdriCharacterSheetView) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
