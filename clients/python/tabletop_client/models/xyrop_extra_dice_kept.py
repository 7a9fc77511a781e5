from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropExtraDiceKept")



@_attrs_define
class XyropExtraDiceKept:
    """ Destiny spent after the dice (revision R1): the roll keeps more dice.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            keep_extra (int): Extra dice kept in the total beyond the two highest (1 destiny each).
            kept_count (int): How many dice the total keeps (2 plus extra kept).
            kept_refs (list[str]): The pool refs of the dice kept in the total.
            player_total (int): The player's total: the two highest dice plus extra kept.
     """

    character_id: str
    contest_id: str
    keep_extra: int
    kept_count: int
    kept_refs: list[str]
    player_total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        contest_id = self.contest_id

        keep_extra = self.keep_extra

        kept_count = self.kept_count

        kept_refs = self.kept_refs



        player_total = self.player_total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "keep_extra": keep_extra,
            "kept_count": kept_count,
            "kept_refs": kept_refs,
            "player_total": player_total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        contest_id = d.pop("contest_id")

        keep_extra = d.pop("keep_extra")

        kept_count = d.pop("kept_count")

        kept_refs = cast(list[str], d.pop("kept_refs"))


        player_total = d.pop("player_total")

        xyrop_extra_dice_kept = cls(
            character_id=character_id,
            contest_id=contest_id,
            keep_extra=keep_extra,
            kept_count=kept_count,
            kept_refs=kept_refs,
            player_total=player_total,
        )


        xyrop_extra_dice_kept.additional_properties = d
        return xyrop_extra_dice_kept

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
