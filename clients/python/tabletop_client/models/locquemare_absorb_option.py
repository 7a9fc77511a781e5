from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareAbsorbOption")



@_attrs_define
class LocquemareAbsorbOption:
    """ Absorb overflow with free consequence slots.

        Attributes:
            slots (list[str]): The consequence slots used.
            texts (list[str]): The consequences' texts.
     """

    slots: list[str]
    texts: list[str]





    def to_dict(self) -> dict[str, Any]:
        slots = self.slots



        texts = self.texts




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "slots": slots,
            "texts": texts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slots = cast(list[str], d.pop("slots"))


        texts = cast(list[str], d.pop("texts"))


        locquemare_absorb_option = cls(
            slots=slots,
            texts=texts,
        )

        return locquemare_absorb_option

