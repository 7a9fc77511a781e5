"""The completion property (#25): from a reached state, every open interaction can be
completed by its participants' own seats, with the commands they are offered (not only
cancelled or ended by the gm).

- an open concurrence: each participant who has not rolled is rolled by the seat that owns
  it, from its ``RollConcurrence`` offer, until ``ConcurrenceResolved``;
- a roll: each present character's own seat is offered ``RollAction`` and the roll it
  builds from its choices resolves.
"""

from domain.ardri.commands import RollAction, RollConcurrence
from domain.ardri.decider import ARDRI
from domain.ardri.events import ActionRolled, ConcurrenceResolved
from domain.ardri.state import ArdriState
from domain.core import Actor, Affordance, SeededRandomSource, fold


def owner_seat(state: ArdriState, character_id: str) -> Actor:
    """The player seat that owns the character."""
    return Actor(seat_id=state.characters[character_id].owner_player_id, role="player")


def offer_of(state: ArdriState, actor: Actor, kind: type, character_id: str) -> Affordance:
    """The seat's offer of ``kind`` for the character (fails when it is not offered)."""
    tag = kind.__struct_config__.tag
    found = next((a for a in ARDRI.available(state, actor).available if a.type == tag), None)
    assert found is not None and character_id in (found.character_ids or []), (
        f"{tag} is not offered to {actor.seat_id} for {character_id}: {state!r}")
    return found


def complete_concurrence(state: ArdriState, concurrence_id: str) -> None:
    """Every missing participant rolls from its own seat; the contest ends resolved."""
    session = state.session
    assert session is not None
    contest = session.concurrences[concurrence_id]
    events = []
    for cid in [c for c in contest.participant_ids if c not in contest.rolls]:
        actor = owner_seat(state, cid)
        offer = offer_of(state, actor, RollConcurrence, cid)
        ids = [c.value for c in offer.choices["concurrence_id"] if c.character_id == cid]
        assert concurrence_id in ids, f"{cid} is not offered {concurrence_id}"
        events = ARDRI.decide(state, RollConcurrence(concurrence_id=concurrence_id,
                                                     character_id=cid), actor,
                              SeededRandomSource(len(events)))
        state = fold(ARDRI, state, events)
    assert any(isinstance(e, ConcurrenceResolved) for e in events), concurrence_id
    assert state.session is not None
    assert concurrence_id not in state.session.concurrences  # over: it leaves the state


def assert_every_open_interaction_can_be_completed(state: ArdriState) -> None:
    """Each open concurrence resolves, each present character's seat can roll."""
    session = state.session
    if session is None:
        return
    for concurrence_id, contest in session.concurrences.items():
        if contest.status == "open":
            complete_concurrence(state, concurrence_id)
    for cid in session.present_character_ids:
        actor = owner_seat(state, cid)
        offer = offer_of(state, actor, RollAction, cid)
        characteristic = str(offer.choices["characteristic"][0].value)
        events = ARDRI.decide(state, RollAction(character_id=cid, characteristic=characteristic),
                              actor, SeededRandomSource(0))
        assert [type(e) for e in events] == [ActionRolled]
