from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_element_stepped_kind import XyropElementSteppedKind
from ..models.xyrop_element_stepped_reason import XyropElementSteppedReason
from typing import cast






T = TypeVar("T", bound="XyropElementStepped")



@_attrs_define
class XyropElementStepped:
    """ A table element moved (`to` None: removed).

        Attributes:
            contest_id (None | str): The contest concerned: the one a `RollAction` opened.
            element_id (str): The table element concerned (an id from the state's `elements`).
            from_ (int | None): The value before the step (a die's faces; for stress also `none`).
            kind (XyropElementSteppedKind): The element's kind: `situation`, `complication` or `opportunity`.
            reason (XyropElementSteppedReason): What made it change: a contest effect, a gm adjustment, a player's or the
                gm's 1s, destiny, the session's end (see the values allowed).
            steps (int): How many steps it moved.
            to (int | None): The value after the step (a die's faces; null: removed; for stress also `out`).
     """

    contest_id: None | str
    element_id: str
    from_: int | None
    kind: XyropElementSteppedKind
    reason: XyropElementSteppedReason
    steps: int
    to: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        contest_id: None | str
        contest_id = self.contest_id

        element_id = self.element_id

        from_: int | None
        from_ = self.from_

        kind = self.kind.value

        reason = self.reason.value

        steps = self.steps

        to: int | None
        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_id": contest_id,
            "element_id": element_id,
            "from": from_,
            "kind": kind,
            "reason": reason,
            "steps": steps,
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


        element_id = d.pop("element_id")

        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))


        kind = XyropElementSteppedKind(d.pop("kind"))




        reason = XyropElementSteppedReason(d.pop("reason"))




        steps = d.pop("steps")

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        xyrop_element_stepped = cls(
            contest_id=contest_id,
            element_id=element_id,
            from_=from_,
            kind=kind,
            reason=reason,
            steps=steps,
            to=to,
        )


        xyrop_element_stepped.additional_properties = d
        return xyrop_element_stepped

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
