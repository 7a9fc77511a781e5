from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_reveal_secret_type import LocquemareRevealSecretType
from ..types import UNSET, Unset






T = TypeVar("T", bound="LocquemareRevealSecret")



@_attrs_define
class LocquemareRevealSecret:
    """ The hero's secret comes out.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            type_ (LocquemareRevealSecretType): The message's tag: `RevealSecret`.
            description (str | Unset): What it is, in the table's words. Default: ''.
     """

    hero_id: str
    type_: LocquemareRevealSecretType
    description: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        type_ = self.type_.value

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "type": type_,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        type_ = LocquemareRevealSecretType(d.pop("type"))




        description = d.pop("description", UNSET)

        locquemare_reveal_secret = cls(
            hero_id=hero_id,
            type_=type_,
            description=description,
        )

        return locquemare_reveal_secret

