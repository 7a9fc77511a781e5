from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_dice_record import LocquemareDiceRecord





T = TypeVar("T", bound="LocquemareStressChecked")



@_attrs_define
class LocquemareStressChecked:
    """ The d10 against the stress level (D6, D28).

        Attributes:
            converted (bool): True when the stress check converted stress into a consequence.
            d10 (LocquemareDiceRecord): Every random value of a roll or draw, and whether the table or the server made it.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            severity (None | str): A consequence's severity: `minor`, `medium`, `grave` or `extreme`.
            stress (int): The hero's stress (0 at each scene's end).
     """

    converted: bool
    d10: LocquemareDiceRecord
    hero_id: str
    severity: None | str
    stress: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        converted = self.converted

        d10 = self.d10.to_dict()

        hero_id = self.hero_id

        severity: None | str
        severity = self.severity

        stress = self.stress


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "converted": converted,
            "d10": d10,
            "hero_id": hero_id,
            "severity": severity,
            "stress": stress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        d = dict(src_dict)
        converted = d.pop("converted")

        d10 = LocquemareDiceRecord.from_dict(d.pop("d10"))




        hero_id = d.pop("hero_id")

        def _parse_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        severity = _parse_severity(d.pop("severity"))


        stress = d.pop("stress")

        locquemare_stress_checked = cls(
            converted=converted,
            d10=d10,
            hero_id=hero_id,
            severity=severity,
            stress=stress,
        )


        locquemare_stress_checked.additional_properties = d
        return locquemare_stress_checked

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
