from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_awaiting_stalled_item import EspriCallAwaitingStalledItem
from ..models.espri_call_awaiting_step import EspriCallAwaitingStep
from typing import cast






T = TypeVar("T", bound="EspriCallAwaiting")



@_attrs_define
class EspriCallAwaiting:
    """ The call waits for a choice: `awaiting_extra_gems`, `awaiting_rupture_removal`
    or `awaiting_prayer_keep`.

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            stalled (list[EspriCallAwaitingStalledItem]): The seasons whose nymph was due to advance and did not move.
            step (EspriCallAwaitingStep): Where the call stands: which choice it waits for.
     """

    call_id: str
    stalled: list[EspriCallAwaitingStalledItem]
    step: EspriCallAwaitingStep
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        stalled = []
        for stalled_item_data in self.stalled:
            stalled_item = stalled_item_data.value
            stalled.append(stalled_item)



        step = self.step.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "stalled": stalled,
            "step": step,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("call_id")

        stalled = []
        _stalled = d.pop("stalled")
        for stalled_item_data in (_stalled):
            stalled_item = EspriCallAwaitingStalledItem(stalled_item_data)



            stalled.append(stalled_item)


        step = EspriCallAwaitingStep(d.pop("step"))




        espri_call_awaiting = cls(
            call_id=call_id,
            stalled=stalled,
            step=step,
        )


        espri_call_awaiting.additional_properties = d
        return espri_call_awaiting

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
