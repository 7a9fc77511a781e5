from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_stored_success_kind import ArdriStoredSuccessKind






T = TypeVar("T", bound="ArdriStoredSuccess")



@_attrs_define
class ArdriStoredSuccess:
    """ A Murphy success kept on the sheet for this session.

        Attributes:
            kind (ArdriStoredSuccessKind): `lost` (the single success of a failure) or `wasted` (a third success).
            source_roll_id (str): The roll the success was stored from.
            stored_success_id (str): The stored Murphy success concerned (an id from the character's `murphy.stored`).
            value (int): The success's die value (1 to 10): added only to a roll with a threshold at least as high.
     """

    kind: ArdriStoredSuccessKind
    source_roll_id: str
    stored_success_id: str
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        source_roll_id = self.source_roll_id

        stored_success_id = self.stored_success_id

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "source_roll_id": source_roll_id,
            "stored_success_id": stored_success_id,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ArdriStoredSuccessKind(d.pop("kind"))




        source_roll_id = d.pop("source_roll_id")

        stored_success_id = d.pop("stored_success_id")

        value = d.pop("value")

        ardri_stored_success = cls(
            kind=kind,
            source_roll_id=source_roll_id,
            stored_success_id=stored_success_id,
            value=value,
        )


        ardri_stored_success.additional_properties = d
        return ardri_stored_success

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
