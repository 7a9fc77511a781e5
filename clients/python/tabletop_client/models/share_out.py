from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.share_out_view_as import ShareOutViewAs
from typing import cast
import datetime






T = TypeVar("T", bound="ShareOut")



@_attrs_define
class ShareOut:
    """ 
        Attributes:
            at (int | None): The version the link shows, frozen; null: the game as it goes on.
            created_at (datetime.datetime): When it was created (UTC).
            revoked (bool): True once revoked: its token or link no longer works (null for other seats than the gm).
            share_id (str): The share link's id (the secret part of its URL).
            url (str): The web table's page for the link (`/#shared/<share_id>`): anyone with it reads the game as an
                observer.
            view_as (ShareOutViewAs): Whose view the link gives: always `observer`.
     """

    at: int | None
    created_at: datetime.datetime
    revoked: bool
    share_id: str
    url: str
    view_as: ShareOutViewAs
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at: int | None
        at = self.at

        created_at = self.created_at.isoformat()

        revoked = self.revoked

        share_id = self.share_id

        url = self.url

        view_as = self.view_as.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "created_at": created_at,
            "revoked": revoked,
            "share_id": share_id,
            "url": url,
            "view_as": view_as,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        at = _parse_at(d.pop("at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        revoked = d.pop("revoked")

        share_id = d.pop("share_id")

        url = d.pop("url")

        view_as = ShareOutViewAs(d.pop("view_as"))




        share_out = cls(
            at=at,
            created_at=created_at,
            revoked=revoked,
            share_id=share_id,
            url=url,
            view_as=view_as,
        )


        share_out.additional_properties = d
        return share_out

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
