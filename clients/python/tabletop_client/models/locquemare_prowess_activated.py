from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareProwessActivated")



@_attrs_define
class LocquemareProwessActivated:
    """ A prowess was activated.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            bonus (int): The bonus to the motivation (+2 for an activated key; a prowess's own size).
            hero_id (str): The hero concerned (an id from the table's `characters`).
            payment (None | str): How the activation is paid: `free`, `token`, `elan`…
            prowess_id (str): The prowess concerned (an id from the hero's `prowesses`).
     """

    action_id: str
    bonus: int
    hero_id: str
    payment: None | str
    prowess_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        bonus = self.bonus

        hero_id = self.hero_id

        payment: None | str
        payment = self.payment

        prowess_id = self.prowess_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "bonus": bonus,
            "hero_id": hero_id,
            "payment": payment,
            "prowess_id": prowess_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        bonus = d.pop("bonus")

        hero_id = d.pop("hero_id")

        def _parse_payment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment = _parse_payment(d.pop("payment"))


        prowess_id = d.pop("prowess_id")

        locquemare_prowess_activated = cls(
            action_id=action_id,
            bonus=bonus,
            hero_id=hero_id,
            payment=payment,
            prowess_id=prowess_id,
        )


        locquemare_prowess_activated.additional_properties = d
        return locquemare_prowess_activated

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
