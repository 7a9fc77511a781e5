from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_cancel_concurrence_affordance_choices_concurrence_id_item import ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem





T = TypeVar("T", bound="ArdriCancelConcurrenceAffordanceChoices")



@_attrs_define
class ArdriCancelConcurrenceAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            concurrence_id (list[ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem]): The values `concurrence_id` may
                take now, each with what a person reads.
     """

    concurrence_id: list[ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_cancel_concurrence_affordance_choices_concurrence_id_item import ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem # noqa: PLC0415
        concurrence_id = []
        for concurrence_id_item_data in self.concurrence_id:
            concurrence_id_item = concurrence_id_item_data.to_dict()
            concurrence_id.append(concurrence_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "concurrence_id": concurrence_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_cancel_concurrence_affordance_choices_concurrence_id_item import ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem # noqa: PLC0415
        d = dict(src_dict)
        concurrence_id = []
        _concurrence_id = d.pop("concurrence_id")
        for concurrence_id_item_data in (_concurrence_id):
            concurrence_id_item = ArdriCancelConcurrenceAffordanceChoicesConcurrenceIdItem.from_dict(concurrence_id_item_data)



            concurrence_id.append(concurrence_id_item)


        ardri_cancel_concurrence_affordance_choices = cls(
            concurrence_id=concurrence_id,
        )

        return ardri_cancel_concurrence_affordance_choices

