from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_cancel_contest_type import XyropCancelContestType






T = TypeVar("T", bound="XyropCancelContest")



@_attrs_define
class XyropCancelContest:
    """ The gm drops a contest still awaiting opposition.

        Attributes:
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            type_ (XyropCancelContestType): The message's tag: `CancelContest`.
     """

    contest_id: str
    type_: XyropCancelContestType





    def to_dict(self) -> dict[str, Any]:
        contest_id = self.contest_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest_id": contest_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contest_id = d.pop("contest_id")

        type_ = XyropCancelContestType(d.pop("type"))




        xyrop_cancel_contest = cls(
            contest_id=contest_id,
            type_=type_,
        )

        return xyrop_cancel_contest

