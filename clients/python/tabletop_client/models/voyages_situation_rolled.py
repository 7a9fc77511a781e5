from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_dice_record import VoyagesDiceRecord
  from ..models.voyages_modifier import VoyagesModifier





T = TypeVar("T", bound="VoyagesSituationRolled")



@_attrs_define
class VoyagesSituationRolled:
    """ A participant's (or, with no character, the environment's) roll.

        Attributes:
            character_id (None | str): The character concerned (an id from the table's `characters`).
            dice (VoyagesDiceRecord): Every die a command used, and whether the server or the table rolled it.
            modifiers (list[VoyagesModifier]): The roll's modifiers (delicate task, adapted trade, adjectives…).
            roll_id (str): The roll concerned.
            score (int): The roll's score: die + modifiers + terrain - 4.
            situation_id (str): The situation concerned (an id from the table's `situations`).
     """

    character_id: None | str
    dice: VoyagesDiceRecord
    modifiers: list[VoyagesModifier]
    roll_id: str
    score: int
    situation_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        character_id: None | str
        character_id = self.character_id

        dice = self.dice.to_dict()

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        roll_id = self.roll_id

        score = self.score

        situation_id = self.situation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "dice": dice,
            "modifiers": modifiers,
            "roll_id": roll_id,
            "score": score,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_dice_record import VoyagesDiceRecord # noqa: PLC0415
        from ..models.voyages_modifier import VoyagesModifier # noqa: PLC0415
        d = dict(src_dict)
        def _parse_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_id = _parse_character_id(d.pop("character_id"))


        dice = VoyagesDiceRecord.from_dict(d.pop("dice"))




        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = VoyagesModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        roll_id = d.pop("roll_id")

        score = d.pop("score")

        situation_id = d.pop("situation_id")

        voyages_situation_rolled = cls(
            character_id=character_id,
            dice=dice,
            modifiers=modifiers,
            roll_id=roll_id,
            score=score,
            situation_id=situation_id,
        )


        voyages_situation_rolled.additional_properties = d
        return voyages_situation_rolled

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
