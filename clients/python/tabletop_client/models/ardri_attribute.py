from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ArdriAttribute")



@_attrs_define
class ArdriAttribute:
    """ An attribute bound to one domain; level 1/2/3 adds a d20/d12/d8. `attribute_id`
    is made from the name when not given (`Mythes d'Enorhim` -> `mythes_d_enorhim`).

        Attributes:
            attribute_id (str): The attribute's id, unique on the sheet (snake_case).
            domain_id (str): The domain the attribute belongs to.
            level (int): The attribute's level, 1 to 3 (a d20, d12 or d8).
            name (str): The name, as typed (1 to 80 characters).
     """

    attribute_id: str
    domain_id: str
    level: int
    name: str





    def to_dict(self) -> dict[str, Any]:
        attribute_id = self.attribute_id

        domain_id = self.domain_id

        level = self.level

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attribute_id": attribute_id,
            "domain_id": domain_id,
            "level": level,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attribute_id = d.pop("attribute_id")

        domain_id = d.pop("domain_id")

        level = d.pop("level")

        name = d.pop("name")

        ardri_attribute = cls(
            attribute_id=attribute_id,
            domain_id=domain_id,
            level=level,
            name=name,
        )

        return ardri_attribute

