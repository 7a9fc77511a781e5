from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_bonus_success_source import ArdriBonusSuccessSource






T = TypeVar("T", bound="ArdriBonusSuccess")



@_attrs_define
class ArdriBonusSuccess:
    """ A success added to a failed roll (murphy, support or mutual_aid).

        Attributes:
            from_character_id (str): The character who gave the success.
            source (ArdriBonusSuccessSource): Where the added success came from: `murphy`, `support` or `mutual_aid`.
            value (int): The success's die value (1 to 10): added only to a roll with a threshold at least as high.
     """

    from_character_id: str
    source: ArdriBonusSuccessSource
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_character_id = self.from_character_id

        source = self.source.value

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from_character_id": from_character_id,
            "source": source,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_character_id = d.pop("from_character_id")

        source = ArdriBonusSuccessSource(d.pop("source"))




        value = d.pop("value")

        ardri_bonus_success = cls(
            from_character_id=from_character_id,
            source=source,
            value=value,
        )


        ardri_bonus_success.additional_properties = d
        return ardri_bonus_success

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
