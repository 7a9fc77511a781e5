from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_effect_window import VoyagesEffectWindow
  from ..models.voyages_undo_op import VoyagesUndoOp





T = TypeVar("T", bound="VoyagesEffect")



@_attrs_define
class VoyagesEffect:
    """ A change some resolution caused; harmful ones can be redirected by a flaw.

        Attributes:
            concerns_character_ids (list[str]): The characters the effect concerns.
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            harmful (bool): True when the effect harms the characters it concerns.
            kind (str): What the effect was (an event type).
            negated (bool): True once a flaw negated the effect.
            resolution_id (str): The action, situation or conflict concerned.
            undo (list[VoyagesUndoOp]): What undoing the effect reverts.
            window (VoyagesEffectWindow): The reroll window: clock counters it stays open for.
     """

    concerns_character_ids: list[str]
    effect_id: str
    harmful: bool
    kind: str
    negated: bool
    resolution_id: str
    undo: list[VoyagesUndoOp]
    window: VoyagesEffectWindow





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_effect_window import VoyagesEffectWindow # noqa: PLC0415
        from ..models.voyages_undo_op import VoyagesUndoOp # noqa: PLC0415
        concerns_character_ids = self.concerns_character_ids



        effect_id = self.effect_id

        harmful = self.harmful

        kind = self.kind

        negated = self.negated

        resolution_id = self.resolution_id

        undo = []
        for undo_item_data in self.undo:
            undo_item = undo_item_data.to_dict()
            undo.append(undo_item)



        window = self.window.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "concerns_character_ids": concerns_character_ids,
            "effect_id": effect_id,
            "harmful": harmful,
            "kind": kind,
            "negated": negated,
            "resolution_id": resolution_id,
            "undo": undo,
            "window": window,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_effect_window import VoyagesEffectWindow # noqa: PLC0415
        from ..models.voyages_undo_op import VoyagesUndoOp # noqa: PLC0415
        d = dict(src_dict)
        concerns_character_ids = cast(list[str], d.pop("concerns_character_ids"))


        effect_id = d.pop("effect_id")

        harmful = d.pop("harmful")

        kind = d.pop("kind")

        negated = d.pop("negated")

        resolution_id = d.pop("resolution_id")

        undo = []
        _undo = d.pop("undo")
        for undo_item_data in (_undo):
            undo_item = VoyagesUndoOp.from_dict(undo_item_data)



            undo.append(undo_item)


        window = VoyagesEffectWindow.from_dict(d.pop("window"))




        voyages_effect = cls(
            concerns_character_ids=concerns_character_ids,
            effect_id=effect_id,
            harmful=harmful,
            kind=kind,
            negated=negated,
            resolution_id=resolution_id,
            undo=undo,
            window=window,
        )

        return voyages_effect

