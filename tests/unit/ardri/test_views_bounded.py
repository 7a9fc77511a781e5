"""Contract C4 (issue #36 item 2): Ardri's ``state`` kept every closed roll (2.1 MiB at
3,000 events); now a roll closes out of the state when its character rolls again, and a
concurrence once it is over, so neither the read model nor the folded state grows with
the number of events. A session of server-rolled actions, Murphy stores and contests is
played to N and to 10 N events and both are measured."""

import msgspec

from domain.ardri import commands as cmd
from domain.ardri.decider import ARDRI
from domain.ardri.state import ArdriState
from domain.core import GM, DomainError, SeededRandomSource
from tests.unit.ardri.helpers import registered

N = 200
IDS = ("sinnead", "findell", "galvin")


def _try(state: ArdriState, command: cmd.Command, seed: int) -> tuple[ArdriState, int]:
    """The state after the command and how many events it made (none when refused)."""
    try:
        events = ARDRI.decide(state, command, GM, SeededRandomSource(seed))
    except DomainError:
        return state, 0
    for event in events:
        state = ARDRI.evolve(state, event)
    return state, len(events)


def _turn(state: ArdriState, turn: int) -> list[cmd.Command]:
    """A roll, the store of its lost success if any, now and then a concurrence."""
    cid = IDS[turn % len(IDS)]
    roll_id = f"roll-{state.sequence + 1}"
    commands: list[cmd.Command] = [
        cmd.RollAction(character_id=cid, characteristic="spirit", domain_id="knowledge"),
        *(cmd.StoreMurphySuccess(character_id=cid, roll_id=roll_id, die_index=i)
          for i in range(3))]
    if turn % 7 == 0:
        contest = f"concurrence-{state.sequence + 1}"
        commands = [cmd.OpenConcurrence(characteristic="strength", participant_ids=list(IDS)),
                    *(cmd.RollConcurrence(concurrence_id=contest, character_id=c)
                      for c in IDS)]
    return commands


def play(wanted: int) -> ArdriState:
    """A table of three, sessions of about 60 events, until ``wanted`` events."""
    state = ARDRI.initial_state(None)
    for cid in IDS:
        state = ARDRI.evolve(state, registered(cid, spirit=4))
    turn = 0
    while state.sequence < wanted:
        if state.session is None or state.sequence % 60 == 0:
            state = _try(state, cmd.EndSession(), turn)[0]
            state = _try(state, cmd.StartSession(present_character_ids=list(IDS)), turn)[0]
        for command in _turn(state, turn):
            state = _try(state, command, turn)[0]
        turn += 1
    return state


def sizes(state: ArdriState) -> tuple[int, int]:
    """The bytes of the ``state`` read model and of the folded state."""
    return len(msgspec.json.encode(ARDRI.view(state, GM))), len(msgspec.json.encode(state))


def test_the_state_read_and_the_folded_state_do_not_grow_with_the_events() -> None:
    short, long = play(N), play(10 * N)
    assert long.sequence >= 10 * N and long.session is not None
    for few, many in zip(sizes(short), sizes(long), strict=True):
        assert many <= 1.1 * few, (sizes(short), sizes(long))
    assert sizes(long)[0] <= 64 * 1024
