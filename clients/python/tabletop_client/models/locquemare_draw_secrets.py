from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_draw_secrets_type import LocquemareDrawSecretsType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareDrawSecrets")



@_attrs_define
class LocquemareDrawSecrets:
    """ Draw two secrets from the pool (`drawn`: two pool ids drawn at the table).

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            type_ (LocquemareDrawSecretsType): The message's tag: `DrawSecrets`.
            drawn (list[str] | None | Unset): The secret cards drawn (ids); null: drawn by the server.
     """

    hero_id: str
    type_: LocquemareDrawSecretsType
    drawn: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        type_ = self.type_.value

        drawn: list[str] | None | Unset
        if isinstance(self.drawn, Unset):
            drawn = UNSET
        elif isinstance(self.drawn, list):
            drawn = self.drawn


        else:
            drawn = self.drawn


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "type": type_,
        })
        if drawn is not UNSET:
            field_dict["drawn"] = drawn

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        type_ = LocquemareDrawSecretsType(d.pop("type"))




        def _parse_drawn(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                drawn_type_0 = cast(list[str], data)

                return drawn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        drawn = _parse_drawn(d.pop("drawn", UNSET))


        locquemare_draw_secrets = cls(
            hero_id=hero_id,
            type_=type_,
            drawn=drawn,
        )

        return locquemare_draw_secrets

