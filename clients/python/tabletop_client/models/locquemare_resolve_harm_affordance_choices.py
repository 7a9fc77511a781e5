from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_resolve_harm_affordance_choices_option_item import LocquemareResolveHarmAffordanceChoicesOptionItem





T = TypeVar("T", bound="LocquemareResolveHarmAffordanceChoices")



@_attrs_define
class LocquemareResolveHarmAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            option (list[LocquemareResolveHarmAffordanceChoicesOptionItem]): The values `option` may take now, each with
                what a person reads.
     """

    option: list[LocquemareResolveHarmAffordanceChoicesOptionItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_resolve_harm_affordance_choices_option_item import LocquemareResolveHarmAffordanceChoicesOptionItem # noqa: PLC0415
        option = []
        for option_item_data in self.option:
            option_item = option_item_data.to_dict()
            option.append(option_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_resolve_harm_affordance_choices_option_item import LocquemareResolveHarmAffordanceChoicesOptionItem # noqa: PLC0415
        d = dict(src_dict)
        option = []
        _option = d.pop("option")
        for option_item_data in (_option):
            option_item = LocquemareResolveHarmAffordanceChoicesOptionItem.from_dict(option_item_data)



            option.append(option_item)


        locquemare_resolve_harm_affordance_choices = cls(
            option=option,
        )

        return locquemare_resolve_harm_affordance_choices

