from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_webhook_out_format import CreatedWebhookOutFormat
from ..models.created_webhook_out_status import CreatedWebhookOutStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="CreatedWebhookOut")



@_attrs_define
class CreatedWebhookOut:
    """ 
        Attributes:
            created_at (datetime.datetime): When it was created (UTC).
            disabled_reason (None | str): Why the server stopped sending (too many failed deliveries, or a receiver that
                answered 410 Gone); null while it is active.
            event_types (list[str] | None): The event types it is sent (null: every event the seat may read).
            format_ (CreatedWebhookOutFormat): The body sent: `standard` (Standard Webhooks JSON) or `discord` (a Discord
                message with the narrated lines).
            from_version (int): The first version of the game's stream the subscription delivers.
            status (CreatedWebhookOutStatus): `active`, or `disabled` after too many failures (see `disabled_reason`).
            url (str): The receiver's HTTPS address, where events are POSTed.
            view_as (str): Whose view the receiver gets: `observer`, or a seat id (it gets what that seat may read).
            webhook_id (str): The webhook subscription's id.
            language (None | str | Unset): The language of its narrated lines; null: the game's.
            secret (str | Unset): The signing secret (`whsec_…`), shown only in this answer: receivers check the `webhook-
                signature` header with it. Default: ''.
     """

    created_at: datetime.datetime
    disabled_reason: None | str
    event_types: list[str] | None
    format_: CreatedWebhookOutFormat
    from_version: int
    status: CreatedWebhookOutStatus
    url: str
    view_as: str
    webhook_id: str
    language: None | str | Unset = UNSET
    secret: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        event_types: list[str] | None
        if isinstance(self.event_types, list):
            event_types = self.event_types


        else:
            event_types = self.event_types

        format_ = self.format_.value

        from_version = self.from_version

        status = self.status.value

        url = self.url

        view_as = self.view_as

        webhook_id = self.webhook_id

        language: None | str | Unset
        if isinstance(self.language, Unset):
            language = UNSET
        else:
            language = self.language

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "disabled_reason": disabled_reason,
            "event_types": event_types,
            "format": format_,
            "from_version": from_version,
            "status": status,
            "url": url,
            "view_as": view_as,
            "webhook_id": webhook_id,
        })
        if language is not UNSET:
            field_dict["language"] = language
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        def _parse_event_types(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                event_types_type_0 = cast(list[str], data)

                return event_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        event_types = _parse_event_types(d.pop("event_types"))


        format_ = CreatedWebhookOutFormat(d.pop("format"))




        from_version = d.pop("from_version")

        status = CreatedWebhookOutStatus(d.pop("status"))




        url = d.pop("url")

        view_as = d.pop("view_as")

        webhook_id = d.pop("webhook_id")

        def _parse_language(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        language = _parse_language(d.pop("language", UNSET))


        secret = d.pop("secret", UNSET)

        created_webhook_out = cls(
            created_at=created_at,
            disabled_reason=disabled_reason,
            event_types=event_types,
            format_=format_,
            from_version=from_version,
            status=status,
            url=url,
            view_as=view_as,
            webhook_id=webhook_id,
            language=language,
            secret=secret,
        )


        created_webhook_out.additional_properties = d
        return created_webhook_out

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
