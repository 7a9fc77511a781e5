from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.platform_close_game_type import PlatformCloseGameType






T = TypeVar("T", bound="PlatformCloseGame")



@_attrs_define
class PlatformCloseGame:
    """ The gm ends the game: it becomes read only and its seed is revealed.

        Attributes:
            type_ (PlatformCloseGameType): The command's type: `CloseGame`.
     """

    type_: PlatformCloseGameType





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
        type_ = PlatformCloseGameType(d.pop("type"))




        platform_close_game = cls(
            type_=type_,
        )

        return platform_close_game

