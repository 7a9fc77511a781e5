from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_key import LocquemareKey





T = TypeVar("T", bound="LocquemareKeyCreated")



@_attrs_define
class LocquemareKeyCreated:
    """ A key card was put in play (hidden from heroes while unknown).

        Attributes:
            key (LocquemareKey): A key card: character key, situation, complication, consequence or elan.
     """

    key: LocquemareKey
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_key import LocquemareKey # noqa: PLC0415
        key = self.key.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_key import LocquemareKey # noqa: PLC0415
        d = dict(src_dict)
        key = LocquemareKey.from_dict(d.pop("key"))




        locquemare_key_created = cls(
            key=key,
        )


        locquemare_key_created.additional_properties = d
        return locquemare_key_created

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
