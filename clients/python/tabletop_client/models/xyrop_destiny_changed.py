from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_destiny_changed_reason import XyropDestinyChangedReason
from typing import cast






T = TypeVar("T", bound="XyropDestinyChanged")



@_attrs_define
class XyropDestinyChanged:
    """ A character gained or spent destiny outside a roll.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (None | str): The contest concerned: the one a `RollAction` opened.
            delta (int): The change in destiny points (+ gained, - spent).
            destiny_points_after (int): The character's destiny points after the change.
            note (None | str): Why, in a few words.
            reason (XyropDestinyChangedReason): What made it change: a contest effect, a gm adjustment, a player's or the
                gm's 1s, destiny, the session's end (see the values allowed).
     """

    character_id: str
    contest_id: None | str
    delta: int
    destiny_points_after: int
    note: None | str
    reason: XyropDestinyChangedReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        contest_id: None | str
        contest_id = self.contest_id

        delta = self.delta

        destiny_points_after = self.destiny_points_after

        note: None | str
        note = self.note

        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "delta": delta,
            "destiny_points_after": destiny_points_after,
            "note": note,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_contest_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contest_id = _parse_contest_id(d.pop("contest_id"))


        delta = d.pop("delta")

        destiny_points_after = d.pop("destiny_points_after")

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))


        reason = XyropDestinyChangedReason(d.pop("reason"))




        xyrop_destiny_changed = cls(
            character_id=character_id,
            contest_id=contest_id,
            delta=delta,
            destiny_points_after=destiny_points_after,
            note=note,
            reason=reason,
        )


        xyrop_destiny_changed.additional_properties = d
        return xyrop_destiny_changed

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
