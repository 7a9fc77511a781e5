from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_distinction import XyropDistinction
  from ..models.xyrop_race import XyropRace
  from ..models.xyrop_sheet_changes_approaches_type_0 import XyropSheetChangesApproachesType0
  from ..models.xyrop_sheet_changes_roles_type_0 import XyropSheetChangesRolesType0
  from ..models.xyrop_sheet_changes_trait_names_type_0 import XyropSheetChangesTraitNamesType0
  from ..models.xyrop_sheet_changes_values_type_0 import XyropSheetChangesValuesType0
  from ..models.xyrop_treasure import XyropTreasure





T = TypeVar("T", bound="XyropSheetChanges")



@_attrs_define
class XyropSheetChanges:
    """ The fields a gm amendment replaced (None = unchanged).

        Attributes:
            approaches (None | XyropSheetChangesApproachesType0): The character's approaches: approach id -> die faces (4 to
                12).
            distinctions (list[XyropDistinction] | None): The character's distinctions (three at creation; the race counts
                as one, `race`).
            name (None | str): The name, as typed (1 to 80 characters).
            race (None | XyropRace): The character's race (rolled as the distinction `race`).
            roles (None | XyropSheetChangesRolesType0): The character's roles: role id -> die faces (4 to 12).
            trait_names (None | XyropSheetChangesTraitNamesType0): What the player calls each approach, role and value: id
                -> name as written (a sheet from before names reads its ids as words).
            treasures (list[XyropTreasure] | None): The character's treasures.
            values (None | XyropSheetChangesValuesType0): The character's values: value id -> die faces (4 to 12).
     """

    approaches: None | XyropSheetChangesApproachesType0
    distinctions: list[XyropDistinction] | None
    name: None | str
    race: None | XyropRace
    roles: None | XyropSheetChangesRolesType0
    trait_names: None | XyropSheetChangesTraitNamesType0
    treasures: list[XyropTreasure] | None
    values: None | XyropSheetChangesValuesType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_distinction import XyropDistinction # noqa: PLC0415
        from ..models.xyrop_race import XyropRace # noqa: PLC0415
        from ..models.xyrop_sheet_changes_approaches_type_0 import XyropSheetChangesApproachesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_roles_type_0 import XyropSheetChangesRolesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_trait_names_type_0 import XyropSheetChangesTraitNamesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_values_type_0 import XyropSheetChangesValuesType0 # noqa: PLC0415
        from ..models.xyrop_treasure import XyropTreasure # noqa: PLC0415
        approaches: dict[str, Any] | None
        if isinstance(self.approaches, XyropSheetChangesApproachesType0):
            approaches = self.approaches.to_dict()
        else:
            approaches = self.approaches

        distinctions: list[dict[str, Any]] | None
        if isinstance(self.distinctions, list):
            distinctions = []
            for distinctions_type_0_item_data in self.distinctions:
                distinctions_type_0_item = distinctions_type_0_item_data.to_dict()
                distinctions.append(distinctions_type_0_item)


        else:
            distinctions = self.distinctions

        name: None | str
        name = self.name

        race: dict[str, Any] | None
        if isinstance(self.race, XyropRace):
            race = self.race.to_dict()
        else:
            race = self.race

        roles: dict[str, Any] | None
        if isinstance(self.roles, XyropSheetChangesRolesType0):
            roles = self.roles.to_dict()
        else:
            roles = self.roles

        trait_names: dict[str, Any] | None
        if isinstance(self.trait_names, XyropSheetChangesTraitNamesType0):
            trait_names = self.trait_names.to_dict()
        else:
            trait_names = self.trait_names

        treasures: list[dict[str, Any]] | None
        if isinstance(self.treasures, list):
            treasures = []
            for treasures_type_0_item_data in self.treasures:
                treasures_type_0_item = treasures_type_0_item_data.to_dict()
                treasures.append(treasures_type_0_item)


        else:
            treasures = self.treasures

        values: dict[str, Any] | None
        if isinstance(self.values, XyropSheetChangesValuesType0):
            values = self.values.to_dict()
        else:
            values = self.values


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "approaches": approaches,
            "distinctions": distinctions,
            "name": name,
            "race": race,
            "roles": roles,
            "trait_names": trait_names,
            "treasures": treasures,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_distinction import XyropDistinction # noqa: PLC0415
        from ..models.xyrop_race import XyropRace # noqa: PLC0415
        from ..models.xyrop_sheet_changes_approaches_type_0 import XyropSheetChangesApproachesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_roles_type_0 import XyropSheetChangesRolesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_trait_names_type_0 import XyropSheetChangesTraitNamesType0 # noqa: PLC0415
        from ..models.xyrop_sheet_changes_values_type_0 import XyropSheetChangesValuesType0 # noqa: PLC0415
        from ..models.xyrop_treasure import XyropTreasure # noqa: PLC0415
        d = dict(src_dict)
        def _parse_approaches(data: object) -> None | XyropSheetChangesApproachesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                approaches_type_0 = XyropSheetChangesApproachesType0.from_dict(data)



                return approaches_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropSheetChangesApproachesType0, data)

        approaches = _parse_approaches(d.pop("approaches"))


        def _parse_distinctions(data: object) -> list[XyropDistinction] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                distinctions_type_0 = []
                _distinctions_type_0 = data
                for distinctions_type_0_item_data in (_distinctions_type_0):
                    distinctions_type_0_item = XyropDistinction.from_dict(distinctions_type_0_item_data)



                    distinctions_type_0.append(distinctions_type_0_item)

                return distinctions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[XyropDistinction] | None, data)

        distinctions = _parse_distinctions(d.pop("distinctions"))


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_race(data: object) -> None | XyropRace:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                race_type_0 = XyropRace.from_dict(data)



                return race_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropRace, data)

        race = _parse_race(d.pop("race"))


        def _parse_roles(data: object) -> None | XyropSheetChangesRolesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roles_type_0 = XyropSheetChangesRolesType0.from_dict(data)



                return roles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropSheetChangesRolesType0, data)

        roles = _parse_roles(d.pop("roles"))


        def _parse_trait_names(data: object) -> None | XyropSheetChangesTraitNamesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trait_names_type_0 = XyropSheetChangesTraitNamesType0.from_dict(data)



                return trait_names_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropSheetChangesTraitNamesType0, data)

        trait_names = _parse_trait_names(d.pop("trait_names"))


        def _parse_treasures(data: object) -> list[XyropTreasure] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                treasures_type_0 = []
                _treasures_type_0 = data
                for treasures_type_0_item_data in (_treasures_type_0):
                    treasures_type_0_item = XyropTreasure.from_dict(treasures_type_0_item_data)



                    treasures_type_0.append(treasures_type_0_item)

                return treasures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[XyropTreasure] | None, data)

        treasures = _parse_treasures(d.pop("treasures"))


        def _parse_values(data: object) -> None | XyropSheetChangesValuesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                values_type_0 = XyropSheetChangesValuesType0.from_dict(data)



                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | XyropSheetChangesValuesType0, data)

        values = _parse_values(d.pop("values"))


        xyrop_sheet_changes = cls(
            approaches=approaches,
            distinctions=distinctions,
            name=name,
            race=race,
            roles=roles,
            trait_names=trait_names,
            treasures=treasures,
            values=values,
        )


        xyrop_sheet_changes.additional_properties = d
        return xyrop_sheet_changes

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
