from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareSecretView")



@_attrs_define
class LocquemareSecretView:
    """ A hero's kept secret as a seat sees it: the card for the gm, the owner, and everyone
    once revealed; otherwise only that it exists (`secret_id` and `text` null).

        Attributes:
            revealed (bool): True once the secret was revealed.
            secret_id (None | str): Null when hidden from this seat.
            text (None | str): Null when hidden from this seat.
     """

    revealed: bool
    secret_id: None | str
    text: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        revealed = self.revealed

        secret_id: None | str
        secret_id = self.secret_id

        text: None | str
        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "revealed": revealed,
            "secret_id": secret_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revealed = d.pop("revealed")

        def _parse_secret_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret_id = _parse_secret_id(d.pop("secret_id"))


        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))


        locquemare_secret_view = cls(
            revealed=revealed,
            secret_id=secret_id,
            text=text,
        )


        locquemare_secret_view.additional_properties = d
        return locquemare_secret_view

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
