from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_roll_action_type import XyropRollActionType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_destiny_spend import XyropDestinySpend
  from ..models.xyrop_distinction_use import XyropDistinctionUse
  from ..models.xyrop_roll_action_dice_type_0 import XyropRollActionDiceType0
  from ..models.xyrop_treasure_use import XyropTreasureUse





T = TypeVar("T", bound="XyropRollAction")



@_attrs_define
class XyropRollAction:
    """ A character's action roll: it opens the session's current contest.

        Attributes:
            approach_id (str): The approach rolled (an id from the character's `approaches`).
            character_id (str): The character concerned (an id from the game's `characters`).
            role_id (str): The role rolled (an id from the character's `roles`).
            type_ (XyropRollActionType): The message's tag: `RollAction`.
            asset_ids (list[str] | Unset): The character's own assets added to the pool.
            destiny (XyropDestinySpend | Unset): Destiny spent on a roll before the dice: one point per item, per
                keep_extra.
            dice (None | Unset | XyropRollActionDiceType0): Dice rolled at the table: pool ref -> value (1 to its faces);
                omit to let the server roll.
            distinctions (list[XyropDistinctionUse] | Unset): The character's distinctions (three at creation; the race
                counts as one, `race`).
            label (None | str | Unset): What the die or roll is, in a few words.
            own_stress_ids (list[str] | Unset): The character's own stresses added to the pool.
            treasure (None | Unset | XyropTreasureUse): The character's treasure (a d6 at creation, free once a session).
            value_id (None | str | Unset): The value the character defends in the roll (an id from the character's
                `values`); null: none.
     """

    approach_id: str
    character_id: str
    role_id: str
    type_: XyropRollActionType
    asset_ids: list[str] | Unset = UNSET
    destiny: XyropDestinySpend | Unset = UNSET
    dice: None | Unset | XyropRollActionDiceType0 = UNSET
    distinctions: list[XyropDistinctionUse] | Unset = UNSET
    label: None | str | Unset = UNSET
    own_stress_ids: list[str] | Unset = UNSET
    treasure: None | Unset | XyropTreasureUse = UNSET
    value_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_destiny_spend import XyropDestinySpend # noqa: PLC0415
        from ..models.xyrop_distinction_use import XyropDistinctionUse # noqa: PLC0415
        from ..models.xyrop_roll_action_dice_type_0 import XyropRollActionDiceType0 # noqa: PLC0415
        from ..models.xyrop_treasure_use import XyropTreasureUse # noqa: PLC0415
        approach_id = self.approach_id

        character_id = self.character_id

        role_id = self.role_id

        type_ = self.type_.value

        asset_ids: list[str] | Unset = UNSET
        if not isinstance(self.asset_ids, Unset):
            asset_ids = self.asset_ids



        destiny: dict[str, Any] | Unset = UNSET
        if not isinstance(self.destiny, Unset):
            destiny = self.destiny.to_dict()

        dice: dict[str, Any] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, XyropRollActionDiceType0):
            dice = self.dice.to_dict()
        else:
            dice = self.dice

        distinctions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.distinctions, Unset):
            distinctions = []
            for distinctions_item_data in self.distinctions:
                distinctions_item = distinctions_item_data.to_dict()
                distinctions.append(distinctions_item)



        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        own_stress_ids: list[str] | Unset = UNSET
        if not isinstance(self.own_stress_ids, Unset):
            own_stress_ids = self.own_stress_ids



        treasure: dict[str, Any] | None | Unset
        if isinstance(self.treasure, Unset):
            treasure = UNSET
        elif isinstance(self.treasure, XyropTreasureUse):
            treasure = self.treasure.to_dict()
        else:
            treasure = self.treasure

        value_id: None | str | Unset
        if isinstance(self.value_id, Unset):
            value_id = UNSET
        else:
            value_id = self.value_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "approach_id": approach_id,
            "character_id": character_id,
            "role_id": role_id,
            "type": type_,
        })
        if asset_ids is not UNSET:
            field_dict["asset_ids"] = asset_ids
        if destiny is not UNSET:
            field_dict["destiny"] = destiny
        if dice is not UNSET:
            field_dict["dice"] = dice
        if distinctions is not UNSET:
            field_dict["distinctions"] = distinctions
        if label is not UNSET:
            field_dict["label"] = label
        if own_stress_ids is not UNSET:
            field_dict["own_stress_ids"] = own_stress_ids
        if treasure is not UNSET:
            field_dict["treasure"] = treasure
        if value_id is not UNSET:
            field_dict["value_id"] = value_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_destiny_spend import XyropDestinySpend # noqa: PLC0415
        from ..models.xyrop_distinction_use import XyropDistinctionUse # noqa: PLC0415
        from ..models.xyrop_roll_action_dice_type_0 import XyropRollActionDiceType0 # noqa: PLC0415
        from ..models.xyrop_treasure_use import XyropTreasureUse # noqa: PLC0415
        d = dict(src_dict)
        approach_id = d.pop("approach_id")

        character_id = d.pop("character_id")

        role_id = d.pop("role_id")

        type_ = XyropRollActionType(d.pop("type"))




        asset_ids = cast(list[str], d.pop("asset_ids", UNSET))


        _destiny = d.pop("destiny", UNSET)
        destiny: XyropDestinySpend | Unset
        if isinstance(_destiny,  Unset):
            destiny = UNSET
        else:
            destiny = XyropDestinySpend.from_dict(_destiny)




        def _parse_dice(data: object) -> None | Unset | XyropRollActionDiceType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dice_type_0 = XyropRollActionDiceType0.from_dict(data)



                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropRollActionDiceType0, data)

        dice = _parse_dice(d.pop("dice", UNSET))


        _distinctions = d.pop("distinctions", UNSET)
        distinctions: list[XyropDistinctionUse] | Unset = UNSET
        if _distinctions is not UNSET:
            distinctions = []
            for distinctions_item_data in _distinctions:
                distinctions_item = XyropDistinctionUse.from_dict(distinctions_item_data)



                distinctions.append(distinctions_item)


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        own_stress_ids = cast(list[str], d.pop("own_stress_ids", UNSET))


        def _parse_treasure(data: object) -> None | Unset | XyropTreasureUse:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                treasure_type_0 = XyropTreasureUse.from_dict(data)



                return treasure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropTreasureUse, data)

        treasure = _parse_treasure(d.pop("treasure", UNSET))


        def _parse_value_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        value_id = _parse_value_id(d.pop("value_id", UNSET))


        xyrop_roll_action = cls(
            approach_id=approach_id,
            character_id=character_id,
            role_id=role_id,
            type_=type_,
            asset_ids=asset_ids,
            destiny=destiny,
            dice=dice,
            distinctions=distinctions,
            label=label,
            own_stress_ids=own_stress_ids,
            treasure=treasure,
            value_id=value_id,
        )

        return xyrop_roll_action

