from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_apply_stress_type import LocquemareApplyStressType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareApplyStress")



@_attrs_define
class LocquemareApplyStress:
    """ Adversity: stress on a hero, paid from a resource (7.6).

        Attributes:
            amount (int): How many stress points (or damage).
            hero_id (str): The hero concerned (an id from the table's `characters`).
            resource (str): The resource used: `ichor`, `arsenal`, `biblos`, `adrenaline`, `volonte`, `dogma`, `paria` or
                `mystique`.
            type_ (LocquemareApplyStressType): The message's tag: `ApplyStress`.
            reason (str | Unset): Why, in a few words. Default: ''.
            stress_check_d10 (int | None | Unset): A d10 rolled at the table for the stress check; null: the server rolls
                it.
     """

    amount: int
    hero_id: str
    resource: str
    type_: LocquemareApplyStressType
    reason: str | Unset = ''
    stress_check_d10: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        hero_id = self.hero_id

        resource = self.resource

        type_ = self.type_.value

        reason = self.reason

        stress_check_d10: int | None | Unset
        if isinstance(self.stress_check_d10, Unset):
            stress_check_d10 = UNSET
        else:
            stress_check_d10 = self.stress_check_d10


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "hero_id": hero_id,
            "resource": resource,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if stress_check_d10 is not UNSET:
            field_dict["stress_check_d10"] = stress_check_d10

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        hero_id = d.pop("hero_id")

        resource = d.pop("resource")

        type_ = LocquemareApplyStressType(d.pop("type"))




        reason = d.pop("reason", UNSET)

        def _parse_stress_check_d10(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stress_check_d10 = _parse_stress_check_d10(d.pop("stress_check_d10", UNSET))


        locquemare_apply_stress = cls(
            amount=amount,
            hero_id=hero_id,
            resource=resource,
            type_=type_,
            reason=reason,
            stress_check_d10=stress_check_d10,
        )

        return locquemare_apply_stress

