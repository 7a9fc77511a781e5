from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareActivation")



@_attrs_define
class LocquemareActivation:
    """ One key activated for an action (by a hero, an ally or the Adversity).

        Attributes:
            activator (str): Who activates the key: a hero id or `adversity`.
            beneficiary (None | str): Who the activation helps: a hero id or `adversity`; null: the activator.
            bonus (int): The bonus to the motivation (+2 for an activated key; a prowess's own size).
            hidden (bool): True when it is hidden from the heroes (only the Adversity sees it).
            key_id (None | str): Null when hidden from this seat (an unknown key), or none.
            payment (str): How the activation is paid: `free`, `token`, `elan`…
     """

    activator: str
    beneficiary: None | str
    bonus: int
    hidden: bool
    key_id: None | str
    payment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        activator = self.activator

        beneficiary: None | str
        beneficiary = self.beneficiary

        bonus = self.bonus

        hidden = self.hidden

        key_id: None | str
        key_id = self.key_id

        payment = self.payment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "activator": activator,
            "beneficiary": beneficiary,
            "bonus": bonus,
            "hidden": hidden,
            "key_id": key_id,
            "payment": payment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        activator = d.pop("activator")

        def _parse_beneficiary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        beneficiary = _parse_beneficiary(d.pop("beneficiary"))


        bonus = d.pop("bonus")

        hidden = d.pop("hidden")

        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))


        payment = d.pop("payment")

        locquemare_activation = cls(
            activator=activator,
            beneficiary=beneficiary,
            bonus=bonus,
            hidden=hidden,
            key_id=key_id,
            payment=payment,
        )


        locquemare_activation.additional_properties = d
        return locquemare_activation

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
