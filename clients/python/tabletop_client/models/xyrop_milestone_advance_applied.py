from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_increase_initial_destiny import XyropIncreaseInitialDestiny
  from ..models.xyrop_new_distinction import XyropNewDistinction
  from ..models.xyrop_new_treasure import XyropNewTreasure
  from ..models.xyrop_step_up_trait import XyropStepUpTrait





T = TypeVar("T", bound="XyropMilestoneAdvanceApplied")



@_attrs_define
class XyropMilestoneAdvanceApplied:
    """ A character took its third-adventure advance.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            from_ (int | None): The value before the step (a die's faces; for stress also `none`).
            option (XyropIncreaseInitialDestiny | XyropNewDistinction | XyropNewTreasure | XyropStepUpTrait): The milestone
                advance chosen, tagged by `type`.
            target_id (None | str): The trait or treasure the advance changed; null: none.
            to (int | None): The value after the step (a die's faces; null: removed; for stress also `out`).
     """

    character_id: str
    from_: int | None
    option: XyropIncreaseInitialDestiny | XyropNewDistinction | XyropNewTreasure | XyropStepUpTrait
    target_id: None | str
    to: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_increase_initial_destiny import XyropIncreaseInitialDestiny # noqa: PLC0415
        from ..models.xyrop_new_distinction import XyropNewDistinction # noqa: PLC0415
        from ..models.xyrop_new_treasure import XyropNewTreasure # noqa: PLC0415
        from ..models.xyrop_step_up_trait import XyropStepUpTrait # noqa: PLC0415
        character_id = self.character_id

        from_: int | None
        from_ = self.from_

        option: dict[str, Any]
        if isinstance(self.option, XyropNewDistinction):
            option = self.option.to_dict()
        elif isinstance(self.option, XyropNewTreasure):
            option = self.option.to_dict()
        elif isinstance(self.option, XyropStepUpTrait):
            option = self.option.to_dict()
        else:
            option = self.option.to_dict()


        target_id: None | str
        target_id = self.target_id

        to: int | None
        to = self.to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "from": from_,
            "option": option,
            "target_id": target_id,
            "to": to,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_increase_initial_destiny import XyropIncreaseInitialDestiny # noqa: PLC0415
        from ..models.xyrop_new_distinction import XyropNewDistinction # noqa: PLC0415
        from ..models.xyrop_new_treasure import XyropNewTreasure # noqa: PLC0415
        from ..models.xyrop_step_up_trait import XyropStepUpTrait # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))


        def _parse_option(data: object) -> XyropIncreaseInitialDestiny | XyropNewDistinction | XyropNewTreasure | XyropStepUpTrait:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_0 = XyropNewDistinction.from_dict(data)



                return option_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_1 = XyropNewTreasure.from_dict(data)



                return option_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                option_type_2 = XyropStepUpTrait.from_dict(data)



                return option_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            option_type_3 = XyropIncreaseInitialDestiny.from_dict(data)



            return option_type_3

        option = _parse_option(d.pop("option"))


        def _parse_target_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_id = _parse_target_id(d.pop("target_id"))


        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        xyrop_milestone_advance_applied = cls(
            character_id=character_id,
            from_=from_,
            option=option,
            target_id=target_id,
            to=to,
        )


        xyrop_milestone_advance_applied.additional_properties = d
        return xyrop_milestone_advance_applied

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
