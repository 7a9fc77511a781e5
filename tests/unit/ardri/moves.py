"""Hypothesis strategies for Ardri: random sheets and random, mostly legal, moves.

A move is one command or a short scene (several commands) that sets up a rule's
preconditions, so that every kind of event shows up in random sequences.
"""

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from domain.ardri.commands import (
    CancelConcurrence,
    ChangeSessionRoster,
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RollAction,
    RollConcurrence,
    StartSession,
    StoreMurphySuccess,
    UpdateCharacterSheet,
    UseMurphySuccess,
)
from domain.ardri.rules.catalog import DEFAULT_DOMAIN_CATALOG
from domain.ardri.rules.values import Coordination, Dice, Opposition, Situation
from domain.ardri.state import ArdriState, SessionState
from domain.core import Command, Event
from tests.unit.ardri.helpers import attribute, registered

IDS = ("a", "b", "c", "d")
OWNERS = {"a": "p1", "b": "p1", "c": "p2", "d": "p2"}
"""Two players' seats, two characters each."""
Draw = Callable[[SearchStrategy[Any]], Any]
SITUATIONS = st.sampled_from([
    Situation(kind="normal"), Situation(kind="facility"),
    Situation(kind="difficulty", level="complicated"),
    Situation(kind="difficulty", level="near_impossible"),
    Situation(kind="opposition", characteristic_challenge=2, domain_challenge=0),
    Situation(kind="opposition", characteristic_challenge=3, domain_challenge=0),
    Situation(kind="opposition", characteristic_challenge=1, domain_challenge=2)])
OPPOSITIONS = st.sampled_from([None, Opposition(characteristic_challenge=1),
                               Opposition(characteristic_challenge=3),
                               Opposition(characteristic_challenge=1, domain_challenge=2)])
DIFFICULTIES = st.sampled_from([None, "complicated", "near_impossible", "facility"])


@st.composite
def characters(draw: st.DrawFn) -> list[Event]:
    """Four random sheets, each with one random attribute."""
    events: list[Event] = []
    for cid in IDS:
        chars = {c: draw(st.integers(3, 5)) for c in ("strength", "spirit", "intention")}
        domains = [d for ds in DEFAULT_DOMAIN_CATALOG.values() for d in ds]
        modifiers = {d: draw(st.integers(-1, 8 - chars["intention"] if d == "passion" else 2))
                     for d in domains}
        attr = attribute("gift", draw(st.sampled_from(domains)), draw(st.integers(1, 3)))
        events.append(registered(cid, modifiers=modifiers, attributes=[attr], owner=OWNERS[cid],
                                 strength=chars["strength"], spirit=chars["spirit"],
                                 intention=chars["intention"]))
    return events


def dice(draw: Draw) -> Dice | None:
    """Server dice (None) or physical ones leaning low (a 0 reads as 10)."""
    choice = draw(st.integers(0, 3))
    if choice < 2:
        return None
    if choice == 2:
        return Dice(trinity=[1, 2, 1])  # three low dice: a wasted success to give away
    faces = st.integers(0, 10) | st.integers(1, 5)
    return Dice(trinity=draw(st.lists(faces, min_size=3, max_size=3)),
                attribute=draw(st.none() | st.integers(1, 8)))


def a_roll(draw: Draw, state: ArdriState) -> Command:
    """A RollAction by a present character: random domain, attribute, conditions (the
    older one-condition form, or R1's opposition and difficulty together), group."""
    assert state.session is not None
    present = list(state.session.present_character_ids)
    cid = draw(st.sampled_from(present))
    characteristic = draw(st.sampled_from(list(DEFAULT_DOMAIN_CATALOG)))
    domain = draw(st.none() | st.sampled_from(DEFAULT_DOMAIN_CATALOG[characteristic]))
    sheet = state.characters[cid].sheet
    use_attr = domain is not None and sheet.attributes[0].domain_id == domain
    others = [c for c in present if c != cid]
    supporters = draw(st.none() | st.lists(st.sampled_from(others), min_size=1, unique=True)
                      ) if others else None
    situation: Situation = draw(SITUATIONS)
    combined = situation.kind == "normal"  # R1: opposition and difficulty together
    return RollAction(character_id=cid, characteristic=characteristic, domain_id=domain,
                      attribute_id="gift" if use_attr and draw(st.booleans()) else None,
                      situation=situation,
                      opposition=draw(OPPOSITIONS) if combined else None,
                      difficulty=draw(DIFFICULTIES) if combined else None,
                      coordination=Coordination(supporter_ids=supporters) if supporters else None,
                      task_id=None if supporters else draw(st.sampled_from([None, "boat"])),
                      dice=dice(draw))


def murphy_candidates(session: SessionState) -> list[list[Command]]:
    """Store, use, give and support commands whose preconditions mostly hold, by kind."""
    rolls = [r for r in session.open_rolls.values() if r.success_taken is None]
    failed = [r for r in rolls if r.outcome == "failure"]
    stores: list[Command] = [
        StoreMurphySuccess(character_id=r.character_id, roll_id=r.roll_id, die_index=i)
        for r in rolls for i in r.storable_die_indices]
    uses: list[Command] = [
        UseMurphySuccess(character_id=r.character_id, roll_id=r.roll_id,
                         stored_success_id=s.stored_success_id)
        for r in failed for s in session.murphy_of(r.character_id).stored]
    gifts: list[Command] = [
        GiveSurplusSuccess(from_roll_id=src.roll_id, die_index=i, to_roll_id=r.roll_id)
        for src in rolls if src.storable_kind == "wasted" for r in failed
        if r.task_id is not None and r.task_id == src.task_id for i in src.storable_die_indices]
    supports: list[Command] = [
        OfferMurphySupport(roll_id=r.roll_id, supporter_id=cid,
                           stored_success_id=s.stored_success_id)
        for r in failed for cid in r.supporter_ids or () for s in session.murphy_of(cid).stored]
    return [kind for kind in (stores, uses, gifts, supports) if kind]  # stores first


def a_murphy_move(draw: Draw, state: ArdriState) -> Command:
    """Mostly a Murphy move whose preconditions hold, sometimes a doubtful one."""
    session = state.session
    assert session is not None
    candidates = murphy_candidates(session)
    rolls = list(session.open_rolls.values())
    if candidates and draw(st.integers(0, 3)):
        rarer = candidates[1:] if len(candidates) > 1 and draw(st.booleans()) else candidates
        command: Command = draw(st.sampled_from(draw(st.sampled_from(rarer))))
        return command
    if not rolls:
        return a_roll(draw, state)
    roll, other = draw(st.sampled_from(rolls)), draw(st.sampled_from(rolls))
    index = draw(st.integers(0, 2))
    stored_id = draw(st.sampled_from(["murphy-1", "murphy-9"]))
    doubtful: list[Command] = [
        StoreMurphySuccess(character_id=roll.character_id, roll_id=roll.roll_id,
                           die_index=index),
        UseMurphySuccess(character_id=other.character_id, roll_id=roll.roll_id,
                         stored_success_id=stored_id),
        GiveSurplusSuccess(from_roll_id=other.roll_id, die_index=index, to_roll_id=roll.roll_id),
        OfferMurphySupport(roll_id=roll.roll_id, supporter_id=other.character_id,
                           stored_success_id=stored_id)]
    command = draw(st.sampled_from(doubtful))
    return command  # noqa: RET504 (typed: draw returns Any)


def a_boat_scene(draw: Draw, state: ArdriState) -> list[Command]:
    """Two present characters unload the boat; the one with a wasted success helps."""
    assert state.session is not None
    present = list(state.session.present_character_ids)
    if len(present) < 2:
        return [a_table_move(draw, state)]
    helper, helped = draw(st.permutations(present))[:2]
    sequence = state.sequence
    return [
        RollAction(character_id=helper, characteristic="strength", task_id="boat",
                   dice=Dice(trinity=[1, 2, 1])),
        RollAction(character_id=helped, characteristic="spirit", task_id="boat",
                   dice=Dice(trinity=[1, 10, 9])),
        GiveSurplusSuccess(from_roll_id=f"roll-{sequence + 1}", die_index=draw(st.integers(0, 2)),
                           to_roll_id=f"roll-{sequence + 2}")]


def a_support_scene(draw: Draw, state: ArdriState) -> list[Command]:
    """A supporter keeps a lost success, then offers it to the instigator's failed roll."""
    assert state.session is not None
    present = list(state.session.present_character_ids)
    if len(present) < 2:
        return [a_table_move(draw, state)]
    instigator, supporter = draw(st.permutations(present))[:2]
    sequence = state.sequence
    return [
        RollAction(character_id=supporter, characteristic="intention",
                   dice=Dice(trinity=[1, 10, 9])),
        StoreMurphySuccess(character_id=supporter, roll_id=f"roll-{sequence + 1}", die_index=0),
        RollAction(character_id=instigator, characteristic="strength",
                   coordination=Coordination(supporter_ids=[c for c in present
                                                            if c != instigator]),
                   dice=Dice(trinity=[9, 1, 10])),
        OfferMurphySupport(roll_id=f"roll-{sequence + 3}", supporter_id=supporter,
                           stored_success_id=f"murphy-{sequence + 2}")]


def a_use_scene(draw: Draw, state: ArdriState) -> list[Command]:
    """A character keeps a lost success, then completes a later failed roll with it."""
    assert state.session is not None
    cid = draw(st.sampled_from(state.session.present_character_ids))
    sequence = state.sequence
    return [
        RollAction(character_id=cid, characteristic="spirit", dice=Dice(trinity=[10, 1, 9])),
        StoreMurphySuccess(character_id=cid, roll_id=f"roll-{sequence + 1}", die_index=1),
        RollAction(character_id=cid, characteristic="intention", dice=Dice(trinity=[2, 9, 10])),
        UseMurphySuccess(character_id=cid, roll_id=f"roll-{sequence + 3}",
                         stored_success_id=f"murphy-{sequence + 2}")]


def a_contest_scene(draw: Draw, state: ArdriState) -> list[Command]:
    """The gm opens a concurrence between the present characters; they all roll."""
    assert state.session is not None
    present = list(state.session.present_character_ids)
    contest = f"concurrence-{state.sequence + 1}"
    opening: Command = OpenConcurrence(characteristic="spirit", participant_ids=present,
                                       domain_id=draw(st.sampled_from([None, "knowledge"])))
    return [opening, *(RollConcurrence(concurrence_id=contest, character_id=cid,
                                       dice=dice(draw)) for cid in present)]


def a_table_move(draw: Draw, state: ArdriState) -> Command:
    """Sessions, roster, sheet edits and concurrences."""
    session = state.session
    if session is None:
        return StartSession(present_character_ids=draw(
            st.lists(st.sampled_from(IDS), min_size=1, max_size=4, unique=True)))
    present = list(session.present_character_ids)
    absent = [c for c in IDS if c not in present]
    options: list[Command] = [
        EndSession(),
        ChangeSessionRoster(add_ids=absent[:1]),
        ChangeSessionRoster(add_ids=absent[:1], remove_ids=present[:1]),
        OpenConcurrence(characteristic="spirit", participant_ids=present,
                        domain_id=draw(st.sampled_from([None, "knowledge"]))),
        UpdateCharacterSheet(character_id=draw(st.sampled_from(IDS)),
                             domain_modifiers={"knowledge": draw(st.integers(-1, 2))})]
    for contest in session.concurrences.values():
        if contest.status == "open":
            options.append(CancelConcurrence(concurrence_id=contest.concurrence_id))
            options.extend(3 * [
                RollConcurrence(concurrence_id=contest.concurrence_id, character_id=cid,
                                dice=dice(draw)) for cid in contest.participant_ids
                if cid not in contest.rolls])
    command: Command = draw(st.sampled_from(options))
    return command


Mover = Callable[[Draw, ArdriState], Command | list[Command]]
MOVERS: list[Mover] = [a_roll, a_roll, a_murphy_move, a_murphy_move, a_murphy_move,
                       a_table_move, a_boat_scene, a_support_scene, a_use_scene,
                       a_contest_scene]
