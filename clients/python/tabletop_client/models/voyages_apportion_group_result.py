from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_apportion_group_result_type import VoyagesApportionGroupResultType
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_apportion_group_result_allocations import VoyagesApportionGroupResultAllocations





T = TypeVar("T", bound="VoyagesApportionGroupResult")



@_attrs_define
class VoyagesApportionGroupResult:
    """ GM: share an average group's consequences unevenly (same total).

        Attributes:
            allocations (VoyagesApportionGroupResultAllocations): How the subgroup's result is shared: character id ->
                points (they sum to the group score times its members).
            situation_id (str): The situation concerned (an id from the table's `situations`).
            subgroup (int): The subgroup's index.
            type_ (VoyagesApportionGroupResultType): The message's tag: `ApportionGroupResult`.
     """

    allocations: VoyagesApportionGroupResultAllocations
    situation_id: str
    subgroup: int
    type_: VoyagesApportionGroupResultType





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_apportion_group_result_allocations import VoyagesApportionGroupResultAllocations # noqa: PLC0415
        allocations = self.allocations.to_dict()

        situation_id = self.situation_id

        subgroup = self.subgroup

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "allocations": allocations,
            "situation_id": situation_id,
            "subgroup": subgroup,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_apportion_group_result_allocations import VoyagesApportionGroupResultAllocations # noqa: PLC0415
        d = dict(src_dict)
        allocations = VoyagesApportionGroupResultAllocations.from_dict(d.pop("allocations"))




        situation_id = d.pop("situation_id")

        subgroup = d.pop("subgroup")

        type_ = VoyagesApportionGroupResultType(d.pop("type"))




        voyages_apportion_group_result = cls(
            allocations=allocations,
            situation_id=situation_id,
            subgroup=subgroup,
            type_=type_,
        )

        return voyages_apportion_group_result

