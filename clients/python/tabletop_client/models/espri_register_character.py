from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_register_character_kind import EspriRegisterCharacterKind
from ..models.espri_register_character_prayer_gems_item import EspriRegisterCharacterPrayerGemsItem
from ..models.espri_register_character_tutelary_season_type_0 import EspriRegisterCharacterTutelarySeasonType0
from ..models.espri_register_character_type import EspriRegisterCharacterType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_register_character_relations import EspriRegisterCharacterRelations
  from ..models.espri_register_character_seasons import EspriRegisterCharacterSeasons





T = TypeVar("T", bound="EspriRegisterCharacter")



@_attrs_define
class EspriRegisterCharacter:
    """ Create a character; `id` is derived from the name when omitted.

        Attributes:
            devotion (int): Devotion, 1 to 5 (priestess 1 to 6): how many prayer gems the character may hold, and part of
                the setup draw.
            kind (EspriRegisterCharacterKind): `guardian` (a season's guardian) or `priestess` (her domain is time).
            name (str): The character's name (1 to 80 characters).
            player_id (str): The seat id of the player who controls the character.
            seasons (EspriRegisterCharacterSeasons): Score in each season, 1 to 5 (a guardian's tutelary season up to 6, its
                opposite up to 4).
            type_ (EspriRegisterCharacterType): The message's tag: `RegisterCharacter`.
            harmony (int | Unset): Harmony points (0 or more). Default: 0.
            id (None | str | Unset): The character's id, unique in the game (derived from the name when omitted).
            lineage (None | str | Unset): The character's lineage, free text; null when none.
            prayer_gems (list[EspriRegisterCharacterPrayerGemsItem] | Unset): The character's prayer gems (at most devotion
                of them).
            relations (EspriRegisterCharacterRelations | Unset): The character's relations, by the other character's id.
            rupture_points (int | Unset): Rupture points (0 or more); above harmony, the medium shatters. Default: 0.
            talents (list[str] | Unset): The character's talents (each 1 to 80 characters, unique).
            tutelary_season (EspriRegisterCharacterTutelarySeasonType0 | None | Unset): A guardian's tutelary season; null
                for a priestess.
     """

    devotion: int
    kind: EspriRegisterCharacterKind
    name: str
    player_id: str
    seasons: EspriRegisterCharacterSeasons
    type_: EspriRegisterCharacterType
    harmony: int | Unset = 0
    id: None | str | Unset = UNSET
    lineage: None | str | Unset = UNSET
    prayer_gems: list[EspriRegisterCharacterPrayerGemsItem] | Unset = UNSET
    relations: EspriRegisterCharacterRelations | Unset = UNSET
    rupture_points: int | Unset = 0
    talents: list[str] | Unset = UNSET
    tutelary_season: EspriRegisterCharacterTutelarySeasonType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_register_character_relations import EspriRegisterCharacterRelations # noqa: PLC0415
        from ..models.espri_register_character_seasons import EspriRegisterCharacterSeasons # noqa: PLC0415
        devotion = self.devotion

        kind = self.kind.value

        name = self.name

        player_id = self.player_id

        seasons = self.seasons.to_dict()

        type_ = self.type_.value

        harmony = self.harmony

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        lineage: None | str | Unset
        if isinstance(self.lineage, Unset):
            lineage = UNSET
        else:
            lineage = self.lineage

        prayer_gems: list[str] | Unset = UNSET
        if not isinstance(self.prayer_gems, Unset):
            prayer_gems = []
            for prayer_gems_item_data in self.prayer_gems:
                prayer_gems_item = prayer_gems_item_data.value
                prayer_gems.append(prayer_gems_item)



        relations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.relations, Unset):
            relations = self.relations.to_dict()

        rupture_points = self.rupture_points

        talents: list[str] | Unset = UNSET
        if not isinstance(self.talents, Unset):
            talents = self.talents



        tutelary_season: None | str | Unset
        if isinstance(self.tutelary_season, Unset):
            tutelary_season = UNSET
        elif isinstance(self.tutelary_season, EspriRegisterCharacterTutelarySeasonType0):
            tutelary_season = self.tutelary_season.value
        else:
            tutelary_season = self.tutelary_season


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "devotion": devotion,
            "kind": kind,
            "name": name,
            "player_id": player_id,
            "seasons": seasons,
            "type": type_,
        })
        if harmony is not UNSET:
            field_dict["harmony"] = harmony
        if id is not UNSET:
            field_dict["id"] = id
        if lineage is not UNSET:
            field_dict["lineage"] = lineage
        if prayer_gems is not UNSET:
            field_dict["prayer_gems"] = prayer_gems
        if relations is not UNSET:
            field_dict["relations"] = relations
        if rupture_points is not UNSET:
            field_dict["rupture_points"] = rupture_points
        if talents is not UNSET:
            field_dict["talents"] = talents
        if tutelary_season is not UNSET:
            field_dict["tutelary_season"] = tutelary_season

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_register_character_relations import EspriRegisterCharacterRelations # noqa: PLC0415
        from ..models.espri_register_character_seasons import EspriRegisterCharacterSeasons # noqa: PLC0415
        d = dict(src_dict)
        devotion = d.pop("devotion")

        kind = EspriRegisterCharacterKind(d.pop("kind"))




        name = d.pop("name")

        player_id = d.pop("player_id")

        seasons = EspriRegisterCharacterSeasons.from_dict(d.pop("seasons"))




        type_ = EspriRegisterCharacterType(d.pop("type"))




        harmony = d.pop("harmony", UNSET)

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        def _parse_lineage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lineage = _parse_lineage(d.pop("lineage", UNSET))


        _prayer_gems = d.pop("prayer_gems", UNSET)
        prayer_gems: list[EspriRegisterCharacterPrayerGemsItem] | Unset = UNSET
        if _prayer_gems is not UNSET:
            prayer_gems = []
            for prayer_gems_item_data in _prayer_gems:
                prayer_gems_item = EspriRegisterCharacterPrayerGemsItem(prayer_gems_item_data)



                prayer_gems.append(prayer_gems_item)


        _relations = d.pop("relations", UNSET)
        relations: EspriRegisterCharacterRelations | Unset
        if isinstance(_relations,  Unset):
            relations = UNSET
        else:
            relations = EspriRegisterCharacterRelations.from_dict(_relations)




        rupture_points = d.pop("rupture_points", UNSET)

        talents = cast(list[str], d.pop("talents", UNSET))


        def _parse_tutelary_season(data: object) -> EspriRegisterCharacterTutelarySeasonType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tutelary_season_type_0 = EspriRegisterCharacterTutelarySeasonType0(data)



                return tutelary_season_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriRegisterCharacterTutelarySeasonType0 | None | Unset, data)

        tutelary_season = _parse_tutelary_season(d.pop("tutelary_season", UNSET))


        espri_register_character = cls(
            devotion=devotion,
            kind=kind,
            name=name,
            player_id=player_id,
            seasons=seasons,
            type_=type_,
            harmony=harmony,
            id=id,
            lineage=lineage,
            prayer_gems=prayer_gems,
            relations=relations,
            rupture_points=rupture_points,
            talents=talents,
            tutelary_season=tutelary_season,
        )

        return espri_register_character

