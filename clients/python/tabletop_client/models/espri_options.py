from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriOptions")



@_attrs_define
class EspriOptions:
    """ Game creation options.

        Attributes:
            gem_caterpillar (bool): The optional gem caterpillar rule: a nymph due to advance that did not move may have a
                gem moved ahead of her.
     """

    gem_caterpillar: bool





    def to_dict(self) -> dict[str, Any]:
        gem_caterpillar = self.gem_caterpillar


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gem_caterpillar": gem_caterpillar,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gem_caterpillar = d.pop("gem_caterpillar")

        espri_options = cls(
            gem_caterpillar=gem_caterpillar,
        )

        return espri_options

