from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareAdvantage")



@_attrs_define
class LocquemareAdvantage:
    """ What a create-advantage action aims at: a new, a hidden or a known key.

        Attributes:
            key_id (None | str): The key concerned (an id from the table's `keys`).
            key_text (None | str): With `create`: the new key's text, as the hero words it; null otherwise.
            mode (str): `create`, `discover` or `activate`.
     """

    key_id: None | str
    key_text: None | str
    mode: str





    def to_dict(self) -> dict[str, Any]:
        key_id: None | str
        key_id = self.key_id

        key_text: None | str
        key_text = self.key_text

        mode = self.mode


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "key_text": key_text,
            "mode": mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))


        def _parse_key_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_text = _parse_key_text(d.pop("key_text"))


        mode = d.pop("mode")

        locquemare_advantage = cls(
            key_id=key_id,
            key_text=key_text,
            mode=mode,
        )

        return locquemare_advantage

