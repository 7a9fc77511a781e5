from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_situation_closed_forfeited import VoyagesSituationClosedForfeited





T = TypeVar("T", bound="VoyagesSituationClosed")



@_attrs_define
class VoyagesSituationClosed:
    """ A situation closed; unspent points forfeited.

        Attributes:
            forfeited (VoyagesSituationClosedForfeited): Unspent points lost at close, by pool id.
            situation_id (str): The situation concerned (an id from the table's `situations`).
     """

    forfeited: VoyagesSituationClosedForfeited
    situation_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_situation_closed_forfeited import VoyagesSituationClosedForfeited # noqa: PLC0415
        forfeited = self.forfeited.to_dict()

        situation_id = self.situation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "forfeited": forfeited,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_situation_closed_forfeited import VoyagesSituationClosedForfeited # noqa: PLC0415
        d = dict(src_dict)
        forfeited = VoyagesSituationClosedForfeited.from_dict(d.pop("forfeited"))




        situation_id = d.pop("situation_id")

        voyages_situation_closed = cls(
            forfeited=forfeited,
            situation_id=situation_id,
        )


        voyages_situation_closed.additional_properties = d
        return voyages_situation_closed

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
