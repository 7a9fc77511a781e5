from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="XyropTreasureUse")



@_attrs_define
class XyropTreasureUse:
    """ The treasure added to a roll; `reactivate` pays 1 destiny for a second use.

        Attributes:
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
            reactivate (bool | Unset): True to use the treasure again this session (1 destiny). Default: False.
     """

    treasure_id: str
    reactivate: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        treasure_id = self.treasure_id

        reactivate = self.reactivate


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "treasure_id": treasure_id,
        })
        if reactivate is not UNSET:
            field_dict["reactivate"] = reactivate

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        treasure_id = d.pop("treasure_id")

        reactivate = d.pop("reactivate", UNSET)

        xyrop_treasure_use = cls(
            treasure_id=treasure_id,
            reactivate=reactivate,
        )

        return xyrop_treasure_use

