from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_roll_opposition_affordance_choices_contest_ids_item import XyropRollOppositionAffordanceChoicesContestIdsItem
  from ..models.xyrop_roll_opposition_affordance_choices_difficulty_dice_item import XyropRollOppositionAffordanceChoicesDifficultyDiceItem
  from ..models.xyrop_roll_opposition_affordance_choices_element_ids_item import XyropRollOppositionAffordanceChoicesElementIdsItem
  from ..models.xyrop_roll_opposition_affordance_choices_kind_item import XyropRollOppositionAffordanceChoicesKindItem





T = TypeVar("T", bound="XyropRollOppositionAffordanceChoices")



@_attrs_define
class XyropRollOppositionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            contest_ids (list[XyropRollOppositionAffordanceChoicesContestIdsItem]): The values `contest_ids` may take now,
                each with what a person reads.
            difficulty_dice (list[XyropRollOppositionAffordanceChoicesDifficultyDiceItem]): The values `difficulty_dice` may
                take now, each with what a person reads.
            element_ids (list[XyropRollOppositionAffordanceChoicesElementIdsItem]): The values `element_ids` may take now,
                each with what a person reads.
            kind (list[XyropRollOppositionAffordanceChoicesKindItem]): The values `kind` may take now, each with what a
                person reads.
     """

    contest_ids: list[XyropRollOppositionAffordanceChoicesContestIdsItem]
    difficulty_dice: list[XyropRollOppositionAffordanceChoicesDifficultyDiceItem]
    element_ids: list[XyropRollOppositionAffordanceChoicesElementIdsItem]
    kind: list[XyropRollOppositionAffordanceChoicesKindItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_roll_opposition_affordance_choices_contest_ids_item import XyropRollOppositionAffordanceChoicesContestIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_difficulty_dice_item import XyropRollOppositionAffordanceChoicesDifficultyDiceItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_element_ids_item import XyropRollOppositionAffordanceChoicesElementIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_kind_item import XyropRollOppositionAffordanceChoicesKindItem # noqa: PLC0415
        contest_ids = []
        for contest_ids_item_data in self.contest_ids:
            contest_ids_item = contest_ids_item_data.to_dict()
            contest_ids.append(contest_ids_item)



        difficulty_dice = []
        for difficulty_dice_item_data in self.difficulty_dice:
            difficulty_dice_item = difficulty_dice_item_data.to_dict()
            difficulty_dice.append(difficulty_dice_item)



        element_ids = []
        for element_ids_item_data in self.element_ids:
            element_ids_item = element_ids_item_data.to_dict()
            element_ids.append(element_ids_item)



        kind = []
        for kind_item_data in self.kind:
            kind_item = kind_item_data.to_dict()
            kind.append(kind_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest_ids": contest_ids,
            "difficulty_dice": difficulty_dice,
            "element_ids": element_ids,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_roll_opposition_affordance_choices_contest_ids_item import XyropRollOppositionAffordanceChoicesContestIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_difficulty_dice_item import XyropRollOppositionAffordanceChoicesDifficultyDiceItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_element_ids_item import XyropRollOppositionAffordanceChoicesElementIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance_choices_kind_item import XyropRollOppositionAffordanceChoicesKindItem # noqa: PLC0415
        d = dict(src_dict)
        contest_ids = []
        _contest_ids = d.pop("contest_ids")
        for contest_ids_item_data in (_contest_ids):
            contest_ids_item = XyropRollOppositionAffordanceChoicesContestIdsItem.from_dict(contest_ids_item_data)



            contest_ids.append(contest_ids_item)


        difficulty_dice = []
        _difficulty_dice = d.pop("difficulty_dice")
        for difficulty_dice_item_data in (_difficulty_dice):
            difficulty_dice_item = XyropRollOppositionAffordanceChoicesDifficultyDiceItem.from_dict(difficulty_dice_item_data)



            difficulty_dice.append(difficulty_dice_item)


        element_ids = []
        _element_ids = d.pop("element_ids")
        for element_ids_item_data in (_element_ids):
            element_ids_item = XyropRollOppositionAffordanceChoicesElementIdsItem.from_dict(element_ids_item_data)



            element_ids.append(element_ids_item)


        kind = []
        _kind = d.pop("kind")
        for kind_item_data in (_kind):
            kind_item = XyropRollOppositionAffordanceChoicesKindItem.from_dict(kind_item_data)



            kind.append(kind_item)


        xyrop_roll_opposition_affordance_choices = cls(
            contest_ids=contest_ids,
            difficulty_dice=difficulty_dice,
            element_ids=element_ids,
            kind=kind,
        )

        return xyrop_roll_opposition_affordance_choices

