from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_complete_setup_type import EspriCompleteSetupType






T = TypeVar("T", bound="EspriCompleteSetup")



@_attrs_define
class EspriCompleteSetup:
    """ The gm places one rupture gem per quadrant and play begins (gm only).

        Attributes:
            type_ (EspriCompleteSetupType): The message's tag: `CompleteSetup`.
     """

    type_: EspriCompleteSetupType





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
        type_ = EspriCompleteSetupType(d.pop("type"))




        espri_complete_setup = cls(
            type_=type_,
        )

        return espri_complete_setup

