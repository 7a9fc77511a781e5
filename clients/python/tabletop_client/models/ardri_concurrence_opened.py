from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ArdriConcurrenceOpened")



@_attrs_define
class ArdriConcurrenceOpened:
    """ A contest between present characters opened.

        Attributes:
            characteristic (str): The Trinity characteristic rolled: `strength`, `spirit` or `intention`.
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            domain_id (None | str): The domain used (an id from the game's `domain_catalog`); null: none.
            label (None | str): What the roll is for, in a few words; null: none.
            participant_ids (list[str]): The characters competing (at least two, all present).
     """

    characteristic: str
    concurrence_id: str
    domain_id: None | str
    label: None | str
    participant_ids: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        characteristic = self.characteristic

        concurrence_id = self.concurrence_id

        domain_id: None | str
        domain_id = self.domain_id

        label: None | str
        label = self.label

        participant_ids = self.participant_ids




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "characteristic": characteristic,
            "concurrence_id": concurrence_id,
            "domain_id": domain_id,
            "label": label,
            "participant_ids": participant_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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


        ardri_concurrence_opened = cls(
            characteristic=characteristic,
            concurrence_id=concurrence_id,
            domain_id=domain_id,
            label=label,
            participant_ids=participant_ids,
        )


        ardri_concurrence_opened.additional_properties = d
        return ardri_concurrence_opened

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
