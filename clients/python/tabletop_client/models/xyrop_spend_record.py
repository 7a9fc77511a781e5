from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropSpendRecord")



@_attrs_define
class XyropSpendRecord:
    """ What the destiny spent on a roll bought.

        Attributes:
            extra_approaches (list[str]): Further approaches added to the pool (1 destiny each).
            extra_roles (list[str]): Further roles added to the pool (1 destiny each).
            keep_extra (int): Extra dice kept in the total beyond the two highest (1 destiny each).
            step_ups (list[str]): Pool dice stepped up one rank (1 destiny each).
            treasure_reactivation (bool): True when the treasure was used again (1 destiny).
     """

    extra_approaches: list[str]
    extra_roles: list[str]
    keep_extra: int
    step_ups: list[str]
    treasure_reactivation: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        extra_approaches = self.extra_approaches



        extra_roles = self.extra_roles



        keep_extra = self.keep_extra

        step_ups = self.step_ups



        treasure_reactivation = self.treasure_reactivation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "extra_approaches": extra_approaches,
            "extra_roles": extra_roles,
            "keep_extra": keep_extra,
            "step_ups": step_ups,
            "treasure_reactivation": treasure_reactivation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        extra_approaches = cast(list[str], d.pop("extra_approaches"))


        extra_roles = cast(list[str], d.pop("extra_roles"))


        keep_extra = d.pop("keep_extra")

        step_ups = cast(list[str], d.pop("step_ups"))


        treasure_reactivation = d.pop("treasure_reactivation")

        xyrop_spend_record = cls(
            extra_approaches=extra_approaches,
            extra_roles=extra_roles,
            keep_extra=keep_extra,
            step_ups=step_ups,
            treasure_reactivation=treasure_reactivation,
        )


        xyrop_spend_record.additional_properties = d
        return xyrop_spend_record

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
