from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_character_out_stress_additional_property_type_1 import XyropCharacterOutStressAdditionalPropertyType1
from typing import cast






T = TypeVar("T", bound="XyropCharacterOutStress")



@_attrs_define
class XyropCharacterOutStress:
    """ The character's stress tracks: stress id -> `none`, a die (4 to 12) or `out`.

     """

    additional_properties: dict[str, int | XyropCharacterOutStressAdditionalPropertyType1] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, XyropCharacterOutStressAdditionalPropertyType1):
                field_dict[prop_name] = prop.value
            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        xyrop_character_out_stress = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> int | XyropCharacterOutStressAdditionalPropertyType1:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_1 = XyropCharacterOutStressAdditionalPropertyType1(data)



                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | XyropCharacterOutStressAdditionalPropertyType1, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        xyrop_character_out_stress.additional_properties = additional_properties
        return xyrop_character_out_stress

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int | XyropCharacterOutStressAdditionalPropertyType1:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int | XyropCharacterOutStressAdditionalPropertyType1) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
