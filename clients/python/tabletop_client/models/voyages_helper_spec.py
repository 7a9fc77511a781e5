from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_modifier_in import VoyagesModifierIn





T = TypeVar("T", bound="VoyagesHelperSpec")



@_attrs_define
class VoyagesHelperSpec:
    """ A double-edged helper of an action: rolls, then -4.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            dice (list[int] | None | Unset): The d6 results rolled at the table (1 to 6 each); omit to let the server roll.
            modifiers (list[VoyagesModifierIn] | Unset): The roll's modifiers (delicate task, adapted trade, adjectives…).
     """

    character_id: str
    dice: list[int] | None | Unset = UNSET
    modifiers: list[VoyagesModifierIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_modifier_in import VoyagesModifierIn # noqa: PLC0415
        character_id = self.character_id

        dice: list[int] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = self.dice


        else:
            dice = self.dice

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
        })
        if dice is not UNSET:
            field_dict["dice"] = dice
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_modifier_in import VoyagesModifierIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = cast(list[int], data)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[VoyagesModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = VoyagesModifierIn.from_dict(modifiers_item_data)



                modifiers.append(modifiers_item)


        voyages_helper_spec = cls(
            character_id=character_id,
            dice=dice,
            modifiers=modifiers,
        )

        return voyages_helper_spec

