from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_offer_murphy_support_type import ArdriOfferMurphySupportType






T = TypeVar("T", bound="ArdriOfferMurphySupport")



@_attrs_define
class ArdriOfferMurphySupport:
    """ Support: a supporter gives a stored success to the instigator's failed roll.

        Attributes:
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            stored_success_id (str): The stored Murphy success concerned (an id from the character's `murphy.stored`).
            supporter_id (str): The supporter giving one of their stored successes.
            type_ (ArdriOfferMurphySupportType): The message's tag: `OfferMurphySupport`.
     """

    roll_id: str
    stored_success_id: str
    supporter_id: str
    type_: ArdriOfferMurphySupportType





    def to_dict(self) -> dict[str, Any]:
        roll_id = self.roll_id

        stored_success_id = self.stored_success_id

        supporter_id = self.supporter_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "roll_id": roll_id,
            "stored_success_id": stored_success_id,
            "supporter_id": supporter_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roll_id = d.pop("roll_id")

        stored_success_id = d.pop("stored_success_id")

        supporter_id = d.pop("supporter_id")

        type_ = ArdriOfferMurphySupportType(d.pop("type"))




        ardri_offer_murphy_support = cls(
            roll_id=roll_id,
            stored_success_id=stored_success_id,
            supporter_id=supporter_id,
            type_=type_,
        )

        return ardri_offer_murphy_support

