from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_recap_ruleset import VoyagesRecapRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.counts import Counts
  from ..models.luck import Luck
  from ..models.period import Period
  from ..models.voyages_point import VoyagesPoint
  from ..models.voyages_recap_outcome_names import VoyagesRecapOutcomeNames





T = TypeVar("T", bound="VoyagesRecap")



@_attrs_define
class VoyagesRecap:
    """ 
        Attributes:
            game_id (str): The game the answer is about (its `game_id` in paths).
            luck (Luck):
            outcome_names (VoyagesRecapOutcomeNames): Each outcome code of the recap (`bitter_success`…) in the rule
                system's words, in the reader's language.
            periods (list[Period]): The counts of each day or session, in order.
            ruleset (VoyagesRecapRuleset): The rule system the recap is shaped by.
            series (list[VoyagesPoint]): Each character's tracked values after each version they changed at.
            totals (Counts):
            unit (str): What a period is in this rule system: `day` or `session`.
            version (int): The recap's last version (`at`, else the game's).
     """

    game_id: str
    luck: Luck
    outcome_names: VoyagesRecapOutcomeNames
    periods: list[Period]
    ruleset: VoyagesRecapRuleset
    series: list[VoyagesPoint]
    totals: Counts
    unit: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.counts import Counts # noqa: PLC0415
        from ..models.luck import Luck # noqa: PLC0415
        from ..models.period import Period # noqa: PLC0415
        from ..models.voyages_point import VoyagesPoint # noqa: PLC0415
        from ..models.voyages_recap_outcome_names import VoyagesRecapOutcomeNames # noqa: PLC0415
        game_id = self.game_id

        luck = self.luck.to_dict()

        outcome_names = self.outcome_names.to_dict()

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)



        ruleset = self.ruleset.value

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)



        totals = self.totals.to_dict()

        unit = self.unit

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "luck": luck,
            "outcome_names": outcome_names,
            "periods": periods,
            "ruleset": ruleset,
            "series": series,
            "totals": totals,
            "unit": unit,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counts import Counts # noqa: PLC0415
        from ..models.luck import Luck # noqa: PLC0415
        from ..models.period import Period # noqa: PLC0415
        from ..models.voyages_point import VoyagesPoint # noqa: PLC0415
        from ..models.voyages_recap_outcome_names import VoyagesRecapOutcomeNames # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        luck = Luck.from_dict(d.pop("luck"))




        outcome_names = VoyagesRecapOutcomeNames.from_dict(d.pop("outcome_names"))




        periods = []
        _periods = d.pop("periods")
        for periods_item_data in (_periods):
            periods_item = Period.from_dict(periods_item_data)



            periods.append(periods_item)


        ruleset = VoyagesRecapRuleset(d.pop("ruleset"))




        series = []
        _series = d.pop("series")
        for series_item_data in (_series):
            series_item = VoyagesPoint.from_dict(series_item_data)



            series.append(series_item)


        totals = Counts.from_dict(d.pop("totals"))




        unit = d.pop("unit")

        version = d.pop("version")

        voyages_recap = cls(
            game_id=game_id,
            luck=luck,
            outcome_names=outcome_names,
            periods=periods,
            ruleset=ruleset,
            series=series,
            totals=totals,
            unit=unit,
            version=version,
        )


        voyages_recap.additional_properties = d
        return voyages_recap

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
