from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_register_character_affordance_choices_devotion_item import EspriRegisterCharacterAffordanceChoicesDevotionItem
  from ..models.espri_register_character_affordance_choices_kind_item import EspriRegisterCharacterAffordanceChoicesKindItem
  from ..models.espri_register_character_affordance_choices_player_id_item import EspriRegisterCharacterAffordanceChoicesPlayerIdItem
  from ..models.espri_register_character_affordance_choices_prayer_gems_item import EspriRegisterCharacterAffordanceChoicesPrayerGemsItem
  from ..models.espri_register_character_affordance_choices_relations_item import EspriRegisterCharacterAffordanceChoicesRelationsItem
  from ..models.espri_register_character_affordance_choices_seasons_item import EspriRegisterCharacterAffordanceChoicesSeasonsItem
  from ..models.espri_register_character_affordance_choices_tutelary_season_item import EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="EspriRegisterCharacterAffordanceChoices")



@_attrs_define
class EspriRegisterCharacterAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            devotion (list[EspriRegisterCharacterAffordanceChoicesDevotionItem]): The values `devotion` may take now, each
                with what a person reads.
            kind (list[EspriRegisterCharacterAffordanceChoicesKindItem]): The values `kind` may take now, each with what a
                person reads.
            player_id (list[EspriRegisterCharacterAffordanceChoicesPlayerIdItem]): The values `player_id` may take now, each
                with what a person reads.
            prayer_gems (list[EspriRegisterCharacterAffordanceChoicesPrayerGemsItem]): The values `prayer_gems` may take
                now, each with what a person reads.
            relations (list[EspriRegisterCharacterAffordanceChoicesRelationsItem]): The values `relations` may take now,
                each with what a person reads.
            seasons (list[EspriRegisterCharacterAffordanceChoicesSeasonsItem]): The values `seasons` may take now, each with
                what a person reads.
            tutelary_season (list[EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem]): The values `tutelary_season`
                may take now, each with what a person reads.
     """

    devotion: list[EspriRegisterCharacterAffordanceChoicesDevotionItem]
    kind: list[EspriRegisterCharacterAffordanceChoicesKindItem]
    player_id: list[EspriRegisterCharacterAffordanceChoicesPlayerIdItem]
    prayer_gems: list[EspriRegisterCharacterAffordanceChoicesPrayerGemsItem]
    relations: list[EspriRegisterCharacterAffordanceChoicesRelationsItem]
    seasons: list[EspriRegisterCharacterAffordanceChoicesSeasonsItem]
    tutelary_season: list[EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_register_character_affordance_choices_devotion_item import EspriRegisterCharacterAffordanceChoicesDevotionItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_kind_item import EspriRegisterCharacterAffordanceChoicesKindItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_player_id_item import EspriRegisterCharacterAffordanceChoicesPlayerIdItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_prayer_gems_item import EspriRegisterCharacterAffordanceChoicesPrayerGemsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_relations_item import EspriRegisterCharacterAffordanceChoicesRelationsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_seasons_item import EspriRegisterCharacterAffordanceChoicesSeasonsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_tutelary_season_item import EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        devotion = []
        for devotion_item_data in self.devotion:
            devotion_item = devotion_item_data.to_dict()
            devotion.append(devotion_item)



        kind = []
        for kind_item_data in self.kind:
            kind_item = kind_item_data.to_dict()
            kind.append(kind_item)



        player_id = []
        for player_id_item_data in self.player_id:
            player_id_item = player_id_item_data.to_dict()
            player_id.append(player_id_item)



        prayer_gems = []
        for prayer_gems_item_data in self.prayer_gems:
            prayer_gems_item = prayer_gems_item_data.to_dict()
            prayer_gems.append(prayer_gems_item)



        relations = []
        for relations_item_data in self.relations:
            relations_item = relations_item_data.to_dict()
            relations.append(relations_item)



        seasons = []
        for seasons_item_data in self.seasons:
            seasons_item = seasons_item_data.to_dict()
            seasons.append(seasons_item)



        tutelary_season = []
        for tutelary_season_item_data in self.tutelary_season:
            tutelary_season_item = tutelary_season_item_data.to_dict()
            tutelary_season.append(tutelary_season_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "devotion": devotion,
            "kind": kind,
            "player_id": player_id,
            "prayer_gems": prayer_gems,
            "relations": relations,
            "seasons": seasons,
            "tutelary_season": tutelary_season,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_register_character_affordance_choices_devotion_item import EspriRegisterCharacterAffordanceChoicesDevotionItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_kind_item import EspriRegisterCharacterAffordanceChoicesKindItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_player_id_item import EspriRegisterCharacterAffordanceChoicesPlayerIdItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_prayer_gems_item import EspriRegisterCharacterAffordanceChoicesPrayerGemsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_relations_item import EspriRegisterCharacterAffordanceChoicesRelationsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_seasons_item import EspriRegisterCharacterAffordanceChoicesSeasonsItem # noqa: PLC0415
        from ..models.espri_register_character_affordance_choices_tutelary_season_item import EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        devotion = []
        _devotion = d.pop("devotion")
        for devotion_item_data in (_devotion):
            devotion_item = EspriRegisterCharacterAffordanceChoicesDevotionItem.from_dict(devotion_item_data)



            devotion.append(devotion_item)


        kind = []
        _kind = d.pop("kind")
        for kind_item_data in (_kind):
            kind_item = EspriRegisterCharacterAffordanceChoicesKindItem.from_dict(kind_item_data)



            kind.append(kind_item)


        player_id = []
        _player_id = d.pop("player_id")
        for player_id_item_data in (_player_id):
            player_id_item = EspriRegisterCharacterAffordanceChoicesPlayerIdItem.from_dict(player_id_item_data)



            player_id.append(player_id_item)


        prayer_gems = []
        _prayer_gems = d.pop("prayer_gems")
        for prayer_gems_item_data in (_prayer_gems):
            prayer_gems_item = EspriRegisterCharacterAffordanceChoicesPrayerGemsItem.from_dict(prayer_gems_item_data)



            prayer_gems.append(prayer_gems_item)


        relations = []
        _relations = d.pop("relations")
        for relations_item_data in (_relations):
            relations_item = EspriRegisterCharacterAffordanceChoicesRelationsItem.from_dict(relations_item_data)



            relations.append(relations_item)


        seasons = []
        _seasons = d.pop("seasons")
        for seasons_item_data in (_seasons):
            seasons_item = EspriRegisterCharacterAffordanceChoicesSeasonsItem.from_dict(seasons_item_data)



            seasons.append(seasons_item)


        tutelary_season = []
        _tutelary_season = d.pop("tutelary_season")
        for tutelary_season_item_data in (_tutelary_season):
            tutelary_season_item = EspriRegisterCharacterAffordanceChoicesTutelarySeasonItem.from_dict(tutelary_season_item_data)



            tutelary_season.append(tutelary_season_item)


        espri_register_character_affordance_choices = cls(
            devotion=devotion,
            kind=kind,
            player_id=player_id,
            prayer_gems=prayer_gems,
            relations=relations,
            seasons=seasons,
            tutelary_season=tutelary_season,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        espri_register_character_affordance_choices.additional_properties = additional_properties
        return espri_register_character_affordance_choices

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[PathChoice]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[PathChoice]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
