from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_start_session_affordance_choices_present_character_ids_item import ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem





T = TypeVar("T", bound="ArdriStartSessionAffordanceChoices")



@_attrs_define
class ArdriStartSessionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            present_character_ids (list[ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem]): The values
                `present_character_ids` may take now, each with what a person reads.
     """

    present_character_ids: list[ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_start_session_affordance_choices_present_character_ids_item import ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem # noqa: PLC0415
        present_character_ids = []
        for present_character_ids_item_data in self.present_character_ids:
            present_character_ids_item = present_character_ids_item_data.to_dict()
            present_character_ids.append(present_character_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "present_character_ids": present_character_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_start_session_affordance_choices_present_character_ids_item import ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem # noqa: PLC0415
        d = dict(src_dict)
        present_character_ids = []
        _present_character_ids = d.pop("present_character_ids")
        for present_character_ids_item_data in (_present_character_ids):
            present_character_ids_item = ArdriStartSessionAffordanceChoicesPresentCharacterIdsItem.from_dict(present_character_ids_item_data)



            present_character_ids.append(present_character_ids_item)


        ardri_start_session_affordance_choices = cls(
            present_character_ids=present_character_ids,
        )

        return ardri_start_session_affordance_choices

