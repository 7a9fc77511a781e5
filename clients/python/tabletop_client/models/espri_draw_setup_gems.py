from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_draw_setup_gems_gems_type_0_item import EspriDrawSetupGemsGemsType0Item
from ..models.espri_draw_setup_gems_type import EspriDrawSetupGemsType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriDrawSetupGems")



@_attrs_define
class EspriDrawSetupGems:
    """ The setup draw: devotion + tutelary score (priestess: best season) gems; `gems` when
    drawn at the table.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            type_ (EspriDrawSetupGemsType): The message's tag: `DrawSetupGems`.
            gems (list[EspriDrawSetupGemsGemsType0Item] | None | Unset): Gem colours, in order; in a command, the gems drawn
                at the table (omit: the server draws).
     """

    character_id: str
    type_: EspriDrawSetupGemsType
    gems: list[EspriDrawSetupGemsGemsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_.value

        gems: list[str] | None | Unset
        if isinstance(self.gems, Unset):
            gems = UNSET
        elif isinstance(self.gems, list):
            gems = []
            for gems_type_0_item_data in self.gems:
                gems_type_0_item = gems_type_0_item_data.value
                gems.append(gems_type_0_item)


        else:
            gems = self.gems


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
        })
        if gems is not UNSET:
            field_dict["gems"] = gems

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = EspriDrawSetupGemsType(d.pop("type"))




        def _parse_gems(data: object) -> list[EspriDrawSetupGemsGemsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                gems_type_0 = []
                _gems_type_0 = data
                for gems_type_0_item_data in (_gems_type_0):
                    gems_type_0_item = EspriDrawSetupGemsGemsType0Item(gems_type_0_item_data)



                    gems_type_0.append(gems_type_0_item)

                return gems_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EspriDrawSetupGemsGemsType0Item] | None | Unset, data)

        gems = _parse_gems(d.pop("gems", UNSET))


        espri_draw_setup_gems = cls(
            character_id=character_id,
            type_=type_,
            gems=gems,
        )

        return espri_draw_setup_gems

