from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_contest_effect_applied_side import XyropContestEffectAppliedSide
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_element_step import XyropElementStep
  from ..models.xyrop_stress_step import XyropStressStep





T = TypeVar("T", bound="XyropContestEffectApplied")



@_attrs_define
class XyropContestEffectApplied:
    """ The winning side chose the contest's one effect.

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            effect (XyropElementStep | XyropStressStep): The effect applied, tagged by `type`.
            side (XyropContestEffectAppliedSide): The winning side that applied it: `player` or `opposition`.
     """

    contest_id: str
    effect: XyropElementStep | XyropStressStep
    side: XyropContestEffectAppliedSide
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_element_step import XyropElementStep # noqa: PLC0415
        from ..models.xyrop_stress_step import XyropStressStep # noqa: PLC0415
        contest_id = self.contest_id

        effect: dict[str, Any]
        if isinstance(self.effect, XyropStressStep):
            effect = self.effect.to_dict()
        else:
            effect = self.effect.to_dict()


        side = self.side.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_id": contest_id,
            "effect": effect,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_element_step import XyropElementStep # noqa: PLC0415
        from ..models.xyrop_stress_step import XyropStressStep # noqa: PLC0415
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        def _parse_effect(data: object) -> XyropElementStep | XyropStressStep:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = XyropStressStep.from_dict(data)



                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            effect_type_1 = XyropElementStep.from_dict(data)



            return effect_type_1

        effect = _parse_effect(d.pop("effect"))


        side = XyropContestEffectAppliedSide(d.pop("side"))




        xyrop_contest_effect_applied = cls(
            contest_id=contest_id,
            effect=effect,
            side=side,
        )


        xyrop_contest_effect_applied.additional_properties = d
        return xyrop_contest_effect_applied

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
