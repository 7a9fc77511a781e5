"""Contract C4 (issue #36 item 2): ``GET …/state`` carries what play needs now, so its
size does not grow with the number of events, nor does the state folded in memory. An
ESPRI game of server-drawn calls is played to N and to 10 N events and both are
measured."""

import msgspec

from domain.core import GM, Event, SeededRandomSource
from domain.espri import commands as cmd
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions, EspriState, pool_size
from tests.unit.espri.helpers import character
from tests.unit.espri.moves import choice
from tests.unit.espri.test_liveness import close_the_call, finish_setup

N = 150


def _decide(state: EspriState, command: cmd.Command, seed: int) -> tuple[EspriState, int]:
    events: list[Event] = ESPRI.decide(state, command, GM, SeededRandomSource(seed))
    for event in events:
        state = ESPRI.evolve(state, event)
    return state, len(events)


def play(wanted: int) -> EspriState:
    """Déva and Cérès call their seasons in turn, the server drawing, until ``wanted``
    events are folded; a new scenario whenever the bag runs low."""
    state = ESPRI.initial_state(EspriOptions())
    for event in (character("deva", harmony=5), character("ceres", tutelary="autumn",
                                                          harmony=5)):
        state = ESPRI.evolve(state, event)
    state, count, turn = finish_setup(state), 0, 0
    while count < wanted:
        if pool_size(state) < 8:
            state = finish_setup(_decide(state, cmd.StartScenario(), turn)[0])
        leader, season = (("deva", "winter"), ("ceres", "autumn"))[turn % 2]
        state, made = _decide(state, cmd.DeclareCall(leader_id=leader, called_season=season,
                                                     talent="Abri"), turn)
        count += made
        state, made = _decide(state, cmd.DrawGems(), turn)
        count += made
        call = state.open_call
        assert call is not None
        state, made = _decide(state, choice(call), turn)
        count += made
        state = close_the_call(state)
        turn += 1
    return state


def sizes(state: EspriState) -> tuple[int, int]:
    """The bytes of the gm's ``state`` read model and of the folded state."""
    return len(msgspec.json.encode(ESPRI.view(state, GM))), len(msgspec.json.encode(state))


def test_the_state_read_and_the_folded_state_do_not_grow_with_the_events() -> None:
    short, long = sizes(play(N)), sizes(play(10 * N))
    for few, many in zip(short, long, strict=True):
        assert many <= 1.1 * few, (short, long)
    assert long[0] <= 64 * 1024
