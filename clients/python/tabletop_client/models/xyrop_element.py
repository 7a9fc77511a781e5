from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_element_kind import XyropElementKind
from typing import cast






T = TypeVar("T", bound="XyropElement")



@_attrs_define
class XyropElement:
    """ A table element: a rated situation or complication, or an opportunity (no die).

        Attributes:
            die (int | None): A die's faces on the ladder 4, 6, 8, 10, 12.
            element_id (str): The table element concerned (an id from the state's `elements`).
            kind (XyropElementKind): The element's kind: `situation`, `complication` or `opportunity`.
            name (str): The name, as typed (1 to 80 characters).
            source_contest_id (None | str): The contest that created the element; null: the gm did.
            target_character_id (None | str): The character the complication is aimed at; null: the table.
     """

    die: int | None
    element_id: str
    kind: XyropElementKind
    name: str
    source_contest_id: None | str
    target_character_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        die: int | None
        die = self.die

        element_id = self.element_id

        kind = self.kind.value

        name = self.name

        source_contest_id: None | str
        source_contest_id = self.source_contest_id

        target_character_id: None | str
        target_character_id = self.target_character_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die": die,
            "element_id": element_id,
            "kind": kind,
            "name": name,
            "source_contest_id": source_contest_id,
            "target_character_id": target_character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        die = _parse_die(d.pop("die"))


        element_id = d.pop("element_id")

        kind = XyropElementKind(d.pop("kind"))




        name = d.pop("name")

        def _parse_source_contest_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_contest_id = _parse_source_contest_id(d.pop("source_contest_id"))


        def _parse_target_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_character_id = _parse_target_character_id(d.pop("target_character_id"))


        xyrop_element = cls(
            die=die,
            element_id=element_id,
            kind=kind,
            name=name,
            source_contest_id=source_contest_id,
            target_character_id=target_character_id,
        )


        xyrop_element.additional_properties = d
        return xyrop_element

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
