from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_settlement_proposed_totals import VoyagesSettlementProposedTotals
  from ..models.voyages_settlement_term import VoyagesSettlementTerm





T = TypeVar("T", bound="VoyagesSettlementProposed")



@_attrs_define
class VoyagesSettlementProposed:
    """ A settlement proposed (the proposer accepts it).

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            proposer_side_id (str): The side that proposed the settlement.
            settlement_id (str): The settlement concerned (an id from the conflict's `settlements`).
            terms (list[VoyagesSettlementTerm]): The settlement's terms: stakes and generic tiers.
            totals (VoyagesSettlementProposedTotals): What each side gives and receives under the terms, by side id.
     """

    conflict_id: str
    proposer_side_id: str
    settlement_id: str
    terms: list[VoyagesSettlementTerm]
    totals: VoyagesSettlementProposedTotals
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_settlement_proposed_totals import VoyagesSettlementProposedTotals # noqa: PLC0415
        from ..models.voyages_settlement_term import VoyagesSettlementTerm # noqa: PLC0415
        conflict_id = self.conflict_id

        proposer_side_id = self.proposer_side_id

        settlement_id = self.settlement_id

        terms = []
        for terms_item_data in self.terms:
            terms_item = terms_item_data.to_dict()
            terms.append(terms_item)



        totals = self.totals.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "proposer_side_id": proposer_side_id,
            "settlement_id": settlement_id,
            "terms": terms,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_settlement_proposed_totals import VoyagesSettlementProposedTotals # noqa: PLC0415
        from ..models.voyages_settlement_term import VoyagesSettlementTerm # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        proposer_side_id = d.pop("proposer_side_id")

        settlement_id = d.pop("settlement_id")

        terms = []
        _terms = d.pop("terms")
        for terms_item_data in (_terms):
            terms_item = VoyagesSettlementTerm.from_dict(terms_item_data)



            terms.append(terms_item)


        totals = VoyagesSettlementProposedTotals.from_dict(d.pop("totals"))




        voyages_settlement_proposed = cls(
            conflict_id=conflict_id,
            proposer_side_id=proposer_side_id,
            settlement_id=settlement_id,
            terms=terms,
            totals=totals,
        )


        voyages_settlement_proposed.additional_properties = d
        return voyages_settlement_proposed

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
