from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropTreasure")



@_attrs_define
class XyropTreasure:
    """ A treasure: an asset die, free once per session, then reactivated with destiny.

        Attributes:
            die (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            name (str): The name, as typed (1 to 80 characters).
            scene_die (int | None): The die destiny stepped the treasure up to, for the scene `scene_index` only; null:
                none.
            scene_index (int | None): The scene its `scene_die` holds for; null: none.
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
            used_this_session (bool): True once the treasure was used this session.
     """

    die: int
    name: str
    scene_die: int | None
    scene_index: int | None
    treasure_id: str
    used_this_session: bool





    def to_dict(self) -> dict[str, Any]:
        die = self.die

        name = self.name

        scene_die: int | None
        scene_die = self.scene_die

        scene_index: int | None
        scene_index = self.scene_index

        treasure_id = self.treasure_id

        used_this_session = self.used_this_session


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die": die,
            "name": name,
            "scene_die": scene_die,
            "scene_index": scene_index,
            "treasure_id": treasure_id,
            "used_this_session": used_this_session,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        name = d.pop("name")

        def _parse_scene_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scene_die = _parse_scene_die(d.pop("scene_die"))


        def _parse_scene_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        scene_index = _parse_scene_index(d.pop("scene_index"))


        treasure_id = d.pop("treasure_id")

        used_this_session = d.pop("used_this_session")

        xyrop_treasure = cls(
            die=die,
            name=name,
            scene_die=scene_die,
            scene_index=scene_index,
            treasure_id=treasure_id,
            used_this_session=used_this_session,
        )

        return xyrop_treasure

