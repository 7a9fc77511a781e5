from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_concurrence_roll_dice_source import ArdriConcurrenceRollDiceSource
from ..models.ardri_concurrence_roll_difficulty_type_0 import ArdriConcurrenceRollDifficultyType0
from ..models.ardri_concurrence_roll_special_type_0 import ArdriConcurrenceRollSpecialType0
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_opposition import ArdriOpposition





T = TypeVar("T", bound="ArdriConcurrenceRoll")



@_attrs_define
class ArdriConcurrenceRoll:
    """ One participant's roll in a concurrence (the `ConcurrenceRolled` fields).

        Attributes:
            attribute_die_faces (int | None): The attribute die's faces (20, 12 or 8 for levels I, II, III); null: no
                attribute die rolled.
            attribute_die_value (int | None): The attribute die's value; null: not rolled.
            attribute_id (None | str): The attribute used (an id from the character's `attributes`); null: none.
            character_id (str): The character concerned (an id from the game's `characters`).
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            dice_source (ArdriConcurrenceRollDiceSource): Who rolled: `server` or `physical` (rolled at the table and typed
                in).
            difficulty (ArdriConcurrenceRollDifficultyType0 | None): The situation's difficulty or facility: `complicated`
                (-1), `near_impossible` (-2) or `facility` (+1); null: none.
            opposition (ArdriOpposition | None): The opposition's challenge levels; null: no opposition.
            situation_modifier (int): The threshold change from the situation (opposition, difficulty or facility).
            special (ArdriConcurrenceRollSpecialType0 | None): `holy_trinity` (triple 3) or `oma` (triple 10); null:
                neither.
            success_values (list[int]): The values of the dice that succeeded.
            threshold (int): The threshold the dice must not exceed.
            total_successes (int): Dice successes plus the successes added (2 or more: a success).
            trinity_dice (list[int]): The three d10 rolled.
     """

    attribute_die_faces: int | None
    attribute_die_value: int | None
    attribute_id: None | str
    character_id: str
    concurrence_id: str
    dice_source: ArdriConcurrenceRollDiceSource
    difficulty: ArdriConcurrenceRollDifficultyType0 | None
    opposition: ArdriOpposition | None
    situation_modifier: int
    special: ArdriConcurrenceRollSpecialType0 | None
    success_values: list[int]
    threshold: int
    total_successes: int
    trinity_dice: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_opposition import ArdriOpposition # noqa: PLC0415
        attribute_die_faces: int | None
        attribute_die_faces = self.attribute_die_faces

        attribute_die_value: int | None
        attribute_die_value = self.attribute_die_value

        attribute_id: None | str
        attribute_id = self.attribute_id

        character_id = self.character_id

        concurrence_id = self.concurrence_id

        dice_source = self.dice_source.value

        difficulty: None | str
        if isinstance(self.difficulty, ArdriConcurrenceRollDifficultyType0):
            difficulty = self.difficulty.value
        else:
            difficulty = self.difficulty

        opposition: dict[str, Any] | None
        if isinstance(self.opposition, ArdriOpposition):
            opposition = self.opposition.to_dict()
        else:
            opposition = self.opposition

        situation_modifier = self.situation_modifier

        special: None | str
        if isinstance(self.special, ArdriConcurrenceRollSpecialType0):
            special = self.special.value
        else:
            special = self.special

        success_values = self.success_values



        threshold = self.threshold

        total_successes = self.total_successes

        trinity_dice = self.trinity_dice




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute_die_faces": attribute_die_faces,
            "attribute_die_value": attribute_die_value,
            "attribute_id": attribute_id,
            "character_id": character_id,
            "concurrence_id": concurrence_id,
            "dice_source": dice_source,
            "difficulty": difficulty,
            "opposition": opposition,
            "situation_modifier": situation_modifier,
            "special": special,
            "success_values": success_values,
            "threshold": threshold,
            "total_successes": total_successes,
            "trinity_dice": trinity_dice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_opposition import ArdriOpposition # noqa: PLC0415
        d = dict(src_dict)
        def _parse_attribute_die_faces(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attribute_die_faces = _parse_attribute_die_faces(d.pop("attribute_die_faces"))


        def _parse_attribute_die_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attribute_die_value = _parse_attribute_die_value(d.pop("attribute_die_value"))


        def _parse_attribute_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attribute_id = _parse_attribute_id(d.pop("attribute_id"))


        character_id = d.pop("character_id")

        concurrence_id = d.pop("concurrence_id")

        dice_source = ArdriConcurrenceRollDiceSource(d.pop("dice_source"))




        def _parse_difficulty(data: object) -> ArdriConcurrenceRollDifficultyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                difficulty_type_0 = ArdriConcurrenceRollDifficultyType0(data)



                return difficulty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriConcurrenceRollDifficultyType0 | None, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))


        def _parse_opposition(data: object) -> ArdriOpposition | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opposition_type_0 = ArdriOpposition.from_dict(data)



                return opposition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriOpposition | None, data)

        opposition = _parse_opposition(d.pop("opposition"))


        situation_modifier = d.pop("situation_modifier")

        def _parse_special(data: object) -> ArdriConcurrenceRollSpecialType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                special_type_0 = ArdriConcurrenceRollSpecialType0(data)



                return special_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriConcurrenceRollSpecialType0 | None, data)

        special = _parse_special(d.pop("special"))


        success_values = cast(list[int], d.pop("success_values"))


        threshold = d.pop("threshold")

        total_successes = d.pop("total_successes")

        trinity_dice = cast(list[int], d.pop("trinity_dice"))


        ardri_concurrence_roll = cls(
            attribute_die_faces=attribute_die_faces,
            attribute_die_value=attribute_die_value,
            attribute_id=attribute_id,
            character_id=character_id,
            concurrence_id=concurrence_id,
            dice_source=dice_source,
            difficulty=difficulty,
            opposition=opposition,
            situation_modifier=situation_modifier,
            special=special,
            success_values=success_values,
            threshold=threshold,
            total_successes=total_successes,
            trinity_dice=trinity_dice,
        )


        ardri_concurrence_roll.additional_properties = d
        return ardri_concurrence_roll

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
