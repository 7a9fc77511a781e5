from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_set_game_option_type import EspriSetGameOptionType






T = TypeVar("T", bound="EspriSetGameOption")



@_attrs_define
class EspriSetGameOption:
    """ Turn the gem caterpillar option on or off (gm only).

        Attributes:
            gem_caterpillar (bool): The optional gem caterpillar rule: a nymph due to advance that did not move may have a
                gem moved ahead of her.
            type_ (EspriSetGameOptionType): The message's tag: `SetGameOption`.
     """

    gem_caterpillar: bool
    type_: EspriSetGameOptionType





    def to_dict(self) -> dict[str, Any]:
        gem_caterpillar = self.gem_caterpillar

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gem_caterpillar": gem_caterpillar,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gem_caterpillar = d.pop("gem_caterpillar")

        type_ = EspriSetGameOptionType(d.pop("type"))




        espri_set_game_option = cls(
            gem_caterpillar=gem_caterpillar,
            type_=type_,
        )

        return espri_set_game_option

