from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareTokenTransferred")



@_attrs_define
class LocquemareTokenTransferred:
    """ An ally's token went to the hero who accepted a complication.

        Attributes:
            from_hero_id (str): The hero giving the token.
            kind (str): `exploit` or `offering`.
            to_hero_id (str): The hero receiving the token.
     """

    from_hero_id: str
    kind: str
    to_hero_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_hero_id = self.from_hero_id

        kind = self.kind

        to_hero_id = self.to_hero_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from_hero_id": from_hero_id,
            "kind": kind,
            "to_hero_id": to_hero_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_hero_id = d.pop("from_hero_id")

        kind = d.pop("kind")

        to_hero_id = d.pop("to_hero_id")

        locquemare_token_transferred = cls(
            from_hero_id=from_hero_id,
            kind=kind,
            to_hero_id=to_hero_id,
        )


        locquemare_token_transferred.additional_properties = d
        return locquemare_token_transferred

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
