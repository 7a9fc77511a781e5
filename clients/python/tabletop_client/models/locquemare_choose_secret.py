from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_choose_secret_type import LocquemareChooseSecretType






T = TypeVar("T", bound="LocquemareChooseSecret")



@_attrs_define
class LocquemareChooseSecret:
    """ Keep one of the two drawn secrets; the other returns to the pool.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            secret_id (str): The secret card concerned.
            type_ (LocquemareChooseSecretType): The message's tag: `ChooseSecret`.
     """

    hero_id: str
    secret_id: str
    type_: LocquemareChooseSecretType





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        secret_id = self.secret_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "secret_id": secret_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        secret_id = d.pop("secret_id")

        type_ = LocquemareChooseSecretType(d.pop("type"))




        locquemare_choose_secret = cls(
            hero_id=hero_id,
            secret_id=secret_id,
            type_=type_,
        )

        return locquemare_choose_secret

