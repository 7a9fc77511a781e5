from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemarePendingHarm")



@_attrs_define
class LocquemarePendingHarm:
    """ Harm the hero must still resolve (7.6).

        Attributes:
            conversion_severity (None | str): The consequence severity the stress converts to; null: none.
            options (list[str]): The outcome options to choose from.
            overflow (int): Stress beyond the resource.
            owed_consequence (bool): True when a consequence is owed.
     """

    conversion_severity: None | str
    options: list[str]
    overflow: int
    owed_consequence: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conversion_severity: None | str
        conversion_severity = self.conversion_severity

        options = self.options



        overflow = self.overflow

        owed_consequence = self.owed_consequence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conversion_severity": conversion_severity,
            "options": options,
            "overflow": overflow,
            "owed_consequence": owed_consequence,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_conversion_severity(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conversion_severity = _parse_conversion_severity(d.pop("conversion_severity"))


        options = cast(list[str], d.pop("options"))


        overflow = d.pop("overflow")

        owed_consequence = d.pop("owed_consequence")

        locquemare_pending_harm = cls(
            conversion_severity=conversion_severity,
            options=options,
            overflow=overflow,
            owed_consequence=owed_consequence,
        )


        locquemare_pending_harm.additional_properties = d
        return locquemare_pending_harm

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
