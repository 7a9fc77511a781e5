from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_side_spec_group_mode import VoyagesSideSpecGroupMode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesSideSpec")



@_attrs_define
class VoyagesSideSpec:
    """ A side as declared when opening a conflict.

        Attributes:
            members (list[str]): The members (character ids or npc labels).
            name (str): The side's name.
            side_id (str): The side concerned (an id from the conflict's `sides`).
            controller_player_ids (list[str] | Unset): The seats that act for the side (none: the gm does).
            group_mode (VoyagesSideSpecGroupMode | Unset): How a group rolls: `solo`, `sum` or `average`. Default:
                VoyagesSideSpecGroupMode.SOLO.
            terrain (int | Unset): The terrain bonus or malus. Default: 0.
     """

    members: list[str]
    name: str
    side_id: str
    controller_player_ids: list[str] | Unset = UNSET
    group_mode: VoyagesSideSpecGroupMode | Unset = VoyagesSideSpecGroupMode.SOLO
    terrain: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        members = self.members



        name = self.name

        side_id = self.side_id

        controller_player_ids: list[str] | Unset = UNSET
        if not isinstance(self.controller_player_ids, Unset):
            controller_player_ids = self.controller_player_ids



        group_mode: str | Unset = UNSET
        if not isinstance(self.group_mode, Unset):
            group_mode = self.group_mode.value


        terrain = self.terrain


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "members": members,
            "name": name,
            "side_id": side_id,
        })
        if controller_player_ids is not UNSET:
            field_dict["controller_player_ids"] = controller_player_ids
        if group_mode is not UNSET:
            field_dict["group_mode"] = group_mode
        if terrain is not UNSET:
            field_dict["terrain"] = terrain

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        members = cast(list[str], d.pop("members"))


        name = d.pop("name")

        side_id = d.pop("side_id")

        controller_player_ids = cast(list[str], d.pop("controller_player_ids", UNSET))


        _group_mode = d.pop("group_mode", UNSET)
        group_mode: VoyagesSideSpecGroupMode | Unset
        if isinstance(_group_mode,  Unset):
            group_mode = UNSET
        else:
            group_mode = VoyagesSideSpecGroupMode(_group_mode)




        terrain = d.pop("terrain", UNSET)

        voyages_side_spec = cls(
            members=members,
            name=name,
            side_id=side_id,
            controller_player_ids=controller_player_ids,
            group_mode=group_mode,
            terrain=terrain,
        )

        return voyages_side_spec

