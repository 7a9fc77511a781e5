from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_scenario_started_kept_rupture import EspriScenarioStartedKeptRupture





T = TypeVar("T", bound="EspriScenarioStarted")



@_attrs_define
class EspriScenarioStarted:
    """ Every gem is back in the pool and the nymphs in their cages; `kept_rupture`: the
    rupture prayer gems each character keeps (T17, « il n'existe pas de remède »).

        Attributes:
            kept_rupture (EspriScenarioStartedKeptRupture): Rupture gems left on the board per quadrant (season -> count).
     """

    kept_rupture: EspriScenarioStartedKeptRupture
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_scenario_started_kept_rupture import EspriScenarioStartedKeptRupture # noqa: PLC0415
        kept_rupture = self.kept_rupture.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kept_rupture": kept_rupture,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_scenario_started_kept_rupture import EspriScenarioStartedKeptRupture # noqa: PLC0415
        d = dict(src_dict)
        kept_rupture = EspriScenarioStartedKeptRupture.from_dict(d.pop("kept_rupture"))




        espri_scenario_started = cls(
            kept_rupture=kept_rupture,
        )


        espri_scenario_started.additional_properties = d
        return espri_scenario_started

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
