from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_keep_prayer_gem_colour_type_0 import EspriKeepPrayerGemColourType0
from ..models.espri_keep_prayer_gem_type import EspriKeepPrayerGemType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriKeepPrayerGem")



@_attrs_define
class EspriKeepPrayerGem:
    """ After a critical failure, the leader may keep one removed gem as a prayer (or skip).

        Attributes:
            type_ (EspriKeepPrayerGemType): The message's tag: `KeepPrayerGem`.
            colour (EspriKeepPrayerGemColourType0 | None | Unset): The removed gem to keep as a prayer gem (null with
                `skip`).
            skip (bool | Unset): True to pass instead of choosing. Default: False.
     """

    type_: EspriKeepPrayerGemType
    colour: EspriKeepPrayerGemColourType0 | None | Unset = UNSET
    skip: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        colour: None | str | Unset
        if isinstance(self.colour, Unset):
            colour = UNSET
        elif isinstance(self.colour, EspriKeepPrayerGemColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        skip = self.skip


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if colour is not UNSET:
            field_dict["colour"] = colour
        if skip is not UNSET:
            field_dict["skip"] = skip

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EspriKeepPrayerGemType(d.pop("type"))




        def _parse_colour(data: object) -> EspriKeepPrayerGemColourType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = EspriKeepPrayerGemColourType0(data)



                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriKeepPrayerGemColourType0 | None | Unset, data)

        colour = _parse_colour(d.pop("colour", UNSET))


        skip = d.pop("skip", UNSET)

        espri_keep_prayer_gem = cls(
            type_=type_,
            colour=colour,
            skip=skip,
        )

        return espri_keep_prayer_gem

