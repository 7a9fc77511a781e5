from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_propose_settlement_type import VoyagesProposeSettlementType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_settlement_term_in import VoyagesSettlementTermIn





T = TypeVar("T", bound="VoyagesProposeSettlement")



@_attrs_define
class VoyagesProposeSettlement:
    """ A side proposes an amicable resolution.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            settlement_id (str): The settlement concerned (an id from the conflict's `settlements`).
            terms (list[VoyagesSettlementTermIn]): The settlement's terms: stakes and generic tiers.
            type_ (VoyagesProposeSettlementType): The message's tag: `ProposeSettlement`.
            side_id (None | str | Unset): The side concerned (an id from the conflict's `sides`).
     """

    conflict_id: str
    settlement_id: str
    terms: list[VoyagesSettlementTermIn]
    type_: VoyagesProposeSettlementType
    side_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_settlement_term_in import VoyagesSettlementTermIn # noqa: PLC0415
        conflict_id = self.conflict_id

        settlement_id = self.settlement_id

        terms = []
        for terms_item_data in self.terms:
            terms_item = terms_item_data.to_dict()
            terms.append(terms_item)



        type_ = self.type_.value

        side_id: None | str | Unset
        if isinstance(self.side_id, Unset):
            side_id = UNSET
        else:
            side_id = self.side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "settlement_id": settlement_id,
            "terms": terms,
            "type": type_,
        })
        if side_id is not UNSET:
            field_dict["side_id"] = side_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_settlement_term_in import VoyagesSettlementTermIn # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        settlement_id = d.pop("settlement_id")

        terms = []
        _terms = d.pop("terms")
        for terms_item_data in (_terms):
            terms_item = VoyagesSettlementTermIn.from_dict(terms_item_data)



            terms.append(terms_item)


        type_ = VoyagesProposeSettlementType(d.pop("type"))




        def _parse_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side_id = _parse_side_id(d.pop("side_id", UNSET))


        voyages_propose_settlement = cls(
            conflict_id=conflict_id,
            settlement_id=settlement_id,
            terms=terms,
            type_=type_,
            side_id=side_id,
        )

        return voyages_propose_settlement

