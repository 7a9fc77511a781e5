from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_tint_spent_for_reroll_tint_source import VoyagesTintSpentForRerollTintSource
from typing import cast






T = TypeVar("T", bound="VoyagesTintSpentForReroll")



@_attrs_define
class VoyagesTintSpentForReroll:
    """ One tint point paid for a reroll.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            inventory_id (None | str): The tint inventory entry concerned (an id from the character's `tint_inventory`).
            remaining (int): Points left after spending.
            tint (str): A tint (free text, such as « douceur »).
            tint_source (VoyagesTintSpentForRerollTintSource): Which tint pays the reroll: `own` (an own tint) or `tattoo`.
     """

    character_id: str
    inventory_id: None | str
    remaining: int
    tint: str
    tint_source: VoyagesTintSpentForRerollTintSource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        inventory_id: None | str
        inventory_id = self.inventory_id

        remaining = self.remaining

        tint = self.tint

        tint_source = self.tint_source.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "inventory_id": inventory_id,
            "remaining": remaining,
            "tint": tint,
            "tint_source": tint_source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_inventory_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        inventory_id = _parse_inventory_id(d.pop("inventory_id"))


        remaining = d.pop("remaining")

        tint = d.pop("tint")

        tint_source = VoyagesTintSpentForRerollTintSource(d.pop("tint_source"))




        voyages_tint_spent_for_reroll = cls(
            character_id=character_id,
            inventory_id=inventory_id,
            remaining=remaining,
            tint=tint,
            tint_source=tint_source,
        )


        voyages_tint_spent_for_reroll.additional_properties = d
        return voyages_tint_spent_for_reroll

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
