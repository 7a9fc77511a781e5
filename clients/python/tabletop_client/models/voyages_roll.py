from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_modifier import VoyagesModifier





T = TypeVar("T", bound="VoyagesRoll")



@_attrs_define
class VoyagesRoll:
    """ A rolled d6 with its modifiers; `score = die + offset` survives rerolls.

        Attributes:
            character_id (None | str): The character concerned (an id from the table's `characters`).
            die (int): The d6 rolled (1 to 6).
            member (None | str): A member of the side (a character id or an npc label).
            modifiers (list[VoyagesModifier]): The roll's modifiers (delicate task, adapted trade, adjectives…).
            roll_id (str): The roll concerned.
            score (int): The roll's score: die + modifiers + terrain - 4.
            window (int): The roll's reroll window (the clock's scene it was made in).
     """

    character_id: None | str
    die: int
    member: None | str
    modifiers: list[VoyagesModifier]
    roll_id: str
    score: int
    window: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        character_id: None | str
        character_id = self.character_id

        die = self.die

        member: None | str
        member = self.member

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        roll_id = self.roll_id

        score = self.score

        window = self.window


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "die": die,
            "member": member,
            "modifiers": modifiers,
            "roll_id": roll_id,
            "score": score,
            "window": window,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        d = dict(src_dict)
        def _parse_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_id = _parse_character_id(d.pop("character_id"))


        die = d.pop("die")

        def _parse_member(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        member = _parse_member(d.pop("member"))


        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = VoyagesModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        roll_id = d.pop("roll_id")

        score = d.pop("score")

        window = d.pop("window")

        voyages_roll = cls(
            character_id=character_id,
            die=die,
            member=member,
            modifiers=modifiers,
            roll_id=roll_id,
            score=score,
            window=window,
        )

        return voyages_roll

