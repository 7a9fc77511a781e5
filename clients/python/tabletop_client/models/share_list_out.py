from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.share_out import ShareOut





T = TypeVar("T", bound="ShareListOut")



@_attrs_define
class ShareListOut:
    """ 
        Attributes:
            shares (list[ShareOut]): The game's share links, oldest first (revoked ones too).
     """

    shares: list[ShareOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.share_out import ShareOut # noqa: PLC0415
        shares = []
        for shares_item_data in self.shares:
            shares_item = shares_item_data.to_dict()
            shares.append(shares_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "shares": shares,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.share_out import ShareOut # noqa: PLC0415
        d = dict(src_dict)
        shares = []
        _shares = d.pop("shares")
        for shares_item_data in (_shares):
            shares_item = ShareOut.from_dict(shares_item_data)



            shares.append(shares_item)


        share_list_out = cls(
            shares=shares,
        )


        share_list_out.additional_properties = d
        return share_list_out

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
