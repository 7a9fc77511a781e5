from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_advance_day_type import EspriAdvanceDayType






T = TypeVar("T", bound="EspriAdvanceDay")



@_attrs_define
class EspriAdvanceDay:
    """ The next in-game day (gm only).

        Attributes:
            type_ (EspriAdvanceDayType): The message's tag: `AdvanceDay`.
     """

    type_: EspriAdvanceDayType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EspriAdvanceDayType(d.pop("type"))




        espri_advance_day = cls(
            type_=type_,
        )

        return espri_advance_day

