from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="XyropTreasureIn")



@_attrs_define
class XyropTreasureIn:
    """ A treasure: an asset die, free once per session, then reactivated with destiny.

        Attributes:
            name (str): The name, as typed (1 to 80 characters).
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
            die (int | Unset): A die's faces on the ladder 4, 6, 8, 10, 12. Default: 6.
            scene_die (int | None | Unset): The die destiny stepped the treasure up to, for the scene `scene_index` only;
                null: none.
            scene_index (int | None | Unset): The scene its `scene_die` holds for; null: none.
            used_this_session (bool | Unset): True once the treasure was used this session. Default: False.
     """

    name: str
    treasure_id: str
    die: int | Unset = 6
    scene_die: int | None | Unset = UNSET
    scene_index: int | None | Unset = UNSET
    used_this_session: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        treasure_id = self.treasure_id

        die = self.die

        scene_die: int | None | Unset
        if isinstance(self.scene_die, Unset):
            scene_die = UNSET
        else:
            scene_die = self.scene_die

        scene_index: int | None | Unset
        if isinstance(self.scene_index, Unset):
            scene_index = UNSET
        else:
            scene_index = self.scene_index

        used_this_session = self.used_this_session


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "treasure_id": treasure_id,
        })
        if die is not UNSET:
            field_dict["die"] = die
        if scene_die is not UNSET:
            field_dict["scene_die"] = scene_die
        if scene_index is not UNSET:
            field_dict["scene_index"] = scene_index
        if used_this_session is not UNSET:
            field_dict["used_this_session"] = used_this_session

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        treasure_id = d.pop("treasure_id")

        die = d.pop("die", UNSET)

        def _parse_scene_die(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        scene_die = _parse_scene_die(d.pop("scene_die", UNSET))


        def _parse_scene_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        scene_index = _parse_scene_index(d.pop("scene_index", UNSET))


        used_this_session = d.pop("used_this_session", UNSET)

        xyrop_treasure_in = cls(
            name=name,
            treasure_id=treasure_id,
            die=die,
            scene_die=scene_die,
            scene_index=scene_index,
            used_this_session=used_this_session,
        )

        return xyrop_treasure_in

