from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_undo_op_kind import VoyagesUndoOpKind
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_adjective import VoyagesAdjective
  from ..models.voyages_target import VoyagesTarget





T = TypeVar("T", bound="VoyagesUndoOp")



@_attrs_define
class VoyagesUndoOp:
    """ One step that negates an effect when a flaw is invoked. An adjective step is
    relative (T6): it gives back what the effect changed, so stacked purchases on one
    adjective are undone one by one.

        Attributes:
            adjective (None | VoyagesAdjective): An adjective to give: its name, value (1 to 3) and duration; null: none.
            conflict_id (None | str): The conflict concerned (an id from the table's `conflicts`).
            delta (int): The change (+ or -).
            kind (VoyagesUndoOpKind): `adjective` (give back what the effect changed on an adjective) or `return_stake`
                (hand a stake back).
            stake_id (None | str): The stake concerned (an id from the conflict's `stakes`).
            target (None | VoyagesTarget): What it concerns: a character or a thing.
     """

    adjective: None | VoyagesAdjective
    conflict_id: None | str
    delta: int
    kind: VoyagesUndoOpKind
    stake_id: None | str
    target: None | VoyagesTarget





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_adjective import VoyagesAdjective # noqa: PLC0415
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        adjective: dict[str, Any] | None
        if isinstance(self.adjective, VoyagesAdjective):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        conflict_id: None | str
        conflict_id = self.conflict_id

        delta = self.delta

        kind = self.kind.value

        stake_id: None | str
        stake_id = self.stake_id

        target: dict[str, Any] | None
        if isinstance(self.target, VoyagesTarget):
            target = self.target.to_dict()
        else:
            target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective": adjective,
            "conflict_id": conflict_id,
            "delta": delta,
            "kind": kind,
            "stake_id": stake_id,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_adjective import VoyagesAdjective # noqa: PLC0415
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        d = dict(src_dict)
        def _parse_adjective(data: object) -> None | VoyagesAdjective:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                adjective_type_0 = VoyagesAdjective.from_dict(data)



                return adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesAdjective, data)

        adjective = _parse_adjective(d.pop("adjective"))


        def _parse_conflict_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id"))


        delta = d.pop("delta")

        kind = VoyagesUndoOpKind(d.pop("kind"))




        def _parse_stake_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stake_id = _parse_stake_id(d.pop("stake_id"))


        def _parse_target(data: object) -> None | VoyagesTarget:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_type_0 = VoyagesTarget.from_dict(data)



                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesTarget, data)

        target = _parse_target(d.pop("target"))


        voyages_undo_op = cls(
            adjective=adjective,
            conflict_id=conflict_id,
            delta=delta,
            kind=kind,
            stake_id=stake_id,
            target=target,
        )

        return voyages_undo_op

