from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_dice_record_source import VoyagesDiceRecordSource
from typing import cast






T = TypeVar("T", bound="VoyagesDiceRecord")



@_attrs_define
class VoyagesDiceRecord:
    """ Every die a command used, and whether the server or the table rolled it.

        Attributes:
            roll_id (str): The roll concerned.
            sides (int): The dice's faces: always 6.
            source (VoyagesDiceRecordSource): Who rolled: `server` or `physical` (rolled at the table).
            values (list[int]): The dice values.
     """

    roll_id: str
    sides: int
    source: VoyagesDiceRecordSource
    values: list[int]





    def to_dict(self) -> dict[str, Any]:
        roll_id = self.roll_id

        sides = self.sides

        source = self.source.value

        values = self.values




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "roll_id": roll_id,
            "sides": sides,
            "source": source,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roll_id = d.pop("roll_id")

        sides = d.pop("sides")

        source = VoyagesDiceRecordSource(d.pop("source"))




        values = cast(list[int], d.pop("values"))


        voyages_dice_record = cls(
            roll_id=roll_id,
            sides=sides,
            source=source,
            values=values,
        )

        return voyages_dice_record

