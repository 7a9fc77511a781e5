from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_action_result_computed_tier import VoyagesActionResultComputedTier
from typing import cast






T = TypeVar("T", bound="VoyagesActionResultComputed")



@_attrs_define
class VoyagesActionResultComputed:
    """ The outcome of an action (after the roll or a reroll); a failed one (`no`, or a
    natural 1's complication) is a harmful effect a flaw can answer (R1).

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            margin (int | None): By how much the total beat or missed; null on a natural 1.
            natural_one (bool): True when the die showed a natural 1 (a failure with a complication).
            tier (VoyagesActionResultComputedTier): The outcome tier: `no`, `maybe`, `yes`, `yes_and` or `fail_complication`
                (a natural 1).
            total (int | None): The action's total; null on a natural 1.
     """

    action_id: str
    effect_id: None | str
    margin: int | None
    natural_one: bool
    tier: VoyagesActionResultComputedTier
    total: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        effect_id: None | str
        effect_id = self.effect_id

        margin: int | None
        margin = self.margin

        natural_one = self.natural_one

        tier = self.tier.value

        total: int | None
        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "effect_id": effect_id,
            "margin": margin,
            "natural_one": natural_one,
            "tier": tier,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        def _parse_margin(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        margin = _parse_margin(d.pop("margin"))


        natural_one = d.pop("natural_one")

        tier = VoyagesActionResultComputedTier(d.pop("tier"))




        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))


        voyages_action_result_computed = cls(
            action_id=action_id,
            effect_id=effect_id,
            margin=margin,
            natural_one=natural_one,
            tier=tier,
            total=total,
        )


        voyages_action_result_computed.additional_properties = d
        return voyages_action_result_computed

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
