from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_declare_call_called_season import EspriDeclareCallCalledSeason
from ..models.espri_declare_call_type import EspriDeclareCallType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_difficulty import EspriDifficulty
  from ..models.espri_helper_in import EspriHelperIn
  from ..models.espri_modifier_in import EspriModifierIn





T = TypeVar("T", bound="EspriDeclareCall")



@_attrs_define
class EspriDeclareCall:
    """ The gm opens a call: leader (or the best direct participant), called season, talent
    (one of the leader's, or null: one step lower), helpers, difficulty, modifiers (each
    for the leader unless it names a participant).

        Attributes:
            called_season (EspriDeclareCallCalledSeason): The Called Season: the season the call is made in.
            type_ (EspriDeclareCallType): The message's tag: `DeclareCall`.
            difficulty (EspriDifficulty | Unset): The weather of the called quadrant, or an opponent's score (1..6).
            helpers (list[EspriHelperIn] | Unset): The characters helping the leader: direct help (with a talent) or
                resonance (with a word).
            leader_id (None | str | Unset): The character leading the call (omit: the direct participant with the best
                effective score).
            modifiers (list[EspriModifierIn] | Unset): Bonuses and maluses to a participant's score (the leader's unless one
                names another).
            passive (bool | Unset): A passive call: no resonance help allowed. Default: False.
            talent (None | str | Unset): The talent used (one of the character's); null: none, the result is one step lower.
     """

    called_season: EspriDeclareCallCalledSeason
    type_: EspriDeclareCallType
    difficulty: EspriDifficulty | Unset = UNSET
    helpers: list[EspriHelperIn] | Unset = UNSET
    leader_id: None | str | Unset = UNSET
    modifiers: list[EspriModifierIn] | Unset = UNSET
    passive: bool | Unset = False
    talent: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_difficulty import EspriDifficulty # noqa: PLC0415
        from ..models.espri_helper_in import EspriHelperIn # noqa: PLC0415
        from ..models.espri_modifier_in import EspriModifierIn # noqa: PLC0415
        called_season = self.called_season.value

        type_ = self.type_.value

        difficulty: dict[str, Any] | Unset = UNSET
        if not isinstance(self.difficulty, Unset):
            difficulty = self.difficulty.to_dict()

        helpers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.helpers, Unset):
            helpers = []
            for helpers_item_data in self.helpers:
                helpers_item = helpers_item_data.to_dict()
                helpers.append(helpers_item)



        leader_id: None | str | Unset
        if isinstance(self.leader_id, Unset):
            leader_id = UNSET
        else:
            leader_id = self.leader_id

        modifiers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.modifiers, Unset):
            modifiers = []
            for modifiers_item_data in self.modifiers:
                modifiers_item = modifiers_item_data.to_dict()
                modifiers.append(modifiers_item)



        passive = self.passive

        talent: None | str | Unset
        if isinstance(self.talent, Unset):
            talent = UNSET
        else:
            talent = self.talent


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "called_season": called_season,
            "type": type_,
        })
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if helpers is not UNSET:
            field_dict["helpers"] = helpers
        if leader_id is not UNSET:
            field_dict["leader_id"] = leader_id
        if modifiers is not UNSET:
            field_dict["modifiers"] = modifiers
        if passive is not UNSET:
            field_dict["passive"] = passive
        if talent is not UNSET:
            field_dict["talent"] = talent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_difficulty import EspriDifficulty # noqa: PLC0415
        from ..models.espri_helper_in import EspriHelperIn # noqa: PLC0415
        from ..models.espri_modifier_in import EspriModifierIn # noqa: PLC0415
        d = dict(src_dict)
        called_season = EspriDeclareCallCalledSeason(d.pop("called_season"))




        type_ = EspriDeclareCallType(d.pop("type"))




        _difficulty = d.pop("difficulty", UNSET)
        difficulty: EspriDifficulty | Unset
        if isinstance(_difficulty,  Unset):
            difficulty = UNSET
        else:
            difficulty = EspriDifficulty.from_dict(_difficulty)




        _helpers = d.pop("helpers", UNSET)
        helpers: list[EspriHelperIn] | Unset = UNSET
        if _helpers is not UNSET:
            helpers = []
            for helpers_item_data in _helpers:
                helpers_item = EspriHelperIn.from_dict(helpers_item_data)



                helpers.append(helpers_item)


        def _parse_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_id = _parse_leader_id(d.pop("leader_id", UNSET))


        _modifiers = d.pop("modifiers", UNSET)
        modifiers: list[EspriModifierIn] | Unset = UNSET
        if _modifiers is not UNSET:
            modifiers = []
            for modifiers_item_data in _modifiers:
                modifiers_item = EspriModifierIn.from_dict(modifiers_item_data)



                modifiers.append(modifiers_item)


        passive = d.pop("passive", UNSET)

        def _parse_talent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        talent = _parse_talent(d.pop("talent", UNSET))


        espri_declare_call = cls(
            called_season=called_season,
            type_=type_,
            difficulty=difficulty,
            helpers=helpers,
            leader_id=leader_id,
            modifiers=modifiers,
            passive=passive,
            talent=talent,
        )

        return espri_declare_call

