from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_choose_shift_affordance_choices_shift_item import EspriChooseShiftAffordanceChoicesShiftItem





T = TypeVar("T", bound="EspriChooseShiftAffordanceChoices")



@_attrs_define
class EspriChooseShiftAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            shift (list[EspriChooseShiftAffordanceChoicesShiftItem]): The values `shift` may take now, each with what a
                person reads.
     """

    shift: list[EspriChooseShiftAffordanceChoicesShiftItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_choose_shift_affordance_choices_shift_item import EspriChooseShiftAffordanceChoicesShiftItem # noqa: PLC0415
        shift = []
        for shift_item_data in self.shift:
            shift_item = shift_item_data.to_dict()
            shift.append(shift_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "shift": shift,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_choose_shift_affordance_choices_shift_item import EspriChooseShiftAffordanceChoicesShiftItem # noqa: PLC0415
        d = dict(src_dict)
        shift = []
        _shift = d.pop("shift")
        for shift_item_data in (_shift):
            shift_item = EspriChooseShiftAffordanceChoicesShiftItem.from_dict(shift_item_data)



            shift.append(shift_item)


        espri_choose_shift_affordance_choices = cls(
            shift=shift,
        )

        return espri_choose_shift_affordance_choices

