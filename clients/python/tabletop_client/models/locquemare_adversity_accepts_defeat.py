from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_adversity_accepts_defeat_type import LocquemareAdversityAcceptsDefeatType






T = TypeVar("T", bound="LocquemareAdversityAcceptsDefeat")



@_attrs_define
class LocquemareAdversityAcceptsDefeat:
    """ The Adversity concedes: she keeps her tokens and gains 2 at scene end.

        Attributes:
            type_ (LocquemareAdversityAcceptsDefeatType): The message's tag: `AdversityAcceptsDefeat`.
     """

    type_: LocquemareAdversityAcceptsDefeatType





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
        type_ = LocquemareAdversityAcceptsDefeatType(d.pop("type"))




        locquemare_adversity_accepts_defeat = cls(
            type_=type_,
        )

        return locquemare_adversity_accepts_defeat

