from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gems_returned_to_pool_gems_item import EspriGemsReturnedToPoolGemsItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriGemsReturnedToPool")



@_attrs_define
class EspriGemsReturnedToPool:
    """ `reason` `not_kept`: gems removed by a critical failure; `retired`: the prayer
    gems of `character_id` (present only then); otherwise the call's hand.

        Attributes:
            gems (list[EspriGemsReturnedToPoolGemsItem]): The gems back in the pool.
            reason (str): Why, in a few words (shown in the session log).
            character_id (str | Unset): The character concerned (a character id of the game).
     """

    gems: list[EspriGemsReturnedToPoolGemsItem]
    reason: str
    character_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gems = []
        for gems_item_data in self.gems:
            gems_item = gems_item_data.value
            gems.append(gems_item)



        reason = self.reason

        character_id = self.character_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gems": gems,
            "reason": reason,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gems = []
        _gems = d.pop("gems")
        for gems_item_data in (_gems):
            gems_item = EspriGemsReturnedToPoolGemsItem(gems_item_data)



            gems.append(gems_item)


        reason = d.pop("reason")

        character_id = d.pop("character_id", UNSET)

        espri_gems_returned_to_pool = cls(
            gems=gems,
            reason=reason,
            character_id=character_id,
        )


        espri_gems_returned_to_pool.additional_properties = d
        return espri_gems_returned_to_pool

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
