from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_dice_record import LocquemareDiceRecord





T = TypeVar("T", bound="LocquemareKeyActivated")



@_attrs_define
class LocquemareKeyActivated:
    """ A key was activated for (or, by the Adversity, against) an action.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            activator (str): Who activates the key: a hero id or `adversity`.
            beneficiary (None | str): Who the activation helps: a hero id or `adversity`; null: the activator.
            bonus (int): The bonus to the motivation (+2 for an activated key; a prowess's own size).
            edge (LocquemareDiceRecord | None): The edge die rolled; null: none.
            hidden (bool): True when it is hidden from the heroes (only the Adversity sees it).
            key_id (None | str): Null when hidden from this seat (an unknown key), or none.
            payment (str): How the activation is paid: `free`, `token`, `elan`…
     """

    action_id: str
    activator: str
    beneficiary: None | str
    bonus: int
    edge: LocquemareDiceRecord | None
    hidden: bool
    key_id: None | str
    payment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        action_id = self.action_id

        activator = self.activator

        beneficiary: None | str
        beneficiary = self.beneficiary

        bonus = self.bonus

        edge: dict[str, Any] | None
        if isinstance(self.edge, LocquemareDiceRecord):
            edge = self.edge.to_dict()
        else:
            edge = self.edge

        hidden = self.hidden

        key_id: None | str
        key_id = self.key_id

        payment = self.payment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "activator": activator,
            "beneficiary": beneficiary,
            "bonus": bonus,
            "edge": edge,
            "hidden": hidden,
            "key_id": key_id,
            "payment": payment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_dice_record import LocquemareDiceRecord # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        activator = d.pop("activator")

        def _parse_beneficiary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        beneficiary = _parse_beneficiary(d.pop("beneficiary"))


        bonus = d.pop("bonus")

        def _parse_edge(data: object) -> LocquemareDiceRecord | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                edge_type_0 = LocquemareDiceRecord.from_dict(data)



                return edge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareDiceRecord | None, data)

        edge = _parse_edge(d.pop("edge"))


        hidden = d.pop("hidden")

        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))


        payment = d.pop("payment")

        locquemare_key_activated = cls(
            action_id=action_id,
            activator=activator,
            beneficiary=beneficiary,
            bonus=bonus,
            edge=edge,
            hidden=hidden,
            key_id=key_id,
            payment=payment,
        )


        locquemare_key_activated.additional_properties = d
        return locquemare_key_activated

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
