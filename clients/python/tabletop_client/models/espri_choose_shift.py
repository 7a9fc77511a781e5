from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_choose_shift_shift import EspriChooseShiftShift
from ..models.espri_choose_shift_type import EspriChooseShiftType






T = TypeVar("T", bound="EspriChooseShift")



@_attrs_define
class EspriChooseShift:
    """ T3: when the gm chose the placed gems (n <= -2), the leader shifts the result of a
    time or rupture modifier (or of a rupture-only hand) up or down.

        Attributes:
            shift (EspriChooseShiftShift): Which way the modifier moves the result: `up` or `down` (required with a
                modifier, or a rupture-only hand).
            type_ (EspriChooseShiftType): The message's tag: `ChooseShift`.
     """

    shift: EspriChooseShiftShift
    type_: EspriChooseShiftType





    def to_dict(self) -> dict[str, Any]:
        shift = self.shift.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "shift": shift,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shift = EspriChooseShiftShift(d.pop("shift"))




        type_ = EspriChooseShiftType(d.pop("type"))




        espri_choose_shift = cls(
            shift=shift,
            type_=type_,
        )

        return espri_choose_shift

