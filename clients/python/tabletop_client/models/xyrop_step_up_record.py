from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropStepUpRecord")



@_attrs_define
class XyropStepUpRecord:
    """ One destiny step-up applied to a pool die.

        Attributes:
            from_ (int): The value before the step (a die's faces; for stress also `none`).
            ref (str): The die's reference in the pool (`approach:…`, `role:…`…).
            to (int): The value after the step (a die's faces; null: removed; for stress also `out`).
     """

    from_: int
    ref: str
    to: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        ref = self.ref

        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "ref": ref,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        ref = d.pop("ref")

        to = d.pop("to")

        xyrop_step_up_record = cls(
            from_=from_,
            ref=ref,
            to=to,
        )


        xyrop_step_up_record.additional_properties = d
        return xyrop_step_up_record

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
