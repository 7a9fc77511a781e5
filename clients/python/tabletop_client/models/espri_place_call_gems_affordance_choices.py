from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_place_call_gems_affordance_choices_main_item import EspriPlaceCallGemsAffordanceChoicesMainItem
  from ..models.espri_place_call_gems_affordance_choices_modifier_item import EspriPlaceCallGemsAffordanceChoicesModifierItem
  from ..models.espri_place_call_gems_affordance_choices_shift_item import EspriPlaceCallGemsAffordanceChoicesShiftItem





T = TypeVar("T", bound="EspriPlaceCallGemsAffordanceChoices")



@_attrs_define
class EspriPlaceCallGemsAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            main (list[EspriPlaceCallGemsAffordanceChoicesMainItem]): The values `main` may take now, each with what a
                person reads.
            modifier (list[EspriPlaceCallGemsAffordanceChoicesModifierItem]): The values `modifier` may take now, each with
                what a person reads.
            shift (list[EspriPlaceCallGemsAffordanceChoicesShiftItem]): The values `shift` may take now, each with what a
                person reads.
     """

    main: list[EspriPlaceCallGemsAffordanceChoicesMainItem]
    modifier: list[EspriPlaceCallGemsAffordanceChoicesModifierItem]
    shift: list[EspriPlaceCallGemsAffordanceChoicesShiftItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_place_call_gems_affordance_choices_main_item import EspriPlaceCallGemsAffordanceChoicesMainItem # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance_choices_modifier_item import EspriPlaceCallGemsAffordanceChoicesModifierItem # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance_choices_shift_item import EspriPlaceCallGemsAffordanceChoicesShiftItem # noqa: PLC0415
        main = []
        for main_item_data in self.main:
            main_item = main_item_data.to_dict()
            main.append(main_item)



        modifier = []
        for modifier_item_data in self.modifier:
            modifier_item = modifier_item_data.to_dict()
            modifier.append(modifier_item)



        shift = []
        for shift_item_data in self.shift:
            shift_item = shift_item_data.to_dict()
            shift.append(shift_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "main": main,
            "modifier": modifier,
            "shift": shift,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_place_call_gems_affordance_choices_main_item import EspriPlaceCallGemsAffordanceChoicesMainItem # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance_choices_modifier_item import EspriPlaceCallGemsAffordanceChoicesModifierItem # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance_choices_shift_item import EspriPlaceCallGemsAffordanceChoicesShiftItem # noqa: PLC0415
        d = dict(src_dict)
        main = []
        _main = d.pop("main")
        for main_item_data in (_main):
            main_item = EspriPlaceCallGemsAffordanceChoicesMainItem.from_dict(main_item_data)



            main.append(main_item)


        modifier = []
        _modifier = d.pop("modifier")
        for modifier_item_data in (_modifier):
            modifier_item = EspriPlaceCallGemsAffordanceChoicesModifierItem.from_dict(modifier_item_data)



            modifier.append(modifier_item)


        shift = []
        _shift = d.pop("shift")
        for shift_item_data in (_shift):
            shift_item = EspriPlaceCallGemsAffordanceChoicesShiftItem.from_dict(shift_item_data)



            shift.append(shift_item)


        espri_place_call_gems_affordance_choices = cls(
            main=main,
            modifier=modifier,
            shift=shift,
        )

        return espri_place_call_gems_affordance_choices

