from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_restore_tattoo_tint_type import VoyagesRestoreTattooTintType






T = TypeVar("T", bound="VoyagesRestoreTattooTint")



@_attrs_define
class VoyagesRestoreTattooTint:
    """ GM: a tattooed tint regains points back in contact with its tint [D13].

        Attributes:
            amount (int): How many points.
            character_id (str): The character concerned (an id from the table's `characters`).
            inventory_id (str): The tint inventory entry concerned (an id from the character's `tint_inventory`).
            type_ (VoyagesRestoreTattooTintType): The message's tag: `RestoreTattooTint`.
     """

    amount: int
    character_id: str
    inventory_id: str
    type_: VoyagesRestoreTattooTintType





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        character_id = self.character_id

        inventory_id = self.inventory_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "character_id": character_id,
            "inventory_id": inventory_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        character_id = d.pop("character_id")

        inventory_id = d.pop("inventory_id")

        type_ = VoyagesRestoreTattooTintType(d.pop("type"))




        voyages_restore_tattoo_tint = cls(
            amount=amount,
            character_id=character_id,
            inventory_id=inventory_id,
            type_=type_,
        )

        return voyages_restore_tattoo_tint

