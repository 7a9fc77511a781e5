from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_murphy_success_stored_kind import ArdriMurphySuccessStoredKind






T = TypeVar("T", bound="ArdriMurphySuccessStored")



@_attrs_define
class ArdriMurphySuccessStored:
    """ A lost or wasted trinity success was kept on the sheet.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            die_index (int): Which trinity die (0 to 2) the success is taken from.
            kind (ArdriMurphySuccessStoredKind): `lost` (the single success of a failure) or `wasted` (a third success).
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            store_count_after (int): The character's store operations this session, after this one.
            stored_success_id (str): The stored Murphy success concerned (an id from the character's `murphy.stored`).
            value (int): The success's die value (1 to 10): added only to a roll with a threshold at least as high.
     """

    character_id: str
    die_index: int
    kind: ArdriMurphySuccessStoredKind
    roll_id: str
    store_count_after: int
    stored_success_id: str
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        die_index = self.die_index

        kind = self.kind.value

        roll_id = self.roll_id

        store_count_after = self.store_count_after

        stored_success_id = self.stored_success_id

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "die_index": die_index,
            "kind": kind,
            "roll_id": roll_id,
            "store_count_after": store_count_after,
            "stored_success_id": stored_success_id,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        die_index = d.pop("die_index")

        kind = ArdriMurphySuccessStoredKind(d.pop("kind"))




        roll_id = d.pop("roll_id")

        store_count_after = d.pop("store_count_after")

        stored_success_id = d.pop("stored_success_id")

        value = d.pop("value")

        ardri_murphy_success_stored = cls(
            character_id=character_id,
            die_index=die_index,
            kind=kind,
            roll_id=roll_id,
            store_count_after=store_count_after,
            stored_success_id=stored_success_id,
            value=value,
        )


        ardri_murphy_success_stored.additional_properties = d
        return ardri_murphy_success_stored

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
