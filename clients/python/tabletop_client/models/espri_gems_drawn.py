from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gems_drawn_gems_item import EspriGemsDrawnGemsItem
from ..models.espri_gems_drawn_source import EspriGemsDrawnSource
from typing import cast






T = TypeVar("T", bound="EspriGemsDrawn")



@_attrs_define
class EspriGemsDrawn:
    """ Gems drawn into the call's hand (`redraw` for the second draw).

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            gems (list[EspriGemsDrawnGemsItem]): The gems drawn, in order.
            redraw (bool): True for the second draw of a redraw.
            source (EspriGemsDrawnSource): Who drew: `server` or `physical` (drawn at the table and typed in).
     """

    call_id: str
    gems: list[EspriGemsDrawnGemsItem]
    redraw: bool
    source: EspriGemsDrawnSource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        gems = []
        for gems_item_data in self.gems:
            gems_item = gems_item_data.value
            gems.append(gems_item)



        redraw = self.redraw

        source = self.source.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "gems": gems,
            "redraw": redraw,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("call_id")

        gems = []
        _gems = d.pop("gems")
        for gems_item_data in (_gems):
            gems_item = EspriGemsDrawnGemsItem(gems_item_data)



            gems.append(gems_item)


        redraw = d.pop("redraw")

        source = EspriGemsDrawnSource(d.pop("source"))




        espri_gems_drawn = cls(
            call_id=call_id,
            gems=gems,
            redraw=redraw,
            source=source,
        )


        espri_gems_drawn.additional_properties = d
        return espri_gems_drawn

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
