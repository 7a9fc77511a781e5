from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_action_rolled_dice_source import XyropActionRolledDiceSource
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_distinction_used import XyropDistinctionUsed
  from ..models.xyrop_rolled_die import XyropRolledDie
  from ..models.xyrop_spend_record import XyropSpendRecord
  from ..models.xyrop_step_up_record import XyropStepUpRecord
  from ..models.xyrop_treasure_used import XyropTreasureUsed





T = TypeVar("T", bound="XyropActionRolled")



@_attrs_define
class XyropActionRolled:
    """ A character rolled: the pool, the kept dice, the 1s and the destiny moves.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            destiny_after (int): The character's destiny points after the roll.
            destiny_before (int): The character's destiny points before the roll.
            destiny_gained (int): Destiny points gained by the roll (a distinction used as d4).
            destiny_spent (int): Destiny points the roll cost.
            dice_source (XyropActionRolledDiceSource): Who rolled: `server` or `physical` (rolled at the table and typed
                in).
            distinctions (list[XyropDistinctionUsed]): The character's distinctions (three at creation; the race counts as
                one, `race`).
            kept_count (int): How many dice the total keeps (2 plus extra kept).
            kept_refs (list[str]): The pool refs of the dice kept in the total.
            label (None | str): What the die or roll is, in a few words.
            own_stress_ids (list[str]): The character's own stresses added to the pool.
            player_ones (int): How many 1s the player rolled (each exploitable by the gm).
            player_total (int): The player's total: the two highest dice plus extra kept.
            pool (list[XyropRolledDie]): The dice rolled, each with its ref, faces and value.
            spend (XyropSpendRecord): What the destiny spent on a roll bought.
            step_ups (list[XyropStepUpRecord]): Pool dice stepped up one rank (1 destiny each).
            treasure_used (None | XyropTreasureUsed): The treasure used in the roll; null: none.
            value_id (None | str): The value the character defends in the roll (an id from the character's `values`); null:
                none.
     """

    character_id: str
    contest_id: str
    destiny_after: int
    destiny_before: int
    destiny_gained: int
    destiny_spent: int
    dice_source: XyropActionRolledDiceSource
    distinctions: list[XyropDistinctionUsed]
    kept_count: int
    kept_refs: list[str]
    label: None | str
    own_stress_ids: list[str]
    player_ones: int
    player_total: int
    pool: list[XyropRolledDie]
    spend: XyropSpendRecord
    step_ups: list[XyropStepUpRecord]
    treasure_used: None | XyropTreasureUsed
    value_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_distinction_used import XyropDistinctionUsed # noqa: PLC0415
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        from ..models.xyrop_spend_record import XyropSpendRecord # noqa: PLC0415
        from ..models.xyrop_step_up_record import XyropStepUpRecord # noqa: PLC0415
        from ..models.xyrop_treasure_used import XyropTreasureUsed # noqa: PLC0415
        character_id = self.character_id

        contest_id = self.contest_id

        destiny_after = self.destiny_after

        destiny_before = self.destiny_before

        destiny_gained = self.destiny_gained

        destiny_spent = self.destiny_spent

        dice_source = self.dice_source.value

        distinctions = []
        for distinctions_item_data in self.distinctions:
            distinctions_item = distinctions_item_data.to_dict()
            distinctions.append(distinctions_item)



        kept_count = self.kept_count

        kept_refs = self.kept_refs



        label: None | str
        label = self.label

        own_stress_ids = self.own_stress_ids



        player_ones = self.player_ones

        player_total = self.player_total

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)



        spend = self.spend.to_dict()

        step_ups = []
        for step_ups_item_data in self.step_ups:
            step_ups_item = step_ups_item_data.to_dict()
            step_ups.append(step_ups_item)



        treasure_used: dict[str, Any] | None
        if isinstance(self.treasure_used, XyropTreasureUsed):
            treasure_used = self.treasure_used.to_dict()
        else:
            treasure_used = self.treasure_used

        value_id: None | str
        value_id = self.value_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "destiny_after": destiny_after,
            "destiny_before": destiny_before,
            "destiny_gained": destiny_gained,
            "destiny_spent": destiny_spent,
            "dice_source": dice_source,
            "distinctions": distinctions,
            "kept_count": kept_count,
            "kept_refs": kept_refs,
            "label": label,
            "own_stress_ids": own_stress_ids,
            "player_ones": player_ones,
            "player_total": player_total,
            "pool": pool,
            "spend": spend,
            "step_ups": step_ups,
            "treasure_used": treasure_used,
            "value_id": value_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_distinction_used import XyropDistinctionUsed # noqa: PLC0415
        from ..models.xyrop_rolled_die import XyropRolledDie # noqa: PLC0415
        from ..models.xyrop_spend_record import XyropSpendRecord # noqa: PLC0415
        from ..models.xyrop_step_up_record import XyropStepUpRecord # noqa: PLC0415
        from ..models.xyrop_treasure_used import XyropTreasureUsed # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        contest_id = d.pop("contest_id")

        destiny_after = d.pop("destiny_after")

        destiny_before = d.pop("destiny_before")

        destiny_gained = d.pop("destiny_gained")

        destiny_spent = d.pop("destiny_spent")

        dice_source = XyropActionRolledDiceSource(d.pop("dice_source"))




        distinctions = []
        _distinctions = d.pop("distinctions")
        for distinctions_item_data in (_distinctions):
            distinctions_item = XyropDistinctionUsed.from_dict(distinctions_item_data)



            distinctions.append(distinctions_item)


        kept_count = d.pop("kept_count")

        kept_refs = cast(list[str], d.pop("kept_refs"))


        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        own_stress_ids = cast(list[str], d.pop("own_stress_ids"))


        player_ones = d.pop("player_ones")

        player_total = d.pop("player_total")

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in (_pool):
            pool_item = XyropRolledDie.from_dict(pool_item_data)



            pool.append(pool_item)


        spend = XyropSpendRecord.from_dict(d.pop("spend"))




        step_ups = []
        _step_ups = d.pop("step_ups")
        for step_ups_item_data in (_step_ups):
            step_ups_item = XyropStepUpRecord.from_dict(step_ups_item_data)



            step_ups.append(step_ups_item)


        def _parse_treasure_used(data: object) -> None | XyropTreasureUsed:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                treasure_used_type_0 = XyropTreasureUsed.from_dict(data)



                return treasure_used_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropTreasureUsed, data)

        treasure_used = _parse_treasure_used(d.pop("treasure_used"))


        def _parse_value_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        value_id = _parse_value_id(d.pop("value_id"))


        xyrop_action_rolled = cls(
            character_id=character_id,
            contest_id=contest_id,
            destiny_after=destiny_after,
            destiny_before=destiny_before,
            destiny_gained=destiny_gained,
            destiny_spent=destiny_spent,
            dice_source=dice_source,
            distinctions=distinctions,
            kept_count=kept_count,
            kept_refs=kept_refs,
            label=label,
            own_stress_ids=own_stress_ids,
            player_ones=player_ones,
            player_total=player_total,
            pool=pool,
            spend=spend,
            step_ups=step_ups,
            treasure_used=treasure_used,
            value_id=value_id,
        )


        xyrop_action_rolled.additional_properties = d
        return xyrop_action_rolled

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
