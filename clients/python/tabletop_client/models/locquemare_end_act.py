from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_end_act_type import LocquemareEndActType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareEndAct")



@_attrs_define
class LocquemareEndAct:
    """ Chorus: close the act.

        Attributes:
            type_ (LocquemareEndActType): The message's tag: `EndAct`.
            medium_recovery_hero_ids (list[str] | Unset): Heroes who recover a medium consequence at the act's end.
     """

    type_: LocquemareEndActType
    medium_recovery_hero_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        medium_recovery_hero_ids: list[str] | Unset = UNSET
        if not isinstance(self.medium_recovery_hero_ids, Unset):
            medium_recovery_hero_ids = self.medium_recovery_hero_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if medium_recovery_hero_ids is not UNSET:
            field_dict["medium_recovery_hero_ids"] = medium_recovery_hero_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareEndActType(d.pop("type"))




        medium_recovery_hero_ids = cast(list[str], d.pop("medium_recovery_hero_ids", UNSET))


        locquemare_end_act = cls(
            type_=type_,
            medium_recovery_hero_ids=medium_recovery_hero_ids,
        )

        return locquemare_end_act

