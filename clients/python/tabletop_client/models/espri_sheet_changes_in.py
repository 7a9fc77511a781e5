from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_sheet_changes_in_kind import EspriSheetChangesInKind
from ..models.espri_sheet_changes_in_prayer_gems_item import EspriSheetChangesInPrayerGemsItem
from ..models.espri_sheet_changes_in_tutelary_season_type_0 import EspriSheetChangesInTutelarySeasonType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_sheet_changes_in_relations import EspriSheetChangesInRelations
  from ..models.espri_sheet_changes_in_seasons import EspriSheetChangesInSeasons





T = TypeVar("T", bound="EspriSheetChangesIn")



@_attrs_define
class EspriSheetChangesIn:
    """ A partial sheet: only the fields given change (`AdjustSheet`).

        Attributes:
            devotion (int | Unset): Devotion, 1 to 5 (priestess 1 to 6): how many prayer gems the character may hold, and
                part of the setup draw.
            harmony (int | Unset): Harmony points (0 or more).
            kind (EspriSheetChangesInKind | Unset): `guardian` (a season's guardian) or `priestess` (her domain is time).
            lineage (None | str | Unset): The character's lineage, free text; null when none.
            medium_shattered (bool | Unset): True once rupture points exceeded harmony: the character can no longer lead or
                help a call.
            name (str | Unset): The character's name (1 to 80 characters).
            player_id (str | Unset): The seat id of the player who controls the character.
            prayer_gems (list[EspriSheetChangesInPrayerGemsItem] | Unset): The character's prayer gems (at most devotion of
                them).
            relations (EspriSheetChangesInRelations | Unset): The character's relations, by the other character's id.
            rupture_points (int | Unset): Rupture points (0 or more); above harmony, the medium shatters.
            seasons (EspriSheetChangesInSeasons | Unset): Score in each season, 1 to 5 (a guardian's tutelary season up to
                6, its opposite up to 4).
            talents (list[str] | Unset): The character's talents (each 1 to 80 characters, unique).
            tutelary_season (EspriSheetChangesInTutelarySeasonType0 | None | Unset): A guardian's tutelary season; null for
                a priestess.
     """

    devotion: int | Unset = UNSET
    harmony: int | Unset = UNSET
    kind: EspriSheetChangesInKind | Unset = UNSET
    lineage: None | str | Unset = UNSET
    medium_shattered: bool | Unset = UNSET
    name: str | Unset = UNSET
    player_id: str | Unset = UNSET
    prayer_gems: list[EspriSheetChangesInPrayerGemsItem] | Unset = UNSET
    relations: EspriSheetChangesInRelations | Unset = UNSET
    rupture_points: int | Unset = UNSET
    seasons: EspriSheetChangesInSeasons | Unset = UNSET
    talents: list[str] | Unset = UNSET
    tutelary_season: EspriSheetChangesInTutelarySeasonType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_sheet_changes_in_relations import EspriSheetChangesInRelations # noqa: PLC0415
        from ..models.espri_sheet_changes_in_seasons import EspriSheetChangesInSeasons # noqa: PLC0415
        devotion = self.devotion

        harmony = self.harmony

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        lineage: None | str | Unset
        if isinstance(self.lineage, Unset):
            lineage = UNSET
        else:
            lineage = self.lineage

        medium_shattered = self.medium_shattered

        name = self.name

        player_id = self.player_id

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

        seasons: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seasons, Unset):
            seasons = self.seasons.to_dict()

        talents: list[str] | Unset = UNSET
        if not isinstance(self.talents, Unset):
            talents = self.talents



        tutelary_season: None | str | Unset
        if isinstance(self.tutelary_season, Unset):
            tutelary_season = UNSET
        elif isinstance(self.tutelary_season, EspriSheetChangesInTutelarySeasonType0):
            tutelary_season = self.tutelary_season.value
        else:
            tutelary_season = self.tutelary_season


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if devotion is not UNSET:
            field_dict["devotion"] = devotion
        if harmony is not UNSET:
            field_dict["harmony"] = harmony
        if kind is not UNSET:
            field_dict["kind"] = kind
        if lineage is not UNSET:
            field_dict["lineage"] = lineage
        if medium_shattered is not UNSET:
            field_dict["medium_shattered"] = medium_shattered
        if name is not UNSET:
            field_dict["name"] = name
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if prayer_gems is not UNSET:
            field_dict["prayer_gems"] = prayer_gems
        if relations is not UNSET:
            field_dict["relations"] = relations
        if rupture_points is not UNSET:
            field_dict["rupture_points"] = rupture_points
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if talents is not UNSET:
            field_dict["talents"] = talents
        if tutelary_season is not UNSET:
            field_dict["tutelary_season"] = tutelary_season

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_sheet_changes_in_relations import EspriSheetChangesInRelations # noqa: PLC0415
        from ..models.espri_sheet_changes_in_seasons import EspriSheetChangesInSeasons # noqa: PLC0415
        d = dict(src_dict)
        devotion = d.pop("devotion", UNSET)

        harmony = d.pop("harmony", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: EspriSheetChangesInKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = EspriSheetChangesInKind(_kind)




        def _parse_lineage(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lineage = _parse_lineage(d.pop("lineage", UNSET))


        medium_shattered = d.pop("medium_shattered", UNSET)

        name = d.pop("name", UNSET)

        player_id = d.pop("player_id", UNSET)

        _prayer_gems = d.pop("prayer_gems", UNSET)
        prayer_gems: list[EspriSheetChangesInPrayerGemsItem] | Unset = UNSET
        if _prayer_gems is not UNSET:
            prayer_gems = []
            for prayer_gems_item_data in _prayer_gems:
                prayer_gems_item = EspriSheetChangesInPrayerGemsItem(prayer_gems_item_data)



                prayer_gems.append(prayer_gems_item)


        _relations = d.pop("relations", UNSET)
        relations: EspriSheetChangesInRelations | Unset
        if isinstance(_relations,  Unset):
            relations = UNSET
        else:
            relations = EspriSheetChangesInRelations.from_dict(_relations)




        rupture_points = d.pop("rupture_points", UNSET)

        _seasons = d.pop("seasons", UNSET)
        seasons: EspriSheetChangesInSeasons | Unset
        if isinstance(_seasons,  Unset):
            seasons = UNSET
        else:
            seasons = EspriSheetChangesInSeasons.from_dict(_seasons)




        talents = cast(list[str], d.pop("talents", UNSET))


        def _parse_tutelary_season(data: object) -> EspriSheetChangesInTutelarySeasonType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tutelary_season_type_0 = EspriSheetChangesInTutelarySeasonType0(data)



                return tutelary_season_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriSheetChangesInTutelarySeasonType0 | None | Unset, data)

        tutelary_season = _parse_tutelary_season(d.pop("tutelary_season", UNSET))


        espri_sheet_changes_in = cls(
            devotion=devotion,
            harmony=harmony,
            kind=kind,
            lineage=lineage,
            medium_shattered=medium_shattered,
            name=name,
            player_id=player_id,
            prayer_gems=prayer_gems,
            relations=relations,
            rupture_points=rupture_points,
            seasons=seasons,
            talents=talents,
            tutelary_season=tutelary_season,
        )

        return espri_sheet_changes_in

