from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_award_value_destiny_affordance_choices_value_id_item import XyropAwardValueDestinyAffordanceChoicesValueIdItem





T = TypeVar("T", bound="XyropAwardValueDestinyAffordanceChoices")



@_attrs_define
class XyropAwardValueDestinyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            value_id (list[XyropAwardValueDestinyAffordanceChoicesValueIdItem]): The values `value_id` may take now, each
                with what a person reads.
     """

    value_id: list[XyropAwardValueDestinyAffordanceChoicesValueIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_award_value_destiny_affordance_choices_value_id_item import XyropAwardValueDestinyAffordanceChoicesValueIdItem # noqa: PLC0415
        value_id = []
        for value_id_item_data in self.value_id:
            value_id_item = value_id_item_data.to_dict()
            value_id.append(value_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "value_id": value_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_award_value_destiny_affordance_choices_value_id_item import XyropAwardValueDestinyAffordanceChoicesValueIdItem # noqa: PLC0415
        d = dict(src_dict)
        value_id = []
        _value_id = d.pop("value_id")
        for value_id_item_data in (_value_id):
            value_id_item = XyropAwardValueDestinyAffordanceChoicesValueIdItem.from_dict(value_id_item_data)



            value_id.append(value_id_item)


        xyrop_award_value_destiny_affordance_choices = cls(
            value_id=value_id,
        )

        return xyrop_award_value_destiny_affordance_choices

