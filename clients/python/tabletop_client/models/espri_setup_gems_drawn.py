from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_setup_gems_drawn_gems_item import EspriSetupGemsDrawnGemsItem
from ..models.espri_setup_gems_drawn_source import EspriSetupGemsDrawnSource
from typing import cast






T = TypeVar("T", bound="EspriSetupGemsDrawn")



@_attrs_define
class EspriSetupGemsDrawn:
    """ A character's setup draw, with every gem drawn.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            gems (list[EspriSetupGemsDrawnGemsItem]): The gems drawn for the setup, in order.
            source (EspriSetupGemsDrawnSource): Who drew: `server` or `physical` (drawn at the table and typed in).
     """

    character_id: str
    gems: list[EspriSetupGemsDrawnGemsItem]
    source: EspriSetupGemsDrawnSource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        gems = []
        for gems_item_data in self.gems:
            gems_item = gems_item_data.value
            gems.append(gems_item)



        source = self.source.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "gems": gems,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        gems = []
        _gems = d.pop("gems")
        for gems_item_data in (_gems):
            gems_item = EspriSetupGemsDrawnGemsItem(gems_item_data)



            gems.append(gems_item)


        source = EspriSetupGemsDrawnSource(d.pop("source"))




        espri_setup_gems_drawn = cls(
            character_id=character_id,
            gems=gems,
            source=source,
        )


        espri_setup_gems_drawn.additional_properties = d
        return espri_setup_gems_drawn

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
