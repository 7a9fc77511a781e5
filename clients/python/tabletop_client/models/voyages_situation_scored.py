from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_pool import VoyagesPool
  from ..models.voyages_situation_scored_scores import VoyagesSituationScoredScores
  from ..models.voyages_subgroup_score import VoyagesSubgroupScore





T = TypeVar("T", bound="VoyagesSituationScored")



@_attrs_define
class VoyagesSituationScored:
    """ Scores and pools of a situation.

        Attributes:
            environment_score (int): The environment's score: its die + modifiers + terrain - 4 (the points of its pool).
            pools (list[VoyagesPool]): The points pools to spend, by pool id.
            scores (VoyagesSituationScoredScores): Each character's score, by character id.
            situation_id (str): The situation concerned (an id from the table's `situations`).
            subgroups (list[VoyagesSubgroupScore]): The group's subgroups, each a list of character ids.
            value (int | None): With `result_mode: value`: the group's score; null otherwise.
     """

    environment_score: int
    pools: list[VoyagesPool]
    scores: VoyagesSituationScoredScores
    situation_id: str
    subgroups: list[VoyagesSubgroupScore]
    value: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_pool import VoyagesPool # noqa: PLC0415
        from ..models.voyages_situation_scored_scores import VoyagesSituationScoredScores # noqa: PLC0415
        from ..models.voyages_subgroup_score import VoyagesSubgroupScore # noqa: PLC0415
        environment_score = self.environment_score

        pools = []
        for pools_item_data in self.pools:
            pools_item = pools_item_data.to_dict()
            pools.append(pools_item)



        scores = self.scores.to_dict()

        situation_id = self.situation_id

        subgroups = []
        for subgroups_item_data in self.subgroups:
            subgroups_item = subgroups_item_data.to_dict()
            subgroups.append(subgroups_item)



        value: int | None
        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "environment_score": environment_score,
            "pools": pools,
            "scores": scores,
            "situation_id": situation_id,
            "subgroups": subgroups,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_pool import VoyagesPool # noqa: PLC0415
        from ..models.voyages_situation_scored_scores import VoyagesSituationScoredScores # noqa: PLC0415
        from ..models.voyages_subgroup_score import VoyagesSubgroupScore # noqa: PLC0415
        d = dict(src_dict)
        environment_score = d.pop("environment_score")

        pools = []
        _pools = d.pop("pools")
        for pools_item_data in (_pools):
            pools_item = VoyagesPool.from_dict(pools_item_data)



            pools.append(pools_item)


        scores = VoyagesSituationScoredScores.from_dict(d.pop("scores"))




        situation_id = d.pop("situation_id")

        subgroups = []
        _subgroups = d.pop("subgroups")
        for subgroups_item_data in (_subgroups):
            subgroups_item = VoyagesSubgroupScore.from_dict(subgroups_item_data)



            subgroups.append(subgroups_item)


        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        voyages_situation_scored = cls(
            environment_score=environment_score,
            pools=pools,
            scores=scores,
            situation_id=situation_id,
            subgroups=subgroups,
            value=value,
        )


        voyages_situation_scored.additional_properties = d
        return voyages_situation_scored

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
