from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_open_concurrence_type import ArdriOpenConcurrenceType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ArdriOpenConcurrence")



@_attrs_define
class ArdriOpenConcurrence:
    """ Gm opens a contest between present characters on one characteristic + domain.

        Attributes:
            characteristic (str): The Trinity characteristic rolled: `strength`, `spirit` or `intention`.
            participant_ids (list[str]): The characters competing (at least two, all present).
            type_ (ArdriOpenConcurrenceType): The message's tag: `OpenConcurrence`.
            domain_id (None | str | Unset): The domain used (an id from the game's `domain_catalog`); null: none.
            label (None | str | Unset): What the roll is for, in a few words; null: none.
     """

    characteristic: str
    participant_ids: list[str]
    type_: ArdriOpenConcurrenceType
    domain_id: None | str | Unset = UNSET
    label: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        characteristic = self.characteristic

        participant_ids = self.participant_ids



        type_ = self.type_.value

        domain_id: None | str | Unset
        if isinstance(self.domain_id, Unset):
            domain_id = UNSET
        else:
            domain_id = self.domain_id

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characteristic": characteristic,
            "participant_ids": participant_ids,
            "type": type_,
        })
        if domain_id is not UNSET:
            field_dict["domain_id"] = domain_id
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        characteristic = d.pop("characteristic")

        participant_ids = cast(list[str], d.pop("participant_ids"))


        type_ = ArdriOpenConcurrenceType(d.pop("type"))




        def _parse_domain_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        domain_id = _parse_domain_id(d.pop("domain_id", UNSET))


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        ardri_open_concurrence = cls(
            characteristic=characteristic,
            participant_ids=participant_ids,
            type_=type_,
            domain_id=domain_id,
            label=label,
        )

        return ardri_open_concurrence

