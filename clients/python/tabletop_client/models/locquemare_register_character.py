from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_register_character_type import LocquemareRegisterCharacterType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_character_key_spec import LocquemareCharacterKeySpec
  from ..models.locquemare_journey_in import LocquemareJourneyIn
  from ..models.locquemare_prowess_in import LocquemareProwessIn
  from ..models.locquemare_register_character_approaches import LocquemareRegisterCharacterApproaches
  from ..models.locquemare_register_character_resources import LocquemareRegisterCharacterResources





T = TypeVar("T", bound="LocquemareRegisterCharacter")



@_attrs_define
class LocquemareRegisterCharacter:
    """ Create a hero (K1, P1, AP1, R1).

        Attributes:
            approaches (LocquemareRegisterCharacterApproaches): The hero's eight approaches: name -> score (0 to 5).
            character_keys (list[LocquemareCharacterKeySpec]): The hero's five character keys at creation.
            journey (LocquemareJourneyIn): The hero's evolution from point A to point B (data only).
            name (str): The name, as typed.
            prowesses (list[LocquemareProwessIn]): The hero's prowesses (three at creation).
            resources (LocquemareRegisterCharacterResources): The hero's eight resources: name -> allocation (0 to 5).
            type_ (LocquemareRegisterCharacterType): The message's tag: `RegisterCharacter`.
            archetype (None | str | Unset): The hero's archetype, free text (no mechanics); null: none.
            hero_id (None | str | Unset): The hero concerned (an id from the table's `characters`).
            id (None | str | Unset): The hero's id, unique in the game (derived from the name when omitted).
            owner_player_id (None | str | Unset): The seat id of the player who controls the hero.
            player_id (None | str | Unset): The seat id of the player who controls the hero (the gm may set it).
     """

    approaches: LocquemareRegisterCharacterApproaches
    character_keys: list[LocquemareCharacterKeySpec]
    journey: LocquemareJourneyIn
    name: str
    prowesses: list[LocquemareProwessIn]
    resources: LocquemareRegisterCharacterResources
    type_: LocquemareRegisterCharacterType
    archetype: None | str | Unset = UNSET
    hero_id: None | str | Unset = UNSET
    id: None | str | Unset = UNSET
    owner_player_id: None | str | Unset = UNSET
    player_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_character_key_spec import LocquemareCharacterKeySpec # noqa: PLC0415
        from ..models.locquemare_journey_in import LocquemareJourneyIn # noqa: PLC0415
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        from ..models.locquemare_register_character_approaches import LocquemareRegisterCharacterApproaches # noqa: PLC0415
        from ..models.locquemare_register_character_resources import LocquemareRegisterCharacterResources # noqa: PLC0415
        approaches = self.approaches.to_dict()

        character_keys = []
        for character_keys_item_data in self.character_keys:
            character_keys_item = character_keys_item_data.to_dict()
            character_keys.append(character_keys_item)



        journey = self.journey.to_dict()

        name = self.name

        prowesses = []
        for prowesses_item_data in self.prowesses:
            prowesses_item = prowesses_item_data.to_dict()
            prowesses.append(prowesses_item)



        resources = self.resources.to_dict()

        type_ = self.type_.value

        archetype: None | str | Unset
        if isinstance(self.archetype, Unset):
            archetype = UNSET
        else:
            archetype = self.archetype

        hero_id: None | str | Unset
        if isinstance(self.hero_id, Unset):
            hero_id = UNSET
        else:
            hero_id = self.hero_id

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        owner_player_id: None | str | Unset
        if isinstance(self.owner_player_id, Unset):
            owner_player_id = UNSET
        else:
            owner_player_id = self.owner_player_id

        player_id: None | str | Unset
        if isinstance(self.player_id, Unset):
            player_id = UNSET
        else:
            player_id = self.player_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "approaches": approaches,
            "character_keys": character_keys,
            "journey": journey,
            "name": name,
            "prowesses": prowesses,
            "resources": resources,
            "type": type_,
        })
        if archetype is not UNSET:
            field_dict["archetype"] = archetype
        if hero_id is not UNSET:
            field_dict["hero_id"] = hero_id
        if id is not UNSET:
            field_dict["id"] = id
        if owner_player_id is not UNSET:
            field_dict["owner_player_id"] = owner_player_id
        if player_id is not UNSET:
            field_dict["player_id"] = player_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_character_key_spec import LocquemareCharacterKeySpec # noqa: PLC0415
        from ..models.locquemare_journey_in import LocquemareJourneyIn # noqa: PLC0415
        from ..models.locquemare_prowess_in import LocquemareProwessIn # noqa: PLC0415
        from ..models.locquemare_register_character_approaches import LocquemareRegisterCharacterApproaches # noqa: PLC0415
        from ..models.locquemare_register_character_resources import LocquemareRegisterCharacterResources # noqa: PLC0415
        d = dict(src_dict)
        approaches = LocquemareRegisterCharacterApproaches.from_dict(d.pop("approaches"))




        character_keys = []
        _character_keys = d.pop("character_keys")
        for character_keys_item_data in (_character_keys):
            character_keys_item = LocquemareCharacterKeySpec.from_dict(character_keys_item_data)



            character_keys.append(character_keys_item)


        journey = LocquemareJourneyIn.from_dict(d.pop("journey"))




        name = d.pop("name")

        prowesses = []
        _prowesses = d.pop("prowesses")
        for prowesses_item_data in (_prowesses):
            prowesses_item = LocquemareProwessIn.from_dict(prowesses_item_data)



            prowesses.append(prowesses_item)


        resources = LocquemareRegisterCharacterResources.from_dict(d.pop("resources"))




        type_ = LocquemareRegisterCharacterType(d.pop("type"))




        def _parse_archetype(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        archetype = _parse_archetype(d.pop("archetype", UNSET))


        def _parse_hero_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hero_id = _parse_hero_id(d.pop("hero_id", UNSET))


        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        def _parse_owner_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_player_id = _parse_owner_player_id(d.pop("owner_player_id", UNSET))


        def _parse_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player_id = _parse_player_id(d.pop("player_id", UNSET))


        locquemare_register_character = cls(
            approaches=approaches,
            character_keys=character_keys,
            journey=journey,
            name=name,
            prowesses=prowesses,
            resources=resources,
            type_=type_,
            archetype=archetype,
            hero_id=hero_id,
            id=id,
            owner_player_id=owner_player_id,
            player_id=player_id,
        )

        return locquemare_register_character

