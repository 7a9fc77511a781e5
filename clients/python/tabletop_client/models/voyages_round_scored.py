from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_round_scored_level import VoyagesRoundScoredLevel
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_round_scored_bonus_caps import VoyagesRoundScoredBonusCaps
  from ..models.voyages_round_scored_escalation_added import VoyagesRoundScoredEscalationAdded
  from ..models.voyages_round_scored_final_scores import VoyagesRoundScoredFinalScores
  from ..models.voyages_round_scored_raw_scores import VoyagesRoundScoredRawScores





T = TypeVar("T", bound="VoyagesRoundScored")



@_attrs_define
class VoyagesRoundScored:
    """ Escalation, level and final scores of a round.

        Attributes:
            bonus_caps (VoyagesRoundScoredBonusCaps): The most bonus points each side may spend this round, by side id.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            escalation_added (VoyagesRoundScoredEscalationAdded): Escalation points each side added, by side id.
            escalation_points_after (int): The escalation points after the round.
            escalation_points_before (int): The escalation points before the round.
            final_scores (VoyagesRoundScoredFinalScores): Each side's final score, by side id (after halving or doubling).
            frame_change_due (bool): True when the escalation requires a frame change before the next round.
            free_point_side_id (str): The side that gets the round's free point.
            level (VoyagesRoundScoredLevel): The escalation level: `restrained`, `medium` or `tense`.
            raw_scores (VoyagesRoundScoredRawScores): Each side's score before halving or doubling, by side id.
            round_ (int): The round's number.
     """

    bonus_caps: VoyagesRoundScoredBonusCaps
    conflict_id: str
    escalation_added: VoyagesRoundScoredEscalationAdded
    escalation_points_after: int
    escalation_points_before: int
    final_scores: VoyagesRoundScoredFinalScores
    frame_change_due: bool
    free_point_side_id: str
    level: VoyagesRoundScoredLevel
    raw_scores: VoyagesRoundScoredRawScores
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_round_scored_bonus_caps import VoyagesRoundScoredBonusCaps # noqa: PLC0415
        from ..models.voyages_round_scored_escalation_added import VoyagesRoundScoredEscalationAdded # noqa: PLC0415
        from ..models.voyages_round_scored_final_scores import VoyagesRoundScoredFinalScores # noqa: PLC0415
        from ..models.voyages_round_scored_raw_scores import VoyagesRoundScoredRawScores # noqa: PLC0415
        bonus_caps = self.bonus_caps.to_dict()

        conflict_id = self.conflict_id

        escalation_added = self.escalation_added.to_dict()

        escalation_points_after = self.escalation_points_after

        escalation_points_before = self.escalation_points_before

        final_scores = self.final_scores.to_dict()

        frame_change_due = self.frame_change_due

        free_point_side_id = self.free_point_side_id

        level = self.level.value

        raw_scores = self.raw_scores.to_dict()

        round_ = self.round_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonus_caps": bonus_caps,
            "conflict_id": conflict_id,
            "escalation_added": escalation_added,
            "escalation_points_after": escalation_points_after,
            "escalation_points_before": escalation_points_before,
            "final_scores": final_scores,
            "frame_change_due": frame_change_due,
            "free_point_side_id": free_point_side_id,
            "level": level,
            "raw_scores": raw_scores,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_round_scored_bonus_caps import VoyagesRoundScoredBonusCaps # noqa: PLC0415
        from ..models.voyages_round_scored_escalation_added import VoyagesRoundScoredEscalationAdded # noqa: PLC0415
        from ..models.voyages_round_scored_final_scores import VoyagesRoundScoredFinalScores # noqa: PLC0415
        from ..models.voyages_round_scored_raw_scores import VoyagesRoundScoredRawScores # noqa: PLC0415
        d = dict(src_dict)
        bonus_caps = VoyagesRoundScoredBonusCaps.from_dict(d.pop("bonus_caps"))




        conflict_id = d.pop("conflict_id")

        escalation_added = VoyagesRoundScoredEscalationAdded.from_dict(d.pop("escalation_added"))




        escalation_points_after = d.pop("escalation_points_after")

        escalation_points_before = d.pop("escalation_points_before")

        final_scores = VoyagesRoundScoredFinalScores.from_dict(d.pop("final_scores"))




        frame_change_due = d.pop("frame_change_due")

        free_point_side_id = d.pop("free_point_side_id")

        level = VoyagesRoundScoredLevel(d.pop("level"))




        raw_scores = VoyagesRoundScoredRawScores.from_dict(d.pop("raw_scores"))




        round_ = d.pop("round")

        voyages_round_scored = cls(
            bonus_caps=bonus_caps,
            conflict_id=conflict_id,
            escalation_added=escalation_added,
            escalation_points_after=escalation_points_after,
            escalation_points_before=escalation_points_before,
            final_scores=final_scores,
            frame_change_due=frame_change_due,
            free_point_side_id=free_point_side_id,
            level=level,
            raw_scores=raw_scores,
            round_=round_,
        )


        voyages_round_scored.additional_properties = d
        return voyages_round_scored

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
