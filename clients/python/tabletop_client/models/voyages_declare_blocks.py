from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_declare_blocks_type import VoyagesDeclareBlocksType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_block_in import VoyagesBlockIn





T = TypeVar("T", bound="VoyagesDeclareBlocks")



@_attrs_define
class VoyagesDeclareBlocks:
    """ A side declares its blocks (empty: none).

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            side_id (str): The side concerned (an id from the conflict's `sides`).
            type_ (VoyagesDeclareBlocksType): The message's tag: `DeclareBlocks`.
            blocks (list[VoyagesBlockIn] | Unset): Points spent to block other sides' purchases.
     """

    conflict_id: str
    side_id: str
    type_: VoyagesDeclareBlocksType
    blocks: list[VoyagesBlockIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_block_in import VoyagesBlockIn # noqa: PLC0415
        conflict_id = self.conflict_id

        side_id = self.side_id

        type_ = self.type_.value

        blocks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.blocks, Unset):
            blocks = []
            for blocks_item_data in self.blocks:
                blocks_item = blocks_item_data.to_dict()
                blocks.append(blocks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "side_id": side_id,
            "type": type_,
        })
        if blocks is not UNSET:
            field_dict["blocks"] = blocks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_block_in import VoyagesBlockIn # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        side_id = d.pop("side_id")

        type_ = VoyagesDeclareBlocksType(d.pop("type"))




        _blocks = d.pop("blocks", UNSET)
        blocks: list[VoyagesBlockIn] | Unset = UNSET
        if _blocks is not UNSET:
            blocks = []
            for blocks_item_data in _blocks:
                blocks_item = VoyagesBlockIn.from_dict(blocks_item_data)



                blocks.append(blocks_item)


        voyages_declare_blocks = cls(
            conflict_id=conflict_id,
            side_id=side_id,
            type_=type_,
            blocks=blocks,
        )

        return voyages_declare_blocks

