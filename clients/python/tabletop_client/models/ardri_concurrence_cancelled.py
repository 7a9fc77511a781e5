from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_concurrence_cancelled_reason import ArdriConcurrenceCancelledReason






T = TypeVar("T", bound="ArdriConcurrenceCancelled")



@_attrs_define
class ArdriConcurrenceCancelled:
    """ An open concurrence was cancelled.

        Attributes:
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            reason (ArdriConcurrenceCancelledReason): Why it was cancelled: `gm` (the gm cancelled it).
     """

    concurrence_id: str
    reason: ArdriConcurrenceCancelledReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        concurrence_id = self.concurrence_id

        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "concurrence_id": concurrence_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        concurrence_id = d.pop("concurrence_id")

        reason = ArdriConcurrenceCancelledReason(d.pop("reason"))




        ardri_concurrence_cancelled = cls(
            concurrence_id=concurrence_id,
            reason=reason,
        )


        ardri_concurrence_cancelled.additional_properties = d
        return ardri_concurrence_cancelled

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
