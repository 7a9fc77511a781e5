from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_roll_action_type import LocquemareRollActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_fate_dice import LocquemareFateDice





T = TypeVar("T", bound="LocquemareRollAction")



@_attrs_define
class LocquemareRollAction:
    """ Roll the four fate dice (and the edge die if granted).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            type_ (LocquemareRollActionType): The message's tag: `RollAction`.
            dice (LocquemareFateDice | None | Unset): Fate dice rolled at the table (-1, 0, +1 each) and the edge die; omit
                to let the server roll.
     """

    action_id: str
    type_: LocquemareRollActionType
    dice: LocquemareFateDice | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_fate_dice import LocquemareFateDice # noqa: PLC0415
        action_id = self.action_id

        type_ = self.type_.value

        dice: dict[str, Any] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, LocquemareFateDice):
            dice = self.dice.to_dict()
        else:
            dice = self.dice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "type": type_,
        })
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_fate_dice import LocquemareFateDice # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        type_ = LocquemareRollActionType(d.pop("type"))




        def _parse_dice(data: object) -> LocquemareFateDice | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = LocquemareFateDice.from_dict(data)



                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareFateDice | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        locquemare_roll_action = cls(
            action_id=action_id,
            type_=type_,
            dice=dice,
        )

        return locquemare_roll_action

