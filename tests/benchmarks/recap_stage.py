"""The recap's fold over 10^4 events (issue #29: <= 200 ms), in process.

A long ESPRI game of Calls (``espri_script.record_long``) is sealed as stored envelopes,
five events per command (each group its own ``command_id``, as appends write them), then
folded by ``services.recap.fold.build_recap`` for the gm and for an observer (who goes
through ``visible`` on every event); the best of three runs is reported, beside the
replay of the same envelopes (``apply_events``: the floor any fold pays).
"""

import time
from datetime import UTC, datetime
from typing import Any

from domain.core import GM, Actor
from domain.core.words import ENGLISH
from domain.platform.events import GameCreated
from services.codec import to_new_event
from services.envelope import GENESIS_HASH, StoredEvent, seal
from services.game_state import apply_events, empty_game
from services.recap.fold import build_recap
from tests.benchmarks.espri_script import record_long

EVENTS = 10_000
PER_COMMAND = 5
OBSERVER = Actor(seat_id="bench-observer", role="observer")


def stored_game(total: int = EVENTS) -> list[StoredEvent]:
    """A created game and ``total`` ESPRI events, sealed in commands of five."""
    created = GameCreated(ruleset="espri", title="bench", options={}, randomness="mixed",
                          seed_commitment="", gm_seat_id="gm")
    new = [to_new_event(e) for e in record_long(total)]
    when = datetime.now(UTC)
    stored = seal("bench", 0, GENESIS_HASH, [to_new_event(created)],
                  {"command_id": "create"}, when)
    for start in range(0, len(new), PER_COMMAND):
        stored += seal("bench", stored[-1].version, stored[-1].hash,
                       new[start:start + PER_COMMAND],
                       {"command_id": f"c{start}", "actor": {"seat_id": "gm", "role": "gm"}},
                       when)
    return stored


def measure() -> dict[str, Any]:
    """Milliseconds of one recap of 10^4 events, for the gm and for an observer."""
    events = stored_game()
    figures: dict[str, Any] = {"events": len(events)}
    best = float("inf")
    for _ in range(3):  # the floor: replaying the same envelopes, nothing counted
        started = time.perf_counter()
        apply_events(empty_game("bench"), events)
        best = min(best, (time.perf_counter() - started) * 1000)
    figures["replay_ms"] = best
    for name, viewer in (("gm", GM), ("observer", OBSERVER)):
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            build_recap("bench", events, viewer, ENGLISH)
            best = min(best, (time.perf_counter() - started) * 1000)
        figures[f"{name}_ms"] = best
    return figures
