from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_helper_roll import VoyagesHelperRoll





T = TypeVar("T", bound="VoyagesHelpJoined")



@_attrs_define
class VoyagesHelpJoined:
    """ U1: a helper of another seat rolled its double-edged help.

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            helper (VoyagesHelperRoll): A helper's roll (score = die + modifiers - 4).
     """

    action_id: str
    helper: VoyagesHelperRoll
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_helper_roll import VoyagesHelperRoll # noqa: PLC0415
        action_id = self.action_id

        helper = self.helper.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "helper": helper,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_helper_roll import VoyagesHelperRoll # noqa: PLC0415
        d = dict(src_dict)
        action_id = d.pop("action_id")

        helper = VoyagesHelperRoll.from_dict(d.pop("helper"))




        voyages_help_joined = cls(
            action_id=action_id,
            helper=helper,
        )


        voyages_help_joined.additional_properties = d
        return voyages_help_joined

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
