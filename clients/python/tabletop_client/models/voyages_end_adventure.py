from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_end_adventure_type import VoyagesEndAdventureType






T = TypeVar("T", bound="VoyagesEndAdventure")



@_attrs_define
class VoyagesEndAdventure:
    """ GM: the adventure ends (adventure adjectives expire).

        Attributes:
            type_ (VoyagesEndAdventureType): The message's tag: `EndAdventure`.
     """

    type_: VoyagesEndAdventureType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = VoyagesEndAdventureType(d.pop("type"))




        voyages_end_adventure = cls(
            type_=type_,
        )

        return voyages_end_adventure

