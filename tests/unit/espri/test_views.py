"""The read model, the session log and snapshots."""

import msgspec

from domain.core import GM, Actor
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.state import EspriState
from domain.espri.views import gem_totals
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    paved,
    types,
)


def test_the_view_exposes_board_sheets_and_the_open_call() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness")}
    state = given(character("deva", prayers=("time",)),
                  character("ceres", tutelary="autumn", relations=relation),
                  PLAY, paved("winter", ["winter", "rupture"]), declared(), drawn("time"))
    typed = ESPRI.view(state, Actor(seat_id="x", role="observer"))
    assert isinstance(typed, ESPRI.view_type) and isinstance(typed.board, ESPRI.board_type)
    assert isinstance(typed.characters["ceres"], ESPRI.sheet_type)
    view = msgspec.json.decode(msgspec.json.encode(typed))
    assert view["phase"] == "play" and view["day"] == 1
    winter = view["board"]["quadrants"]["winter"]
    assert winter["cells"][:3] == [None, "winter", "rupture"] and len(winter["cells"]) == 22
    assert (winter["nymph"], winter["weather"]) == (0, 1)
    assert view["board"]["pool"]["time"] == 10
    sheet = view["characters"]["ceres"]
    assert sheet["relations"]["deva"] == {"nature": "tenderness", "resonance": 1,
                                          "resonance_max": 1, "last_recharge_day": None}
    assert {"prayer_gems", "harmony", "rupture_points", "medium_shattered"} <= set(sheet)
    assert view["open_call"]["hand"] == ["time"] and view["open_call"]["step"] == "drawn"
    assert msgspec.json.decode(msgspec.json.encode(view)) == view
    assert gem_totals(state) == dict.fromkeys(gem_totals(state), 12)


def test_espri_hides_nothing() -> None:
    assert ESPRI.visible(ev.DayAdvanced(day=2), Actor(seat_id="x", role="observer")) is True


def test_the_session_log_reads_as_the_table_speaks() -> None:
    state = given(character("deva"), PLAY)
    call = ev.CallDeclared(call_id="call-1", leader_id="deva", called_season="winter",
                           talent="Abri", helpers=(), difficulty=1, difficulty_source="weather",
                           modifiers=(), effective_score=3, draw_count=2, chooser="leader",
                           passive=False)
    assert ESPRI.narrate(state, call) == (
        "The GM calls winter, led by Deva (Abri): winter 3 \u2212 weather 1 = 2, "
        "Deva chooses the gems (2 to draw)")
    state = ESPRI.evolve(state, call)
    assert ESPRI.narrate(state, drawn("time", "spring")) == "Deva draws time, spring"
    moved = ev.NymphMoved(season="winter", from_=0, to=2, reason="advance")
    assert ESPRI.narrate(state, moved) == "Mÿelta walks 0 → 2"
    result = ev.CallResultDetermined(call_id="call-1", main="spring", modifier="time",
                                     shift="up", base_result="bitter_success", result="success",
                                     forced=False, without_talent=False)
    assert ESPRI.narrate(state, result) == "Result: success (spring + time up)"
    assert all(ESPRI.narrate(state, e) for e in [ev.DayAdvanced(day=2), ev.SetupCompleted()])


def test_the_state_round_trips_through_json_snapshots() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, paved("winter", ["winter"]),
                  declared(), drawn("time", "spring"))
    encoded = msgspec.json.encode(state)
    assert msgspec.json.decode(encoded, type=EspriState) == state


def test_commands_decode_from_flat_json_bodies() -> None:
    body = (b'{"type": "RegisterCharacter", "id": "deva", "name": "D\xc3\xa9va",'
            b' "player_id": "s1", "kind": "guardian", "tutelary_season": "winter",'
            b' "devotion": 2, "seasons": {"winter": 3, "spring": 2, "summer": 1, "autumn": 2},'
            b' "harmony": 0, "talents": ["Abri"], "lineage": null,'
            b' "relations": {"ceres": {"nature": "tenderness", "resonance_max": 1}}}')
    command = msgspec.json.decode(body, type=cmd.RegisterCharacter | cmd.DrawGems)
    outcome = spec(ESPRI).when(command, GM)
    after, events = outcome.state, outcome.events
    assert types(events) == ["CharacterRegistered"]
    assert after.characters["deva"].relations["ceres"].resonance == 1
