from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_group_result_apportioned_allocations import VoyagesGroupResultApportionedAllocations





T = TypeVar("T", bound="VoyagesGroupResultApportioned")



@_attrs_define
class VoyagesGroupResultApportioned:
    """ An average group's result shared unevenly.

        Attributes:
            allocations (VoyagesGroupResultApportionedAllocations): How the subgroup's result is shared: character id ->
                points (they sum to the group score times its members).
            situation_id (str): The situation concerned (an id from the table's `situations`).
            subgroup (int): The subgroup's index.
     """

    allocations: VoyagesGroupResultApportionedAllocations
    situation_id: str
    subgroup: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_group_result_apportioned_allocations import VoyagesGroupResultApportionedAllocations # noqa: PLC0415
        allocations = self.allocations.to_dict()

        situation_id = self.situation_id

        subgroup = self.subgroup


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allocations": allocations,
            "situation_id": situation_id,
            "subgroup": subgroup,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_group_result_apportioned_allocations import VoyagesGroupResultApportionedAllocations # noqa: PLC0415
        d = dict(src_dict)
        allocations = VoyagesGroupResultApportionedAllocations.from_dict(d.pop("allocations"))




        situation_id = d.pop("situation_id")

        subgroup = d.pop("subgroup")

        voyages_group_result_apportioned = cls(
            allocations=allocations,
            situation_id=situation_id,
            subgroup=subgroup,
        )


        voyages_group_result_apportioned.additional_properties = d
        return voyages_group_result_apportioned

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
