from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EspriRuptureTemptationTaken")



@_attrs_define
class EspriRuptureTemptationTaken:
    """ The leader gave up rupture gems for a bonus of 2 each.

        Attributes:
            bonus (int): The draw count added by the temptation (2 per rupture gem removed).
            call_id (str): The call's id (one call at a time is open).
            cells (list[int]): The positions of the rupture gems removed.
            character_id (str): The character concerned (a character id of the game).
     """

    bonus: int
    call_id: str
    cells: list[int]
    character_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        call_id = self.call_id

        cells = self.cells



        character_id = self.character_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonus": bonus,
            "call_id": call_id,
            "cells": cells,
            "character_id": character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        call_id = d.pop("call_id")

        cells = cast(list[int], d.pop("cells"))


        character_id = d.pop("character_id")

        espri_rupture_temptation_taken = cls(
            bonus=bonus,
            call_id=call_id,
            cells=cells,
            character_id=character_id,
        )


        espri_rupture_temptation_taken.additional_properties = d
        return espri_rupture_temptation_taken

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
