from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_close_situation_affordance_choices_situation_id_item import VoyagesCloseSituationAffordanceChoicesSituationIdItem





T = TypeVar("T", bound="VoyagesCloseSituationAffordanceChoices")



@_attrs_define
class VoyagesCloseSituationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            situation_id (list[VoyagesCloseSituationAffordanceChoicesSituationIdItem]): The values `situation_id` may take
                now, each with what a person reads.
     """

    situation_id: list[VoyagesCloseSituationAffordanceChoicesSituationIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_close_situation_affordance_choices_situation_id_item import VoyagesCloseSituationAffordanceChoicesSituationIdItem # noqa: PLC0415
        situation_id = []
        for situation_id_item_data in self.situation_id:
            situation_id_item = situation_id_item_data.to_dict()
            situation_id.append(situation_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_close_situation_affordance_choices_situation_id_item import VoyagesCloseSituationAffordanceChoicesSituationIdItem # noqa: PLC0415
        d = dict(src_dict)
        situation_id = []
        _situation_id = d.pop("situation_id")
        for situation_id_item_data in (_situation_id):
            situation_id_item = VoyagesCloseSituationAffordanceChoicesSituationIdItem.from_dict(situation_id_item_data)



            situation_id.append(situation_id_item)


        voyages_close_situation_affordance_choices = cls(
            situation_id=situation_id,
        )

        return voyages_close_situation_affordance_choices

