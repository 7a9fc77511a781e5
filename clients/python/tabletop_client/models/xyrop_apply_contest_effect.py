from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_apply_contest_effect_type import XyropApplyContestEffectType
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_element_step_in import XyropElementStepIn
  from ..models.xyrop_stress_step_in import XyropStressStepIn





T = TypeVar("T", bound="XyropApplyContestEffect")



@_attrs_define
class XyropApplyContestEffect:
    """ The winning side steps one stress or rated element.

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            effect (XyropElementStepIn | XyropStressStepIn): The effect applied, tagged by `type`.
            type_ (XyropApplyContestEffectType): The message's tag: `ApplyContestEffect`.
     """

    contest_id: str
    effect: XyropElementStepIn | XyropStressStepIn
    type_: XyropApplyContestEffectType





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_element_step_in import XyropElementStepIn # noqa: PLC0415
        from ..models.xyrop_stress_step_in import XyropStressStepIn # noqa: PLC0415
        contest_id = self.contest_id

        effect: dict[str, Any]
        if isinstance(self.effect, XyropStressStepIn):
            effect = self.effect.to_dict()
        else:
            effect = self.effect.to_dict()


        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest_id": contest_id,
            "effect": effect,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_element_step_in import XyropElementStepIn # noqa: PLC0415
        from ..models.xyrop_stress_step_in import XyropStressStepIn # noqa: PLC0415
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        def _parse_effect(data: object) -> XyropElementStepIn | XyropStressStepIn:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = XyropStressStepIn.from_dict(data)



                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            effect_type_1 = XyropElementStepIn.from_dict(data)



            return effect_type_1

        effect = _parse_effect(d.pop("effect"))


        type_ = XyropApplyContestEffectType(d.pop("type"))




        xyrop_apply_contest_effect = cls(
            contest_id=contest_id,
            effect=effect,
            type_=type_,
        )

        return xyrop_apply_contest_effect

