from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_place_call_gems_main import EspriPlaceCallGemsMain
from ..models.espri_place_call_gems_modifier_type_0 import EspriPlaceCallGemsModifierType0
from ..models.espri_place_call_gems_shift_type_0 import EspriPlaceCallGemsShiftType0
from ..models.espri_place_call_gems_type import EspriPlaceCallGemsType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriPlaceCallGems")



@_attrs_define
class EspriPlaceCallGems:
    """ The chooser places the main gem and at most one time/rupture modifier; `shift` up or
    down.

        Attributes:
            main (EspriPlaceCallGemsMain): The main gem placed: a season gem when the hand holds one.
            type_ (EspriPlaceCallGemsType): The message's tag: `PlaceCallGems`.
            modifier (EspriPlaceCallGemsModifierType0 | None | Unset): The modifier gem placed with the main one (`time` or
                `rupture`); null: none.
            shift (EspriPlaceCallGemsShiftType0 | None | Unset): Which way the modifier moves the result: `up` or `down`
                (required with a modifier, or a rupture-only hand).
     """

    main: EspriPlaceCallGemsMain
    type_: EspriPlaceCallGemsType
    modifier: EspriPlaceCallGemsModifierType0 | None | Unset = UNSET
    shift: EspriPlaceCallGemsShiftType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        main = self.main.value

        type_ = self.type_.value

        modifier: None | str | Unset
        if isinstance(self.modifier, Unset):
            modifier = UNSET
        elif isinstance(self.modifier, EspriPlaceCallGemsModifierType0):
            modifier = self.modifier.value
        else:
            modifier = self.modifier

        shift: None | str | Unset
        if isinstance(self.shift, Unset):
            shift = UNSET
        elif isinstance(self.shift, EspriPlaceCallGemsShiftType0):
            shift = self.shift.value
        else:
            shift = self.shift


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "main": main,
            "type": type_,
        })
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if shift is not UNSET:
            field_dict["shift"] = shift

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        main = EspriPlaceCallGemsMain(d.pop("main"))




        type_ = EspriPlaceCallGemsType(d.pop("type"))




        def _parse_modifier(data: object) -> EspriPlaceCallGemsModifierType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modifier_type_0 = EspriPlaceCallGemsModifierType0(data)



                return modifier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriPlaceCallGemsModifierType0 | None | Unset, data)

        modifier = _parse_modifier(d.pop("modifier", UNSET))


        def _parse_shift(data: object) -> EspriPlaceCallGemsShiftType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shift_type_0 = EspriPlaceCallGemsShiftType0(data)



                return shift_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriPlaceCallGemsShiftType0 | None | Unset, data)

        shift = _parse_shift(d.pop("shift", UNSET))


        espri_place_call_gems = cls(
            main=main,
            type_=type_,
            modifier=modifier,
            shift=shift,
        )

        return espri_place_call_gems

