from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_settlement_status import VoyagesSettlementStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_settlement_term import VoyagesSettlementTerm





T = TypeVar("T", bound="VoyagesSettlement")



@_attrs_define
class VoyagesSettlement:
    """ An amicable resolution proposed by a side.

        Attributes:
            accepted_by (list[str]): The sides that accepted the settlement (the proposer counts as one).
            proposer_side_id (str): The side that proposed the settlement.
            settlement_id (str): The settlement concerned (an id from the conflict's `settlements`).
            status (VoyagesSettlementStatus): `pending`, `accepted`, `rejected` or `withdrawn`.
            terms (list[VoyagesSettlementTerm]): The settlement's terms: stakes and generic tiers.
     """

    accepted_by: list[str]
    proposer_side_id: str
    settlement_id: str
    status: VoyagesSettlementStatus
    terms: list[VoyagesSettlementTerm]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_settlement_term import VoyagesSettlementTerm # noqa: PLC0415
        accepted_by = self.accepted_by



        proposer_side_id = self.proposer_side_id

        settlement_id = self.settlement_id

        status = self.status.value

        terms = []
        for terms_item_data in self.terms:
            terms_item = terms_item_data.to_dict()
            terms.append(terms_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accepted_by": accepted_by,
            "proposer_side_id": proposer_side_id,
            "settlement_id": settlement_id,
            "status": status,
            "terms": terms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_settlement_term import VoyagesSettlementTerm # noqa: PLC0415
        d = dict(src_dict)
        accepted_by = cast(list[str], d.pop("accepted_by"))


        proposer_side_id = d.pop("proposer_side_id")

        settlement_id = d.pop("settlement_id")

        status = VoyagesSettlementStatus(d.pop("status"))




        terms = []
        _terms = d.pop("terms")
        for terms_item_data in (_terms):
            terms_item = VoyagesSettlementTerm.from_dict(terms_item_data)



            terms.append(terms_item)


        voyages_settlement = cls(
            accepted_by=accepted_by,
            proposer_side_id=proposer_side_id,
            settlement_id=settlement_id,
            status=status,
            terms=terms,
        )

        return voyages_settlement

