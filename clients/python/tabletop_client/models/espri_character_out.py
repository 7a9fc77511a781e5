from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_character_out_kind import EspriCharacterOutKind
from ..models.espri_character_out_prayer_gems_item import EspriCharacterOutPrayerGemsItem
from ..models.espri_character_out_ruleset import EspriCharacterOutRuleset
from ..models.espri_character_out_tutelary_season_type_0 import EspriCharacterOutTutelarySeasonType0
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_character_out_relations import EspriCharacterOutRelations
  from ..models.espri_character_out_seasons import EspriCharacterOutSeasons





T = TypeVar("T", bound="EspriCharacterOut")



@_attrs_define
class EspriCharacterOut:
    """ One character sheet and its rule system. A member of the Quartet of Seasons. `retired`: it left the quartet (R3) and
    no
    longer leads, helps, contributes or counts.

        Attributes:
            devotion (int): Devotion, 1 to 5 (priestess 1 to 6): how many prayer gems the character may hold, and part of
                the setup draw.
            harmony (int): Harmony points (0 or more).
            id (str): The character's id, unique in the game.
            kind (EspriCharacterOutKind): `guardian` (a season's guardian) or `priestess` (her domain is time).
            lineage (None | str): The character's lineage, free text; null when none.
            medium_shattered (bool): True once rupture points exceeded harmony: the character can no longer lead or help a
                call.
            name (str): The character's name (1 to 80 characters).
            player_id (str): The seat id of the player who controls the character.
            prayer_gems (list[EspriCharacterOutPrayerGemsItem]): The character's prayer gems (at most devotion of them).
            relations (EspriCharacterOutRelations): The character's relations, by the other character's id.
            retired (bool): True once the character left play.
            ruleset (EspriCharacterOutRuleset): The game's rule system.
            rupture_points (int): Rupture points (0 or more); above harmony, the medium shatters.
            seasons (EspriCharacterOutSeasons): Score in each season, 1 to 5 (a guardian's tutelary season up to 6, its
                opposite up to 4).
            talents (list[str]): The character's talents (each 1 to 80 characters, unique).
            tutelary_season (EspriCharacterOutTutelarySeasonType0 | None): A guardian's tutelary season; null for a
                priestess.
     """

    devotion: int
    harmony: int
    id: str
    kind: EspriCharacterOutKind
    lineage: None | str
    medium_shattered: bool
    name: str
    player_id: str
    prayer_gems: list[EspriCharacterOutPrayerGemsItem]
    relations: EspriCharacterOutRelations
    retired: bool
    ruleset: EspriCharacterOutRuleset
    rupture_points: int
    seasons: EspriCharacterOutSeasons
    talents: list[str]
    tutelary_season: EspriCharacterOutTutelarySeasonType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_character_out_relations import EspriCharacterOutRelations # noqa: PLC0415
        from ..models.espri_character_out_seasons import EspriCharacterOutSeasons # noqa: PLC0415
        devotion = self.devotion

        harmony = self.harmony

        id = self.id

        kind = self.kind.value

        lineage: None | str
        lineage = self.lineage

        medium_shattered = self.medium_shattered

        name = self.name

        player_id = self.player_id

        prayer_gems = []
        for prayer_gems_item_data in self.prayer_gems:
            prayer_gems_item = prayer_gems_item_data.value
            prayer_gems.append(prayer_gems_item)



        relations = self.relations.to_dict()

        retired = self.retired

        ruleset = self.ruleset.value

        rupture_points = self.rupture_points

        seasons = self.seasons.to_dict()

        talents = self.talents



        tutelary_season: None | str
        if isinstance(self.tutelary_season, EspriCharacterOutTutelarySeasonType0):
            tutelary_season = self.tutelary_season.value
        else:
            tutelary_season = self.tutelary_season


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "devotion": devotion,
            "harmony": harmony,
            "id": id,
            "kind": kind,
            "lineage": lineage,
            "medium_shattered": medium_shattered,
            "name": name,
            "player_id": player_id,
            "prayer_gems": prayer_gems,
            "relations": relations,
            "retired": retired,
            "ruleset": ruleset,
            "rupture_points": rupture_points,
            "seasons": seasons,
            "talents": talents,
            "tutelary_season": tutelary_season,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_character_out_relations import EspriCharacterOutRelations # noqa: PLC0415
        from ..models.espri_character_out_seasons import EspriCharacterOutSeasons # noqa: PLC0415
        d = dict(src_dict)
        devotion = d.pop("devotion")

        harmony = d.pop("harmony")

        id = d.pop("id")

        kind = EspriCharacterOutKind(d.pop("kind"))




        def _parse_lineage(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        lineage = _parse_lineage(d.pop("lineage"))


        medium_shattered = d.pop("medium_shattered")

        name = d.pop("name")

        player_id = d.pop("player_id")

        prayer_gems = []
        _prayer_gems = d.pop("prayer_gems")
        for prayer_gems_item_data in (_prayer_gems):
            prayer_gems_item = EspriCharacterOutPrayerGemsItem(prayer_gems_item_data)



            prayer_gems.append(prayer_gems_item)


        relations = EspriCharacterOutRelations.from_dict(d.pop("relations"))




        retired = d.pop("retired")

        ruleset = EspriCharacterOutRuleset(d.pop("ruleset"))




        rupture_points = d.pop("rupture_points")

        seasons = EspriCharacterOutSeasons.from_dict(d.pop("seasons"))




        talents = cast(list[str], d.pop("talents"))


        def _parse_tutelary_season(data: object) -> EspriCharacterOutTutelarySeasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tutelary_season_type_0 = EspriCharacterOutTutelarySeasonType0(data)



                return tutelary_season_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriCharacterOutTutelarySeasonType0 | None, data)

        tutelary_season = _parse_tutelary_season(d.pop("tutelary_season"))


        espri_character_out = cls(
            devotion=devotion,
            harmony=harmony,
            id=id,
            kind=kind,
            lineage=lineage,
            medium_shattered=medium_shattered,
            name=name,
            player_id=player_id,
            prayer_gems=prayer_gems,
            relations=relations,
            retired=retired,
            ruleset=ruleset,
            rupture_points=rupture_points,
            seasons=seasons,
            talents=talents,
            tutelary_season=tutelary_season,
        )


        espri_character_out.additional_properties = d
        return espri_character_out

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
