from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareDiceRecord")



@_attrs_define
class LocquemareDiceRecord:
    """ Every random value of a roll or draw, and whether the table or the server made it.

        Attributes:
            kind (str): `fate` (four fate dice) or `edge` (the edge die).
            roll_id (str): The roll these dice belong to (unique in the game).
            sides (int): The die's faces.
            source (str): Who rolled: `server` or `physical` (rolled at the table and typed in).
            values (list[int]): The dice values.
     """

    kind: str
    roll_id: str
    sides: int
    source: str
    values: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        roll_id = self.roll_id

        sides = self.sides

        source = self.source

        values = self.values




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "roll_id": roll_id,
            "sides": sides,
            "source": source,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        roll_id = d.pop("roll_id")

        sides = d.pop("sides")

        source = d.pop("source")

        values = cast(list[int], d.pop("values"))


        locquemare_dice_record = cls(
            kind=kind,
            roll_id=roll_id,
            sides=sides,
            source=source,
            values=values,
        )


        locquemare_dice_record.additional_properties = d
        return locquemare_dice_record

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
