from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_gems_chosen_main import EspriCallGemsChosenMain
from ..models.espri_call_gems_chosen_modifier_type_0 import EspriCallGemsChosenModifierType0
from typing import cast






T = TypeVar("T", bound="EspriCallGemsChosen")



@_attrs_define
class EspriCallGemsChosen:
    """ T3: the gm chose the placed gems (n <= -2); the leader chooses their shift.

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            main (EspriCallGemsChosenMain): The main gem placed: a season gem when the hand holds one.
            modifier (EspriCallGemsChosenModifierType0 | None): The modifier gem placed with the main one (`time` or
                `rupture`); null: none.
     """

    call_id: str
    main: EspriCallGemsChosenMain
    modifier: EspriCallGemsChosenModifierType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        main = self.main.value

        modifier: None | str
        if isinstance(self.modifier, EspriCallGemsChosenModifierType0):
            modifier = self.modifier.value
        else:
            modifier = self.modifier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "main": main,
            "modifier": modifier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("call_id")

        main = EspriCallGemsChosenMain(d.pop("main"))




        def _parse_modifier(data: object) -> EspriCallGemsChosenModifierType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modifier_type_0 = EspriCallGemsChosenModifierType0(data)



                return modifier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallGemsChosenModifierType0 | None, data)

        modifier = _parse_modifier(d.pop("modifier"))


        espri_call_gems_chosen = cls(
            call_id=call_id,
            main=main,
            modifier=modifier,
        )


        espri_call_gems_chosen.additional_properties = d
        return espri_call_gems_chosen

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
