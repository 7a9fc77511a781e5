from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.delivery_status import DeliveryStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.attempt import Attempt





T = TypeVar("T", bound="Delivery")



@_attrs_define
class Delivery:
    """ 
        Attributes:
            delivery_id (int): The delivery's number, unique on this server.
            event_type (str): The `type` of the event delivered.
            last_error (None | str): The last failure's reason (an HTTP status or a network error); null when none failed.
            next_attempt_at (datetime.datetime | None): When the next try is due (UTC); null once delivered, failed or
                skipped.
            status (DeliveryStatus): `pending` (tries left), `delivered`, `failed` (gave up) or `skipped` (the subscription
                no longer wanted it).
            version (int): The version of the event delivered.
            webhook_id (str): The webhook subscription's id.
            attempts (list[Attempt] | Unset): Every try at this delivery, oldest first.
     """

    delivery_id: int
    event_type: str
    last_error: None | str
    next_attempt_at: datetime.datetime | None
    status: DeliveryStatus
    version: int
    webhook_id: str
    attempts: list[Attempt] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attempt import Attempt # noqa: PLC0415
        delivery_id = self.delivery_id

        event_type = self.event_type

        last_error: None | str
        last_error = self.last_error

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        status = self.status.value

        version = self.version

        webhook_id = self.webhook_id

        attempts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.attempts, Unset):
            attempts = []
            for attempts_item_data in self.attempts:
                attempts_item = attempts_item_data.to_dict()
                attempts.append(attempts_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "delivery_id": delivery_id,
            "event_type": event_type,
            "last_error": last_error,
            "next_attempt_at": next_attempt_at,
            "status": status,
            "version": version,
            "webhook_id": webhook_id,
        })
        if attempts is not UNSET:
            field_dict["attempts"] = attempts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt import Attempt # noqa: PLC0415
        d = dict(src_dict)
        delivery_id = d.pop("delivery_id")

        event_type = d.pop("event_type")

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))


        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        status = DeliveryStatus(d.pop("status"))




        version = d.pop("version")

        webhook_id = d.pop("webhook_id")

        _attempts = d.pop("attempts", UNSET)
        attempts: list[Attempt] | Unset = UNSET
        if _attempts is not UNSET:
            attempts = []
            for attempts_item_data in _attempts:
                attempts_item = Attempt.from_dict(attempts_item_data)



                attempts.append(attempts_item)


        delivery = cls(
            delivery_id=delivery_id,
            event_type=event_type,
            last_error=last_error,
            next_attempt_at=next_attempt_at,
            status=status,
            version=version,
            webhook_id=webhook_id,
            attempts=attempts,
        )


        delivery.additional_properties = d
        return delivery

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
