from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropGameInitialized")



@_attrs_define
class XyropGameInitialized:
    """ The table's configuration (the platform's game creation).

        Attributes:
            gm_player_id (None | str): The game master's seat id; null before it is known.
            max_distinctions_per_roll (int): How many distinctions a roll may use (1 to 4).
            stress_catalog (list[str]): The stress tracks of the game (default `wound`).
     """

    gm_player_id: None | str
    max_distinctions_per_roll: int
    stress_catalog: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gm_player_id: None | str
        gm_player_id = self.gm_player_id

        max_distinctions_per_roll = self.max_distinctions_per_roll

        stress_catalog = self.stress_catalog




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gm_player_id": gm_player_id,
            "max_distinctions_per_roll": max_distinctions_per_roll,
            "stress_catalog": stress_catalog,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_gm_player_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gm_player_id = _parse_gm_player_id(d.pop("gm_player_id"))


        max_distinctions_per_roll = d.pop("max_distinctions_per_roll")

        stress_catalog = cast(list[str], d.pop("stress_catalog"))


        xyrop_game_initialized = cls(
            gm_player_id=gm_player_id,
            max_distinctions_per_roll=max_distinctions_per_roll,
            stress_catalog=stress_catalog,
        )


        xyrop_game_initialized.additional_properties = d
        return xyrop_game_initialized

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
