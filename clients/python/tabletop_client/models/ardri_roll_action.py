from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_roll_action_type import ArdriRollActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_coordination import ArdriCoordination
  from ..models.ardri_dice import ArdriDice
  from ..models.ardri_opposition_in import ArdriOppositionIn
  from ..models.ardri_situation import ArdriSituation





T = TypeVar("T", bound="ArdriRollAction")



@_attrs_define
class ArdriRollAction:
    """ Roll the trinity dice (and at most one attribute die) under a threshold.

    Conditions (R1): `opposition` and `difficulty` (`complicated`,
    `near_impossible` or `facility`) may apply together; `situation` is the older
    one-condition form, still accepted, and combines with the other two as long as no
    condition is given twice.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            characteristic (str): The Trinity characteristic rolled: `strength`, `spirit` or `intention`.
            type_ (ArdriRollActionType): The message's tag: `RollAction`.
            attribute_id (None | str | Unset): The attribute used (an id from the character's `attributes`); null: none.
            coordination (ArdriCoordination | None | Unset): A coordinated action: the supporters of the instigator (+1 to
                the threshold); null when not coordinated.
            dice (ArdriDice | None | Unset): Dice rolled at the table: `trinity` (three d10) and `attribute`; omit to let
                the server roll.
            difficulty (None | str | Unset): The situation's difficulty or facility: `complicated` (-1), `near_impossible`
                (-2) or `facility` (+1); null: none.
            domain_id (None | str | Unset): The domain used (an id from the game's `domain_catalog`); null: none.
            label (None | str | Unset): What the roll is for, in a few words; null: none.
            opposition (ArdriOppositionIn | None | Unset): The opposition's challenge levels; null: no opposition.
            situation (ArdriSituation | Unset): The one-condition shape of a roll's conditions: normal, opposition,
                difficulty or
                facility (kept so that request bodies written before R1 stay valid).

                One flat shape, validated by decide, so that an unknown kind or level is the spec's
                `invalid_situation` rather than a decoding failure. Since R1 a roll may also name an
                `Opposition` and a `difficulty` separately, and both may apply together.
            task_id (None | str | Unset): A shared task: rolls with the same id may give each other wasted successes (mutual
                aid); null: none.
     """

    character_id: str
    characteristic: str
    type_: ArdriRollActionType
    attribute_id: None | str | Unset = UNSET
    coordination: ArdriCoordination | None | Unset = UNSET
    dice: ArdriDice | None | Unset = UNSET
    difficulty: None | str | Unset = UNSET
    domain_id: None | str | Unset = UNSET
    label: None | str | Unset = UNSET
    opposition: ArdriOppositionIn | None | Unset = UNSET
    situation: ArdriSituation | Unset = UNSET
    task_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_coordination import ArdriCoordination # noqa: PLC0415
        from ..models.ardri_dice import ArdriDice # noqa: PLC0415
        from ..models.ardri_opposition_in import ArdriOppositionIn # noqa: PLC0415
        from ..models.ardri_situation import ArdriSituation # noqa: PLC0415
        character_id = self.character_id

        characteristic = self.characteristic

        type_ = self.type_.value

        attribute_id: None | str | Unset
        if isinstance(self.attribute_id, Unset):
            attribute_id = UNSET
        else:
            attribute_id = self.attribute_id

        coordination: dict[str, Any] | None | Unset
        if isinstance(self.coordination, Unset):
            coordination = UNSET
        elif isinstance(self.coordination, ArdriCoordination):
            coordination = self.coordination.to_dict()
        else:
            coordination = self.coordination

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

        domain_id: None | str | Unset
        if isinstance(self.domain_id, Unset):
            domain_id = UNSET
        else:
            domain_id = self.domain_id

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        opposition: dict[str, Any] | None | Unset
        if isinstance(self.opposition, Unset):
            opposition = UNSET
        elif isinstance(self.opposition, ArdriOppositionIn):
            opposition = self.opposition.to_dict()
        else:
            opposition = self.opposition

        situation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.situation, Unset):
            situation = self.situation.to_dict()

        task_id: None | str | Unset
        if isinstance(self.task_id, Unset):
            task_id = UNSET
        else:
            task_id = self.task_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "characteristic": characteristic,
            "type": type_,
        })
        if attribute_id is not UNSET:
            field_dict["attribute_id"] = attribute_id
        if coordination is not UNSET:
            field_dict["coordination"] = coordination
        if dice is not UNSET:
            field_dict["dice"] = dice
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if domain_id is not UNSET:
            field_dict["domain_id"] = domain_id
        if label is not UNSET:
            field_dict["label"] = label
        if opposition is not UNSET:
            field_dict["opposition"] = opposition
        if situation is not UNSET:
            field_dict["situation"] = situation
        if task_id is not UNSET:
            field_dict["task_id"] = task_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_coordination import ArdriCoordination # noqa: PLC0415
        from ..models.ardri_dice import ArdriDice # noqa: PLC0415
        from ..models.ardri_opposition_in import ArdriOppositionIn # noqa: PLC0415
        from ..models.ardri_situation import ArdriSituation # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        characteristic = d.pop("characteristic")

        type_ = ArdriRollActionType(d.pop("type"))




        def _parse_attribute_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attribute_id = _parse_attribute_id(d.pop("attribute_id", UNSET))


        def _parse_coordination(data: object) -> ArdriCoordination | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                coordination_type_0 = ArdriCoordination.from_dict(data)



                return coordination_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriCoordination | None | Unset, data)

        coordination = _parse_coordination(d.pop("coordination", UNSET))


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


        def _parse_domain_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        domain_id = _parse_domain_id(d.pop("domain_id", UNSET))


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


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


        _situation = d.pop("situation", UNSET)
        situation: ArdriSituation | Unset
        if isinstance(_situation,  Unset):
            situation = UNSET
        else:
            situation = ArdriSituation.from_dict(_situation)




        def _parse_task_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        task_id = _parse_task_id(d.pop("task_id", UNSET))


        ardri_roll_action = cls(
            character_id=character_id,
            characteristic=characteristic,
            type_=type_,
            attribute_id=attribute_id,
            coordination=coordination,
            dice=dice,
            difficulty=difficulty,
            domain_id=domain_id,
            label=label,
            opposition=opposition,
            situation=situation,
            task_id=task_id,
        )

        return ardri_roll_action

