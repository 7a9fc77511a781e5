from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_contest_rescored_outcome import XyropContestRescoredOutcome
from ..models.xyrop_contest_rescored_winner_side import XyropContestRescoredWinnerSide
from typing import cast






T = TypeVar("T", bound="XyropContestRescored")



@_attrs_define
class XyropContestRescored:
    """ Destiny kept after the opposition rolled (T2): the roll keeps more dice, and its
    total, outcome and winning side are judged again against the same opposition.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            keep_extra (int): Extra dice kept in the total beyond the two highest (1 destiny each).
            kept_count (int): How many dice the total keeps (2 plus extra kept).
            kept_refs (list[str]): The pool refs of the dice kept in the total.
            opposition_total (int): The opposition's total: its two highest dice.
            outcome (XyropContestRescoredOutcome): `success` (the player's total strictly higher) or `failure`.
            player_total (int): The player's total: the two highest dice plus extra kept.
            winner_side (XyropContestRescoredWinnerSide): `player` or `opposition` (a tie goes to the opposition).
     """

    character_id: str
    contest_id: str
    keep_extra: int
    kept_count: int
    kept_refs: list[str]
    opposition_total: int
    outcome: XyropContestRescoredOutcome
    player_total: int
    winner_side: XyropContestRescoredWinnerSide
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        contest_id = self.contest_id

        keep_extra = self.keep_extra

        kept_count = self.kept_count

        kept_refs = self.kept_refs



        opposition_total = self.opposition_total

        outcome = self.outcome.value

        player_total = self.player_total

        winner_side = self.winner_side.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "keep_extra": keep_extra,
            "kept_count": kept_count,
            "kept_refs": kept_refs,
            "opposition_total": opposition_total,
            "outcome": outcome,
            "player_total": player_total,
            "winner_side": winner_side,
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


        opposition_total = d.pop("opposition_total")

        outcome = XyropContestRescoredOutcome(d.pop("outcome"))




        player_total = d.pop("player_total")

        winner_side = XyropContestRescoredWinnerSide(d.pop("winner_side"))




        xyrop_contest_rescored = cls(
            character_id=character_id,
            contest_id=contest_id,
            keep_extra=keep_extra,
            kept_count=kept_count,
            kept_refs=kept_refs,
            opposition_total=opposition_total,
            outcome=outcome,
            player_total=player_total,
            winner_side=winner_side,
        )


        xyrop_contest_rescored.additional_properties = d
        return xyrop_contest_rescored

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
