from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_take_rupture_temptation_type import EspriTakeRuptureTemptationType
from typing import cast






T = TypeVar("T", bound="EspriTakeRuptureTemptation")



@_attrs_define
class EspriTakeRuptureTemptation:
    """ Before drawing, the leader removes rupture gems from its quadrant: +2 each, one rupture
    point.

        Attributes:
            cells (list[int]): The positions (1 to 21) of rupture gems to remove from the leader's tutelary quadrant (a
                priestess: the called one).
            type_ (EspriTakeRuptureTemptationType): The message's tag: `TakeRuptureTemptation`.
     """

    cells: list[int]
    type_: EspriTakeRuptureTemptationType





    def to_dict(self) -> dict[str, Any]:
        cells = self.cells



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = cast(list[int], d.pop("cells"))


        type_ = EspriTakeRuptureTemptationType(d.pop("type"))




        espri_take_rupture_temptation = cls(
            cells=cells,
            type_=type_,
        )

        return espri_take_rupture_temptation

