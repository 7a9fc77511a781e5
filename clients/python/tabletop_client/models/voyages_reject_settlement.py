from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_reject_settlement_type import VoyagesRejectSettlementType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesRejectSettlement")



@_attrs_define
class VoyagesRejectSettlement:
    """ A side rejects a pending settlement.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            settlement_id (str): The settlement concerned (an id from the conflict's `settlements`).
            type_ (VoyagesRejectSettlementType): The message's tag: `RejectSettlement`.
            side_id (None | str | Unset): The side concerned (an id from the conflict's `sides`).
     """

    conflict_id: str
    settlement_id: str
    type_: VoyagesRejectSettlementType
    side_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        settlement_id = self.settlement_id

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
            "type": type_,
        })
        if side_id is not UNSET:
            field_dict["side_id"] = side_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        settlement_id = d.pop("settlement_id")

        type_ = VoyagesRejectSettlementType(d.pop("type"))




        def _parse_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side_id = _parse_side_id(d.pop("side_id", UNSET))


        voyages_reject_settlement = cls(
            conflict_id=conflict_id,
            settlement_id=settlement_id,
            type_=type_,
            side_id=side_id,
        )

        return voyages_reject_settlement

