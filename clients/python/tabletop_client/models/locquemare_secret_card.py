from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareSecretCard")



@_attrs_define
class LocquemareSecretCard:
    """ One secret of the Chorus's pool.

        Attributes:
            secret_id (str): The secret card concerned.
            text (str): The text, as the table words it.
     """

    secret_id: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        secret_id = self.secret_id

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "secret_id": secret_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        secret_id = d.pop("secret_id")

        text = d.pop("text")

        locquemare_secret_card = cls(
            secret_id=secret_id,
            text=text,
        )

        return locquemare_secret_card

