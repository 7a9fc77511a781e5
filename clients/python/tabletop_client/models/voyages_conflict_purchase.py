from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_conflict_purchase_effect import VoyagesConflictPurchaseEffect
from typing import cast






T = TypeVar("T", bound="VoyagesConflictPurchase")



@_attrs_define
class VoyagesConflictPurchase:
    """ An effect a side buys in the spending phase (7.7).

        Attributes:
            bonus_points (int): Bonus points spent (from an opponent's negative score).
            choice (int | None): Which of the grid entry's alternatives is chosen; null: the main one.
            effect (VoyagesConflictPurchaseEffect): `stake`, `generic`, `terrain`, `keep_approach` or `de_escalate`.
            free_points (int): Free points spent (0 or 1).
            generic_tier (int | None): The generic grid's tier (1 to 3); null: not a generic stake.
            magnitude (int | None): How many steps (terrain, de-escalation).
            member (None | str): A member of the side (a character id or an npc label).
            purchase_id (str): The purchase concerned (unique in the round).
            score_points (int): Score points spent.
            stake_id (None | str): The stake concerned (an id from the conflict's `stakes`).
            target_side_id (None | str): The side the generic stake is taken from.
     """

    bonus_points: int
    choice: int | None
    effect: VoyagesConflictPurchaseEffect
    free_points: int
    generic_tier: int | None
    magnitude: int | None
    member: None | str
    purchase_id: str
    score_points: int
    stake_id: None | str
    target_side_id: None | str





    def to_dict(self) -> dict[str, Any]:
        bonus_points = self.bonus_points

        choice: int | None
        choice = self.choice

        effect = self.effect.value

        free_points = self.free_points

        generic_tier: int | None
        generic_tier = self.generic_tier

        magnitude: int | None
        magnitude = self.magnitude

        member: None | str
        member = self.member

        purchase_id = self.purchase_id

        score_points = self.score_points

        stake_id: None | str
        stake_id = self.stake_id

        target_side_id: None | str
        target_side_id = self.target_side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bonus_points": bonus_points,
            "choice": choice,
            "effect": effect,
            "free_points": free_points,
            "generic_tier": generic_tier,
            "magnitude": magnitude,
            "member": member,
            "purchase_id": purchase_id,
            "score_points": score_points,
            "stake_id": stake_id,
            "target_side_id": target_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus_points = d.pop("bonus_points")

        def _parse_choice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        choice = _parse_choice(d.pop("choice"))


        effect = VoyagesConflictPurchaseEffect(d.pop("effect"))




        free_points = d.pop("free_points")

        def _parse_generic_tier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        generic_tier = _parse_generic_tier(d.pop("generic_tier"))


        def _parse_magnitude(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        magnitude = _parse_magnitude(d.pop("magnitude"))


        def _parse_member(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        member = _parse_member(d.pop("member"))


        purchase_id = d.pop("purchase_id")

        score_points = d.pop("score_points")

        def _parse_stake_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stake_id = _parse_stake_id(d.pop("stake_id"))


        def _parse_target_side_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_side_id = _parse_target_side_id(d.pop("target_side_id"))


        voyages_conflict_purchase = cls(
            bonus_points=bonus_points,
            choice=choice,
            effect=effect,
            free_points=free_points,
            generic_tier=generic_tier,
            magnitude=magnitude,
            member=member,
            purchase_id=purchase_id,
            score_points=score_points,
            stake_id=stake_id,
            target_side_id=target_side_id,
        )

        return voyages_conflict_purchase

