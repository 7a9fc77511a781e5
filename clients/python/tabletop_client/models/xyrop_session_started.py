from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_destiny_reset import XyropDestinyReset





T = TypeVar("T", bound="XyropSessionStarted")



@_attrs_define
class XyropSessionStarted:
    """ A session opened: destiny reset, treasures unused, next scene.

    `forfeited_experience`: characters whose pending experience was cleared; always
    empty since revision R4 (old streams replay as recorded).

        Attributes:
            destiny_reset (list[XyropDestinyReset]): Each character's destiny points after the reset.
            forfeited_experience (list[str]): Characters whose pending experience was lost when the session started.
            present_character_ids (list[str]): The characters present in the session.
            scene_index (int): The current scene's number (the gm advances it).
            session_number (int): The session's number (1 for the first).
     """

    destiny_reset: list[XyropDestinyReset]
    forfeited_experience: list[str]
    present_character_ids: list[str]
    scene_index: int
    session_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_destiny_reset import XyropDestinyReset # noqa: PLC0415
        destiny_reset = []
        for destiny_reset_item_data in self.destiny_reset:
            destiny_reset_item = destiny_reset_item_data.to_dict()
            destiny_reset.append(destiny_reset_item)



        forfeited_experience = self.forfeited_experience



        present_character_ids = self.present_character_ids



        scene_index = self.scene_index

        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "destiny_reset": destiny_reset,
            "forfeited_experience": forfeited_experience,
            "present_character_ids": present_character_ids,
            "scene_index": scene_index,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_destiny_reset import XyropDestinyReset # noqa: PLC0415
        d = dict(src_dict)
        destiny_reset = []
        _destiny_reset = d.pop("destiny_reset")
        for destiny_reset_item_data in (_destiny_reset):
            destiny_reset_item = XyropDestinyReset.from_dict(destiny_reset_item_data)



            destiny_reset.append(destiny_reset_item)


        forfeited_experience = cast(list[str], d.pop("forfeited_experience"))


        present_character_ids = cast(list[str], d.pop("present_character_ids"))


        scene_index = d.pop("scene_index")

        session_number = d.pop("session_number")

        xyrop_session_started = cls(
            destiny_reset=destiny_reset,
            forfeited_experience=forfeited_experience,
            present_character_ids=present_character_ids,
            scene_index=scene_index,
            session_number=session_number,
        )


        xyrop_session_started.additional_properties = d
        return xyrop_session_started

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
