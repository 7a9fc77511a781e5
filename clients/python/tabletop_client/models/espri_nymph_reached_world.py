from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_nymph_reached_world_season import EspriNymphReachedWorldSeason
from typing import cast






T = TypeVar("T", bound="EspriNymphReachedWorld")



@_attrs_define
class EspriNymphReachedWorld:
    """ A nymph reached her world cell (once per scenario).

        Attributes:
            call_id (None | str): The call that brought her there; null outside a call.
            season (EspriNymphReachedWorldSeason): A season: `winter`, `spring`, `summer` or `autumn`.
     """

    call_id: None | str
    season: EspriNymphReachedWorldSeason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id: None | str
        call_id = self.call_id

        season = self.season.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "season": season,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_call_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_id = _parse_call_id(d.pop("call_id"))


        season = EspriNymphReachedWorldSeason(d.pop("season"))




        espri_nymph_reached_world = cls(
            call_id=call_id,
            season=season,
        )


        espri_nymph_reached_world.additional_properties = d
        return espri_nymph_reached_world

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
