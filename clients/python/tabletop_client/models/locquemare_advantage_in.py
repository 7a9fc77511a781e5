from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareAdvantageIn")



@_attrs_define
class LocquemareAdvantageIn:
    """ What a create-advantage action aims at: a new, a hidden or a known key.

        Attributes:
            mode (str): `create`, `discover` or `activate`.
            key_id (None | str | Unset): The key concerned (an id from the table's `keys`).
            key_text (None | str | Unset): With `create`: the new key's text, as the hero words it; null otherwise.
     """

    mode: str
    key_id: None | str | Unset = UNSET
    key_text: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        key_text: None | str | Unset
        if isinstance(self.key_text, Unset):
            key_text = UNSET
        else:
            key_text = self.key_text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "mode": mode,
        })
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if key_text is not UNSET:
            field_dict["key_text"] = key_text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = d.pop("mode")

        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))


        def _parse_key_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_text = _parse_key_text(d.pop("key_text", UNSET))


        locquemare_advantage_in = cls(
            mode=mode,
            key_id=key_id,
            key_text=key_text,
        )

        return locquemare_advantage_in

