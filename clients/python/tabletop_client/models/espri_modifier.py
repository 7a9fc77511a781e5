from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EspriModifier")



@_attrs_define
class EspriModifier:
    """ A bonus or malus to one participant's score (`character_id`, the leader when
    null); `cap` bounds a bonus, `floor` a malus (R2).

        Attributes:
            cap (int | None): For a bonus: the score it cannot raise beyond (null: no cap).
            character_id (None | str): The character concerned (a character id of the game).
            floor (int | None): For a malus: the score it cannot lower beyond (null: no floor).
            label (str): What the modifier is, as the gm names it.
            value (int): The bonus (positive) or malus (negative) to the score.
     """

    cap: int | None
    character_id: None | str
    floor: int | None
    label: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        cap: int | None
        cap = self.cap

        character_id: None | str
        character_id = self.character_id

        floor: int | None
        floor = self.floor

        label = self.label

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cap": cap,
            "character_id": character_id,
            "floor": floor,
            "label": label,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cap = _parse_cap(d.pop("cap"))


        def _parse_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_id = _parse_character_id(d.pop("character_id"))


        def _parse_floor(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        floor = _parse_floor(d.pop("floor"))


        label = d.pop("label")

        value = d.pop("value")

        espri_modifier = cls(
            cap=cap,
            character_id=character_id,
            floor=floor,
            label=label,
            value=value,
        )

        return espri_modifier

