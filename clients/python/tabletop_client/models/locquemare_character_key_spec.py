from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareCharacterKeySpec")



@_attrs_define
class LocquemareCharacterKeySpec:
    """ One of the five character keys given at registration.

        Attributes:
            role (str): A character key's role: `concept`, `hamartia` or `other`.
            text (str): The text, as the table words it.
            key_id (None | str | Unset): The key concerned (an id from the table's `keys`).
     """

    role: str
    text: str
    key_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        role = self.role

        text = self.text

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "role": role,
            "text": text,
        })
        if key_id is not UNSET:
            field_dict["key_id"] = key_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = d.pop("role")

        text = d.pop("text")

        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))


        locquemare_character_key_spec = cls(
            role=role,
            text=text,
            key_id=key_id,
        )

        return locquemare_character_key_spec

