from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_declared_called_season import EspriCallDeclaredCalledSeason
from ..models.espri_call_declared_chooser import EspriCallDeclaredChooser
from ..models.espri_call_declared_difficulty_source import EspriCallDeclaredDifficultySource
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_helper import EspriHelper
  from ..models.espri_modifier import EspriModifier





T = TypeVar("T", bound="EspriCallDeclared")



@_attrs_define
class EspriCallDeclared:
    """ A call is open; `draw_count` is n (7.2).

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            called_season (EspriCallDeclaredCalledSeason): The Called Season: the season the call is made in.
            chooser (EspriCallDeclaredChooser): Who places the gems of the hand: the leader's owner (`leader`) or the gm
                (`gm`), by the draw table.
            difficulty (int): The difficulty, fixed at declaration.
            difficulty_source (EspriCallDeclaredDifficultySource): Where the difficulty comes from: the called quadrant's
                `weather` or an `opposition` score.
            draw_count (int): n, the draw count: effective score - difficulty + helpers + 2 x temptation gems (negative: the
                gm chooses).
            effective_score (int): The leader's score in the called season, modifiers applied.
            helpers (list[EspriHelper]): The characters helping the leader: direct help (with a talent) or resonance (with a
                word).
            leader_id (str): The character leading the call (omit: the direct participant with the best effective score).
            modifiers (list[EspriModifier]): Bonuses and maluses to a participant's score (the leader's unless one names
                another).
            passive (bool): A passive call: no resonance help allowed.
            talent (None | str): The talent used (one of the character's); null: none, the result is one step lower.
     """

    call_id: str
    called_season: EspriCallDeclaredCalledSeason
    chooser: EspriCallDeclaredChooser
    difficulty: int
    difficulty_source: EspriCallDeclaredDifficultySource
    draw_count: int
    effective_score: int
    helpers: list[EspriHelper]
    leader_id: str
    modifiers: list[EspriModifier]
    passive: bool
    talent: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_helper import EspriHelper # noqa: PLC0415
        from ..models.espri_modifier import EspriModifier # noqa: PLC0415
        call_id = self.call_id

        called_season = self.called_season.value

        chooser = self.chooser.value

        difficulty = self.difficulty

        difficulty_source = self.difficulty_source.value

        draw_count = self.draw_count

        effective_score = self.effective_score

        helpers = []
        for helpers_item_data in self.helpers:
            helpers_item = helpers_item_data.to_dict()
            helpers.append(helpers_item)



        leader_id = self.leader_id

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)



        passive = self.passive

        talent: None | str
        talent = self.talent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "called_season": called_season,
            "chooser": chooser,
            "difficulty": difficulty,
            "difficulty_source": difficulty_source,
            "draw_count": draw_count,
            "effective_score": effective_score,
            "helpers": helpers,
            "leader_id": leader_id,
            "modifiers": modifiers,
            "passive": passive,
            "talent": talent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_helper import EspriHelper # noqa: PLC0415
        from ..models.espri_modifier import EspriModifier # noqa: PLC0415
        d = dict(src_dict)
        call_id = d.pop("call_id")

        called_season = EspriCallDeclaredCalledSeason(d.pop("called_season"))




        chooser = EspriCallDeclaredChooser(d.pop("chooser"))




        difficulty = d.pop("difficulty")

        difficulty_source = EspriCallDeclaredDifficultySource(d.pop("difficulty_source"))




        draw_count = d.pop("draw_count")

        effective_score = d.pop("effective_score")

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


        passive = d.pop("passive")

        def _parse_talent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        talent = _parse_talent(d.pop("talent"))


        espri_call_declared = cls(
            call_id=call_id,
            called_season=called_season,
            chooser=chooser,
            difficulty=difficulty,
            difficulty_source=difficulty_source,
            draw_count=draw_count,
            effective_score=effective_score,
            helpers=helpers,
            leader_id=leader_id,
            modifiers=modifiers,
            passive=passive,
            talent=talent,
        )


        espri_call_declared.additional_properties = d
        return espri_call_declared

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
