from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_rule_approach_type import VoyagesRuleApproachType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesRuleApproach")



@_attrs_define
class VoyagesRuleApproach:
    """ GM: off-frame (-2) and well-thought (+1) for the holder [D4].

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            type_ (VoyagesRuleApproachType): The message's tag: `RuleApproach`.
            good_approach (bool | Unset): True when the gm ruled the approach well thought out (+1). Default: False.
            off_frame (bool | Unset): True when the gm ruled the approach off frame. Default: False.
     """

    conflict_id: str
    type_: VoyagesRuleApproachType
    good_approach: bool | Unset = False
    off_frame: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        type_ = self.type_.value

        good_approach = self.good_approach

        off_frame = self.off_frame


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "type": type_,
        })
        if good_approach is not UNSET:
            field_dict["good_approach"] = good_approach
        if off_frame is not UNSET:
            field_dict["off_frame"] = off_frame

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        type_ = VoyagesRuleApproachType(d.pop("type"))




        good_approach = d.pop("good_approach", UNSET)

        off_frame = d.pop("off_frame", UNSET)

        voyages_rule_approach = cls(
            conflict_id=conflict_id,
            type_=type_,
            good_approach=good_approach,
            off_frame=off_frame,
        )

        return voyages_rule_approach

