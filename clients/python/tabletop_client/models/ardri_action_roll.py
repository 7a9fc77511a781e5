from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_action_roll_dice_source import ArdriActionRollDiceSource
from ..models.ardri_action_roll_difficulty_type_0 import ArdriActionRollDifficultyType0
from ..models.ardri_action_roll_outcome import ArdriActionRollOutcome
from ..models.ardri_action_roll_storable_kind_type_0 import ArdriActionRollStorableKindType0
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_bonus_success import ArdriBonusSuccess
  from ..models.ardri_opposition import ArdriOpposition
  from ..models.ardri_success_taken import ArdriSuccessTaken





T = TypeVar("T", bound="ArdriActionRoll")



@_attrs_define
class ArdriActionRoll:
    """ A resolved action roll: the `ActionRolled` facts plus later bonuses.

    `taken` lists every success that left the roll (T2: up to `total_successes - 2` of
    a surplus, at most one stored); `success_taken` is the first of them.

        Attributes:
            applied_opposition_malus (int): The opposition malus applied (0 to 3): the domain challenge when there is one,
                else the characteristic challenge.
            attribute_auto_success (bool): True when a level III attribute with a threshold of 8 or more succeeds without
                rolling its die.
            attribute_die_faces (int | None): The attribute die's faces (20, 12 or 8 for levels I, II, III); null: no
                attribute die rolled.
            attribute_die_value (int | None): The attribute die's value; null: not rolled.
            attribute_id (None | str): The attribute used (an id from the character's `attributes`); null: none.
            attribute_level (int | None): The attribute's level (1 to 3); null: no attribute.
            attribute_success (bool): True when the attribute die succeeded (or succeeded on its own).
            bonus_successes (list[ArdriBonusSuccess]): Successes added after the roll (Murphy, support, mutual aid).
            character_id (str): The character concerned (an id from the game's `characters`).
            characteristic (str): The Trinity characteristic rolled: `strength`, `spirit` or `intention`.
            coordination_bonus (int): +1 when the action is coordinated, else 0.
            dice_source (ArdriActionRollDiceSource): Who rolled: `server` or `physical` (rolled at the table and typed in).
            difficulty (ArdriActionRollDifficultyType0 | None): The situation's difficulty or facility: `complicated` (-1),
                `near_impossible` (-2) or `facility` (+1); null: none.
            difficulty_modifier (int): The threshold change from difficulty or facility.
            domain_id (None | str): The domain used (an id from the game's `domain_catalog`); null: none.
            effective_threshold (int): The threshold the dice must not exceed: characteristic, domain, situation and
                coordination, floored at 1.
            is_triple (bool): True when the three trinity dice show the same value.
            label (None | str): What the roll is for, in a few words; null: none.
            opposition (ArdriOpposition | None): The opposition's challenge levels; null: no opposition.
            outcome (ArdriActionRollOutcome): The roll's outcome: `success`, `failure`, `critical_success`,
                `critical_failure`, `holy_trinity` (triple 3) or `oma` (triple 10).
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            situation_modifier (int): The threshold change from the situation (opposition, difficulty or facility).
            storable_die_indices (list[int]): The trinity dice (0 to 2) whose success may be stored or given.
            storable_kind (ArdriActionRollStorableKindType0 | None): What may be stored from the roll: `lost` or `wasted`;
                null: nothing.
            success_taken (ArdriSuccessTaken | None): The success already stored or given from this roll; null: none.
            supporter_ids (list[str] | None): The characters supporting the instigator (coordination).
            taken (list[ArdriSuccessTaken]): Successes taken from this roll.
            task_id (None | str): A shared task: rolls with the same id may give each other wasted successes (mutual aid);
                null: none.
            threshold_before_floor (int): The threshold as computed, before it is raised to at least 1 (may be 0 or less).
            total_successes (int): Dice successes plus the successes added (2 or more: a success).
            trinity_dice (list[int]): The three d10 rolled.
            trinity_success_indices (list[int]): The trinity dice (0 to 2) that succeeded.
     """

    applied_opposition_malus: int
    attribute_auto_success: bool
    attribute_die_faces: int | None
    attribute_die_value: int | None
    attribute_id: None | str
    attribute_level: int | None
    attribute_success: bool
    bonus_successes: list[ArdriBonusSuccess]
    character_id: str
    characteristic: str
    coordination_bonus: int
    dice_source: ArdriActionRollDiceSource
    difficulty: ArdriActionRollDifficultyType0 | None
    difficulty_modifier: int
    domain_id: None | str
    effective_threshold: int
    is_triple: bool
    label: None | str
    opposition: ArdriOpposition | None
    outcome: ArdriActionRollOutcome
    roll_id: str
    situation_modifier: int
    storable_die_indices: list[int]
    storable_kind: ArdriActionRollStorableKindType0 | None
    success_taken: ArdriSuccessTaken | None
    supporter_ids: list[str] | None
    taken: list[ArdriSuccessTaken]
    task_id: None | str
    threshold_before_floor: int
    total_successes: int
    trinity_dice: list[int]
    trinity_success_indices: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_bonus_success import ArdriBonusSuccess # noqa: PLC0415
        from ..models.ardri_opposition import ArdriOpposition # noqa: PLC0415
        from ..models.ardri_success_taken import ArdriSuccessTaken # noqa: PLC0415
        applied_opposition_malus = self.applied_opposition_malus

        attribute_auto_success = self.attribute_auto_success

        attribute_die_faces: int | None
        attribute_die_faces = self.attribute_die_faces

        attribute_die_value: int | None
        attribute_die_value = self.attribute_die_value

        attribute_id: None | str
        attribute_id = self.attribute_id

        attribute_level: int | None
        attribute_level = self.attribute_level

        attribute_success = self.attribute_success

        bonus_successes = []
        for bonus_successes_item_data in self.bonus_successes:
            bonus_successes_item = bonus_successes_item_data.to_dict()
            bonus_successes.append(bonus_successes_item)



        character_id = self.character_id

        characteristic = self.characteristic

        coordination_bonus = self.coordination_bonus

        dice_source = self.dice_source.value

        difficulty: None | str
        if isinstance(self.difficulty, ArdriActionRollDifficultyType0):
            difficulty = self.difficulty.value
        else:
            difficulty = self.difficulty

        difficulty_modifier = self.difficulty_modifier

        domain_id: None | str
        domain_id = self.domain_id

        effective_threshold = self.effective_threshold

        is_triple = self.is_triple

        label: None | str
        label = self.label

        opposition: dict[str, Any] | None
        if isinstance(self.opposition, ArdriOpposition):
            opposition = self.opposition.to_dict()
        else:
            opposition = self.opposition

        outcome = self.outcome.value

        roll_id = self.roll_id

        situation_modifier = self.situation_modifier

        storable_die_indices = self.storable_die_indices



        storable_kind: None | str
        if isinstance(self.storable_kind, ArdriActionRollStorableKindType0):
            storable_kind = self.storable_kind.value
        else:
            storable_kind = self.storable_kind

        success_taken: dict[str, Any] | None
        if isinstance(self.success_taken, ArdriSuccessTaken):
            success_taken = self.success_taken.to_dict()
        else:
            success_taken = self.success_taken

        supporter_ids: list[str] | None
        if isinstance(self.supporter_ids, list):
            supporter_ids = self.supporter_ids


        else:
            supporter_ids = self.supporter_ids

        taken = []
        for taken_item_data in self.taken:
            taken_item = taken_item_data.to_dict()
            taken.append(taken_item)



        task_id: None | str
        task_id = self.task_id

        threshold_before_floor = self.threshold_before_floor

        total_successes = self.total_successes

        trinity_dice = self.trinity_dice



        trinity_success_indices = self.trinity_success_indices




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "applied_opposition_malus": applied_opposition_malus,
            "attribute_auto_success": attribute_auto_success,
            "attribute_die_faces": attribute_die_faces,
            "attribute_die_value": attribute_die_value,
            "attribute_id": attribute_id,
            "attribute_level": attribute_level,
            "attribute_success": attribute_success,
            "bonus_successes": bonus_successes,
            "character_id": character_id,
            "characteristic": characteristic,
            "coordination_bonus": coordination_bonus,
            "dice_source": dice_source,
            "difficulty": difficulty,
            "difficulty_modifier": difficulty_modifier,
            "domain_id": domain_id,
            "effective_threshold": effective_threshold,
            "is_triple": is_triple,
            "label": label,
            "opposition": opposition,
            "outcome": outcome,
            "roll_id": roll_id,
            "situation_modifier": situation_modifier,
            "storable_die_indices": storable_die_indices,
            "storable_kind": storable_kind,
            "success_taken": success_taken,
            "supporter_ids": supporter_ids,
            "taken": taken,
            "task_id": task_id,
            "threshold_before_floor": threshold_before_floor,
            "total_successes": total_successes,
            "trinity_dice": trinity_dice,
            "trinity_success_indices": trinity_success_indices,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_bonus_success import ArdriBonusSuccess # noqa: PLC0415
        from ..models.ardri_opposition import ArdriOpposition # noqa: PLC0415
        from ..models.ardri_success_taken import ArdriSuccessTaken # noqa: PLC0415
        d = dict(src_dict)
        applied_opposition_malus = d.pop("applied_opposition_malus")

        attribute_auto_success = d.pop("attribute_auto_success")

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


        def _parse_attribute_level(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        attribute_level = _parse_attribute_level(d.pop("attribute_level"))


        attribute_success = d.pop("attribute_success")

        bonus_successes = []
        _bonus_successes = d.pop("bonus_successes")
        for bonus_successes_item_data in (_bonus_successes):
            bonus_successes_item = ArdriBonusSuccess.from_dict(bonus_successes_item_data)



            bonus_successes.append(bonus_successes_item)


        character_id = d.pop("character_id")

        characteristic = d.pop("characteristic")

        coordination_bonus = d.pop("coordination_bonus")

        dice_source = ArdriActionRollDiceSource(d.pop("dice_source"))




        def _parse_difficulty(data: object) -> ArdriActionRollDifficultyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                difficulty_type_0 = ArdriActionRollDifficultyType0(data)



                return difficulty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriActionRollDifficultyType0 | None, data)

        difficulty = _parse_difficulty(d.pop("difficulty"))


        difficulty_modifier = d.pop("difficulty_modifier")

        def _parse_domain_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        domain_id = _parse_domain_id(d.pop("domain_id"))


        effective_threshold = d.pop("effective_threshold")

        is_triple = d.pop("is_triple")

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


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


        outcome = ArdriActionRollOutcome(d.pop("outcome"))




        roll_id = d.pop("roll_id")

        situation_modifier = d.pop("situation_modifier")

        storable_die_indices = cast(list[int], d.pop("storable_die_indices"))


        def _parse_storable_kind(data: object) -> ArdriActionRollStorableKindType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                storable_kind_type_0 = ArdriActionRollStorableKindType0(data)



                return storable_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriActionRollStorableKindType0 | None, data)

        storable_kind = _parse_storable_kind(d.pop("storable_kind"))


        def _parse_success_taken(data: object) -> ArdriSuccessTaken | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                success_taken_type_0 = ArdriSuccessTaken.from_dict(data)



                return success_taken_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriSuccessTaken | None, data)

        success_taken = _parse_success_taken(d.pop("success_taken"))


        def _parse_supporter_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                supporter_ids_type_0 = cast(list[str], data)

                return supporter_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        supporter_ids = _parse_supporter_ids(d.pop("supporter_ids"))


        taken = []
        _taken = d.pop("taken")
        for taken_item_data in (_taken):
            taken_item = ArdriSuccessTaken.from_dict(taken_item_data)



            taken.append(taken_item)


        def _parse_task_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        task_id = _parse_task_id(d.pop("task_id"))


        threshold_before_floor = d.pop("threshold_before_floor")

        total_successes = d.pop("total_successes")

        trinity_dice = cast(list[int], d.pop("trinity_dice"))


        trinity_success_indices = cast(list[int], d.pop("trinity_success_indices"))


        ardri_action_roll = cls(
            applied_opposition_malus=applied_opposition_malus,
            attribute_auto_success=attribute_auto_success,
            attribute_die_faces=attribute_die_faces,
            attribute_die_value=attribute_die_value,
            attribute_id=attribute_id,
            attribute_level=attribute_level,
            attribute_success=attribute_success,
            bonus_successes=bonus_successes,
            character_id=character_id,
            characteristic=characteristic,
            coordination_bonus=coordination_bonus,
            dice_source=dice_source,
            difficulty=difficulty,
            difficulty_modifier=difficulty_modifier,
            domain_id=domain_id,
            effective_threshold=effective_threshold,
            is_triple=is_triple,
            label=label,
            opposition=opposition,
            outcome=outcome,
            roll_id=roll_id,
            situation_modifier=situation_modifier,
            storable_die_indices=storable_die_indices,
            storable_kind=storable_kind,
            success_taken=success_taken,
            supporter_ids=supporter_ids,
            taken=taken,
            task_id=task_id,
            threshold_before_floor=threshold_before_floor,
            total_successes=total_successes,
            trinity_dice=trinity_dice,
            trinity_success_indices=trinity_success_indices,
        )


        ardri_action_roll.additional_properties = d
        return ardri_action_roll

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
