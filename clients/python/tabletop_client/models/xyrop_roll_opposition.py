from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_roll_opposition_type import XyropRollOppositionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_extra_die import XyropExtraDie
  from ..models.xyrop_roll_opposition_dice_type_0 import XyropRollOppositionDiceType0
  from ..models.xyrop_roll_opposition_stress_of import XyropRollOppositionStressOf
  from ..models.xyrop_roll_opposition_value_of import XyropRollOppositionValueOf





T = TypeVar("T", bound="XyropRollOpposition")



@_attrs_define
class XyropRollOpposition:
    """ The gm's one difficulty or npc roll, judged against each awaiting contest named.

    `contest_ids` names one or more contests (revision R2: a group check); the older
    body's single `contest_id` is still accepted. Give one of the two, not both.

        Attributes:
            kind (str): `difficulty` (d6s) or `npc` (an npc's dice).
            type_ (XyropRollOppositionType): The message's tag: `RollOpposition`.
            contest_id (None | str | Unset): The contest concerned: the one a `RollAction` opened.
            contest_ids (list[str] | Unset): The contests the opposition answers.
            dice (None | Unset | XyropRollOppositionDiceType0): Dice rolled at the table: pool ref -> value (1 to its
                faces); omit to let the server roll.
            difficulty_dice (int | None | Unset): A difficulty's d6 count, 2 to 4 (with `kind: difficulty`).
            element_ids (list[str] | Unset): Table elements (situations, complications) whose dice join the opposition.
            extra_dice (list[XyropExtraDie] | Unset): Other dice added to the opposition, each with a label.
            npc_dice (list[int] | None | Unset): An npc's dice faces (with `kind: npc`).
            npc_id (None | str | Unset): The npc opposing (its name or id, free text); null: none.
            pc_stress_ids (list[str] | Unset): The acting character's stresses added to the opposition.
            pc_value_id (None | str | Unset): One of the acting character's values added to the opposition; null: none.
            stress_of (XyropRollOppositionStressOf | Unset): Stresses of characters added to the opposition, by character
                id.
            value_of (XyropRollOppositionValueOf | Unset): The value of each character added to the opposition, by character
                id.
     """

    kind: str
    type_: XyropRollOppositionType
    contest_id: None | str | Unset = UNSET
    contest_ids: list[str] | Unset = UNSET
    dice: None | Unset | XyropRollOppositionDiceType0 = UNSET
    difficulty_dice: int | None | Unset = UNSET
    element_ids: list[str] | Unset = UNSET
    extra_dice: list[XyropExtraDie] | Unset = UNSET
    npc_dice: list[int] | None | Unset = UNSET
    npc_id: None | str | Unset = UNSET
    pc_stress_ids: list[str] | Unset = UNSET
    pc_value_id: None | str | Unset = UNSET
    stress_of: XyropRollOppositionStressOf | Unset = UNSET
    value_of: XyropRollOppositionValueOf | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_extra_die import XyropExtraDie # noqa: PLC0415
        from ..models.xyrop_roll_opposition_dice_type_0 import XyropRollOppositionDiceType0 # noqa: PLC0415
        from ..models.xyrop_roll_opposition_stress_of import XyropRollOppositionStressOf # noqa: PLC0415
        from ..models.xyrop_roll_opposition_value_of import XyropRollOppositionValueOf # noqa: PLC0415
        kind = self.kind

        type_ = self.type_.value

        contest_id: None | str | Unset
        if isinstance(self.contest_id, Unset):
            contest_id = UNSET
        else:
            contest_id = self.contest_id

        contest_ids: list[str] | Unset = UNSET
        if not isinstance(self.contest_ids, Unset):
            contest_ids = self.contest_ids



        dice: dict[str, Any] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, XyropRollOppositionDiceType0):
            dice = self.dice.to_dict()
        else:
            dice = self.dice

        difficulty_dice: int | None | Unset
        if isinstance(self.difficulty_dice, Unset):
            difficulty_dice = UNSET
        else:
            difficulty_dice = self.difficulty_dice

        element_ids: list[str] | Unset = UNSET
        if not isinstance(self.element_ids, Unset):
            element_ids = self.element_ids



        extra_dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.extra_dice, Unset):
            extra_dice = []
            for extra_dice_item_data in self.extra_dice:
                extra_dice_item = extra_dice_item_data.to_dict()
                extra_dice.append(extra_dice_item)



        npc_dice: list[int] | None | Unset
        if isinstance(self.npc_dice, Unset):
            npc_dice = UNSET
        elif isinstance(self.npc_dice, list):
            npc_dice = self.npc_dice


        else:
            npc_dice = self.npc_dice

        npc_id: None | str | Unset
        if isinstance(self.npc_id, Unset):
            npc_id = UNSET
        else:
            npc_id = self.npc_id

        pc_stress_ids: list[str] | Unset = UNSET
        if not isinstance(self.pc_stress_ids, Unset):
            pc_stress_ids = self.pc_stress_ids



        pc_value_id: None | str | Unset
        if isinstance(self.pc_value_id, Unset):
            pc_value_id = UNSET
        else:
            pc_value_id = self.pc_value_id

        stress_of: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stress_of, Unset):
            stress_of = self.stress_of.to_dict()

        value_of: dict[str, Any] | Unset = UNSET
        if not isinstance(self.value_of, Unset):
            value_of = self.value_of.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "type": type_,
        })
        if contest_id is not UNSET:
            field_dict["contest_id"] = contest_id
        if contest_ids is not UNSET:
            field_dict["contest_ids"] = contest_ids
        if dice is not UNSET:
            field_dict["dice"] = dice
        if difficulty_dice is not UNSET:
            field_dict["difficulty_dice"] = difficulty_dice
        if element_ids is not UNSET:
            field_dict["element_ids"] = element_ids
        if extra_dice is not UNSET:
            field_dict["extra_dice"] = extra_dice
        if npc_dice is not UNSET:
            field_dict["npc_dice"] = npc_dice
        if npc_id is not UNSET:
            field_dict["npc_id"] = npc_id
        if pc_stress_ids is not UNSET:
            field_dict["pc_stress_ids"] = pc_stress_ids
        if pc_value_id is not UNSET:
            field_dict["pc_value_id"] = pc_value_id
        if stress_of is not UNSET:
            field_dict["stress_of"] = stress_of
        if value_of is not UNSET:
            field_dict["value_of"] = value_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_extra_die import XyropExtraDie # noqa: PLC0415
        from ..models.xyrop_roll_opposition_dice_type_0 import XyropRollOppositionDiceType0 # noqa: PLC0415
        from ..models.xyrop_roll_opposition_stress_of import XyropRollOppositionStressOf # noqa: PLC0415
        from ..models.xyrop_roll_opposition_value_of import XyropRollOppositionValueOf # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        type_ = XyropRollOppositionType(d.pop("type"))




        def _parse_contest_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contest_id = _parse_contest_id(d.pop("contest_id", UNSET))


        contest_ids = cast(list[str], d.pop("contest_ids", UNSET))


        def _parse_dice(data: object) -> None | Unset | XyropRollOppositionDiceType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = XyropRollOppositionDiceType0.from_dict(data)



                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropRollOppositionDiceType0, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        def _parse_difficulty_dice(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        difficulty_dice = _parse_difficulty_dice(d.pop("difficulty_dice", UNSET))


        element_ids = cast(list[str], d.pop("element_ids", UNSET))


        _extra_dice = d.pop("extra_dice", UNSET)
        extra_dice: list[XyropExtraDie] | Unset = UNSET
        if _extra_dice is not UNSET:
            extra_dice = []
            for extra_dice_item_data in _extra_dice:
                extra_dice_item = XyropExtraDie.from_dict(extra_dice_item_data)



                extra_dice.append(extra_dice_item)


        def _parse_npc_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                npc_dice_type_0 = cast(list[int], data)

                return npc_dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        npc_dice = _parse_npc_dice(d.pop("npc_dice", UNSET))


        def _parse_npc_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        npc_id = _parse_npc_id(d.pop("npc_id", UNSET))


        pc_stress_ids = cast(list[str], d.pop("pc_stress_ids", UNSET))


        def _parse_pc_value_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pc_value_id = _parse_pc_value_id(d.pop("pc_value_id", UNSET))


        _stress_of = d.pop("stress_of", UNSET)
        stress_of: XyropRollOppositionStressOf | Unset
        if isinstance(_stress_of,  Unset):
            stress_of = UNSET
        else:
            stress_of = XyropRollOppositionStressOf.from_dict(_stress_of)




        _value_of = d.pop("value_of", UNSET)
        value_of: XyropRollOppositionValueOf | Unset
        if isinstance(_value_of,  Unset):
            value_of = UNSET
        else:
            value_of = XyropRollOppositionValueOf.from_dict(_value_of)




        xyrop_roll_opposition = cls(
            kind=kind,
            type_=type_,
            contest_id=contest_id,
            contest_ids=contest_ids,
            dice=dice,
            difficulty_dice=difficulty_dice,
            element_ids=element_ids,
            extra_dice=extra_dice,
            npc_dice=npc_dice,
            npc_id=npc_id,
            pc_stress_ids=pc_stress_ids,
            pc_value_id=pc_value_id,
            stress_of=stress_of,
            value_of=value_of,
        )

        return xyrop_roll_opposition

