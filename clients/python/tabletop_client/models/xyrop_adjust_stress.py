from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_adjust_stress_direction import XyropAdjustStressDirection
from ..models.xyrop_adjust_stress_target_kind import XyropAdjustStressTargetKind
from ..models.xyrop_adjust_stress_type import XyropAdjustStressType






T = TypeVar("T", bound="XyropAdjustStress")



@_attrs_define
class XyropAdjustStress:
    """ The gm steps a stress track (an evolution of the situation).

        Attributes:
            direction (XyropAdjustStressDirection): `up` (a step worse) or `down` (a step better).
            stress_id (str): The stress track concerned (an id from the game's stress catalog).
            target_id (str): The character or npc concerned.
            target_kind (XyropAdjustStressTargetKind): `character` or `npc`.
            type_ (XyropAdjustStressType): The message's tag: `AdjustStress`.
     """

    direction: XyropAdjustStressDirection
    stress_id: str
    target_id: str
    target_kind: XyropAdjustStressTargetKind
    type_: XyropAdjustStressType





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        stress_id = self.stress_id

        target_id = self.target_id

        target_kind = self.target_kind.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "stress_id": stress_id,
            "target_id": target_id,
            "target_kind": target_kind,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = XyropAdjustStressDirection(d.pop("direction"))




        stress_id = d.pop("stress_id")

        target_id = d.pop("target_id")

        target_kind = XyropAdjustStressTargetKind(d.pop("target_kind"))




        type_ = XyropAdjustStressType(d.pop("type"))




        xyrop_adjust_stress = cls(
            direction=direction,
            stress_id=stress_id,
            target_id=target_id,
            target_kind=target_kind,
            type_=type_,
        )

        return xyrop_adjust_stress

