from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_set_involvement_affordance_choices_involvement_item import VoyagesSetInvolvementAffordanceChoicesInvolvementItem
  from ..models.voyages_set_involvement_affordance_choices_situation_id_item import VoyagesSetInvolvementAffordanceChoicesSituationIdItem





T = TypeVar("T", bound="VoyagesSetInvolvementAffordanceChoices")



@_attrs_define
class VoyagesSetInvolvementAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            involvement (list[VoyagesSetInvolvementAffordanceChoicesInvolvementItem]): The values `involvement` may take
                now, each with what a person reads.
            situation_id (list[VoyagesSetInvolvementAffordanceChoicesSituationIdItem]): The values `situation_id` may take
                now, each with what a person reads.
     """

    involvement: list[VoyagesSetInvolvementAffordanceChoicesInvolvementItem]
    situation_id: list[VoyagesSetInvolvementAffordanceChoicesSituationIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_set_involvement_affordance_choices_involvement_item import VoyagesSetInvolvementAffordanceChoicesInvolvementItem # noqa: PLC0415
        from ..models.voyages_set_involvement_affordance_choices_situation_id_item import VoyagesSetInvolvementAffordanceChoicesSituationIdItem # noqa: PLC0415
        involvement = []
        for involvement_item_data in self.involvement:
            involvement_item = involvement_item_data.to_dict()
            involvement.append(involvement_item)



        situation_id = []
        for situation_id_item_data in self.situation_id:
            situation_id_item = situation_id_item_data.to_dict()
            situation_id.append(situation_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "involvement": involvement,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_set_involvement_affordance_choices_involvement_item import VoyagesSetInvolvementAffordanceChoicesInvolvementItem # noqa: PLC0415
        from ..models.voyages_set_involvement_affordance_choices_situation_id_item import VoyagesSetInvolvementAffordanceChoicesSituationIdItem # noqa: PLC0415
        d = dict(src_dict)
        involvement = []
        _involvement = d.pop("involvement")
        for involvement_item_data in (_involvement):
            involvement_item = VoyagesSetInvolvementAffordanceChoicesInvolvementItem.from_dict(involvement_item_data)



            involvement.append(involvement_item)


        situation_id = []
        _situation_id = d.pop("situation_id")
        for situation_id_item_data in (_situation_id):
            situation_id_item = VoyagesSetInvolvementAffordanceChoicesSituationIdItem.from_dict(situation_id_item_data)



            situation_id.append(situation_id_item)


        voyages_set_involvement_affordance_choices = cls(
            involvement=involvement,
            situation_id=situation_id,
        )

        return voyages_set_involvement_affordance_choices

