from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_rank_entry import ArdriRankEntry





T = TypeVar("T", bound="ArdriConcurrenceResolved")



@_attrs_define
class ArdriConcurrenceResolved:
    """ Every participant rolled: the ranking.

        Attributes:
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            ranking (list[ArdriRankEntry]): The concurrence's ranking, best first; null until every participant rolled.
     """

    concurrence_id: str
    ranking: list[ArdriRankEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_rank_entry import ArdriRankEntry # noqa: PLC0415
        concurrence_id = self.concurrence_id

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "concurrence_id": concurrence_id,
            "ranking": ranking,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_rank_entry import ArdriRankEntry # noqa: PLC0415
        d = dict(src_dict)
        concurrence_id = d.pop("concurrence_id")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = ArdriRankEntry.from_dict(ranking_item_data)



            ranking.append(ranking_item)


        ardri_concurrence_resolved = cls(
            concurrence_id=concurrence_id,
            ranking=ranking,
        )


        ardri_concurrence_resolved.additional_properties = d
        return ardri_concurrence_resolved

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
