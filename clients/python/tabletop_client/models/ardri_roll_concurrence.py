from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_roll_concurrence_type import ArdriRollConcurrenceType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_dice import ArdriDice
  from ..models.ardri_opposition_in import ArdriOppositionIn





T = TypeVar("T", bound="ArdriRollConcurrence")



@_attrs_define
class ArdriRollConcurrence:
    """ A participant rolls in an open concurrence, under its own conditions (T3): an
    `opposition` and a `difficulty` (`complicated`, `near_impossible` or
    `facility`), as for `RollAction`.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            concurrence_id (str): The concurrence concerned (an id from the state's `concurrences`).
            type_ (ArdriRollConcurrenceType): The message's tag: `RollConcurrence`.
            attribute_id (None | str | Unset): The attribute used (an id from the character's `attributes`); null: none.
            dice (ArdriDice | None | Unset): Dice rolled at the table: `trinity` (three d10) and `attribute`; omit to let
                the server roll.
            difficulty (None | str | Unset): The situation's difficulty or facility: `complicated` (-1), `near_impossible`
                (-2) or `facility` (+1); null: none.
            opposition (ArdriOppositionIn | None | Unset): The opposition's challenge levels; null: no opposition.
     """

    character_id: str
    concurrence_id: str
    type_: ArdriRollConcurrenceType
    attribute_id: None | str | Unset = UNSET
    dice: ArdriDice | None | Unset = UNSET
    difficulty: None | str | Unset = UNSET
    opposition: ArdriOppositionIn | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_dice import ArdriDice # noqa: PLC0415
        from ..models.ardri_opposition_in import ArdriOppositionIn # noqa: PLC0415
        character_id = self.character_id

        concurrence_id = self.concurrence_id

        type_ = self.type_.value

        attribute_id: None | str | Unset
        if isinstance(self.attribute_id, Unset):
            attribute_id = UNSET
        else:
            attribute_id = self.attribute_id

        dice: dict[str, Any] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, ArdriDice):
            dice = self.dice.to_dict()
        else:
            dice = self.dice

        difficulty: None | str | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        else:
            difficulty = self.difficulty

        opposition: dict[str, Any] | None | Unset
        if isinstance(self.opposition, Unset):
            opposition = UNSET
        elif isinstance(self.opposition, ArdriOppositionIn):
            opposition = self.opposition.to_dict()
        else:
            opposition = self.opposition


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "concurrence_id": concurrence_id,
            "type": type_,
        })
        if attribute_id is not UNSET:
            field_dict["attribute_id"] = attribute_id
        if dice is not UNSET:
            field_dict["dice"] = dice
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if opposition is not UNSET:
            field_dict["opposition"] = opposition

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_dice import ArdriDice # noqa: PLC0415
        from ..models.ardri_opposition_in import ArdriOppositionIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        concurrence_id = d.pop("concurrence_id")

        type_ = ArdriRollConcurrenceType(d.pop("type"))




        def _parse_attribute_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attribute_id = _parse_attribute_id(d.pop("attribute_id", UNSET))


        def _parse_dice(data: object) -> ArdriDice | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = ArdriDice.from_dict(data)



                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriDice | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        def _parse_difficulty(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))


        def _parse_opposition(data: object) -> ArdriOppositionIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                opposition_type_0 = ArdriOppositionIn.from_dict(data)



                return opposition_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriOppositionIn | None | Unset, data)

        opposition = _parse_opposition(d.pop("opposition", UNSET))


        ardri_roll_concurrence = cls(
            character_id=character_id,
            concurrence_id=concurrence_id,
            type_=type_,
            attribute_id=attribute_id,
            dice=dice,
            difficulty=difficulty,
            opposition=opposition,
        )

        return ardri_roll_concurrence

