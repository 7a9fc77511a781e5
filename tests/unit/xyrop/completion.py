"""The completion property (issue #25): from a reached state, every open Xyrop contest is
completed by its participants' own offered commands, not only cancelled by the gm."""

from collections.abc import Iterable

import pytest

from domain.core import GM, Actor, Command, DomainError, Event, SeededRandomSource
from domain.xyrop import commands as cmd
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState

SEATS = {cid: Actor(seat_id=f"seat-{cid}", role="player") for cid in ("pip", "sam", "ylva")}


def apply_all(state: GameState, events: Iterable[Event]) -> GameState:
    """The state after the events."""
    for event in events:
        state = XYROP.evolve(state, event)
    return state


def accepted_from(state: GameState, command: Command, actor: Actor) -> GameState:
    """The seat's command is offered to it and accepted (else the test fails)."""
    tag = str(type(command).__struct_config__.tag)
    offered = [a.type for a in XYROP.available(state, actor).available]
    assert tag in offered, f"{tag} is not offered to {actor.seat_id}: {state!r}"
    try:
        events = XYROP.decide(state, command, actor, SeededRandomSource(state.event_count))
    except DomainError as error:  # pragma: no cover - a failure of the property
        pytest.fail(f"{tag} by {actor.seat_id} refused: {error.code} ({error.detail})")
    return apply_all(state, events)


def open_contests(state: GameState) -> list[str]:
    """The live contests not yet completed: awaiting their opposition, or resolved with
    the winner's effect still to apply."""
    session = state.session
    if session is None:
        return []
    return [x.contest_id for x in session.live_contests().values()
            if x.status == "awaiting_opposition"
            or (x.status == "resolved" and not x.effect_applied)]


def assert_every_contest_can_be_completed(state: GameState) -> None:
    """Issue #25: each open contest completes by its participants' own commands, as they
    are offered: the gm rolls the opposition, then the winning side (the roller's seat or
    the gm) applies its effect."""
    for contest_id in open_contests(state):
        reached = state
        assert reached.session is not None
        if reached.session.contests[contest_id].status == "awaiting_opposition":
            reached = accepted_from(reached, cmd.RollOpposition(
                contest_ids=(contest_id,), kind="difficulty", difficulty_dice=2), GM)
        assert reached.session is not None
        contest = reached.session.contests[contest_id]
        winner = GM if contest.winner_side == "opposition" else SEATS[contest.character_id]
        reached = accepted_from(reached, cmd.ApplyContestEffect(
            contest_id=contest_id, effect=cmd.StressStep(
                target_kind="npc", target_id="completion-npc", stress_id="wound",
                direction="up")), winner)
        assert reached.session is not None
        assert reached.session.contests[contest_id].effect_applied
