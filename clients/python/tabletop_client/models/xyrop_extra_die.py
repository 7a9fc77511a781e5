from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropExtraDie")



@_attrs_define
class XyropExtraDie:
    """ A situation or environment die the gm adds to an opposition.

        Attributes:
            faces (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            label (str): What the die or roll is, in a few words.
     """

    faces: int
    label: str





    def to_dict(self) -> dict[str, Any]:
        faces = self.faces

        label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "faces": faces,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = d.pop("faces")

        label = d.pop("label")

        xyrop_extra_die = cls(
            faces=faces,
            label=label,
        )

        return xyrop_extra_die

