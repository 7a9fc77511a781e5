from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_setup_prayers_chosen_kept_item import EspriSetupPrayersChosenKeptItem
from typing import cast






T = TypeVar("T", bound="EspriSetupPrayersChosen")



@_attrs_define
class EspriSetupPrayersChosen:
    """ The kept gems become prayers; the others go back to the bag until placed.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            kept (list[EspriSetupPrayersChosenKeptItem]): The gems kept as prayer gems.
     """

    character_id: str
    kept: list[EspriSetupPrayersChosenKeptItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        kept = []
        for kept_item_data in self.kept:
            kept_item = kept_item_data.value
            kept.append(kept_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "kept": kept,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        kept = []
        _kept = d.pop("kept")
        for kept_item_data in (_kept):
            kept_item = EspriSetupPrayersChosenKeptItem(kept_item_data)



            kept.append(kept_item)


        espri_setup_prayers_chosen = cls(
            character_id=character_id,
            kept=kept,
        )


        espri_setup_prayers_chosen.additional_properties = d
        return espri_setup_prayers_chosen

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
