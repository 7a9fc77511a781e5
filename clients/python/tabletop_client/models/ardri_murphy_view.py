from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_stored_success import ArdriStoredSuccess





T = TypeVar("T", bound="ArdriMurphyView")



@_attrs_define
class ArdriMurphyView:
    """ A character's Murphy stores this session.

        Attributes:
            store_count (int): Store operations this session (at most 3).
            stored (list[ArdriStoredSuccess]): The Murphy successes the character holds.
            stores_left (int): Store operations left this session (3 minus those made).
     """

    store_count: int
    stored: list[ArdriStoredSuccess]
    stores_left: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_stored_success import ArdriStoredSuccess # noqa: PLC0415
        store_count = self.store_count

        stored = []
        for stored_item_data in self.stored:
            stored_item = stored_item_data.to_dict()
            stored.append(stored_item)



        stores_left = self.stores_left


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "store_count": store_count,
            "stored": stored,
            "stores_left": stores_left,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_stored_success import ArdriStoredSuccess # noqa: PLC0415
        d = dict(src_dict)
        store_count = d.pop("store_count")

        stored = []
        _stored = d.pop("stored")
        for stored_item_data in (_stored):
            stored_item = ArdriStoredSuccess.from_dict(stored_item_data)



            stored.append(stored_item)


        stores_left = d.pop("stores_left")

        ardri_murphy_view = cls(
            store_count=store_count,
            stored=stored,
            stores_left=stores_left,
        )


        ardri_murphy_view.additional_properties = d
        return ardri_murphy_view

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
