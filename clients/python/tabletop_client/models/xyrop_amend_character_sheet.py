from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_amend_character_sheet_type import XyropAmendCharacterSheetType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_amend_character_sheet_approaches_type_0 import XyropAmendCharacterSheetApproachesType0
  from ..models.xyrop_amend_character_sheet_roles_type_0 import XyropAmendCharacterSheetRolesType0
  from ..models.xyrop_amend_character_sheet_values_type_0 import XyropAmendCharacterSheetValuesType0
  from ..models.xyrop_distinction_in import XyropDistinctionIn
  from ..models.xyrop_race_in import XyropRaceIn
  from ..models.xyrop_treasure_in import XyropTreasureIn





T = TypeVar("T", bound="XyropAmendCharacterSheet")



@_attrs_define
class XyropAmendCharacterSheet:
    """ Gm correction of a sheet: any field given replaces the sheet's.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            type_ (XyropAmendCharacterSheetType): The message's tag: `AmendCharacterSheet`.
            approaches (None | Unset | XyropAmendCharacterSheetApproachesType0): The approaches replacing the sheet's: name
                -> die faces (4 to 12), as at registration.
            distinctions (list[XyropDistinctionIn] | None | Unset): The character's distinctions (three at creation; the
                race counts as one, `race`).
            name (None | str | Unset): The name, as typed (1 to 80 characters).
            race (None | Unset | XyropRaceIn): The character's race (rolled as the distinction `race`).
            roles (None | Unset | XyropAmendCharacterSheetRolesType0): The roles replacing the sheet's: name -> die faces (4
                to 12), as at registration.
            treasures (list[XyropTreasureIn] | None | Unset): The character's treasures.
            values (None | Unset | XyropAmendCharacterSheetValuesType0): The values replacing the sheet's: name -> die faces
                (4 to 12), as at registration.
     """

    character_id: str
    type_: XyropAmendCharacterSheetType
    approaches: None | Unset | XyropAmendCharacterSheetApproachesType0 = UNSET
    distinctions: list[XyropDistinctionIn] | None | Unset = UNSET
    name: None | str | Unset = UNSET
    race: None | Unset | XyropRaceIn = UNSET
    roles: None | Unset | XyropAmendCharacterSheetRolesType0 = UNSET
    treasures: list[XyropTreasureIn] | None | Unset = UNSET
    values: None | Unset | XyropAmendCharacterSheetValuesType0 = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_amend_character_sheet_approaches_type_0 import XyropAmendCharacterSheetApproachesType0 # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_roles_type_0 import XyropAmendCharacterSheetRolesType0 # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_values_type_0 import XyropAmendCharacterSheetValuesType0 # noqa: PLC0415
        from ..models.xyrop_distinction_in import XyropDistinctionIn # noqa: PLC0415
        from ..models.xyrop_race_in import XyropRaceIn # noqa: PLC0415
        from ..models.xyrop_treasure_in import XyropTreasureIn # noqa: PLC0415
        character_id = self.character_id

        type_ = self.type_.value

        approaches: dict[str, Any] | None | Unset
        if isinstance(self.approaches, Unset):
            approaches = UNSET
        elif isinstance(self.approaches, XyropAmendCharacterSheetApproachesType0):
            approaches = self.approaches.to_dict()
        else:
            approaches = self.approaches

        distinctions: list[dict[str, Any]] | None | Unset
        if isinstance(self.distinctions, Unset):
            distinctions = UNSET
        elif isinstance(self.distinctions, list):
            distinctions = []
            for distinctions_type_0_item_data in self.distinctions:
                distinctions_type_0_item = distinctions_type_0_item_data.to_dict()
                distinctions.append(distinctions_type_0_item)


        else:
            distinctions = self.distinctions

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        race: dict[str, Any] | None | Unset
        if isinstance(self.race, Unset):
            race = UNSET
        elif isinstance(self.race, XyropRaceIn):
            race = self.race.to_dict()
        else:
            race = self.race

        roles: dict[str, Any] | None | Unset
        if isinstance(self.roles, Unset):
            roles = UNSET
        elif isinstance(self.roles, XyropAmendCharacterSheetRolesType0):
            roles = self.roles.to_dict()
        else:
            roles = self.roles

        treasures: list[dict[str, Any]] | None | Unset
        if isinstance(self.treasures, Unset):
            treasures = UNSET
        elif isinstance(self.treasures, list):
            treasures = []
            for treasures_type_0_item_data in self.treasures:
                treasures_type_0_item = treasures_type_0_item_data.to_dict()
                treasures.append(treasures_type_0_item)


        else:
            treasures = self.treasures

        values: dict[str, Any] | None | Unset
        if isinstance(self.values, Unset):
            values = UNSET
        elif isinstance(self.values, XyropAmendCharacterSheetValuesType0):
            values = self.values.to_dict()
        else:
            values = self.values


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
        })
        if approaches is not UNSET:
            field_dict["approaches"] = approaches
        if distinctions is not UNSET:
            field_dict["distinctions"] = distinctions
        if name is not UNSET:
            field_dict["name"] = name
        if race is not UNSET:
            field_dict["race"] = race
        if roles is not UNSET:
            field_dict["roles"] = roles
        if treasures is not UNSET:
            field_dict["treasures"] = treasures
        if values is not UNSET:
            field_dict["values"] = values

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_amend_character_sheet_approaches_type_0 import XyropAmendCharacterSheetApproachesType0 # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_roles_type_0 import XyropAmendCharacterSheetRolesType0 # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_values_type_0 import XyropAmendCharacterSheetValuesType0 # noqa: PLC0415
        from ..models.xyrop_distinction_in import XyropDistinctionIn # noqa: PLC0415
        from ..models.xyrop_race_in import XyropRaceIn # noqa: PLC0415
        from ..models.xyrop_treasure_in import XyropTreasureIn # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = XyropAmendCharacterSheetType(d.pop("type"))




        def _parse_approaches(data: object) -> None | Unset | XyropAmendCharacterSheetApproachesType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                approaches_type_0 = XyropAmendCharacterSheetApproachesType0.from_dict(data)



                return approaches_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropAmendCharacterSheetApproachesType0, data)

        approaches = _parse_approaches(d.pop("approaches", UNSET))


        def _parse_distinctions(data: object) -> list[XyropDistinctionIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                distinctions_type_0 = []
                _distinctions_type_0 = data
                for distinctions_type_0_item_data in (_distinctions_type_0):
                    distinctions_type_0_item = XyropDistinctionIn.from_dict(distinctions_type_0_item_data)



                    distinctions_type_0.append(distinctions_type_0_item)

                return distinctions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[XyropDistinctionIn] | None | Unset, data)

        distinctions = _parse_distinctions(d.pop("distinctions", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_race(data: object) -> None | Unset | XyropRaceIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                race_type_0 = XyropRaceIn.from_dict(data)



                return race_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropRaceIn, data)

        race = _parse_race(d.pop("race", UNSET))


        def _parse_roles(data: object) -> None | Unset | XyropAmendCharacterSheetRolesType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roles_type_0 = XyropAmendCharacterSheetRolesType0.from_dict(data)



                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropAmendCharacterSheetRolesType0, data)

        roles = _parse_roles(d.pop("roles", UNSET))


        def _parse_treasures(data: object) -> list[XyropTreasureIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                treasures_type_0 = []
                _treasures_type_0 = data
                for treasures_type_0_item_data in (_treasures_type_0):
                    treasures_type_0_item = XyropTreasureIn.from_dict(treasures_type_0_item_data)



                    treasures_type_0.append(treasures_type_0_item)

                return treasures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[XyropTreasureIn] | None | Unset, data)

        treasures = _parse_treasures(d.pop("treasures", UNSET))


        def _parse_values(data: object) -> None | Unset | XyropAmendCharacterSheetValuesType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                values_type_0 = XyropAmendCharacterSheetValuesType0.from_dict(data)



                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | XyropAmendCharacterSheetValuesType0, data)

        values = _parse_values(d.pop("values", UNSET))


        xyrop_amend_character_sheet = cls(
            character_id=character_id,
            type_=type_,
            approaches=approaches,
            distinctions=distinctions,
            name=name,
            race=race,
            roles=roles,
            treasures=treasures,
            values=values,
        )

        return xyrop_amend_character_sheet

