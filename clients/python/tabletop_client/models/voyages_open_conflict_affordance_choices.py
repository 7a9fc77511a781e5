from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_open_conflict_affordance_choices_level_item import VoyagesOpenConflictAffordanceChoicesLevelItem





T = TypeVar("T", bound="VoyagesOpenConflictAffordanceChoices")



@_attrs_define
class VoyagesOpenConflictAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            level (list[VoyagesOpenConflictAffordanceChoicesLevelItem]): The values `level` may take now, each with what a
                person reads.
     """

    level: list[VoyagesOpenConflictAffordanceChoicesLevelItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_open_conflict_affordance_choices_level_item import VoyagesOpenConflictAffordanceChoicesLevelItem # noqa: PLC0415
        level = []
        for level_item_data in self.level:
            level_item = level_item_data.to_dict()
            level.append(level_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_open_conflict_affordance_choices_level_item import VoyagesOpenConflictAffordanceChoicesLevelItem # noqa: PLC0415
        d = dict(src_dict)
        level = []
        _level = d.pop("level")
        for level_item_data in (_level):
            level_item = VoyagesOpenConflictAffordanceChoicesLevelItem.from_dict(level_item_data)



            level.append(level_item)


        voyages_open_conflict_affordance_choices = cls(
            level=level,
        )

        return voyages_open_conflict_affordance_choices

