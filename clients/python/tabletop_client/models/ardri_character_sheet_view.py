from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_attribute import ArdriAttribute
  from ..models.ardri_character_sheet_view_characteristics import ArdriCharacterSheetViewCharacteristics
  from ..models.ardri_character_sheet_view_domain_modifiers import ArdriCharacterSheetViewDomainModifiers
  from ..models.ardri_character_sheet_view_domain_thresholds import ArdriCharacterSheetViewDomainThresholds
  from ..models.ardri_murphy_view import ArdriMurphyView
  from ..models.ardri_skill import ArdriSkill





T = TypeVar("T", bound="ArdriCharacterSheetView")



@_attrs_define
class ArdriCharacterSheetView:
    """ One character sheet with its derived thresholds and this session's Murphy state.

        Attributes:
            attributes (list[ArdriAttribute]): The character's attributes, each adding a die to rolls in its domain.
            character_id (str): The character concerned (an id from the game's `characters`).
            characteristics (ArdriCharacterSheetViewCharacteristics): The three characteristics' thresholds (strength,
                spirit, intention: 3 to 5), fixed at creation.
            class_name (None | str): The character's class, free text (no mechanics); null when none.
            domain_modifiers (ArdriCharacterSheetViewDomainModifiers): Each domain's modifier (-1 to +2; passion up to 8
                minus intention), by domain id.
            domain_thresholds (ArdriCharacterSheetViewDomainThresholds): Each domain's threshold (its characteristic plus
                its modifier), by domain id.
            murphy (ArdriMurphyView): A character's Murphy stores this session.
            name (str): The name, as typed (1 to 80 characters).
            open_roll_id (None | str): The character's open roll (the one Murphy, support or mutual aid may still change);
                null: none.
            owner_player_id (str): The seat id of the player who controls the character.
            present (bool): True when the character is in the current session.
            skills (list[ArdriSkill]): The character's skills (no mechanics).
     """

    attributes: list[ArdriAttribute]
    character_id: str
    characteristics: ArdriCharacterSheetViewCharacteristics
    class_name: None | str
    domain_modifiers: ArdriCharacterSheetViewDomainModifiers
    domain_thresholds: ArdriCharacterSheetViewDomainThresholds
    murphy: ArdriMurphyView
    name: str
    open_roll_id: None | str
    owner_player_id: str
    present: bool
    skills: list[ArdriSkill]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_attribute import ArdriAttribute # noqa: PLC0415
        from ..models.ardri_character_sheet_view_characteristics import ArdriCharacterSheetViewCharacteristics # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_modifiers import ArdriCharacterSheetViewDomainModifiers # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_thresholds import ArdriCharacterSheetViewDomainThresholds # noqa: PLC0415
        from ..models.ardri_murphy_view import ArdriMurphyView # noqa: PLC0415
        from ..models.ardri_skill import ArdriSkill # noqa: PLC0415
        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)



        character_id = self.character_id

        characteristics = self.characteristics.to_dict()

        class_name: None | str
        class_name = self.class_name

        domain_modifiers = self.domain_modifiers.to_dict()

        domain_thresholds = self.domain_thresholds.to_dict()

        murphy = self.murphy.to_dict()

        name = self.name

        open_roll_id: None | str
        open_roll_id = self.open_roll_id

        owner_player_id = self.owner_player_id

        present = self.present

        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attributes": attributes,
            "character_id": character_id,
            "characteristics": characteristics,
            "class_name": class_name,
            "domain_modifiers": domain_modifiers,
            "domain_thresholds": domain_thresholds,
            "murphy": murphy,
            "name": name,
            "open_roll_id": open_roll_id,
            "owner_player_id": owner_player_id,
            "present": present,
            "skills": skills,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_attribute import ArdriAttribute # noqa: PLC0415
        from ..models.ardri_character_sheet_view_characteristics import ArdriCharacterSheetViewCharacteristics # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_modifiers import ArdriCharacterSheetViewDomainModifiers # noqa: PLC0415
        from ..models.ardri_character_sheet_view_domain_thresholds import ArdriCharacterSheetViewDomainThresholds # noqa: PLC0415
        from ..models.ardri_murphy_view import ArdriMurphyView # noqa: PLC0415
        from ..models.ardri_skill import ArdriSkill # noqa: PLC0415
        d = dict(src_dict)
        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in (_attributes):
            attributes_item = ArdriAttribute.from_dict(attributes_item_data)



            attributes.append(attributes_item)


        character_id = d.pop("character_id")

        characteristics = ArdriCharacterSheetViewCharacteristics.from_dict(d.pop("characteristics"))




        def _parse_class_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        class_name = _parse_class_name(d.pop("class_name"))


        domain_modifiers = ArdriCharacterSheetViewDomainModifiers.from_dict(d.pop("domain_modifiers"))




        domain_thresholds = ArdriCharacterSheetViewDomainThresholds.from_dict(d.pop("domain_thresholds"))




        murphy = ArdriMurphyView.from_dict(d.pop("murphy"))




        name = d.pop("name")

        def _parse_open_roll_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        open_roll_id = _parse_open_roll_id(d.pop("open_roll_id"))


        owner_player_id = d.pop("owner_player_id")

        present = d.pop("present")

        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = ArdriSkill.from_dict(skills_item_data)



            skills.append(skills_item)


        ardri_character_sheet_view = cls(
            attributes=attributes,
            character_id=character_id,
            characteristics=characteristics,
            class_name=class_name,
            domain_modifiers=domain_modifiers,
            domain_thresholds=domain_thresholds,
            murphy=murphy,
            name=name,
            open_roll_id=open_roll_id,
            owner_player_id=owner_player_id,
            present=present,
            skills=skills,
        )


        ardri_character_sheet_view.additional_properties = d
        return ardri_character_sheet_view

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
