from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_webhook_in_format import CreateWebhookInFormat
from ..models.create_webhook_in_language_type_0 import CreateWebhookInLanguageType0
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateWebhookIn")



@_attrs_define
class CreateWebhookIn:
    """ 
        Attributes:
            url (str): http(s) URL of the receiver; private, loopback and link-local addresses are refused
                (`webhook_url_forbidden`) unless the operator allows them.
            event_types (list[str] | None | Unset): Only these event types (default: every event).
            format_ (CreateWebhookInFormat | Unset): `standard`: Standard Webhooks `{type, timestamp, data}`; `discord`: a
                Discord execute-webhook body `{username, content}` with the narration. Default: CreateWebhookInFormat.STANDARD.
            language (CreateWebhookInLanguageType0 | None | Unset): The language of the narration (`format=discord`): `fr`
                or `en`; omitted: the game's language.
            view_as (str | Unset): `observer`, or a seat id of the game: events are redacted as that seat reads them.
                Default: 'observer'.
     """

    url: str
    event_types: list[str] | None | Unset = UNSET
    format_: CreateWebhookInFormat | Unset = CreateWebhookInFormat.STANDARD
    language: CreateWebhookInLanguageType0 | None | Unset = UNSET
    view_as: str | Unset = 'observer'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        event_types: list[str] | None | Unset
        if isinstance(self.event_types, Unset):
            event_types = UNSET
        elif isinstance(self.event_types, list):
            event_types = self.event_types


        else:
            event_types = self.event_types

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value


        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        elif isinstance(self.language, CreateWebhookInLanguageType0):
            language = self.language.value
        else:
            language = self.language

        view_as = self.view_as


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "url": url,
        })
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if format_ is not UNSET:
            field_dict["format"] = format_
        if language is not UNSET:
            field_dict["language"] = language
        if view_as is not UNSET:
            field_dict["view_as"] = view_as

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_event_types(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                event_types_type_0 = cast(list[str], data)

                return event_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        event_types = _parse_event_types(d.pop("event_types", UNSET))


        _format_ = d.pop("format", UNSET)
        format_: CreateWebhookInFormat | Unset
        if isinstance(_format_,  Unset):
            format_ = UNSET
        else:
            format_ = CreateWebhookInFormat(_format_)




        def _parse_language(data: object) -> CreateWebhookInLanguageType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_0 = CreateWebhookInLanguageType0(data)



                return language_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateWebhookInLanguageType0 | None | Unset, data)

        language = _parse_language(d.pop("language", UNSET))


        view_as = d.pop("view_as", UNSET)

        create_webhook_in = cls(
            url=url,
            event_types=event_types,
            format_=format_,
            language=language,
            view_as=view_as,
        )


        create_webhook_in.additional_properties = d
        return create_webhook_in

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
