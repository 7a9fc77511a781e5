from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_apply_milestone_advance_type import XyropApplyMilestoneAdvanceType
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_increase_initial_destiny_in import XyropIncreaseInitialDestinyIn
  from ..models.xyrop_new_distinction_in import XyropNewDistinctionIn
  from ..models.xyrop_new_treasure_in import XyropNewTreasureIn
  from ..models.xyrop_step_up_trait_in import XyropStepUpTraitIn





T = TypeVar("T", bound="XyropApplyMilestoneAdvance")



@_attrs_define
class XyropApplyMilestoneAdvance:
    """ Take the advance of a third adventure.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            option (XyropIncreaseInitialDestinyIn | XyropNewDistinctionIn | XyropNewTreasureIn | XyropStepUpTraitIn): The
                milestone advance chosen, tagged by `type`.
            type_ (XyropApplyMilestoneAdvanceType): The message's tag: `ApplyMilestoneAdvance`.
     """

    character_id: str
    option: XyropIncreaseInitialDestinyIn | XyropNewDistinctionIn | XyropNewTreasureIn | XyropStepUpTraitIn
    type_: XyropApplyMilestoneAdvanceType





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_increase_initial_destiny_in import XyropIncreaseInitialDestinyIn # noqa: PLC0415
        from ..models.xyrop_new_distinction_in import XyropNewDistinctionIn # noqa: PLC0415
        from ..models.xyrop_new_treasure_in import XyropNewTreasureIn # noqa: PLC0415
        from ..models.xyrop_step_up_trait_in import XyropStepUpTraitIn # noqa: PLC0415
        character_id = self.character_id

        option: dict[str, Any]
        if isinstance(self.option, XyropNewDistinctionIn):
            option = self.option.to_dict()
        elif isinstance(self.option, XyropNewTreasureIn):
            option = self.option.to_dict()
        elif isinstance(self.option, XyropStepUpTraitIn):
            option = self.option.to_dict()
        else:
            option = self.option.to_dict()


        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "option": option,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_increase_initial_destiny_in import XyropIncreaseInitialDestinyIn # noqa: PLC0415
        from ..models.xyrop_new_distinction_in import XyropNewDistinctionIn # noqa: PLC0415
        from ..models.xyrop_new_treasure_in import XyropNewTreasureIn # noqa: PLC0415
        from ..models.xyrop_step_up_trait_in import XyropStepUpTraitIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_option(data: object) -> XyropIncreaseInitialDestinyIn | XyropNewDistinctionIn | XyropNewTreasureIn | XyropStepUpTraitIn:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_0 = XyropNewDistinctionIn.from_dict(data)



                return option_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_1 = XyropNewTreasureIn.from_dict(data)



                return option_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_2 = XyropStepUpTraitIn.from_dict(data)



                return option_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            option_type_3 = XyropIncreaseInitialDestinyIn.from_dict(data)



            return option_type_3

        option = _parse_option(d.pop("option"))


        type_ = XyropApplyMilestoneAdvanceType(d.pop("type"))




        xyrop_apply_milestone_advance = cls(
            character_id=character_id,
            option=option,
            type_=type_,
        )

        return xyrop_apply_milestone_advance

