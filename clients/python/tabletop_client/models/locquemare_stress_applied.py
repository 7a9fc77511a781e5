from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareStressApplied")



@_attrs_define
class LocquemareStressApplied:
    """ Stress paid from a resource; what it cannot pay overflows (D5).

        Attributes:
            absorbed (int): Stress absorbed by the resource.
            amount (int): How many stress points (or damage).
            hero_id (str): The hero concerned (an id from the table's `characters`).
            overflow (int): Stress beyond the resource.
            resource (str): The resource used: `ichor`, `arsenal`, `biblos`, `adrenaline`, `volonte`, `dogma`, `paria` or
                `mystique`.
            resource_current (int): The resource's current value after the stress.
            stress (int): The hero's stress (0 at each scene's end).
     """

    absorbed: int
    amount: int
    hero_id: str
    overflow: int
    resource: str
    resource_current: int
    stress: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        absorbed = self.absorbed

        amount = self.amount

        hero_id = self.hero_id

        overflow = self.overflow

        resource = self.resource

        resource_current = self.resource_current

        stress = self.stress


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "absorbed": absorbed,
            "amount": amount,
            "hero_id": hero_id,
            "overflow": overflow,
            "resource": resource,
            "resource_current": resource_current,
            "stress": stress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        absorbed = d.pop("absorbed")

        amount = d.pop("amount")

        hero_id = d.pop("hero_id")

        overflow = d.pop("overflow")

        resource = d.pop("resource")

        resource_current = d.pop("resource_current")

        stress = d.pop("stress")

        locquemare_stress_applied = cls(
            absorbed=absorbed,
            amount=amount,
            hero_id=hero_id,
            overflow=overflow,
            resource=resource,
            resource_current=resource_current,
            stress=stress,
        )


        locquemare_stress_applied.additional_properties = d
        return locquemare_stress_applied

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
