from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_stress_stepped_from_type_1 import XyropStressSteppedFromType1
from ..models.xyrop_stress_stepped_reason import XyropStressSteppedReason
from ..models.xyrop_stress_stepped_target_kind import XyropStressSteppedTargetKind
from ..models.xyrop_stress_stepped_to_type_1 import XyropStressSteppedToType1
from typing import cast






T = TypeVar("T", bound="XyropStressStepped")



@_attrs_define
class XyropStressStepped:
    """ A stress track moved one step.

        Attributes:
            contest_id (None | str): The contest concerned: the one a `RollAction` opened.
            from_ (int | XyropStressSteppedFromType1): The value before the step (a die's faces; for stress also `none`).
            incapacitated_until_scene (int | None): The scene index the character is out of play until; null: not
                incapacitated.
            reason (XyropStressSteppedReason): What made it change: a contest effect, a gm adjustment, a player's or the
                gm's 1s, destiny, the session's end (see the values allowed).
            stress_id (str): The stress track concerned (an id from the game's stress catalog).
            target_id (str): The character or npc concerned.
            target_kind (XyropStressSteppedTargetKind): `character` or `npc`.
            to (int | XyropStressSteppedToType1): The value after the step (a die's faces; null: removed; for stress also
                `out`).
     """

    contest_id: None | str
    from_: int | XyropStressSteppedFromType1
    incapacitated_until_scene: int | None
    reason: XyropStressSteppedReason
    stress_id: str
    target_id: str
    target_kind: XyropStressSteppedTargetKind
    to: int | XyropStressSteppedToType1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        contest_id: None | str
        contest_id = self.contest_id

        from_: int | str
        if isinstance(self.from_, XyropStressSteppedFromType1):
            from_ = self.from_.value
        else:
            from_ = self.from_

        incapacitated_until_scene: int | None
        incapacitated_until_scene = self.incapacitated_until_scene

        reason = self.reason.value

        stress_id = self.stress_id

        target_id = self.target_id

        target_kind = self.target_kind.value

        to: int | str
        if isinstance(self.to, XyropStressSteppedToType1):
            to = self.to.value
        else:
            to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_id": contest_id,
            "from": from_,
            "incapacitated_until_scene": incapacitated_until_scene,
            "reason": reason,
            "stress_id": stress_id,
            "target_id": target_id,
            "target_kind": target_kind,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_contest_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contest_id = _parse_contest_id(d.pop("contest_id"))


        def _parse_from_(data: object) -> int | XyropStressSteppedFromType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                from_type_1 = XyropStressSteppedFromType1(data)



                return from_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | XyropStressSteppedFromType1, data)

        from_ = _parse_from_(d.pop("from"))


        def _parse_incapacitated_until_scene(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        incapacitated_until_scene = _parse_incapacitated_until_scene(d.pop("incapacitated_until_scene"))


        reason = XyropStressSteppedReason(d.pop("reason"))




        stress_id = d.pop("stress_id")

        target_id = d.pop("target_id")

        target_kind = XyropStressSteppedTargetKind(d.pop("target_kind"))




        def _parse_to(data: object) -> int | XyropStressSteppedToType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_type_1 = XyropStressSteppedToType1(data)



                return to_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | XyropStressSteppedToType1, data)

        to = _parse_to(d.pop("to"))


        xyrop_stress_stepped = cls(
            contest_id=contest_id,
            from_=from_,
            incapacitated_until_scene=incapacitated_until_scene,
            reason=reason,
            stress_id=stress_id,
            target_id=target_id,
            target_kind=target_kind,
            to=to,
        )


        xyrop_stress_stepped.additional_properties = d
        return xyrop_stress_stepped

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
