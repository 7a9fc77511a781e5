from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_register_character_type import XyropRegisterCharacterType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_distinction_in import XyropDistinctionIn
  from ..models.xyrop_race_in import XyropRaceIn
  from ..models.xyrop_register_character_approaches import XyropRegisterCharacterApproaches
  from ..models.xyrop_register_character_roles import XyropRegisterCharacterRoles
  from ..models.xyrop_register_character_values import XyropRegisterCharacterValues
  from ..models.xyrop_treasure_input import XyropTreasureInput





T = TypeVar("T", bound="XyropRegisterCharacter")



@_attrs_define
class XyropRegisterCharacter:
    """ Create a character; a gm names the owning seat in `owner_player_id`.

        Attributes:
            approaches (XyropRegisterCharacterApproaches): The character's approaches: name -> die faces (4 to 12); the name
                as the player writes it (« Prudence »), its id made from it.
            distinctions (list[XyropDistinctionIn]): The character's distinctions (three at creation; the race counts as
                one, `race`).
            name (str): The name, as typed (1 to 80 characters).
            race (XyropRaceIn): The character's race, used as the distinction `race`.
            roles (XyropRegisterCharacterRoles): The character's roles: name -> die faces (4 to 12); the name as the player
                writes it (« Chef de bande »), its id made from it.
            treasure (XyropTreasureInput): The treasure chosen at creation (a d6, unused).
            type_ (XyropRegisterCharacterType): The message's tag: `RegisterCharacter`.
            character_id (None | str | Unset): The character concerned (an id from the game's `characters`).
            owner_player_id (None | str | Unset): The seat id of the player who controls the character.
            values (XyropRegisterCharacterValues | Unset): The character's values: name -> die faces (4 to 12); the name as
                the player writes it (« Loyauté »), its id made from it.
     """

    approaches: XyropRegisterCharacterApproaches
    distinctions: list[XyropDistinctionIn]
    name: str
    race: XyropRaceIn
    roles: XyropRegisterCharacterRoles
    treasure: XyropTreasureInput
    type_: XyropRegisterCharacterType
    character_id: None | str | Unset = UNSET
    owner_player_id: None | str | Unset = UNSET
    values: XyropRegisterCharacterValues | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_distinction_in import XyropDistinctionIn # noqa: PLC0415
        from ..models.xyrop_race_in import XyropRaceIn # noqa: PLC0415
        from ..models.xyrop_register_character_approaches import XyropRegisterCharacterApproaches # noqa: PLC0415
        from ..models.xyrop_register_character_roles import XyropRegisterCharacterRoles # noqa: PLC0415
        from ..models.xyrop_register_character_values import XyropRegisterCharacterValues # noqa: PLC0415
        from ..models.xyrop_treasure_input import XyropTreasureInput # noqa: PLC0415
        approaches = self.approaches.to_dict()

        distinctions = []
        for distinctions_item_data in self.distinctions:
            distinctions_item = distinctions_item_data.to_dict()
            distinctions.append(distinctions_item)



        name = self.name

        race = self.race.to_dict()

        roles = self.roles.to_dict()

        treasure = self.treasure.to_dict()

        type_ = self.type_.value

        character_id: None | str | Unset
        if isinstance(self.character_id, Unset):
            character_id = UNSET
        else:
            character_id = self.character_id

        owner_player_id: None | str | Unset
        if isinstance(self.owner_player_id, Unset):
            owner_player_id = UNSET
        else:
            owner_player_id = self.owner_player_id

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "approaches": approaches,
            "distinctions": distinctions,
            "name": name,
            "race": race,
            "roles": roles,
            "treasure": treasure,
            "type": type_,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if owner_player_id is not UNSET:
            field_dict["owner_player_id"] = owner_player_id
        if values is not UNSET:
            field_dict["values"] = values

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_distinction_in import XyropDistinctionIn # noqa: PLC0415
        from ..models.xyrop_race_in import XyropRaceIn # noqa: PLC0415
        from ..models.xyrop_register_character_approaches import XyropRegisterCharacterApproaches # noqa: PLC0415
        from ..models.xyrop_register_character_roles import XyropRegisterCharacterRoles # noqa: PLC0415
        from ..models.xyrop_register_character_values import XyropRegisterCharacterValues # noqa: PLC0415
        from ..models.xyrop_treasure_input import XyropTreasureInput # noqa: PLC0415
        d = dict(src_dict)
        approaches = XyropRegisterCharacterApproaches.from_dict(d.pop("approaches"))




        distinctions = []
        _distinctions = d.pop("distinctions")
        for distinctions_item_data in (_distinctions):
            distinctions_item = XyropDistinctionIn.from_dict(distinctions_item_data)



            distinctions.append(distinctions_item)


        name = d.pop("name")

        race = XyropRaceIn.from_dict(d.pop("race"))




        roles = XyropRegisterCharacterRoles.from_dict(d.pop("roles"))




        treasure = XyropTreasureInput.from_dict(d.pop("treasure"))




        type_ = XyropRegisterCharacterType(d.pop("type"))




        def _parse_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        character_id = _parse_character_id(d.pop("character_id", UNSET))


        def _parse_owner_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_player_id = _parse_owner_player_id(d.pop("owner_player_id", UNSET))


        _values = d.pop("values", UNSET)
        values: XyropRegisterCharacterValues | Unset
        if isinstance(_values,  Unset):
            values = UNSET
        else:
            values = XyropRegisterCharacterValues.from_dict(_values)




        xyrop_register_character = cls(
            approaches=approaches,
            distinctions=distinctions,
            name=name,
            race=race,
            roles=roles,
            treasure=treasure,
            type_=type_,
            character_id=character_id,
            owner_player_id=owner_player_id,
            values=values,
        )

        return xyrop_register_character

