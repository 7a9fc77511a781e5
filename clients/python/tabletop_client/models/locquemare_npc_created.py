from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_npc_out import LocquemareNpcOut





T = TypeVar("T", bound="LocquemareNpcCreated")



@_attrs_define
class LocquemareNpcCreated:
    """ An npc was created.

        Attributes:
            npc (LocquemareNpcOut): A non-hero played by the Adversity.
     """

    npc: LocquemareNpcOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_npc_out import LocquemareNpcOut # noqa: PLC0415
        npc = self.npc.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "npc": npc,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_npc_out import LocquemareNpcOut # noqa: PLC0415
        d = dict(src_dict)
        npc = LocquemareNpcOut.from_dict(d.pop("npc"))




        locquemare_npc_created = cls(
            npc=npc,
        )


        locquemare_npc_created.additional_properties = d
        return locquemare_npc_created

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
