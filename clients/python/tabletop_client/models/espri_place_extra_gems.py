from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_place_extra_gems_gems_item import EspriPlaceExtraGemsGemsItem
from ..models.espri_place_extra_gems_type import EspriPlaceExtraGemsType
from typing import cast






T = TypeVar("T", bound="EspriPlaceExtraGems")



@_attrs_define
class EspriPlaceExtraGems:
    """ After a success, the leader places exactly min(base score, hand) gems from the hand.

        Attributes:
            gems (list[EspriPlaceExtraGemsGemsItem]): The extra gems to place, chosen from the hand left.
            type_ (EspriPlaceExtraGemsType): The message's tag: `PlaceExtraGems`.
     """

    gems: list[EspriPlaceExtraGemsGemsItem]
    type_: EspriPlaceExtraGemsType





    def to_dict(self) -> dict[str, Any]:
        gems = []
        for gems_item_data in self.gems:
            gems_item = gems_item_data.value
            gems.append(gems_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gems": gems,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gems = []
        _gems = d.pop("gems")
        for gems_item_data in (_gems):
            gems_item = EspriPlaceExtraGemsGemsItem(gems_item_data)



            gems.append(gems_item)


        type_ = EspriPlaceExtraGemsType(d.pop("type"))




        espri_place_extra_gems = cls(
            gems=gems,
            type_=type_,
        )

        return espri_place_extra_gems

