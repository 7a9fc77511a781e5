from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_stress_step_direction import XyropStressStepDirection
from ..models.xyrop_stress_step_target_kind import XyropStressStepTargetKind
from ..models.xyrop_stress_step_type import XyropStressStepType






T = TypeVar("T", bound="XyropStressStep")



@_attrs_define
class XyropStressStep:
    """ Step a stress track of a character or an npc up or down.

        Attributes:
            direction (XyropStressStepDirection): `up` (a step worse) or `down` (a step better).
            stress_id (str): The stress track concerned (an id from the game's stress catalog).
            target_id (str): The character or npc concerned.
            target_kind (XyropStressStepTargetKind): `character` or `npc`.
            type_ (XyropStressStepType): The message's tag: `stress_step`.
     """

    direction: XyropStressStepDirection
    stress_id: str
    target_id: str
    target_kind: XyropStressStepTargetKind
    type_: XyropStressStepType





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
        direction = XyropStressStepDirection(d.pop("direction"))




        stress_id = d.pop("stress_id")

        target_id = d.pop("target_id")

        target_kind = XyropStressStepTargetKind(d.pop("target_kind"))




        type_ = XyropStressStepType(d.pop("type"))




        xyrop_stress_step = cls(
            direction=direction,
            stress_id=stress_id,
            target_id=target_id,
            target_kind=target_kind,
            type_=type_,
        )

        return xyrop_stress_step

