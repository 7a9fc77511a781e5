from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_conflict_purchase_in_effect import VoyagesConflictPurchaseInEffect
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesConflictPurchaseIn")



@_attrs_define
class VoyagesConflictPurchaseIn:
    """ An effect a side buys in the spending phase (7.7).

        Attributes:
            effect (VoyagesConflictPurchaseInEffect): `stake`, `generic`, `terrain`, `keep_approach` or `de_escalate`.
            purchase_id (str): The purchase concerned (unique in the round).
            bonus_points (int | Unset): Bonus points spent (from an opponent's negative score). Default: 0.
            choice (int | None | Unset): Which of the grid entry's alternatives is chosen; null: the main one.
            free_points (int | Unset): Free points spent (0 or 1). Default: 0.
            generic_tier (int | None | Unset): The generic grid's tier (1 to 3); null: not a generic stake.
            magnitude (int | None | Unset): How many steps (terrain, de-escalation).
            member (None | str | Unset): A member of the side (a character id or an npc label).
            score_points (int | Unset): Score points spent. Default: 0.
            stake_id (None | str | Unset): The stake concerned (an id from the conflict's `stakes`).
            target_side_id (None | str | Unset): The side the generic stake is taken from.
     """

    effect: VoyagesConflictPurchaseInEffect
    purchase_id: str
    bonus_points: int | Unset = 0
    choice: int | None | Unset = UNSET
    free_points: int | Unset = 0
    generic_tier: int | None | Unset = UNSET
    magnitude: int | None | Unset = UNSET
    member: None | str | Unset = UNSET
    score_points: int | Unset = 0
    stake_id: None | str | Unset = UNSET
    target_side_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        effect = self.effect.value

        purchase_id = self.purchase_id

        bonus_points = self.bonus_points

        choice: int | None | Unset
        if isinstance(self.choice, Unset):
            choice = UNSET
        else:
            choice = self.choice

        free_points = self.free_points

        generic_tier: int | None | Unset
        if isinstance(self.generic_tier, Unset):
            generic_tier = UNSET
        else:
            generic_tier = self.generic_tier

        magnitude: int | None | Unset
        if isinstance(self.magnitude, Unset):
            magnitude = UNSET
        else:
            magnitude = self.magnitude

        member: None | str | Unset
        if isinstance(self.member, Unset):
            member = UNSET
        else:
            member = self.member

        score_points = self.score_points

        stake_id: None | str | Unset
        if isinstance(self.stake_id, Unset):
            stake_id = UNSET
        else:
            stake_id = self.stake_id

        target_side_id: None | str | Unset
        if isinstance(self.target_side_id, Unset):
            target_side_id = UNSET
        else:
            target_side_id = self.target_side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "purchase_id": purchase_id,
        })
        if bonus_points is not UNSET:
            field_dict["bonus_points"] = bonus_points
        if choice is not UNSET:
            field_dict["choice"] = choice
        if free_points is not UNSET:
            field_dict["free_points"] = free_points
        if generic_tier is not UNSET:
            field_dict["generic_tier"] = generic_tier
        if magnitude is not UNSET:
            field_dict["magnitude"] = magnitude
        if member is not UNSET:
            field_dict["member"] = member
        if score_points is not UNSET:
            field_dict["score_points"] = score_points
        if stake_id is not UNSET:
            field_dict["stake_id"] = stake_id
        if target_side_id is not UNSET:
            field_dict["target_side_id"] = target_side_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = VoyagesConflictPurchaseInEffect(d.pop("effect"))




        purchase_id = d.pop("purchase_id")

        bonus_points = d.pop("bonus_points", UNSET)

        def _parse_choice(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        choice = _parse_choice(d.pop("choice", UNSET))


        free_points = d.pop("free_points", UNSET)

        def _parse_generic_tier(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        generic_tier = _parse_generic_tier(d.pop("generic_tier", UNSET))


        def _parse_magnitude(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        magnitude = _parse_magnitude(d.pop("magnitude", UNSET))


        def _parse_member(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        member = _parse_member(d.pop("member", UNSET))


        score_points = d.pop("score_points", UNSET)

        def _parse_stake_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stake_id = _parse_stake_id(d.pop("stake_id", UNSET))


        def _parse_target_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_side_id = _parse_target_side_id(d.pop("target_side_id", UNSET))


        voyages_conflict_purchase_in = cls(
            effect=effect,
            purchase_id=purchase_id,
            bonus_points=bonus_points,
            choice=choice,
            free_points=free_points,
            generic_tier=generic_tier,
            magnitude=magnitude,
            member=member,
            score_points=score_points,
            stake_id=stake_id,
            target_side_id=target_side_id,
        )

        return voyages_conflict_purchase_in

