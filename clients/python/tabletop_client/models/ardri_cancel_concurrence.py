from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_cancel_concurrence_type import ArdriCancelConcurrenceType






T = TypeVar("T", bound="ArdriCancelConcurrence")



@_attrs_define
class ArdriCancelConcurrence:
    """ Gm cancels an open concurrence.

        Attributes:
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            type_ (ArdriCancelConcurrenceType): The message's tag: `CancelConcurrence`.
     """

    concurrence_id: str
    type_: ArdriCancelConcurrenceType





    def to_dict(self) -> dict[str, Any]:
        concurrence_id = self.concurrence_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "concurrence_id": concurrence_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        concurrence_id = d.pop("concurrence_id")

        type_ = ArdriCancelConcurrenceType(d.pop("type"))




        ardri_cancel_concurrence = cls(
            concurrence_id=concurrence_id,
            type_=type_,
        )

        return ardri_cancel_concurrence

