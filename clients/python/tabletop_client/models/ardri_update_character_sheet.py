from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_update_character_sheet_type import ArdriUpdateCharacterSheetType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_attribute_in import ArdriAttributeIn
  from ..models.ardri_skill_in import ArdriSkillIn
  from ..models.ardri_update_character_sheet_characteristics import ArdriUpdateCharacterSheetCharacteristics
  from ..models.ardri_update_character_sheet_domain_modifiers import ArdriUpdateCharacterSheetDomainModifiers





T = TypeVar("T", bound="ArdriUpdateCharacterSheet")



@_attrs_define
class ArdriUpdateCharacterSheet:
    """ Gm edit of a sheet; omitted fields keep their value, characteristics are fixed.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            type_ (ArdriUpdateCharacterSheetType): The message's tag: `UpdateCharacterSheet`.
            attributes (list[ArdriAttributeIn] | Unset): The character's attributes, each adding a die to rolls in its
                domain.
            characteristics (ArdriUpdateCharacterSheetCharacteristics | Unset): The three characteristics' thresholds
                (strength, spirit, intention: 3 to 5), fixed at creation.
            class_name (None | str | Unset): The character's class, free text (no mechanics); null when none.
            domain_modifiers (ArdriUpdateCharacterSheetDomainModifiers | Unset): Each domain's modifier (-1 to +2; passion
                up to 8 minus intention), by domain id.
            name (str | Unset): The name, as typed (1 to 80 characters).
            skills (list[ArdriSkillIn] | Unset): The character's skills (no mechanics).
     """

    character_id: str
    type_: ArdriUpdateCharacterSheetType
    attributes: list[ArdriAttributeIn] | Unset = UNSET
    characteristics: ArdriUpdateCharacterSheetCharacteristics | Unset = UNSET
    class_name: None | str | Unset = UNSET
    domain_modifiers: ArdriUpdateCharacterSheetDomainModifiers | Unset = UNSET
    name: str | Unset = UNSET
    skills: list[ArdriSkillIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_attribute_in import ArdriAttributeIn # noqa: PLC0415
        from ..models.ardri_skill_in import ArdriSkillIn # noqa: PLC0415
        from ..models.ardri_update_character_sheet_characteristics import ArdriUpdateCharacterSheetCharacteristics # noqa: PLC0415
        from ..models.ardri_update_character_sheet_domain_modifiers import ArdriUpdateCharacterSheetDomainModifiers # noqa: PLC0415
        character_id = self.character_id

        type_ = self.type_.value

        attributes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = []
            for attributes_item_data in self.attributes:
                attributes_item = attributes_item_data.to_dict()
                attributes.append(attributes_item)



        characteristics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.characteristics, Unset):
            characteristics = self.characteristics.to_dict()

        class_name: None | str | Unset
        if isinstance(self.class_name, Unset):
            class_name = UNSET
        else:
            class_name = self.class_name

        domain_modifiers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.domain_modifiers, Unset):
            domain_modifiers = self.domain_modifiers.to_dict()

        name = self.name

        skills: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = []
            for skills_item_data in self.skills:
                skills_item = skills_item_data.to_dict()
                skills.append(skills_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
        })
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if characteristics is not UNSET:
            field_dict["characteristics"] = characteristics
        if class_name is not UNSET:
            field_dict["class_name"] = class_name
        if domain_modifiers is not UNSET:
            field_dict["domain_modifiers"] = domain_modifiers
        if name is not UNSET:
            field_dict["name"] = name
        if skills is not UNSET:
            field_dict["skills"] = skills

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_attribute_in import ArdriAttributeIn # noqa: PLC0415
        from ..models.ardri_skill_in import ArdriSkillIn # noqa: PLC0415
        from ..models.ardri_update_character_sheet_characteristics import ArdriUpdateCharacterSheetCharacteristics # noqa: PLC0415
        from ..models.ardri_update_character_sheet_domain_modifiers import ArdriUpdateCharacterSheetDomainModifiers # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = ArdriUpdateCharacterSheetType(d.pop("type"))




        _attributes = d.pop("attributes", UNSET)
        attributes: list[ArdriAttributeIn] | Unset = UNSET
        if _attributes is not UNSET:
            attributes = []
            for attributes_item_data in _attributes:
                attributes_item = ArdriAttributeIn.from_dict(attributes_item_data)



                attributes.append(attributes_item)


        _characteristics = d.pop("characteristics", UNSET)
        characteristics: ArdriUpdateCharacterSheetCharacteristics | Unset
        if isinstance(_characteristics,  Unset):
            characteristics = UNSET
        else:
            characteristics = ArdriUpdateCharacterSheetCharacteristics.from_dict(_characteristics)




        def _parse_class_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        class_name = _parse_class_name(d.pop("class_name", UNSET))


        _domain_modifiers = d.pop("domain_modifiers", UNSET)
        domain_modifiers: ArdriUpdateCharacterSheetDomainModifiers | Unset
        if isinstance(_domain_modifiers,  Unset):
            domain_modifiers = UNSET
        else:
            domain_modifiers = ArdriUpdateCharacterSheetDomainModifiers.from_dict(_domain_modifiers)




        name = d.pop("name", UNSET)

        _skills = d.pop("skills", UNSET)
        skills: list[ArdriSkillIn] | Unset = UNSET
        if _skills is not UNSET:
            skills = []
            for skills_item_data in _skills:
                skills_item = ArdriSkillIn.from_dict(skills_item_data)



                skills.append(skills_item)


        ardri_update_character_sheet = cls(
            character_id=character_id,
            type_=type_,
            attributes=attributes,
            characteristics=characteristics,
            class_name=class_name,
            domain_modifiers=domain_modifiers,
            name=name,
            skills=skills,
        )

        return ardri_update_character_sheet

