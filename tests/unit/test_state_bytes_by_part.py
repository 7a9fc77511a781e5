"""The table stage's ``GET state`` bytes by part (issue #36): every byte of the document
is in one part or in the keys around them, and a part that changes from one read to the
next shows in its least, median and largest."""

from typing import Any

import msgspec

from tests.benchmarks.walk_growth import by_part, state_parts
from tests.support.offered_walk import offered_table
from tests.unit.voyages.offers import free


def document(actions: dict[str, str]) -> dict[str, Any]:
    """A ``state`` document with these open actions."""
    return {"game_id": "g", "state": {"characters": {"tetra": 1}, "actions": actions},
            "available": [], "waiting_for": []}


def test_the_part_that_varies_shows_in_its_least_median_and_largest() -> None:
    found = by_part([document({}), document({"a1": "open"}),
                     document({"a1": "open", "a2": "open"})])
    assert found["state.actions"] == (len(b"{}"), len(b'{"a1":"open"}'),
                                      len(b'{"a1":"open","a2":"open"}'))
    assert found["state.characters"] == (len(b'{"tetra":1}'),) * 3
    assert found["total"][2] - found["total"][1] == len(b',"a2":"open"')


def test_the_parts_of_a_voyages_read_are_all_of_it_but_the_keys() -> None:
    walk = offered_table("voyages", free).grow(200)
    read = msgspec.json.decode(msgspec.json.encode(walk.read("p1")))
    skeleton = {**read, "state": dict.fromkeys(read["state"], 0),
                "available": 0, "waiting_for": 0}
    parts = state_parts(read)
    assert len(parts) == len(read["state"]) + 2
    assert (len(msgspec.json.encode(read)) - sum(parts.values())
            == len(msgspec.json.encode(skeleton)) - len(parts))
