from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_result_determined_base_result import EspriCallResultDeterminedBaseResult
from ..models.espri_call_result_determined_main import EspriCallResultDeterminedMain
from ..models.espri_call_result_determined_modifier_type_0 import EspriCallResultDeterminedModifierType0
from ..models.espri_call_result_determined_result import EspriCallResultDeterminedResult
from ..models.espri_call_result_determined_shift_type_0 import EspriCallResultDeterminedShiftType0
from typing import cast






T = TypeVar("T", bound="EspriCallResultDetermined")



@_attrs_define
class EspriCallResultDetermined:
    """ The placed gems' result; `extra_count` gems are due on a success.

        Attributes:
            base_result (EspriCallResultDeterminedBaseResult): The result the placed gems gave before the modifier's shift
                and the missing talent's step down.
            call_id (str): The call's id (one call at a time is open).
            extra_count (int): Extra gems due on a success: min(leader's base score in the called season, gems left in the
                hand).
            forced (bool): True when n was beyond ±12: the result is critical whatever the gems.
            main (EspriCallResultDeterminedMain): The main gem placed: a season gem when the hand holds one.
            modifier (EspriCallResultDeterminedModifierType0 | None): The modifier gem placed with the main one (`time` or
                `rupture`); null: none.
            result (EspriCallResultDeterminedResult): The call's result: `critical_success`, `success`, `bitter_success`,
                `failure` or `critical_failure`.
            shift (EspriCallResultDeterminedShiftType0 | None): Which way the modifier moves the result: `up` or `down`
                (required with a modifier, or a rupture-only hand).
            without_talent (bool): True when no talent was used: the result was lowered one step.
     """

    base_result: EspriCallResultDeterminedBaseResult
    call_id: str
    extra_count: int
    forced: bool
    main: EspriCallResultDeterminedMain
    modifier: EspriCallResultDeterminedModifierType0 | None
    result: EspriCallResultDeterminedResult
    shift: EspriCallResultDeterminedShiftType0 | None
    without_talent: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        base_result = self.base_result.value

        call_id = self.call_id

        extra_count = self.extra_count

        forced = self.forced

        main = self.main.value

        modifier: None | str
        if isinstance(self.modifier, EspriCallResultDeterminedModifierType0):
            modifier = self.modifier.value
        else:
            modifier = self.modifier

        result = self.result.value

        shift: None | str
        if isinstance(self.shift, EspriCallResultDeterminedShiftType0):
            shift = self.shift.value
        else:
            shift = self.shift

        without_talent = self.without_talent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "base_result": base_result,
            "call_id": call_id,
            "extra_count": extra_count,
            "forced": forced,
            "main": main,
            "modifier": modifier,
            "result": result,
            "shift": shift,
            "without_talent": without_talent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_result = EspriCallResultDeterminedBaseResult(d.pop("base_result"))




        call_id = d.pop("call_id")

        extra_count = d.pop("extra_count")

        forced = d.pop("forced")

        main = EspriCallResultDeterminedMain(d.pop("main"))




        def _parse_modifier(data: object) -> EspriCallResultDeterminedModifierType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modifier_type_0 = EspriCallResultDeterminedModifierType0(data)



                return modifier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallResultDeterminedModifierType0 | None, data)

        modifier = _parse_modifier(d.pop("modifier"))


        result = EspriCallResultDeterminedResult(d.pop("result"))




        def _parse_shift(data: object) -> EspriCallResultDeterminedShiftType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shift_type_0 = EspriCallResultDeterminedShiftType0(data)



                return shift_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallResultDeterminedShiftType0 | None, data)

        shift = _parse_shift(d.pop("shift"))


        without_talent = d.pop("without_talent")

        espri_call_result_determined = cls(
            base_result=base_result,
            call_id=call_id,
            extra_count=extra_count,
            forced=forced,
            main=main,
            modifier=modifier,
            result=result,
            shift=shift,
            without_talent=without_talent,
        )


        espri_call_result_determined.additional_properties = d
        return espri_call_result_determined

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
