from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_cancel_contest_affordance_choices_contest_id_item import XyropCancelContestAffordanceChoicesContestIdItem





T = TypeVar("T", bound="XyropCancelContestAffordanceChoices")



@_attrs_define
class XyropCancelContestAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            contest_id (list[XyropCancelContestAffordanceChoicesContestIdItem]): The values `contest_id` may take now, each
                with what a person reads.
     """

    contest_id: list[XyropCancelContestAffordanceChoicesContestIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_cancel_contest_affordance_choices_contest_id_item import XyropCancelContestAffordanceChoicesContestIdItem # noqa: PLC0415
        contest_id = []
        for contest_id_item_data in self.contest_id:
            contest_id_item = contest_id_item_data.to_dict()
            contest_id.append(contest_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contest_id": contest_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_cancel_contest_affordance_choices_contest_id_item import XyropCancelContestAffordanceChoicesContestIdItem # noqa: PLC0415
        d = dict(src_dict)
        contest_id = []
        _contest_id = d.pop("contest_id")
        for contest_id_item_data in (_contest_id):
            contest_id_item = XyropCancelContestAffordanceChoicesContestIdItem.from_dict(contest_id_item_data)



            contest_id.append(contest_id_item)


        xyrop_cancel_contest_affordance_choices = cls(
            contest_id=contest_id,
        )

        return xyrop_cancel_contest_affordance_choices

