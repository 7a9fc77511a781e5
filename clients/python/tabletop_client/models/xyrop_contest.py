from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_contest_outcome_type_0 import XyropContestOutcomeType0
from ..models.xyrop_contest_status import XyropContestStatus
from ..models.xyrop_contest_winner_side_type_0 import XyropContestWinnerSideType0
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_opposition import XyropOpposition
  from ..models.xyrop_rolled_die import XyropRolledDie





T = TypeVar("T", bound="XyropContest")



@_attrs_define
class XyropContest:
    """ One action roll and its opposition (each character has at most one awaiting).

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            destiny_before (int): The character's destiny points before the roll.
            destiny_gained (int): Destiny points gained by the roll (a distinction used as d4).
            destiny_spent (int): Destiny points the roll cost.
            effect_applied (bool): True once the winning side applied its effect.
            kept_count (int): How many dice the total keeps (2 plus extra kept).
            kept_refs (list[str]): The pool refs of the dice kept in the total.
            label (None | str): What the die or roll is, in a few words.
            opposition (None | XyropOpposition): The gm's opposition roll; null until rolled.
            outcome (None | XyropContestOutcomeType0): `success` (the player's total strictly higher) or `failure`.
            player_ones (int): How many 1s the player rolled (each exploitable by the gm).
            player_ones_remaining (int): The player's 1s the gm may still exploit.
            player_stress_ids (list[str]): The stresses in the player's pool.
            player_total (int): The player's total: the two highest dice plus extra kept.
            player_value_id (None | str): The value in the player's pool; null: none.
            pool (list[XyropRolledDie]): The dice rolled, each with its ref, faces and value.
            status (XyropContestStatus): `awaiting_opposition`, `resolved` or `cancelled`.
            winner_side (None | XyropContestWinnerSideType0): `player` or `opposition` (a tie goes to the opposition).
     """

    character_id: str
    contest_id: str
    destiny_before: int
    destiny_gained: int
    destiny_spent: int
    effect_applied: bool
    kept_count: int
    kept_refs: list[str]
    label: None | str
    opposition: None | XyropOpposition
    outcome: None | XyropContestOutcomeType0
    player_ones: int
    player_ones_remaining: int
    player_stress_ids: list[str]
    player_total: int
    player_value_id: None | str
    pool: list[XyropRolledDie]
    status: XyropContestStatus
    winner_side: None | XyropContestWinnerSideType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_opposition import XyropOpposition # noqa: PLC0415
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        character_id = self.character_id

        contest_id = self.contest_id

        destiny_before = self.destiny_before

        destiny_gained = self.destiny_gained

        destiny_spent = self.destiny_spent

        effect_applied = self.effect_applied

        kept_count = self.kept_count

        kept_refs = self.kept_refs



        label: None | str
        label = self.label

        opposition: dict[str, Any] | None
        if isinstance(self.opposition, XyropOpposition):
            opposition = self.opposition.to_dict()
        else:
            opposition = self.opposition

        outcome: None | str
        if isinstance(self.outcome, XyropContestOutcomeType0):
            outcome = self.outcome.value
        else:
            outcome = self.outcome

        player_ones = self.player_ones

        player_ones_remaining = self.player_ones_remaining

        player_stress_ids = self.player_stress_ids



        player_total = self.player_total

        player_value_id: None | str
        player_value_id = self.player_value_id

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)



        status = self.status.value

        winner_side: None | str
        if isinstance(self.winner_side, XyropContestWinnerSideType0):
            winner_side = self.winner_side.value
        else:
            winner_side = self.winner_side


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "destiny_before": destiny_before,
            "destiny_gained": destiny_gained,
            "destiny_spent": destiny_spent,
            "effect_applied": effect_applied,
            "kept_count": kept_count,
            "kept_refs": kept_refs,
            "label": label,
            "opposition": opposition,
            "outcome": outcome,
            "player_ones": player_ones,
            "player_ones_remaining": player_ones_remaining,
            "player_stress_ids": player_stress_ids,
            "player_total": player_total,
            "player_value_id": player_value_id,
            "pool": pool,
            "status": status,
            "winner_side": winner_side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_opposition import XyropOpposition # noqa: PLC0415
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        contest_id = d.pop("contest_id")

        destiny_before = d.pop("destiny_before")

        destiny_gained = d.pop("destiny_gained")

        destiny_spent = d.pop("destiny_spent")

        effect_applied = d.pop("effect_applied")

        kept_count = d.pop("kept_count")

        kept_refs = cast(list[str], d.pop("kept_refs"))


        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        def _parse_opposition(data: object) -> None | XyropOpposition:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opposition_type_0 = XyropOpposition.from_dict(data)



                return opposition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropOpposition, data)

        opposition = _parse_opposition(d.pop("opposition"))


        def _parse_outcome(data: object) -> None | XyropContestOutcomeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = XyropContestOutcomeType0(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropContestOutcomeType0, data)

        outcome = _parse_outcome(d.pop("outcome"))


        player_ones = d.pop("player_ones")

        player_ones_remaining = d.pop("player_ones_remaining")

        player_stress_ids = cast(list[str], d.pop("player_stress_ids"))


        player_total = d.pop("player_total")

        def _parse_player_value_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_value_id = _parse_player_value_id(d.pop("player_value_id"))


        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = XyropRolledDie.from_dict(pool_item_data)



            pool.append(pool_item)


        status = XyropContestStatus(d.pop("status"))




        def _parse_winner_side(data: object) -> None | XyropContestWinnerSideType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_side_type_0 = XyropContestWinnerSideType0(data)



                return winner_side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropContestWinnerSideType0, data)

        winner_side = _parse_winner_side(d.pop("winner_side"))


        xyrop_contest = cls(
            character_id=character_id,
            contest_id=contest_id,
            destiny_before=destiny_before,
            destiny_gained=destiny_gained,
            destiny_spent=destiny_spent,
            effect_applied=effect_applied,
            kept_count=kept_count,
            kept_refs=kept_refs,
            label=label,
            opposition=opposition,
            outcome=outcome,
            player_ones=player_ones,
            player_ones_remaining=player_ones_remaining,
            player_stress_ids=player_stress_ids,
            player_total=player_total,
            player_value_id=player_value_id,
            pool=pool,
            status=status,
            winner_side=winner_side,
        )


        xyrop_contest.additional_properties = d
        return xyrop_contest

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
