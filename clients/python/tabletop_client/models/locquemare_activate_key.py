from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_activate_key_type import LocquemareActivateKeyType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_edge_die import LocquemareEdgeDie





T = TypeVar("T", bound="LocquemareActivateKey")



@_attrs_define
class LocquemareActivateKey:
    """ A hero activates a key for the action (+2, or an edge die for a paid token).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            activator_hero_id (str): The hero who activates the key.
            key_id (str): The key concerned (an id from the table's `keys`).
            payment (str): How the activation is paid: `free`, `token`, `elan`…
            type_ (LocquemareActivateKeyType): The message's tag: `ActivateKey`.
            edge_die (LocquemareEdgeDie | None | Unset): The edge die a key activation adds; null: none.
     """

    action_id: str
    activator_hero_id: str
    key_id: str
    payment: str
    type_: LocquemareActivateKeyType
    edge_die: LocquemareEdgeDie | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_edge_die import LocquemareEdgeDie # noqa: PLC0415
        action_id = self.action_id

        activator_hero_id = self.activator_hero_id

        key_id = self.key_id

        payment = self.payment

        type_ = self.type_.value

        edge_die: dict[str, Any] | None | Unset
        if isinstance(self.edge_die, Unset):
            edge_die = UNSET
        elif isinstance(self.edge_die, LocquemareEdgeDie):
            edge_die = self.edge_die.to_dict()
        else:
            edge_die = self.edge_die


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "activator_hero_id": activator_hero_id,
            "key_id": key_id,
            "payment": payment,
            "type": type_,
        })
        if edge_die is not UNSET:
            field_dict["edge_die"] = edge_die

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_edge_die import LocquemareEdgeDie # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        activator_hero_id = d.pop("activator_hero_id")

        key_id = d.pop("key_id")

        payment = d.pop("payment")

        type_ = LocquemareActivateKeyType(d.pop("type"))




        def _parse_edge_die(data: object) -> LocquemareEdgeDie | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                edge_die_type_0 = LocquemareEdgeDie.from_dict(data)



                return edge_die_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareEdgeDie | None | Unset, data)

        edge_die = _parse_edge_die(d.pop("edge_die", UNSET))


        locquemare_activate_key = cls(
            action_id=action_id,
            activator_hero_id=activator_hero_id,
            key_id=key_id,
            payment=payment,
            type_=type_,
            edge_die=edge_die,
        )

        return locquemare_activate_key

