from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_register_character_type import ArdriRegisterCharacterType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_attribute_in import ArdriAttributeIn
  from ..models.ardri_register_character_characteristics import ArdriRegisterCharacterCharacteristics
  from ..models.ardri_register_character_domain_modifiers import ArdriRegisterCharacterDomainModifiers
  from ..models.ardri_skill_in import ArdriSkillIn





T = TypeVar("T", bound="ArdriRegisterCharacter")



@_attrs_define
class ArdriRegisterCharacter:
    """ Create a character; a player owns it, the gm names `owner_player_id`.

        Attributes:
            characteristics (ArdriRegisterCharacterCharacteristics): The three characteristics' thresholds (strength,
                spirit, intention: 3 to 5), fixed at creation.
            name (str): The name, as typed (1 to 80 characters).
            type_ (ArdriRegisterCharacterType): The message's tag: `RegisterCharacter`.
            attributes (list[ArdriAttributeIn] | Unset): The character's attributes, each adding a die to rolls in its
                domain.
            character_id (None | str | Unset): The character concerned (an id from the game's `characters`).
            class_name (None | str | Unset): The character's class, free text (no mechanics); null when none.
            domain_modifiers (ArdriRegisterCharacterDomainModifiers | Unset): Each domain's modifier (-1 to +2; passion up
                to 8 minus intention), by domain id.
            owner_player_id (None | str | Unset): The seat id of the player who controls the character (required when the gm
                registers it).
            skills (list[ArdriSkillIn] | Unset): The character's skills (no mechanics).
     """

    characteristics: ArdriRegisterCharacterCharacteristics
    name: str
    type_: ArdriRegisterCharacterType
    attributes: list[ArdriAttributeIn] | Unset = UNSET
    character_id: None | str | Unset = UNSET
    class_name: None | str | Unset = UNSET
    domain_modifiers: ArdriRegisterCharacterDomainModifiers | Unset = UNSET
    owner_player_id: None | str | Unset = UNSET
    skills: list[ArdriSkillIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_attribute_in import ArdriAttributeIn # noqa: PLC0415
        from ..models.ardri_register_character_characteristics import ArdriRegisterCharacterCharacteristics # noqa: PLC0415
        from ..models.ardri_register_character_domain_modifiers import ArdriRegisterCharacterDomainModifiers # noqa: PLC0415
        from ..models.ardri_skill_in import ArdriSkillIn # noqa: PLC0415
        characteristics = self.characteristics.to_dict()

        name = self.name

        type_ = self.type_.value

        attributes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = []
            for attributes_item_data in self.attributes:
                attributes_item = attributes_item_data.to_dict()
                attributes.append(attributes_item)



        character_id: None | str | Unset
        if isinstance(self.character_id, Unset):
            character_id = UNSET
        else:
            character_id = self.character_id

        class_name: None | str | Unset
        if isinstance(self.class_name, Unset):
            class_name = UNSET
        else:
            class_name = self.class_name

        domain_modifiers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.domain_modifiers, Unset):
            domain_modifiers = self.domain_modifiers.to_dict()

        owner_player_id: None | str | Unset
        if isinstance(self.owner_player_id, Unset):
            owner_player_id = UNSET
        else:
            owner_player_id = self.owner_player_id

        skills: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = []
            for skills_item_data in self.skills:
                skills_item = skills_item_data.to_dict()
                skills.append(skills_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characteristics": characteristics,
            "name": name,
            "type": type_,
        })
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if character_id is not UNSET:
            field_dict["character_id"] = character_id
        if class_name is not UNSET:
            field_dict["class_name"] = class_name
        if domain_modifiers is not UNSET:
            field_dict["domain_modifiers"] = domain_modifiers
        if owner_player_id is not UNSET:
            field_dict["owner_player_id"] = owner_player_id
        if skills is not UNSET:
            field_dict["skills"] = skills

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_attribute_in import ArdriAttributeIn # noqa: PLC0415
        from ..models.ardri_register_character_characteristics import ArdriRegisterCharacterCharacteristics # noqa: PLC0415
        from ..models.ardri_register_character_domain_modifiers import ArdriRegisterCharacterDomainModifiers # noqa: PLC0415
        from ..models.ardri_skill_in import ArdriSkillIn # noqa: PLC0415
        d = dict(src_dict)
        characteristics = ArdriRegisterCharacterCharacteristics.from_dict(d.pop("characteristics"))




        name = d.pop("name")

        type_ = ArdriRegisterCharacterType(d.pop("type"))




        _attributes = d.pop("attributes", UNSET)
        attributes: list[ArdriAttributeIn] | Unset = UNSET
        if _attributes is not UNSET:
            attributes = []
            for attributes_item_data in _attributes:
                attributes_item = ArdriAttributeIn.from_dict(attributes_item_data)



                attributes.append(attributes_item)


        def _parse_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        character_id = _parse_character_id(d.pop("character_id", UNSET))


        def _parse_class_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        class_name = _parse_class_name(d.pop("class_name", UNSET))


        _domain_modifiers = d.pop("domain_modifiers", UNSET)
        domain_modifiers: ArdriRegisterCharacterDomainModifiers | Unset
        if isinstance(_domain_modifiers,  Unset):
            domain_modifiers = UNSET
        else:
            domain_modifiers = ArdriRegisterCharacterDomainModifiers.from_dict(_domain_modifiers)




        def _parse_owner_player_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_player_id = _parse_owner_player_id(d.pop("owner_player_id", UNSET))


        _skills = d.pop("skills", UNSET)
        skills: list[ArdriSkillIn] | Unset = UNSET
        if _skills is not UNSET:
            skills = []
            for skills_item_data in _skills:
                skills_item = ArdriSkillIn.from_dict(skills_item_data)



                skills.append(skills_item)


        ardri_register_character = cls(
            characteristics=characteristics,
            name=name,
            type_=type_,
            attributes=attributes,
            character_id=character_id,
            class_name=class_name,
            domain_modifiers=domain_modifiers,
            owner_player_id=owner_player_id,
            skills=skills,
        )

        return ardri_register_character

