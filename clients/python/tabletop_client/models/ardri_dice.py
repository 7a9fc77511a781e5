from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ArdriDice")



@_attrs_define
class ArdriDice:
    """ Physical results: the three trinity d10 (a 0 reads as 10) and the attribute die.

        Attributes:
            trinity (list[int]): The three d10 of the Trinity, 1 to 10 (a physical 0 counts as 10).
            attribute (int | None | Unset): The attribute die's value (1 to its faces), when one is rolled.
     """

    trinity: list[int]
    attribute: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        trinity = self.trinity



        attribute: int | None | Unset
        if isinstance(self.attribute, Unset):
            attribute = UNSET
        else:
            attribute = self.attribute


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "trinity": trinity,
        })
        if attribute is not UNSET:
            field_dict["attribute"] = attribute

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trinity = cast(list[int], d.pop("trinity"))


        def _parse_attribute(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        attribute = _parse_attribute(d.pop("attribute", UNSET))


        ardri_dice = cls(
            trinity=trinity,
            attribute=attribute,
        )

        return ardri_dice

