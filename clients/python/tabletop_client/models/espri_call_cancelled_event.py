from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_call_cancelled_event_type import EspriCallCancelledEventType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.espri_call_cancelled import EspriCallCancelled
  from ..models.event_metadata import EventMetadata





T = TypeVar("T", bound="EspriCallCancelledEvent")



@_attrs_define
class EspriCallCancelledEvent:
    """ `CallCancelled`: A call was withdrawn before drawing; `reason` `pool_exhausted` when the leader
    could no longer draw after the temptation (U2).

        Attributes:
            data (EspriCallCancelled): A call was withdrawn before drawing; `reason` `pool_exhausted` when the leader
                could no longer draw after the temptation (U2).
            hash_ (None | str): sha256(prev_hash || canonical envelope), hex; null for seats other than the gm (it is
                computed over data they may not read).
            metadata (EventMetadata): Who did it and why: `actor` (`seat_id`, `role`), `command_type`, `command_id`,
                `correlation_id`, `client`, `idempotency_key`; `command` (the command as sent) for the gm only.
            prev_hash (None | str): The previous event's hash, hex; null for seats other than the gm.
            recorded_at (datetime.datetime): When the server stored the event (UTC).
            schema_version (int): The version of the event's `data` shape (older events are upcast when read).
            type_ (EspriCallCancelledEventType): The event's type.
            version (int): Position in the game's stream (1 = GameCreated).
     """

    data: EspriCallCancelled
    hash_: None | str
    metadata: EventMetadata
    prev_hash: None | str
    recorded_at: datetime.datetime
    schema_version: int
    type_: EspriCallCancelledEventType
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_call_cancelled import EspriCallCancelled # noqa: PLC0415
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        data = self.data.to_dict()

        hash_: None | str
        hash_ = self.hash_

        metadata = self.metadata.to_dict()

        prev_hash: None | str
        prev_hash = self.prev_hash

        recorded_at = self.recorded_at.isoformat()

        schema_version = self.schema_version

        type_ = self.type_.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "hash": hash_,
            "metadata": metadata,
            "prev_hash": prev_hash,
            "recorded_at": recorded_at,
            "schema_version": schema_version,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_call_cancelled import EspriCallCancelled # noqa: PLC0415
        from ..models.event_metadata import EventMetadata # noqa: PLC0415
        d = dict(src_dict)
        data = EspriCallCancelled.from_dict(d.pop("data"))




        def _parse_hash_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hash_ = _parse_hash_(d.pop("hash"))


        metadata = EventMetadata.from_dict(d.pop("metadata"))




        def _parse_prev_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prev_hash = _parse_prev_hash(d.pop("prev_hash"))


        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        schema_version = d.pop("schema_version")

        type_ = EspriCallCancelledEventType(d.pop("type"))




        version = d.pop("version")

        espri_call_cancelled_event = cls(
            data=data,
            hash_=hash_,
            metadata=metadata,
            prev_hash=prev_hash,
            recorded_at=recorded_at,
            schema_version=schema_version,
            type_=type_,
            version=version,
        )


        espri_call_cancelled_event.additional_properties = d
        return espri_call_cancelled_event

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
