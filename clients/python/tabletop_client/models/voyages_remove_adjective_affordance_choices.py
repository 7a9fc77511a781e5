from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_remove_adjective_affordance_choices_adjective_id_item import VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem





T = TypeVar("T", bound="VoyagesRemoveAdjectiveAffordanceChoices")



@_attrs_define
class VoyagesRemoveAdjectiveAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            adjective_id (list[VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem]): The values `adjective_id` may take
                now, each with what a person reads.
     """

    adjective_id: list[VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_remove_adjective_affordance_choices_adjective_id_item import VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem # noqa: PLC0415
        adjective_id = []
        for adjective_id_item_data in self.adjective_id:
            adjective_id_item = adjective_id_item_data.to_dict()
            adjective_id.append(adjective_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_remove_adjective_affordance_choices_adjective_id_item import VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem # noqa: PLC0415
        d = dict(src_dict)
        adjective_id = []
        _adjective_id = d.pop("adjective_id")
        for adjective_id_item_data in (_adjective_id):
            adjective_id_item = VoyagesRemoveAdjectiveAffordanceChoicesAdjectiveIdItem.from_dict(adjective_id_item_data)



            adjective_id.append(adjective_id_item)


        voyages_remove_adjective_affordance_choices = cls(
            adjective_id=adjective_id,
        )

        return voyages_remove_adjective_affordance_choices

