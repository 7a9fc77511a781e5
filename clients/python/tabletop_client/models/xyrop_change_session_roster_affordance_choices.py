from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_change_session_roster_affordance_choices_add_ids_item import XyropChangeSessionRosterAffordanceChoicesAddIdsItem
  from ..models.xyrop_change_session_roster_affordance_choices_remove_ids_item import XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem





T = TypeVar("T", bound="XyropChangeSessionRosterAffordanceChoices")



@_attrs_define
class XyropChangeSessionRosterAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            add_ids (list[XyropChangeSessionRosterAffordanceChoicesAddIdsItem]): The values `add_ids` may take now, each
                with what a person reads.
            remove_ids (list[XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem]): The values `remove_ids` may take now,
                each with what a person reads.
     """

    add_ids: list[XyropChangeSessionRosterAffordanceChoicesAddIdsItem]
    remove_ids: list[XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_change_session_roster_affordance_choices_add_ids_item import XyropChangeSessionRosterAffordanceChoicesAddIdsItem # noqa: PLC0415
        from ..models.xyrop_change_session_roster_affordance_choices_remove_ids_item import XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem # noqa: PLC0415
        add_ids = []
        for add_ids_item_data in self.add_ids:
            add_ids_item = add_ids_item_data.to_dict()
            add_ids.append(add_ids_item)



        remove_ids = []
        for remove_ids_item_data in self.remove_ids:
            remove_ids_item = remove_ids_item_data.to_dict()
            remove_ids.append(remove_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "add_ids": add_ids,
            "remove_ids": remove_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_change_session_roster_affordance_choices_add_ids_item import XyropChangeSessionRosterAffordanceChoicesAddIdsItem # noqa: PLC0415
        from ..models.xyrop_change_session_roster_affordance_choices_remove_ids_item import XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem # noqa: PLC0415
        d = dict(src_dict)
        add_ids = []
        _add_ids = d.pop("add_ids")
        for add_ids_item_data in (_add_ids):
            add_ids_item = XyropChangeSessionRosterAffordanceChoicesAddIdsItem.from_dict(add_ids_item_data)



            add_ids.append(add_ids_item)


        remove_ids = []
        _remove_ids = d.pop("remove_ids")
        for remove_ids_item_data in (_remove_ids):
            remove_ids_item = XyropChangeSessionRosterAffordanceChoicesRemoveIdsItem.from_dict(remove_ids_item_data)



            remove_ids.append(remove_ids_item)


        xyrop_change_session_roster_affordance_choices = cls(
            add_ids=add_ids,
            remove_ids=remove_ids,
        )

        return xyrop_change_session_roster_affordance_choices

