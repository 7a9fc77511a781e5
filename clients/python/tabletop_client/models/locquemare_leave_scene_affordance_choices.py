from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_leave_scene_affordance_choices_npc_ids_item import LocquemareLeaveSceneAffordanceChoicesNpcIdsItem





T = TypeVar("T", bound="LocquemareLeaveSceneAffordanceChoices")



@_attrs_define
class LocquemareLeaveSceneAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            npc_ids (list[LocquemareLeaveSceneAffordanceChoicesNpcIdsItem]): The values `npc_ids` may take now, each with
                what a person reads.
     """

    npc_ids: list[LocquemareLeaveSceneAffordanceChoicesNpcIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_leave_scene_affordance_choices_npc_ids_item import LocquemareLeaveSceneAffordanceChoicesNpcIdsItem # noqa: PLC0415
        npc_ids = []
        for npc_ids_item_data in self.npc_ids:
            npc_ids_item = npc_ids_item_data.to_dict()
            npc_ids.append(npc_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "npc_ids": npc_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_leave_scene_affordance_choices_npc_ids_item import LocquemareLeaveSceneAffordanceChoicesNpcIdsItem # noqa: PLC0415
        d = dict(src_dict)
        npc_ids = []
        _npc_ids = d.pop("npc_ids")
        for npc_ids_item_data in (_npc_ids):
            npc_ids_item = LocquemareLeaveSceneAffordanceChoicesNpcIdsItem.from_dict(npc_ids_item_data)



            npc_ids.append(npc_ids_item)


        locquemare_leave_scene_affordance_choices = cls(
            npc_ids=npc_ids,
        )

        return locquemare_leave_scene_affordance_choices

