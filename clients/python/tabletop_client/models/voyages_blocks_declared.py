from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_block import VoyagesBlock





T = TypeVar("T", bound="VoyagesBlocksDeclared")



@_attrs_define
class VoyagesBlocksDeclared:
    """ A side's blocks.

        Attributes:
            blocks (list[VoyagesBlock]): Points spent to block other sides' purchases.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            round_ (int): The round's number.
            side_id (str): The side concerned (an id from the conflict's `sides`).
     """

    blocks: list[VoyagesBlock]
    conflict_id: str
    round_: int
    side_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_block import VoyagesBlock # noqa: PLC0415
        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)



        conflict_id = self.conflict_id

        round_ = self.round_

        side_id = self.side_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "blocks": blocks,
            "conflict_id": conflict_id,
            "round": round_,
            "side_id": side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_block import VoyagesBlock # noqa: PLC0415
        d = dict(src_dict)
        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in (_blocks):
            blocks_item = VoyagesBlock.from_dict(blocks_item_data)



            blocks.append(blocks_item)


        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        side_id = d.pop("side_id")

        voyages_blocks_declared = cls(
            blocks=blocks,
            conflict_id=conflict_id,
            round_=round_,
            side_id=side_id,
        )


        voyages_blocks_declared.additional_properties = d
        return voyages_blocks_declared

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
