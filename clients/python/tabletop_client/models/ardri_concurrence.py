from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_concurrence_status import ArdriConcurrenceStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_concurrence_rolls import ArdriConcurrenceRolls
  from ..models.ardri_rank_entry import ArdriRankEntry





T = TypeVar("T", bound="ArdriConcurrence")



@_attrs_define
class ArdriConcurrence:
    """ A contest: open until every participant rolled (resolved) or the gm cancels.

        Attributes:
            characteristic (str): The Trinity characteristic rolled: `strength`, `spirit` or `intention`.
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            domain_id (None | str): The domain used (an id from the game's `domain_catalog`); null: none.
            label (None | str): What the roll is for, in a few words; null: none.
            participant_ids (list[str]): The characters competing (at least two, all present).
            ranking (list[ArdriRankEntry] | None): The concurrence's ranking, best first; null until every participant
                rolled.
            rolls (ArdriConcurrenceRolls): Each participant's roll, by character id.
            status (ArdriConcurrenceStatus): `open`, `resolved` or `cancelled`.
     """

    characteristic: str
    concurrence_id: str
    domain_id: None | str
    label: None | str
    participant_ids: list[str]
    ranking: list[ArdriRankEntry] | None
    rolls: ArdriConcurrenceRolls
    status: ArdriConcurrenceStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_concurrence_rolls import ArdriConcurrenceRolls # noqa: PLC0415
        from ..models.ardri_rank_entry import ArdriRankEntry # noqa: PLC0415
        characteristic = self.characteristic

        concurrence_id = self.concurrence_id

        domain_id: None | str
        domain_id = self.domain_id

        label: None | str
        label = self.label

        participant_ids = self.participant_ids



        ranking: list[dict[str, Any]] | None
        if isinstance(self.ranking, list):
            ranking = []
            for ranking_type_0_item_data in self.ranking:
                ranking_type_0_item = ranking_type_0_item_data.to_dict()
                ranking.append(ranking_type_0_item)


        else:
            ranking = self.ranking

        rolls = self.rolls.to_dict()

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "characteristic": characteristic,
            "concurrence_id": concurrence_id,
            "domain_id": domain_id,
            "label": label,
            "participant_ids": participant_ids,
            "ranking": ranking,
            "rolls": rolls,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_concurrence_rolls import ArdriConcurrenceRolls # noqa: PLC0415
        from ..models.ardri_rank_entry import ArdriRankEntry # noqa: PLC0415
        d = dict(src_dict)
        characteristic = d.pop("characteristic")

        concurrence_id = d.pop("concurrence_id")

        def _parse_domain_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        domain_id = _parse_domain_id(d.pop("domain_id"))


        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        participant_ids = cast(list[str], d.pop("participant_ids"))


        def _parse_ranking(data: object) -> list[ArdriRankEntry] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ranking_type_0 = []
                _ranking_type_0 = data
                for ranking_type_0_item_data in (_ranking_type_0):
                    ranking_type_0_item = ArdriRankEntry.from_dict(ranking_type_0_item_data)



                    ranking_type_0.append(ranking_type_0_item)

                return ranking_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ArdriRankEntry] | None, data)

        ranking = _parse_ranking(d.pop("ranking"))


        rolls = ArdriConcurrenceRolls.from_dict(d.pop("rolls"))




        status = ArdriConcurrenceStatus(d.pop("status"))




        ardri_concurrence = cls(
            characteristic=characteristic,
            concurrence_id=concurrence_id,
            domain_id=domain_id,
            label=label,
            participant_ids=participant_ids,
            ranking=ranking,
            rolls=rolls,
            status=status,
        )


        ardri_concurrence.additional_properties = d
        return ardri_concurrence

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
