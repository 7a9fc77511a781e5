from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_share_in_view_as import CreateShareInViewAs
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateShareIn")



@_attrs_define
class CreateShareIn:
    """ 
        Attributes:
            at (int | None | Unset): Pin the link to this version: its reads stop there and it has no live feed.
            view_as (CreateShareInViewAs | Unset): Whose view the link gives: always `observer`. Default:
                CreateShareInViewAs.OBSERVER.
     """

    at: int | None | Unset = UNSET
    view_as: CreateShareInViewAs | Unset = CreateShareInViewAs.OBSERVER





    def to_dict(self) -> dict[str, Any]:
        at: int | None | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        else:
            at = self.at

        view_as: str | Unset = UNSET
        if not isinstance(self.view_as, Unset):
            view_as = self.view_as.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if at is not UNSET:
            field_dict["at"] = at
        if view_as is not UNSET:
            field_dict["view_as"] = view_as

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        at = _parse_at(d.pop("at", UNSET))


        _view_as = d.pop("view_as", UNSET)
        view_as: CreateShareInViewAs | Unset
        if isinstance(_view_as,  Unset):
            view_as = UNSET
        else:
            view_as = CreateShareInViewAs(_view_as)




        create_share_in = cls(
            at=at,
            view_as=view_as,
        )

        return create_share_in

