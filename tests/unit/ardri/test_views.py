"""The read model, visibility and the session-log lines."""

import json

import msgspec

from domain.ardri.commands import (
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RollConcurrence,
    StoreMurphySuccess,
    UseMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.rules.values import Dice
from domain.ardri.state import ArdriOptions
from domain.core import GM, Actor, Event
from tests.unit.ardri.helpers import (
    PLAYER,
    Game,
    attribute,
    opposition,
    registered,
    session,
)

OBSERVER = Actor(seat_id="o1", role="observer")


def lines(table: Game, start: int = 0) -> list[str | None]:
    """Narrate the table's log from ``start``, each event against the state before it."""
    state = ARDRI.initial_state(ArdriOptions())
    out: list[str | None] = []
    for index, event in enumerate(table.history):
        if index >= start:
            out.append(ARDRI.narrate(state, event))
        state = ARDRI.evolve(state, event)
    return out


def sinnead_session() -> Game:
    """EX-1 to EX-4 of the seed, through commands."""
    t = Game(registered("sinnead", spirit=4, modifiers={"knowledge": 1, "unworthy": 1},
                         attributes=[attribute("myths_of_enorhim", "knowledge", 2)]),
              session("sinnead"))
    first = t.roll("sinnead", "spirit", "knowledge", [4, 7, 9],
                   attribute_id="myths_of_enorhim", attribute_value=12)
    t.when(StoreMurphySuccess(character_id="sinnead", roll_id=first.roll_id, die_index=0))
    escape = t.roll("sinnead", "intention", "unworthy", [4, 7, 8])
    stored = t.sheet("sinnead")["murphy"]["stored"][0]["stored_success_id"]
    t.when(UseMurphySuccess(character_id="sinnead", roll_id=escape.roll_id,
                            stored_success_id=stored))
    return t


def test_narrate_tells_sinnead_s_session_in_readable_lines() -> None:
    t = sinnead_session()
    t.when(EndSession())
    assert lines(t) == [
        "Sinnead joins the game",
        "Session 1 begins with Sinnead",
        "Sinnead rolls Spirit + Knowledge (threshold 5): 4, 7, 9 + d12 12 — failure",
        "Sinnead keeps a lost success of 4 (1 of 3 stores this session)",
        "Sinnead rolls Intention + Unworthy (threshold 4): 4, 7, 8 — failure",
        "Sinnead uses a stored success of 4 — now 2 successes, success",
        "Session 1 ends",
    ]


def test_narrate_names_situations_laws_and_group_play() -> None:
    t = Game(registered("findell", strength=3), registered("ed", strength=4),
              registered("sam", strength=4, modifiers={"body": 1}),
              session("findell", "ed", "sam"))
    start = len(t.history)
    t.roll("findell", "strength", None, [2, 3, 5], situation=opposition(1))
    t.roll("findell", "strength", None, [3, 3, 3], situation=opposition(3))
    sam = t.roll("sam", "strength", None, [1, 2, 4], task_id="boat")
    ed = t.roll("ed", "strength", None, [3, 8, 9], task_id="boat")
    t.when(GiveSurplusSuccess(from_roll_id=sam.roll_id, die_index=2, to_roll_id=ed.roll_id))
    stored = t.roll("findell", "strength", None, [2, 9, 9])
    t.when(StoreMurphySuccess(character_id="findell", roll_id=stored.roll_id, die_index=0))
    coordinated = t.roll("ed", "strength", "body", [5, 9, 9], supporters=["findell", "sam"])
    t.when(OfferMurphySupport(roll_id=coordinated.roll_id, supporter_id="findell",
                              stored_success_id=f"murphy-{len(t.history) - 1}"))
    assert lines(t, start) == [
        "Findell rolls Strength (threshold 2; opposition -1): 2, 3, 5 — failure",
        "Findell rolls Strength (threshold 1; opposition -3): 3, 3, 3"
        " — Holy Trinity (forced success)",
        "Sam rolls Strength (threshold 4): 1, 2, 4 — success",
        "Ed rolls Strength (threshold 4): 3, 8, 9 — failure",
        "Sam gives a wasted success of 4 to Ed — now 2 successes, success",
        "Findell rolls Strength (threshold 3): 2, 9, 9 — failure",
        "Findell keeps a lost success of 2 (1 of 3 stores this session)",
        "Ed rolls Strength + Body (threshold 5; coordination +1): 5, 9, 9 — failure",
        "Findell supports Ed with a stored success of 2 — now 2 successes, success",
    ]


def test_narrate_tells_a_concurrence_and_its_ranking() -> None:
    t = Game(registered("ed"), registered("sam"), session("ed", "sam"))
    start = len(t.history)
    t.when(OpenConcurrence(characteristic="spirit", domain_id="knowledge",
                           participant_ids=["ed", "sam"]))
    contest = f"concurrence-{start + 1}"
    t.when(RollConcurrence(concurrence_id=contest, character_id="ed",
                           dice=Dice(trinity=[1, 2, 9])))
    t.when(RollConcurrence(concurrence_id=contest, character_id="sam",
                           dice=Dice(trinity=[3, 9, 9])))
    assert lines(t, start) == [
        "A concurrence on Spirit + Knowledge opens between Ed, Sam",
        "Ed rolls in the concurrence (threshold 3): 1, 2, 9 — 2 successes",
        "Sam rolls in the concurrence (threshold 3): 3, 9, 9 — 1 success",
        "Concurrence ranking: 1. Ed, 2. Sam",
    ]


def test_the_view_is_json_ready_with_sheets_stores_rolls_and_phase() -> None:
    t = sinnead_session()
    typed = ARDRI.view(t.state, PLAYER)
    assert isinstance(typed, ARDRI.view_type)
    assert isinstance(typed.characters["sinnead"], ARDRI.sheet_type)
    view = msgspec.json.decode(msgspec.json.encode(typed))
    assert json.loads(json.dumps(view)) == view
    assert msgspec.json.decode(msgspec.json.encode(typed), type=ARDRI.view_type) == typed
    assert view["phase"] == "in_session"
    sheet = view["characters"]["sinnead"]
    assert sheet["domain_thresholds"]["knowledge"] == 5
    assert sheet["murphy"] == {"store_count": 1, "stores_left": 2, "stored": []}
    assert list(view["open_rolls"]) == [sheet["open_roll_id"]]
    roll = view["open_rolls"][sheet["open_roll_id"]]
    assert roll["bonus_successes"] == [{"source": "murphy", "value": 4,
                                        "from_character_id": "sinnead"}]
    assert roll["outcome"] == "success" and roll["success_taken"] is None
    assert "closed_rolls" not in view  # C4: a closed roll is in the log, not the state
    t.when(EndSession())
    assert ARDRI.view(t.state, GM).phase == "between_sessions"


def test_every_event_is_public() -> None:
    t = sinnead_session()
    event: Event
    for event in t.history:
        assert ARDRI.visible(event, OBSERVER) is True
    assert ARDRI.view(t.state, OBSERVER) == ARDRI.view(t.state, GM)
