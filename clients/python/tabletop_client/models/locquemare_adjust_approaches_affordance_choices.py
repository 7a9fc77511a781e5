from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_adjust_approaches_affordance_choices_down_item import LocquemareAdjustApproachesAffordanceChoicesDownItem
  from ..models.locquemare_adjust_approaches_affordance_choices_up_item import LocquemareAdjustApproachesAffordanceChoicesUpItem





T = TypeVar("T", bound="LocquemareAdjustApproachesAffordanceChoices")



@_attrs_define
class LocquemareAdjustApproachesAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            down (list[LocquemareAdjustApproachesAffordanceChoicesDownItem]): The values `down` may take now, each with what
                a person reads.
            up (list[LocquemareAdjustApproachesAffordanceChoicesUpItem]): The values `up` may take now, each with what a
                person reads.
     """

    down: list[LocquemareAdjustApproachesAffordanceChoicesDownItem]
    up: list[LocquemareAdjustApproachesAffordanceChoicesUpItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_adjust_approaches_affordance_choices_down_item import LocquemareAdjustApproachesAffordanceChoicesDownItem # noqa: PLC0415
        from ..models.locquemare_adjust_approaches_affordance_choices_up_item import LocquemareAdjustApproachesAffordanceChoicesUpItem # noqa: PLC0415
        down = []
        for down_item_data in self.down:
            down_item = down_item_data.to_dict()
            down.append(down_item)



        up = []
        for up_item_data in self.up:
            up_item = up_item_data.to_dict()
            up.append(up_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "down": down,
            "up": up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_adjust_approaches_affordance_choices_down_item import LocquemareAdjustApproachesAffordanceChoicesDownItem # noqa: PLC0415
        from ..models.locquemare_adjust_approaches_affordance_choices_up_item import LocquemareAdjustApproachesAffordanceChoicesUpItem # noqa: PLC0415
        d = dict(src_dict)
        down = []
        _down = d.pop("down")
        for down_item_data in (_down):
            down_item = LocquemareAdjustApproachesAffordanceChoicesDownItem.from_dict(down_item_data)



            down.append(down_item)


        up = []
        _up = d.pop("up")
        for up_item_data in (_up):
            up_item = LocquemareAdjustApproachesAffordanceChoicesUpItem.from_dict(up_item_data)



            up.append(up_item)


        locquemare_adjust_approaches_affordance_choices = cls(
            down=down,
            up=up,
        )

        return locquemare_adjust_approaches_affordance_choices

