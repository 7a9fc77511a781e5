"""Old event payloads are upgraded on read, never rewritten in the store."""

from datetime import UTC, datetime
from typing import Any

from domain.core import Event
from services.codec import RulesetCodec
from services.envelope import StoredEvent
from tests.support.counter import COUNTER, CounterRuleset


class Renamed(Event, frozen=True):
    """v1 had ``amount``; v2 calls it ``by`` and adds ``reason``."""

    by: int
    reason: str

    schema_version = 2

    @classmethod
    def upcast(cls, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        assert from_version == 1
        return {"by": data["amount"], "reason": "unknown (recorded before v2)"}


class WithRenamed(CounterRuleset):
    name = "counter_v2"
    event_types = (*COUNTER.event_types, Renamed)


def stored(schema_version: int, data: dict[str, Any]) -> StoredEvent:
    return StoredEvent(game_id="g", version=2, type="Renamed", data=data, metadata={},
                       recorded_at=datetime.now(UTC), prev_hash=b"", hash=b"",
                       schema_version=schema_version)


def test_a_v1_payload_is_upcast_to_the_current_shape() -> None:
    codec = RulesetCodec(WithRenamed())
    assert codec.decode_event(stored(1, {"amount": 3})) == Renamed(
        by=3, reason="unknown (recorded before v2)")


def test_a_current_payload_is_read_as_is() -> None:
    codec = RulesetCodec(WithRenamed())
    assert codec.decode_event(stored(2, {"by": 1, "reason": "x"})) == Renamed(by=1, reason="x")
