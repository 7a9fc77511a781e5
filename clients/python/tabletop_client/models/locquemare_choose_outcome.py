from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_choose_outcome_type import LocquemareChooseOutcomeType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareChooseOutcome")



@_attrs_define
class LocquemareChooseOutcome:
    """ Pick one option of the outcome menu.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            option (str): The option chosen.
            type_ (LocquemareChooseOutcomeType): The message's tag: `ChooseOutcome`.
            elan_text (None | str | Unset): The text of an elan gained; null: none.
            stress_check_d10 (int | None | Unset): A d10 rolled at the table for the stress check; null: the server rolls
                it.
     """

    action_id: str
    option: str
    type_: LocquemareChooseOutcomeType
    elan_text: None | str | Unset = UNSET
    stress_check_d10: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        option = self.option

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
            "option": option,
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

        option = d.pop("option")

        type_ = LocquemareChooseOutcomeType(d.pop("type"))




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


        locquemare_choose_outcome = cls(
            action_id=action_id,
            option=option,
            type_=type_,
            elan_text=elan_text,
            stress_check_d10=stress_check_d10,
        )

        return locquemare_choose_outcome

