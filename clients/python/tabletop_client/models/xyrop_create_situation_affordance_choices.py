from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_create_situation_affordance_choices_die_item import XyropCreateSituationAffordanceChoicesDieItem





T = TypeVar("T", bound="XyropCreateSituationAffordanceChoices")



@_attrs_define
class XyropCreateSituationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            die (list[XyropCreateSituationAffordanceChoicesDieItem]): The values `die` may take now, each with what a person
                reads.
     """

    die: list[XyropCreateSituationAffordanceChoicesDieItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_create_situation_affordance_choices_die_item import XyropCreateSituationAffordanceChoicesDieItem # noqa: PLC0415
        die = []
        for die_item_data in self.die:
            die_item = die_item_data.to_dict()
            die.append(die_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die": die,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_create_situation_affordance_choices_die_item import XyropCreateSituationAffordanceChoicesDieItem # noqa: PLC0415
        d = dict(src_dict)
        die = []
        _die = d.pop("die")
        for die_item_data in (_die):
            die_item = XyropCreateSituationAffordanceChoicesDieItem.from_dict(die_item_data)



            die.append(die_item)


        xyrop_create_situation_affordance_choices = cls(
            die=die,
        )

        return xyrop_create_situation_affordance_choices

