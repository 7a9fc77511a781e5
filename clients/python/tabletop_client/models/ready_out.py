from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ReadyOut")



@_attrs_define
class ReadyOut:
    """ 
        Attributes:
            database (str): `ok` when the primary database answers, else `down`.
            migrations (str): `current` when the database schema is at the code's migration head, else `behind` (`unknown`
                when the database cannot tell).
            redis (str): `ok` when Redis answers, else `down` (the live feed then polls).
            replica (str): `none` (no replica configured), `ok`, `lagging`, `down` or `unknown`: unless `ok`, every read
                goes to the primary.
            replica_lag (float | None): Seconds of replay lag last measured on the replica (0 when caught up); null when
                unknown.
            status (str): `ok` when the server can serve (database up and migrated), `degraded` when only Redis is down (the
                live feed polls), else `unavailable`.
     """

    database: str
    migrations: str
    redis: str
    replica: str
    replica_lag: float | None
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        database = self.database

        migrations = self.migrations

        redis = self.redis

        replica = self.replica

        replica_lag: float | None
        replica_lag = self.replica_lag

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "database": database,
            "migrations": migrations,
            "redis": redis,
            "replica": replica,
            "replica_lag": replica_lag,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        database = d.pop("database")

        migrations = d.pop("migrations")

        redis = d.pop("redis")

        replica = d.pop("replica")

        def _parse_replica_lag(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        replica_lag = _parse_replica_lag(d.pop("replica_lag"))


        status = d.pop("status")

        ready_out = cls(
            database=database,
            migrations=migrations,
            redis=redis,
            replica=replica,
            replica_lag=replica_lag,
            status=status,
        )


        ready_out.additional_properties = d
        return ready_out

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
