from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_closed_reason_type_0 import EspriCallClosedReasonType0
from ..models.espri_call_closed_result_type_0 import EspriCallClosedResultType0
from ..models.espri_call_closed_stalled_item import EspriCallClosedStalledItem
from typing import cast






T = TypeVar("T", bound="EspriCallClosed")



@_attrs_define
class EspriCallClosed:
    """ `stalled`: nymphs that were due to advance and did not move (gem caterpillar).

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            reason (EspriCallClosedReasonType0 | None): `medium_shattered` when the leader's medium shattered during the
                call; null when the call ran its course.
            result (EspriCallClosedResultType0 | None): The call's final result; null when it closed without one.
            stalled (list[EspriCallClosedStalledItem]): The seasons whose nymph was due to advance and did not move.
     """

    call_id: str
    reason: EspriCallClosedReasonType0 | None
    result: EspriCallClosedResultType0 | None
    stalled: list[EspriCallClosedStalledItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        reason: None | str
        if isinstance(self.reason, EspriCallClosedReasonType0):
            reason = self.reason.value
        else:
            reason = self.reason

        result: None | str
        if isinstance(self.result, EspriCallClosedResultType0):
            result = self.result.value
        else:
            result = self.result

        stalled = []
        for stalled_item_data in self.stalled:
            stalled_item = stalled_item_data.value
            stalled.append(stalled_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "reason": reason,
            "result": result,
            "stalled": stalled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("call_id")

        def _parse_reason(data: object) -> EspriCallClosedReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = EspriCallClosedReasonType0(data)



                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallClosedReasonType0 | None, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_result(data: object) -> EspriCallClosedResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = EspriCallClosedResultType0(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallClosedResultType0 | None, data)

        result = _parse_result(d.pop("result"))


        stalled = []
        _stalled = d.pop("stalled")
        for stalled_item_data in (_stalled):
            stalled_item = EspriCallClosedStalledItem(stalled_item_data)



            stalled.append(stalled_item)


        espri_call_closed = cls(
            call_id=call_id,
            reason=reason,
            result=result,
            stalled=stalled,
        )


        espri_call_closed.additional_properties = d
        return espri_call_closed

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
