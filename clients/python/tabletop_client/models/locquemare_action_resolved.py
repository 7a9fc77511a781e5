from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareActionResolved")



@_attrs_define
class LocquemareActionResolved:
    """ Motivation against difficulty gave a tier and its outcome menu (7.3-7.4).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            base_motivation (int | None): The motivation before keys and prowesses; null until rolled.
            dice_total (int): The four fate dice's sum (-4 to +4).
            difficulty (int | None): The action's difficulty total; null until set.
            key_bonus (int): The bonus the keys' activations gave.
            motivation (int | None): The final motivation: dice, approach, keys and prowesses; null until rolled.
            options (list[str]): The outcome options to choose from.
            prowess_bonus (int): The bonus the prowesses gave.
            tier (str): The outcome: `fail`, `tie`, `success` or `triumph`.
     """

    action_id: str
    base_motivation: int | None
    dice_total: int
    difficulty: int | None
    key_bonus: int
    motivation: int | None
    options: list[str]
    prowess_bonus: int
    tier: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        base_motivation: int | None
        base_motivation = self.base_motivation

        dice_total = self.dice_total

        difficulty: int | None
        difficulty = self.difficulty

        key_bonus = self.key_bonus

        motivation: int | None
        motivation = self.motivation

        options = self.options



        prowess_bonus = self.prowess_bonus

        tier = self.tier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "base_motivation": base_motivation,
            "dice_total": dice_total,
            "difficulty": difficulty,
            "key_bonus": key_bonus,
            "motivation": motivation,
            "options": options,
            "prowess_bonus": prowess_bonus,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        def _parse_base_motivation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        base_motivation = _parse_base_motivation(d.pop("base_motivation"))


        dice_total = d.pop("dice_total")

        def _parse_difficulty(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))


        key_bonus = d.pop("key_bonus")

        def _parse_motivation(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        motivation = _parse_motivation(d.pop("motivation"))


        options = cast(list[str], d.pop("options"))


        prowess_bonus = d.pop("prowess_bonus")

        tier = d.pop("tier")

        locquemare_action_resolved = cls(
            action_id=action_id,
            base_motivation=base_motivation,
            dice_total=dice_total,
            difficulty=difficulty,
            key_bonus=key_bonus,
            motivation=motivation,
            options=options,
            prowess_bonus=prowess_bonus,
            tier=tier,
        )


        locquemare_action_resolved.additional_properties = d
        return locquemare_action_resolved

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
