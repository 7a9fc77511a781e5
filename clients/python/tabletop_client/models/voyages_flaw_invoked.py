from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesFlawInvoked")



@_attrs_define
class VoyagesFlawInvoked:
    """ A flaw redirected a harmful effect.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            flaw (str): The flaw invoked (one of the character's `flaws`).
            replacement_description (str): What happens instead of the undone effect.
            replacement_effect_id (None | str): The replacement's effect; null: none.
            resolution_id (str): The action, situation or conflict concerned.
     """

    character_id: str
    effect_id: str
    flaw: str
    replacement_description: str
    replacement_effect_id: None | str
    resolution_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        effect_id = self.effect_id

        flaw = self.flaw

        replacement_description = self.replacement_description

        replacement_effect_id: None | str
        replacement_effect_id = self.replacement_effect_id

        resolution_id = self.resolution_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "effect_id": effect_id,
            "flaw": flaw,
            "replacement_description": replacement_description,
            "replacement_effect_id": replacement_effect_id,
            "resolution_id": resolution_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        effect_id = d.pop("effect_id")

        flaw = d.pop("flaw")

        replacement_description = d.pop("replacement_description")

        def _parse_replacement_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replacement_effect_id = _parse_replacement_effect_id(d.pop("replacement_effect_id"))


        resolution_id = d.pop("resolution_id")

        voyages_flaw_invoked = cls(
            character_id=character_id,
            effect_id=effect_id,
            flaw=flaw,
            replacement_description=replacement_description,
            replacement_effect_id=replacement_effect_id,
            resolution_id=resolution_id,
        )


        voyages_flaw_invoked.additional_properties = d
        return voyages_flaw_invoked

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
