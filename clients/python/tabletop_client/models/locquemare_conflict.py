from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_conflict_consequences_by_hero import LocquemareConflictConsequencesByHero





T = TypeVar("T", bound="LocquemareConflict")



@_attrs_define
class LocquemareConflict:
    """ An open conflict, counting consequences taken by each hero in it (D13).

        Attributes:
            conflict_id (str): The conflict concerned.
            consequences_by_hero (LocquemareConflictConsequencesByHero): Consequences each hero took in the conflict.
     """

    conflict_id: str
    consequences_by_hero: LocquemareConflictConsequencesByHero
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_conflict_consequences_by_hero import LocquemareConflictConsequencesByHero # noqa: PLC0415
        conflict_id = self.conflict_id

        consequences_by_hero = self.consequences_by_hero.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "consequences_by_hero": consequences_by_hero,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_conflict_consequences_by_hero import LocquemareConflictConsequencesByHero # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        consequences_by_hero = LocquemareConflictConsequencesByHero.from_dict(d.pop("consequences_by_hero"))




        locquemare_conflict = cls(
            conflict_id=conflict_id,
            consequences_by_hero=consequences_by_hero,
        )


        locquemare_conflict.additional_properties = d
        return locquemare_conflict

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
