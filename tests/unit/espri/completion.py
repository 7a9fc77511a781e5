"""Issue #25, the completion property: from every reachable state, every open
interaction is completed by its participants' own commands (not cancelled by the gm):
- an open call reaches its result: the leader's seat draws, places (the gm only where
  the rules make the gm the chooser or the redraw's), shifts, places the extra gems and
  makes or skips its last choice, until ``CallClosed`` with a result;
- a communion ritual, once the pool is low and no call is open, is performed by every
  member able to pay (T1: one who can pay neither harmony nor a prayer gem sits out);
- a player's resonance recharge waiting for the gm is judged by the gm, either way (T11)."""

from domain.core import GM, Actor, Command, DomainError, SeededRandomSource, fold
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.rules.sheet import is_active
from domain.espri.state import EspriState, pool_size
from tests.unit.espri.moves import choice
from tests.unit.espri.test_properties import ritual


def _by(state: EspriState, command: Command, actor: Actor) -> tuple[EspriState, list[ev.Event]]:
    try:
        events = ESPRI.decide(state, command, actor, SeededRandomSource(0))
    except DomainError as error:
        raise AssertionError(f"{actor.seat_id} cannot complete: {command!r} refused "
                             f"({error.code}) at {state.open_call!r}") from error
    return fold(ESPRI, state, events), events


def _leader_seat(state: EspriState) -> Actor:
    assert state.open_call is not None
    owner = state.characters[state.open_call.leader_id].player_id
    return Actor(seat_id=owner, role="player")


def _next(state: EspriState) -> tuple[Command, Actor]:
    call = state.open_call
    assert call is not None
    leader = _leader_seat(state)
    if call.step == "declared":
        return cmd.DrawGems(), leader
    if call.step == "drawn":
        return choice(call), GM if call.chooser == "gm" else leader
    if call.step == "awaiting_shift":
        return cmd.ChooseShift(shift="up"), leader
    if call.step == "awaiting_extra_gems":
        return cmd.PlaceExtraGems(gems=list(call.hand[:call.extra_count])), leader
    if call.step == "awaiting_rupture_removal":
        return cmd.RemoveRuptureGem(skip=True), leader
    return cmd.KeepPrayerGem(skip=True), leader


def complete_the_call(state: EspriState) -> EspriState:
    """The open call's participants bring it to its end (at most six commands)."""
    for _ in range(6):
        if state.open_call is None:
            return state
        command, actor = _next(state)
        state, events = _by(state, command, actor)
        assert not any(isinstance(e, ev.CallCancelled) for e in events)
    raise AssertionError(f"the call is still open: {state.open_call!r}")


def someone_can_pay(state: EspriState) -> bool:
    """A member of the quartet holds harmony or a prayer gem (« Chaque membre dépense 1pt
    d'Harmonie ou une gemme de Prière »)."""
    return any(is_active(s) and (s.harmony >= 1 or s.prayer_gems)
               for s in state.characters.values())


def assert_every_open_interaction_can_be_completed(state: EspriState) -> None:
    """The recharge requests by the gm, the call (if open) by its participants, then the
    ritual (if the pool is low)."""
    for request in state.recharge_requests:
        ids = {"character_id": request.character_id, "target_id": request.target_id}
        _by(state, cmd.RefuseResonanceRecharge(**ids), GM)
        if request.target_id in state.characters[request.character_id].relations:
            _by(state, cmd.ConfirmResonanceRecharge(**ids), GM)
    if state.open_call is not None and state.phase == "play":
        state = complete_the_call(state)
    if state.phase == "play" and state.open_call is None and pool_size(state) <= 12 \
            and someone_can_pay(state):
        _by(state, ritual(state), GM)
