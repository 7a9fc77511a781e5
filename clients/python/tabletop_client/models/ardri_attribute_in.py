from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ArdriAttributeIn")



@_attrs_define
class ArdriAttributeIn:
    """ An attribute bound to one domain; level 1/2/3 adds a d20/d12/d8. `attribute_id`
    is made from the name when not given (`Mythes d'Enorhim` -> `mythes_d_enorhim`).

        Attributes:
            domain_id (str): The domain the attribute belongs to.
            level (int): The attribute's level, 1 to 3 (a d20, d12 or d8).
            name (str): The name, as typed (1 to 80 characters).
            attribute_id (str | Unset): The attribute's id, unique on the sheet (snake_case). Default: ''.
     """

    domain_id: str
    level: int
    name: str
    attribute_id: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        domain_id = self.domain_id

        level = self.level

        name = self.name

        attribute_id = self.attribute_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "domain_id": domain_id,
            "level": level,
            "name": name,
        })
        if attribute_id is not UNSET:
            field_dict["attribute_id"] = attribute_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        domain_id = d.pop("domain_id")

        level = d.pop("level")

        name = d.pop("name")

        attribute_id = d.pop("attribute_id", UNSET)

        ardri_attribute_in = cls(
            domain_id=domain_id,
            level=level,
            name=name,
            attribute_id=attribute_id,
        )

        return ardri_attribute_in

