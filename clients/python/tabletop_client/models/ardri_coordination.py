from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ArdriCoordination")



@_attrs_define
class ArdriCoordination:
    """ A coordinated action: the supporters give the instigator +1 (D9).

        Attributes:
            supporter_ids (list[str]): The characters supporting the instigator (coordination).
     """

    supporter_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        supporter_ids = self.supporter_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "supporter_ids": supporter_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        supporter_ids = cast(list[str], d.pop("supporter_ids"))


        ardri_coordination = cls(
            supporter_ids=supporter_ids,
        )

        return ardri_coordination

