from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_rest_night_affordance_choices_character_ids_item import VoyagesRestNightAffordanceChoicesCharacterIdsItem





T = TypeVar("T", bound="VoyagesRestNightAffordanceChoices")



@_attrs_define
class VoyagesRestNightAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            character_ids (list[VoyagesRestNightAffordanceChoicesCharacterIdsItem]): The values `character_ids` may take
                now, each with what a person reads.
     """

    character_ids: list[VoyagesRestNightAffordanceChoicesCharacterIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_rest_night_affordance_choices_character_ids_item import VoyagesRestNightAffordanceChoicesCharacterIdsItem # noqa: PLC0415
        character_ids = []
        for character_ids_item_data in self.character_ids:
            character_ids_item = character_ids_item_data.to_dict()
            character_ids.append(character_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_ids": character_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_rest_night_affordance_choices_character_ids_item import VoyagesRestNightAffordanceChoicesCharacterIdsItem # noqa: PLC0415
        d = dict(src_dict)
        character_ids = []
        _character_ids = d.pop("character_ids")
        for character_ids_item_data in (_character_ids):
            character_ids_item = VoyagesRestNightAffordanceChoicesCharacterIdsItem.from_dict(character_ids_item_data)



            character_ids.append(character_ids_item)


        voyages_rest_night_affordance_choices = cls(
            character_ids=character_ids,
        )

        return voyages_rest_night_affordance_choices

