from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_cancel_call_type import EspriCancelCallType






T = TypeVar("T", bound="EspriCancelCall")



@_attrs_define
class EspriCancelCall:
    """ The gm withdraws a call not yet drawn; spent resonance comes back.

        Attributes:
            type_ (EspriCancelCallType): The message's tag: `CancelCall`.
     """

    type_: EspriCancelCallType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EspriCancelCallType(d.pop("type"))




        espri_cancel_call = cls(
            type_=type_,
        )

        return espri_cancel_call

