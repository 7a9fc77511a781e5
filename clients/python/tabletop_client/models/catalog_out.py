from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalog_out_commands import CatalogOutCommands
  from ..models.catalog_out_fields import CatalogOutFields
  from ..models.catalog_out_help import CatalogOutHelp
  from ..models.catalog_out_messages import CatalogOutMessages





T = TypeVar("T", bound="CatalogOut")



@_attrs_define
class CatalogOut:
    """ 
        Attributes:
            commands (CatalogOutCommands): Command labels ("Draw gems") from the rule systems' catalogs, English -> this
                language.
            fields (CatalogOutFields): Field labels ("Rupture points") from the rule systems' catalogs, English -> this
                language.
            help_ (CatalogOutHelp): The help beside commands and fields (the API's descriptions) from the rule systems'
                catalogs, English -> this language.
            language (str): The language of the translations.
            messages (CatalogOutMessages): The web table's own strings, English -> this language.
     """

    commands: CatalogOutCommands
    fields: CatalogOutFields
    help_: CatalogOutHelp
    language: str
    messages: CatalogOutMessages
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalog_out_commands import CatalogOutCommands # noqa: PLC0415
        from ..models.catalog_out_fields import CatalogOutFields # noqa: PLC0415
        from ..models.catalog_out_help import CatalogOutHelp # noqa: PLC0415
        from ..models.catalog_out_messages import CatalogOutMessages # noqa: PLC0415
        commands = self.commands.to_dict()

        fields = self.fields.to_dict()

        help_ = self.help_.to_dict()

        language = self.language

        messages = self.messages.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "commands": commands,
            "fields": fields,
            "help": help_,
            "language": language,
            "messages": messages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_out_commands import CatalogOutCommands # noqa: PLC0415
        from ..models.catalog_out_fields import CatalogOutFields # noqa: PLC0415
        from ..models.catalog_out_help import CatalogOutHelp # noqa: PLC0415
        from ..models.catalog_out_messages import CatalogOutMessages # noqa: PLC0415
        d = dict(src_dict)
        commands = CatalogOutCommands.from_dict(d.pop("commands"))




        fields = CatalogOutFields.from_dict(d.pop("fields"))




        help_ = CatalogOutHelp.from_dict(d.pop("help"))




        language = d.pop("language")

        messages = CatalogOutMessages.from_dict(d.pop("messages"))




        catalog_out = cls(
            commands=commands,
            fields=fields,
            help_=help_,
            language=language,
            messages=messages,
        )


        catalog_out.additional_properties = d
        return catalog_out

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
