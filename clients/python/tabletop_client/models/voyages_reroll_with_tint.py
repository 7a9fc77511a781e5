from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_reroll_with_tint_tint_source import VoyagesRerollWithTintTintSource
from ..models.voyages_reroll_with_tint_type import VoyagesRerollWithTintType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesRerollWithTint")



@_attrs_define
class VoyagesRerollWithTint:
    """ Spend one point of an own (or tattooed) tint to reroll a die.

        Attributes:
            resolution_id (str): The action, situation or conflict concerned.
            roll_id (str): The roll concerned.
            tint_source (VoyagesRerollWithTintTintSource): Which tint pays the reroll: `own` (an own tint) or `tattoo`.
            type_ (VoyagesRerollWithTintType): The message's tag: `RerollWithTint`.
            dice (list[int] | None | Unset): The d6 results rolled at the table (1 to 6 each); omit to let the server roll.
            inventory_id (None | str | Unset): The tint inventory entry concerned (an id from the character's
                `tint_inventory`).
            tint (None | str | Unset): A tint (free text, such as « douceur »).
     """

    resolution_id: str
    roll_id: str
    tint_source: VoyagesRerollWithTintTintSource
    type_: VoyagesRerollWithTintType
    dice: list[int] | None | Unset = UNSET
    inventory_id: None | str | Unset = UNSET
    tint: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        resolution_id = self.resolution_id

        roll_id = self.roll_id

        tint_source = self.tint_source.value

        type_ = self.type_.value

        dice: list[int] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = self.dice


        else:
            dice = self.dice

        inventory_id: None | str | Unset
        if isinstance(self.inventory_id, Unset):
            inventory_id = UNSET
        else:
            inventory_id = self.inventory_id

        tint: None | str | Unset
        if isinstance(self.tint, Unset):
            tint = UNSET
        else:
            tint = self.tint


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "resolution_id": resolution_id,
            "roll_id": roll_id,
            "tint_source": tint_source,
            "type": type_,
        })
        if dice is not UNSET:
            field_dict["dice"] = dice
        if inventory_id is not UNSET:
            field_dict["inventory_id"] = inventory_id
        if tint is not UNSET:
            field_dict["tint"] = tint

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resolution_id = d.pop("resolution_id")

        roll_id = d.pop("roll_id")

        tint_source = VoyagesRerollWithTintTintSource(d.pop("tint_source"))




        type_ = VoyagesRerollWithTintType(d.pop("type"))




        def _parse_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        def _parse_inventory_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        inventory_id = _parse_inventory_id(d.pop("inventory_id", UNSET))


        def _parse_tint(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tint = _parse_tint(d.pop("tint", UNSET))


        voyages_reroll_with_tint = cls(
            resolution_id=resolution_id,
            roll_id=roll_id,
            tint_source=tint_source,
            type_=type_,
            dice=dice,
            inventory_id=inventory_id,
            tint=tint,
        )

        return voyages_reroll_with_tint

