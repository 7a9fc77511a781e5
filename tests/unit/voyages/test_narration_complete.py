"""Issue #39: every event a Voyages table records is told in the log, in the reader's
language: a played table (actions with helpers of two seats, situations, conflict rounds,
time) narrates each of its events, in English and in French, with no identifier."""

import re

from domain.core import GM, Command, DomainError, Event, SeededRandomSource
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.narrate import LINES, narrate
from domain.voyages.state import VoyagesOptions, VoyagesState
from services.i18n import words
from tests.unit.voyages.helpers import OTHER_PLAYER, PLAYER, doc, registered, tetra
from tests.unit.voyages.test_views_bounded import _action, _conflict, _situation

FRENCH = words("fr", "voyages")
IDENTIFIER = re.compile(r"\b[a-z]+(_[a-z]+)+\b")


def _played() -> list[tuple[VoyagesState, Event]]:
    """(state before, event) of a table that plays a bit of everything."""
    state = VOYAGES.initial_state(VoyagesOptions())
    told: list[tuple[VoyagesState, Event]] = []
    steps: list[tuple[Command, object]] = [
        (cmd.RegisterThing(thing_id="bandits", name="les bandits"), GM),
        (cmd.AddInventoryTint(character_id="tetra", tint="sel", points=2, tattooed=True), GM),
        (cmd.RollAction(action_id="h1", character_id="tetra", dice=(2,),
                      helpers=(cmd.HelperSpec(character_id="doc"),)), PLAYER),
        (cmd.JoinHelp(action_id="h1", character_id="doc", dice=(5,)), OTHER_PLAYER),
        (cmd.RerollWithTint(resolution_id="h1", roll_id="h1:main", tint_source="tattoo",
                          dice=(4,)), PLAYER),
        *((command, GM) for turn in range(3)
          for command in (_action, _situation, _conflict)[turn](turn)),
        (cmd.EndScene(), GM), (cmd.EndDay(), GM),
    ]
    for event in registered(tetra(), doc()):
        told.append((state, event))
        state = VOYAGES.evolve(state, event)
    for command, actor in steps:
        try:
            events = VOYAGES.decide(state, command, actor, SeededRandomSource(7, mode="mixed"))  # type: ignore[arg-type]
        except DomainError:
            continue
        for event in events:
            told.append((state, event))
            state = VOYAGES.evolve(state, event)
    return told


def test_every_event_type_has_a_line() -> None:
    assert [t.__name__ for t in ev.EVENT_TYPES if t not in LINES] == []


def test_every_event_of_a_played_table_is_told_in_french_without_identifiers() -> None:
    told = _played()
    kinds = {type(event) for _, event in told}
    assert {ev.HelpJoined, ev.TintSpentForReroll, ev.SituationOpened, ev.RoundStarted,
            ev.SpendingDeclared, ev.BlocksDeclared, ev.TimeBoundaryPassed} <= kinds
    for state, event in told:
        english, french = narrate(state, event), narrate(state, event, FRENCH)
        if isinstance(event, ev.ConflictClosed) and event.reason == "settled":
            continue
        assert english and french, event
        assert french != english or not re.search(r"[a-z]{4}", english), (english, french)
        assert not IDENTIFIER.search(french), (type(event).__name__, french)
