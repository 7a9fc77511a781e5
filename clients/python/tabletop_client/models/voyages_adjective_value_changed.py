from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_target import VoyagesTarget





T = TypeVar("T", bound="VoyagesAdjectiveValueChanged")



@_attrs_define
class VoyagesAdjectiveValueChanged:
    """ An adjective's value changed.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            cause (str): What made it change.
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            new_value (int): The adjective's value after the change.
            old_value (int): The adjective's value before the change.
            target (VoyagesTarget): What carries an adjective: a character or a thing.
     """

    adjective_id: str
    cause: str
    effect_id: None | str
    new_value: int
    old_value: int
    target: VoyagesTarget
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        adjective_id = self.adjective_id

        cause = self.cause

        effect_id: None | str
        effect_id = self.effect_id

        new_value = self.new_value

        old_value = self.old_value

        target = self.target.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjective_id": adjective_id,
            "cause": cause,
            "effect_id": effect_id,
            "new_value": new_value,
            "old_value": old_value,
            "target": target,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        cause = d.pop("cause")

        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        new_value = d.pop("new_value")

        old_value = d.pop("old_value")

        target = VoyagesTarget.from_dict(d.pop("target"))




        voyages_adjective_value_changed = cls(
            adjective_id=adjective_id,
            cause=cause,
            effect_id=effect_id,
            new_value=new_value,
            old_value=old_value,
            target=target,
        )


        voyages_adjective_value_changed.additional_properties = d
        return voyages_adjective_value_changed

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
