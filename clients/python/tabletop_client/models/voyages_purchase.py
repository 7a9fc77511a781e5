from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_purchase_effect import VoyagesPurchaseEffect
from ..models.voyages_purchase_polarity_type_0 import VoyagesPurchasePolarityType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_target_in import VoyagesTargetIn





T = TypeVar("T", bound="VoyagesPurchase")



@_attrs_define
class VoyagesPurchase:
    """ One effect bought with situation points.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            effect (VoyagesPurchaseEffect): `cosmetic_neutral`, `cosmetic_oriented`, `adjective` or `reduce_adjective`.
            adjective_id (None | str | Unset): The adjective concerned (an id from a character's or thing's `adjectives`).
            amount (int | None | Unset): How many points.
            description (str | Unset): What it is, in the table's words. Default: ''.
            name (None | str | Unset): The name, as typed.
            polarity (None | Unset | VoyagesPurchasePolarityType0): `positive` or `negative`.
            target (None | Unset | VoyagesTargetIn): What it concerns: a character or a thing.
            tier (int | None | Unset): The outcome tier: `no`, `maybe`, `yes`, `yes_and` or `fail_complication` (a natural
                1).
            value (int | None | Unset): With `adjective`: the adjective's value, 1 to 3; null otherwise.
     """

    character_id: str
    effect: VoyagesPurchaseEffect
    adjective_id: None | str | Unset = UNSET
    amount: int | None | Unset = UNSET
    description: str | Unset = ''
    name: None | str | Unset = UNSET
    polarity: None | Unset | VoyagesPurchasePolarityType0 = UNSET
    target: None | Unset | VoyagesTargetIn = UNSET
    tier: int | None | Unset = UNSET
    value: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_target_in import VoyagesTargetIn # noqa: PLC0415
        character_id = self.character_id

        effect = self.effect.value

        adjective_id: None | str | Unset
        if isinstance(self.adjective_id, Unset):
            adjective_id = UNSET
        else:
            adjective_id = self.adjective_id

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        description = self.description

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        polarity: None | str | Unset
        if isinstance(self.polarity, Unset):
            polarity = UNSET
        elif isinstance(self.polarity, VoyagesPurchasePolarityType0):
            polarity = self.polarity.value
        else:
            polarity = self.polarity

        target: dict[str, Any] | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, VoyagesTargetIn):
            target = self.target.to_dict()
        else:
            target = self.target

        tier: int | None | Unset
        if isinstance(self.tier, Unset):
            tier = UNSET
        else:
            tier = self.tier

        value: int | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "effect": effect,
        })
        if adjective_id is not UNSET:
            field_dict["adjective_id"] = adjective_id
        if amount is not UNSET:
            field_dict["amount"] = amount
        if description is not UNSET:
            field_dict["description"] = description
        if name is not UNSET:
            field_dict["name"] = name
        if polarity is not UNSET:
            field_dict["polarity"] = polarity
        if target is not UNSET:
            field_dict["target"] = target
        if tier is not UNSET:
            field_dict["tier"] = tier
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_target_in import VoyagesTargetIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        effect = VoyagesPurchaseEffect(d.pop("effect"))




        def _parse_adjective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        adjective_id = _parse_adjective_id(d.pop("adjective_id", UNSET))


        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        description = d.pop("description", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_polarity(data: object) -> None | Unset | VoyagesPurchasePolarityType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                polarity_type_0 = VoyagesPurchasePolarityType0(data)



                return polarity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesPurchasePolarityType0, data)

        polarity = _parse_polarity(d.pop("polarity", UNSET))


        def _parse_target(data: object) -> None | Unset | VoyagesTargetIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = VoyagesTargetIn.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesTargetIn, data)

        target = _parse_target(d.pop("target", UNSET))


        def _parse_tier(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        tier = _parse_tier(d.pop("tier", UNSET))


        def _parse_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        voyages_purchase = cls(
            character_id=character_id,
            effect=effect,
            adjective_id=adjective_id,
            amount=amount,
            description=description,
            name=name,
            polarity=polarity,
            target=target,
            tier=tier,
            value=value,
        )

        return voyages_purchase

