from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="XyropDestinySpend")



@_attrs_define
class XyropDestinySpend:
    """ Destiny spent on a roll before the dice: one point per item, per keep_extra.

        Attributes:
            extra_approaches (list[str] | Unset): Further approaches added to the pool (1 destiny each).
            extra_roles (list[str] | Unset): Further roles added to the pool (1 destiny each).
            keep_extra (int | Unset): Extra dice kept in the total beyond the two highest (1 destiny each). Default: 0.
            step_ups (list[str] | Unset): Pool dice stepped up one rank (1 destiny each).
     """

    extra_approaches: list[str] | Unset = UNSET
    extra_roles: list[str] | Unset = UNSET
    keep_extra: int | Unset = 0
    step_ups: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        extra_approaches: list[str] | Unset = UNSET
        if not isinstance(self.extra_approaches, Unset):
            extra_approaches = self.extra_approaches



        extra_roles: list[str] | Unset = UNSET
        if not isinstance(self.extra_roles, Unset):
            extra_roles = self.extra_roles



        keep_extra = self.keep_extra

        step_ups: list[str] | Unset = UNSET
        if not isinstance(self.step_ups, Unset):
            step_ups = self.step_ups




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if extra_approaches is not UNSET:
            field_dict["extra_approaches"] = extra_approaches
        if extra_roles is not UNSET:
            field_dict["extra_roles"] = extra_roles
        if keep_extra is not UNSET:
            field_dict["keep_extra"] = keep_extra
        if step_ups is not UNSET:
            field_dict["step_ups"] = step_ups

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        extra_approaches = cast(list[str], d.pop("extra_approaches", UNSET))


        extra_roles = cast(list[str], d.pop("extra_roles", UNSET))


        keep_extra = d.pop("keep_extra", UNSET)

        step_ups = cast(list[str], d.pop("step_ups", UNSET))


        xyrop_destiny_spend = cls(
            extra_approaches=extra_approaches,
            extra_roles=extra_roles,
            keep_extra=keep_extra,
            step_ups=step_ups,
        )

        return xyrop_destiny_spend

