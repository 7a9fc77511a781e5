from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_new_complication_type import XyropNewComplicationType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="XyropNewComplication")



@_attrs_define
class XyropNewComplication:
    """ A player 1 creates a d6 complication.

        Attributes:
            description (str): What it is, as the table words it.
            type_ (XyropNewComplicationType): The message's tag: `new_complication`.
            target_character_id (None | str | Unset): The character the complication is aimed at; null: the table.
     """

    description: str
    type_: XyropNewComplicationType
    target_character_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        type_ = self.type_.value

        target_character_id: None | str | Unset
        if isinstance(self.target_character_id, Unset):
            target_character_id = UNSET
        else:
            target_character_id = self.target_character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "description": description,
            "type": type_,
        })
        if target_character_id is not UNSET:
            field_dict["target_character_id"] = target_character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        type_ = XyropNewComplicationType(d.pop("type"))




        def _parse_target_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_character_id = _parse_target_character_id(d.pop("target_character_id", UNSET))


        xyrop_new_complication = cls(
            description=description,
            type_=type_,
            target_character_id=target_character_id,
        )

        return xyrop_new_complication

