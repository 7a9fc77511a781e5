from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_purchase_result import VoyagesPurchaseResult





T = TypeVar("T", bound="VoyagesRoundResolved")



@_attrs_define
class VoyagesRoundResolved:
    """ The round's purchases resolved.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            next_approach_holder (str): The side that chooses the next round's approach.
            results (list[VoyagesPurchaseResult]): Each purchase's outcome: paid, blocked, succeeded.
            round_ (int): The round's number.
     """

    conflict_id: str
    next_approach_holder: str
    results: list[VoyagesPurchaseResult]
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_purchase_result import VoyagesPurchaseResult # noqa: PLC0415
        conflict_id = self.conflict_id

        next_approach_holder = self.next_approach_holder

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        round_ = self.round_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "next_approach_holder": next_approach_holder,
            "results": results,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_purchase_result import VoyagesPurchaseResult # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        next_approach_holder = d.pop("next_approach_holder")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = VoyagesPurchaseResult.from_dict(results_item_data)



            results.append(results_item)


        round_ = d.pop("round")

        voyages_round_resolved = cls(
            conflict_id=conflict_id,
            next_approach_holder=next_approach_holder,
            results=results,
            round_=round_,
        )


        voyages_round_resolved.additional_properties = d
        return voyages_round_resolved

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
