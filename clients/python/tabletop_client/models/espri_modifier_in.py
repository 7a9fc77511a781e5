from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriModifierIn")



@_attrs_define
class EspriModifierIn:
    """ A bonus or malus to one participant's score (`character_id`, the leader when
    null); `cap` bounds a bonus, `floor` a malus (R2).

        Attributes:
            label (str): What the modifier is, as the gm names it.
            value (int): The bonus (positive) or malus (negative) to the score.
            cap (int | None | Unset): For a bonus: the score it cannot raise beyond (null: no cap).
            character_id (None | str | Unset): The character concerned (a character id of the game).
            floor (int | None | Unset): For a malus: the score it cannot lower beyond (null: no floor).
     """

    label: str
    value: int
    cap: int | None | Unset = UNSET
    character_id: None | str | Unset = UNSET
    floor: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value = self.value

        cap: int | None | Unset
        if isinstance(self.cap, Unset):
            cap = UNSET
        else:
            cap = self.cap

        character_id: None | str | Unset
        if isinstance(self.character_id, Unset):
            character_id = UNSET
        else:
            character_id = self.character_id

        floor: int | None | Unset
        if isinstance(self.floor, Unset):
            floor = UNSET
        else:
            floor = self.floor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "value": value,
        })
        if cap is not UNSET:
            field_dict["cap"] = cap
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if floor is not UNSET:
            field_dict["floor"] = floor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        value = d.pop("value")

        def _parse_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cap = _parse_cap(d.pop("cap", UNSET))


        def _parse_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        character_id = _parse_character_id(d.pop("character_id", UNSET))


        def _parse_floor(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        floor = _parse_floor(d.pop("floor", UNSET))


        espri_modifier_in = cls(
            label=label,
            value=value,
            cap=cap,
            character_id=character_id,
            floor=floor,
        )

        return espri_modifier_in

