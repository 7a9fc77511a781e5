from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_side_group_mode import VoyagesSideGroupMode
from typing import cast






T = TypeVar("T", bound="VoyagesSide")



@_attrs_define
class VoyagesSide:
    """ A side (camp); list order of sides is the approach rotation.

        Attributes:
            active (bool): True while the side takes part in the conflict.
            controller_player_ids (list[str]): The seats that act for the side (none: the gm does).
            group_mode (VoyagesSideGroupMode): How a group rolls: `solo`, `sum` or `average`.
            members (list[str]): The members (character ids or npc labels).
            name (str): The side's name.
            side_id (str): The side concerned (an id from the conflict's `sides`).
            terrain (int): The terrain bonus or malus.
     """

    active: bool
    controller_player_ids: list[str]
    group_mode: VoyagesSideGroupMode
    members: list[str]
    name: str
    side_id: str
    terrain: int





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        controller_player_ids = self.controller_player_ids



        group_mode = self.group_mode.value

        members = self.members



        name = self.name

        side_id = self.side_id

        terrain = self.terrain


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "active": active,
            "controller_player_ids": controller_player_ids,
            "group_mode": group_mode,
            "members": members,
            "name": name,
            "side_id": side_id,
            "terrain": terrain,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        controller_player_ids = cast(list[str], d.pop("controller_player_ids"))


        group_mode = VoyagesSideGroupMode(d.pop("group_mode"))




        members = cast(list[str], d.pop("members"))


        name = d.pop("name")

        side_id = d.pop("side_id")

        terrain = d.pop("terrain")

        voyages_side = cls(
            active=active,
            controller_player_ids=controller_player_ids,
            group_mode=group_mode,
            members=members,
            name=name,
            side_id=side_id,
            terrain=terrain,
        )

        return voyages_side

