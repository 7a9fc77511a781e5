from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_priced_purchase_effect import VoyagesPricedPurchaseEffect
from ..models.voyages_priced_purchase_polarity_type_0 import VoyagesPricedPurchasePolarityType0
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_target import VoyagesTarget





T = TypeVar("T", bound="VoyagesPricedPurchase")



@_attrs_define
class VoyagesPricedPurchase:
    """ A purchase as recorded: with its unit cost, total cost and effect id.

        Attributes:
            adjective_id (None | str): The adjective concerned (an id from a character's or thing's `adjectives`).
            amount (int | None): How many points.
            character_id (str): The character concerned (an id from the table's `characters`).
            cost (int): What the purchase cost in all.
            description (str): What it is, in the table's words.
            effect (VoyagesPricedPurchaseEffect): `cosmetic_neutral`, `cosmetic_oriented`, `adjective` or
                `reduce_adjective`.
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            name (None | str): The name, as typed.
            polarity (None | VoyagesPricedPurchasePolarityType0): `positive` or `negative`.
            target (None | VoyagesTarget): What it concerns: a character or a thing.
            tier (int | None): The outcome tier: `no`, `maybe`, `yes`, `yes_and` or `fail_complication` (a natural 1).
            unit_cost (int): The cost per unit, from the cost list and shifts.
            value (int | None): With `adjective`: the adjective's value, 1 to 3; null otherwise.
     """

    adjective_id: None | str
    amount: int | None
    character_id: str
    cost: int
    description: str
    effect: VoyagesPricedPurchaseEffect
    effect_id: str
    name: None | str
    polarity: None | VoyagesPricedPurchasePolarityType0
    target: None | VoyagesTarget
    tier: int | None
    unit_cost: int
    value: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        adjective_id: None | str
        adjective_id = self.adjective_id

        amount: int | None
        amount = self.amount

        character_id = self.character_id

        cost = self.cost

        description = self.description

        effect = self.effect.value

        effect_id = self.effect_id

        name: None | str
        name = self.name

        polarity: None | str
        if isinstance(self.polarity, VoyagesPricedPurchasePolarityType0):
            polarity = self.polarity.value
        else:
            polarity = self.polarity

        target: dict[str, Any] | None
        if isinstance(self.target, VoyagesTarget):
            target = self.target.to_dict()
        else:
            target = self.target

        tier: int | None
        tier = self.tier

        unit_cost = self.unit_cost

        value: int | None
        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
            "amount": amount,
            "character_id": character_id,
            "cost": cost,
            "description": description,
            "effect": effect,
            "effect_id": effect_id,
            "name": name,
            "polarity": polarity,
            "target": target,
            "tier": tier,
            "unit_cost": unit_cost,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        d = dict(src_dict)
        def _parse_adjective_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        adjective_id = _parse_adjective_id(d.pop("adjective_id"))


        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))


        character_id = d.pop("character_id")

        cost = d.pop("cost")

        description = d.pop("description")

        effect = VoyagesPricedPurchaseEffect(d.pop("effect"))




        effect_id = d.pop("effect_id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_polarity(data: object) -> None | VoyagesPricedPurchasePolarityType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                polarity_type_0 = VoyagesPricedPurchasePolarityType0(data)



                return polarity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesPricedPurchasePolarityType0, data)

        polarity = _parse_polarity(d.pop("polarity"))


        def _parse_target(data: object) -> None | VoyagesTarget:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = VoyagesTarget.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesTarget, data)

        target = _parse_target(d.pop("target"))


        def _parse_tier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tier = _parse_tier(d.pop("tier"))


        unit_cost = d.pop("unit_cost")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        voyages_priced_purchase = cls(
            adjective_id=adjective_id,
            amount=amount,
            character_id=character_id,
            cost=cost,
            description=description,
            effect=effect,
            effect_id=effect_id,
            name=name,
            polarity=polarity,
            target=target,
            tier=tier,
            unit_cost=unit_cost,
            value=value,
        )

        return voyages_priced_purchase

