from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_view_called_season import EspriCallViewCalledSeason
from ..models.espri_call_view_chooser import EspriCallViewChooser
from ..models.espri_call_view_chosen_main_type_0 import EspriCallViewChosenMainType0
from ..models.espri_call_view_chosen_modifier_type_0 import EspriCallViewChosenModifierType0
from ..models.espri_call_view_difficulty_source import EspriCallViewDifficultySource
from ..models.espri_call_view_hand_item import EspriCallViewHandItem
from ..models.espri_call_view_prayer_added_type_0 import EspriCallViewPrayerAddedType0
from ..models.espri_call_view_removed_item import EspriCallViewRemovedItem
from ..models.espri_call_view_result_type_0 import EspriCallViewResultType0
from ..models.espri_call_view_stalled_item import EspriCallViewStalledItem
from ..models.espri_call_view_step import EspriCallViewStep
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_helper import EspriHelper
  from ..models.espri_modifier import EspriModifier





T = TypeVar("T", bound="EspriCallView")



@_attrs_define
class EspriCallView:
    """ The open call: its state plus the derived `draw_count` (n, temptation
    included), `draw_size` (gems the draw table asks for) and `chooser`.

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            called_season (EspriCallViewCalledSeason): The Called Season: the season the call is made in.
            chooser (EspriCallViewChooser): Who places the gems of the hand: the leader's owner (`leader`) or the gm (`gm`),
                by the draw table.
            chosen_main (EspriCallViewChosenMainType0 | None): The main gem placed; null until placed.
            chosen_modifier (EspriCallViewChosenModifierType0 | None): The modifier gem placed (`time` or `rupture`); null
                when none.
            difficulty (int): The difficulty: the called quadrant's weather (its rupture gems) or an opponent's score.
            difficulty_source (EspriCallViewDifficultySource): Where the difficulty comes from: the called quadrant's
                `weather` or an `opposition` score.
            draw_count (int): n, the draw count: effective score - difficulty + helpers + 2 x temptation gems (negative: the
                gm chooses).
            draw_size (int): How many gems the draw table asks for (|n|, at most 12, at least 1).
            effective_score (int): The leader's score in the called season, modifiers applied.
            extra_count (int): Extra gems due on a success: min(leader's base score in the called season, gems left in the
                hand).
            hand (list[EspriCallViewHandItem]): The call's hand: the drawn gems and the prayer gem added.
            helpers (list[EspriHelper]): The characters helping the leader: direct help (with a talent) or resonance (with a
                word).
            leader_id (str): The character leading the call (omit: the direct participant with the best effective score).
            modifiers (list[EspriModifier]): Bonuses and maluses to a participant's score (the leader's unless one names
                another).
            n (int): The draw count n (temptation included).
            passive (bool): A passive call: no resonance help allowed.
            prayer_added (EspriCallViewPrayerAddedType0 | None): The prayer gem the leader added to the hand; null when
                none.
            redrawn (bool): True once the hand was redrawn.
            removed (list[EspriCallViewRemovedItem]): The gems removed by the failure (a critical failure may keep one).
            result (EspriCallViewResultType0 | None): The call's result: `critical_success`, `success`, `bitter_success`,
                `failure` or `critical_failure`.
            stalled (list[EspriCallViewStalledItem]): The seasons whose nymph was due to advance and did not move.
            step (EspriCallViewStep): Where the call stands: which choice it waits for.
            talent (None | str): The talent used (one of the character's); null: none, the result is one step lower.
            temptation_gems (int): Rupture gems removed by the Rupture Temptation this call.
     """

    call_id: str
    called_season: EspriCallViewCalledSeason
    chooser: EspriCallViewChooser
    chosen_main: EspriCallViewChosenMainType0 | None
    chosen_modifier: EspriCallViewChosenModifierType0 | None
    difficulty: int
    difficulty_source: EspriCallViewDifficultySource
    draw_count: int
    draw_size: int
    effective_score: int
    extra_count: int
    hand: list[EspriCallViewHandItem]
    helpers: list[EspriHelper]
    leader_id: str
    modifiers: list[EspriModifier]
    n: int
    passive: bool
    prayer_added: EspriCallViewPrayerAddedType0 | None
    redrawn: bool
    removed: list[EspriCallViewRemovedItem]
    result: EspriCallViewResultType0 | None
    stalled: list[EspriCallViewStalledItem]
    step: EspriCallViewStep
    talent: None | str
    temptation_gems: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_helper import EspriHelper # noqa: PLC0415
        from ..models.espri_modifier import EspriModifier # noqa: PLC0415
        call_id = self.call_id

        called_season = self.called_season.value

        chooser = self.chooser.value

        chosen_main: None | str
        if isinstance(self.chosen_main, EspriCallViewChosenMainType0):
            chosen_main = self.chosen_main.value
        else:
            chosen_main = self.chosen_main

        chosen_modifier: None | str
        if isinstance(self.chosen_modifier, EspriCallViewChosenModifierType0):
            chosen_modifier = self.chosen_modifier.value
        else:
            chosen_modifier = self.chosen_modifier

        difficulty = self.difficulty

        difficulty_source = self.difficulty_source.value

        draw_count = self.draw_count

        draw_size = self.draw_size

        effective_score = self.effective_score

        extra_count = self.extra_count

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.value
            hand.append(hand_item)



        helpers = []
        for helpers_item_data in self.helpers:
            helpers_item = helpers_item_data.to_dict()
            helpers.append(helpers_item)



        leader_id = self.leader_id

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        n = self.n

        passive = self.passive

        prayer_added: None | str
        if isinstance(self.prayer_added, EspriCallViewPrayerAddedType0):
            prayer_added = self.prayer_added.value
        else:
            prayer_added = self.prayer_added

        redrawn = self.redrawn

        removed = []
        for removed_item_data in self.removed:
            removed_item = removed_item_data.value
            removed.append(removed_item)



        result: None | str
        if isinstance(self.result, EspriCallViewResultType0):
            result = self.result.value
        else:
            result = self.result

        stalled = []
        for stalled_item_data in self.stalled:
            stalled_item = stalled_item_data.value
            stalled.append(stalled_item)



        step = self.step.value

        talent: None | str
        talent = self.talent

        temptation_gems = self.temptation_gems


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "called_season": called_season,
            "chooser": chooser,
            "chosen_main": chosen_main,
            "chosen_modifier": chosen_modifier,
            "difficulty": difficulty,
            "difficulty_source": difficulty_source,
            "draw_count": draw_count,
            "draw_size": draw_size,
            "effective_score": effective_score,
            "extra_count": extra_count,
            "hand": hand,
            "helpers": helpers,
            "leader_id": leader_id,
            "modifiers": modifiers,
            "n": n,
            "passive": passive,
            "prayer_added": prayer_added,
            "redrawn": redrawn,
            "removed": removed,
            "result": result,
            "stalled": stalled,
            "step": step,
            "talent": talent,
            "temptation_gems": temptation_gems,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_helper import EspriHelper # noqa: PLC0415
        from ..models.espri_modifier import EspriModifier # noqa: PLC0415
        d = dict(src_dict)
        call_id = d.pop("call_id")

        called_season = EspriCallViewCalledSeason(d.pop("called_season"))




        chooser = EspriCallViewChooser(d.pop("chooser"))




        def _parse_chosen_main(data: object) -> EspriCallViewChosenMainType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chosen_main_type_0 = EspriCallViewChosenMainType0(data)



                return chosen_main_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallViewChosenMainType0 | None, data)

        chosen_main = _parse_chosen_main(d.pop("chosen_main"))


        def _parse_chosen_modifier(data: object) -> EspriCallViewChosenModifierType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chosen_modifier_type_0 = EspriCallViewChosenModifierType0(data)



                return chosen_modifier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallViewChosenModifierType0 | None, data)

        chosen_modifier = _parse_chosen_modifier(d.pop("chosen_modifier"))


        difficulty = d.pop("difficulty")

        difficulty_source = EspriCallViewDifficultySource(d.pop("difficulty_source"))




        draw_count = d.pop("draw_count")

        draw_size = d.pop("draw_size")

        effective_score = d.pop("effective_score")

        extra_count = d.pop("extra_count")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = EspriCallViewHandItem(hand_item_data)



            hand.append(hand_item)


        helpers = []
        _helpers = d.pop("helpers")
        for helpers_item_data in (_helpers):
            helpers_item = EspriHelper.from_dict(helpers_item_data)



            helpers.append(helpers_item)


        leader_id = d.pop("leader_id")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in (_modifiers):
            modifiers_item = EspriModifier.from_dict(modifiers_item_data)



            modifiers.append(modifiers_item)


        n = d.pop("n")

        passive = d.pop("passive")

        def _parse_prayer_added(data: object) -> EspriCallViewPrayerAddedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                prayer_added_type_0 = EspriCallViewPrayerAddedType0(data)



                return prayer_added_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallViewPrayerAddedType0 | None, data)

        prayer_added = _parse_prayer_added(d.pop("prayer_added"))


        redrawn = d.pop("redrawn")

        removed = []
        _removed = d.pop("removed")
        for removed_item_data in (_removed):
            removed_item = EspriCallViewRemovedItem(removed_item_data)



            removed.append(removed_item)


        def _parse_result(data: object) -> EspriCallViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = EspriCallViewResultType0(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCallViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))


        stalled = []
        _stalled = d.pop("stalled")
        for stalled_item_data in (_stalled):
            stalled_item = EspriCallViewStalledItem(stalled_item_data)



            stalled.append(stalled_item)


        step = EspriCallViewStep(d.pop("step"))




        def _parse_talent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        talent = _parse_talent(d.pop("talent"))


        temptation_gems = d.pop("temptation_gems")

        espri_call_view = cls(
            call_id=call_id,
            called_season=called_season,
            chooser=chooser,
            chosen_main=chosen_main,
            chosen_modifier=chosen_modifier,
            difficulty=difficulty,
            difficulty_source=difficulty_source,
            draw_count=draw_count,
            draw_size=draw_size,
            effective_score=effective_score,
            extra_count=extra_count,
            hand=hand,
            helpers=helpers,
            leader_id=leader_id,
            modifiers=modifiers,
            n=n,
            passive=passive,
            prayer_added=prayer_added,
            redrawn=redrawn,
            removed=removed,
            result=result,
            stalled=stalled,
            step=step,
            talent=talent,
            temptation_gems=temptation_gems,
        )


        espri_call_view.additional_properties = d
        return espri_call_view

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
