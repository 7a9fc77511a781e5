from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_resolve_action_type import LocquemareResolveActionType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareResolveAction")



@_attrs_define
class LocquemareResolveAction:
    """ Compute motivation and tier; a single-option outcome applies at once.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            type_ (LocquemareResolveActionType): The message's tag: `ResolveAction`.
            elan_text (None | str | Unset): The text of an elan gained; null: none.
            stress_check_d10 (int | None | Unset): A d10 rolled at the table for the stress check; null: the server rolls
                it.
     """

    action_id: str
    type_: LocquemareResolveActionType
    elan_text: None | str | Unset = UNSET
    stress_check_d10: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        type_ = self.type_.value

        elan_text: None | str | Unset
        if isinstance(self.elan_text, Unset):
            elan_text = UNSET
        else:
            elan_text = self.elan_text

        stress_check_d10: int | None | Unset
        if isinstance(self.stress_check_d10, Unset):
            stress_check_d10 = UNSET
        else:
            stress_check_d10 = self.stress_check_d10


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "type": type_,
        })
        if elan_text is not UNSET:
            field_dict["elan_text"] = elan_text
        if stress_check_d10 is not UNSET:
            field_dict["stress_check_d10"] = stress_check_d10

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        type_ = LocquemareResolveActionType(d.pop("type"))




        def _parse_elan_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        elan_text = _parse_elan_text(d.pop("elan_text", UNSET))


        def _parse_stress_check_d10(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stress_check_d10 = _parse_stress_check_d10(d.pop("stress_check_d10", UNSET))


        locquemare_resolve_action = cls(
            action_id=action_id,
            type_=type_,
            elan_text=elan_text,
            stress_check_d10=stress_check_d10,
        )

        return locquemare_resolve_action

