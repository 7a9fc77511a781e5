from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropComplicationCreated")



@_attrs_define
class XyropComplicationCreated:
    """ A player 1 created a d6 complication.

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            description (str): What it is, as the table words it.
            die (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            element_id (str): The table element concerned (an id from the state's `elements`).
            target_character_id (None | str): The character the complication is aimed at; null: the table.
     """

    contest_id: str
    description: str
    die: int
    element_id: str
    target_character_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        contest_id = self.contest_id

        description = self.description

        die = self.die

        element_id = self.element_id

        target_character_id: None | str
        target_character_id = self.target_character_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contest_id": contest_id,
            "description": description,
            "die": die,
            "element_id": element_id,
            "target_character_id": target_character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        description = d.pop("description")

        die = d.pop("die")

        element_id = d.pop("element_id")

        def _parse_target_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_character_id = _parse_target_character_id(d.pop("target_character_id"))


        xyrop_complication_created = cls(
            contest_id=contest_id,
            description=description,
            die=die,
            element_id=element_id,
            target_character_id=target_character_id,
        )


        xyrop_complication_created.additional_properties = d
        return xyrop_complication_created

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
