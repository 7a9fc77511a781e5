from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_choose_setup_prayers_keep_item import EspriChooseSetupPrayersKeepItem
from ..models.espri_choose_setup_prayers_place_order_type_0_item import EspriChooseSetupPrayersPlaceOrderType0Item
from ..models.espri_choose_setup_prayers_quadrants_item import EspriChooseSetupPrayersQuadrantsItem
from ..models.espri_choose_setup_prayers_type import EspriChooseSetupPrayersType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriChooseSetupPrayers")



@_attrs_define
class EspriChooseSetupPrayers:
    """ Keep `devotion` gems as prayers (never rupture); the rest go on the board. A priestess
    names a quadrant for each time/rupture gem.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            keep (list[EspriChooseSetupPrayersKeepItem]): The drawn gems kept as prayer gems (no rupture): as many as
                devotion allows.
            type_ (EspriChooseSetupPrayersType): The message's tag: `ChooseSetupPrayers`.
            place_order (list[EspriChooseSetupPrayersPlaceOrderType0Item] | None | Unset): The gems left to place, in the
                order the player places them (default: as drawn).
            quadrants (list[EspriChooseSetupPrayersQuadrantsItem] | Unset): A priestess: the quadrant for each time or
                rupture gem placed, in order.
     """

    character_id: str
    keep: list[EspriChooseSetupPrayersKeepItem]
    type_: EspriChooseSetupPrayersType
    place_order: list[EspriChooseSetupPrayersPlaceOrderType0Item] | None | Unset = UNSET
    quadrants: list[EspriChooseSetupPrayersQuadrantsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        keep = []
        for keep_item_data in self.keep:
            keep_item = keep_item_data.value
            keep.append(keep_item)



        type_ = self.type_.value

        place_order: list[str] | None | Unset
        if isinstance(self.place_order, Unset):
            place_order = UNSET
        elif isinstance(self.place_order, list):
            place_order = []
            for place_order_type_0_item_data in self.place_order:
                place_order_type_0_item = place_order_type_0_item_data.value
                place_order.append(place_order_type_0_item)


        else:
            place_order = self.place_order

        quadrants: list[str] | Unset = UNSET
        if not isinstance(self.quadrants, Unset):
            quadrants = []
            for quadrants_item_data in self.quadrants:
                quadrants_item = quadrants_item_data.value
                quadrants.append(quadrants_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "keep": keep,
            "type": type_,
        })
        if place_order is not UNSET:
            field_dict["place_order"] = place_order
        if quadrants is not UNSET:
            field_dict["quadrants"] = quadrants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        keep = []
        _keep = d.pop("keep")
        for keep_item_data in (_keep):
            keep_item = EspriChooseSetupPrayersKeepItem(keep_item_data)



            keep.append(keep_item)


        type_ = EspriChooseSetupPrayersType(d.pop("type"))




        def _parse_place_order(data: object) -> list[EspriChooseSetupPrayersPlaceOrderType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                place_order_type_0 = []
                _place_order_type_0 = data
                for place_order_type_0_item_data in (_place_order_type_0):
                    place_order_type_0_item = EspriChooseSetupPrayersPlaceOrderType0Item(place_order_type_0_item_data)



                    place_order_type_0.append(place_order_type_0_item)

                return place_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EspriChooseSetupPrayersPlaceOrderType0Item] | None | Unset, data)

        place_order = _parse_place_order(d.pop("place_order", UNSET))


        _quadrants = d.pop("quadrants", UNSET)
        quadrants: list[EspriChooseSetupPrayersQuadrantsItem] | Unset = UNSET
        if _quadrants is not UNSET:
            quadrants = []
            for quadrants_item_data in _quadrants:
                quadrants_item = EspriChooseSetupPrayersQuadrantsItem(quadrants_item_data)



                quadrants.append(quadrants_item)


        espri_choose_setup_prayers = cls(
            character_id=character_id,
            keep=keep,
            type_=type_,
            place_order=place_order,
            quadrants=quadrants,
        )

        return espri_choose_setup_prayers

