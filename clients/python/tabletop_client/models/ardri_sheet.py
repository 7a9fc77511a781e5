from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_attribute import ArdriAttribute
  from ..models.ardri_sheet_characteristics import ArdriSheetCharacteristics
  from ..models.ardri_sheet_domain_modifiers import ArdriSheetDomainModifiers
  from ..models.ardri_skill import ArdriSkill





T = TypeVar("T", bound="ArdriSheet")



@_attrs_define
class ArdriSheet:
    """ A validated character sheet (spec §3); `domain_modifiers` holds all nine ids.

        Attributes:
            attributes (list[ArdriAttribute]): The character's attributes, each adding a die to rolls in its domain.
            characteristics (ArdriSheetCharacteristics): The three characteristics' thresholds (strength, spirit, intention:
                3 to 5), fixed at creation.
            class_name (None | str): The character's class, free text (no mechanics); null when none.
            domain_modifiers (ArdriSheetDomainModifiers): Each domain's modifier (-1 to +2; passion up to 8 minus
                intention), by domain id.
            name (str): The name, as typed (1 to 80 characters).
            skills (list[ArdriSkill]): The character's skills (no mechanics).
     """

    attributes: list[ArdriAttribute]
    characteristics: ArdriSheetCharacteristics
    class_name: None | str
    domain_modifiers: ArdriSheetDomainModifiers
    name: str
    skills: list[ArdriSkill]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_attribute import ArdriAttribute # noqa: PLC0415
        from ..models.ardri_sheet_characteristics import ArdriSheetCharacteristics # noqa: PLC0415
        from ..models.ardri_sheet_domain_modifiers import ArdriSheetDomainModifiers # noqa: PLC0415
        from ..models.ardri_skill import ArdriSkill # noqa: PLC0415
        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)



        characteristics = self.characteristics.to_dict()

        class_name: None | str
        class_name = self.class_name

        domain_modifiers = self.domain_modifiers.to_dict()

        name = self.name

        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attributes": attributes,
            "characteristics": characteristics,
            "class_name": class_name,
            "domain_modifiers": domain_modifiers,
            "name": name,
            "skills": skills,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_attribute import ArdriAttribute # noqa: PLC0415
        from ..models.ardri_sheet_characteristics import ArdriSheetCharacteristics # noqa: PLC0415
        from ..models.ardri_sheet_domain_modifiers import ArdriSheetDomainModifiers # noqa: PLC0415
        from ..models.ardri_skill import ArdriSkill # noqa: PLC0415
        d = dict(src_dict)
        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in (_attributes):
            attributes_item = ArdriAttribute.from_dict(attributes_item_data)



            attributes.append(attributes_item)


        characteristics = ArdriSheetCharacteristics.from_dict(d.pop("characteristics"))




        def _parse_class_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        class_name = _parse_class_name(d.pop("class_name"))


        domain_modifiers = ArdriSheetDomainModifiers.from_dict(d.pop("domain_modifiers"))




        name = d.pop("name")

        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = ArdriSkill.from_dict(skills_item_data)



            skills.append(skills_item)


        ardri_sheet = cls(
            attributes=attributes,
            characteristics=characteristics,
            class_name=class_name,
            domain_modifiers=domain_modifiers,
            name=name,
            skills=skills,
        )


        ardri_sheet.additional_properties = d
        return ardri_sheet

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
