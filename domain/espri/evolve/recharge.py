"""How resonance recharges change the state (D10, T11): a player's request waits for the
gm; a recharge or a refusal answers it (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import with_resonance
from domain.espri.state import EspriState, RechargeRequest


def resonance_recharged(state: EspriState, e: ev.ResonanceRecharged) -> EspriState:
    """Resonance back to its maximum, remembered for the day (D10); a request on that
    relation is answered (T11)."""
    state = _answered(state, e.character_id, e.target_id)
    return with_resonance(state, e.character_id, e.target_id, e.value, e.day)


def recharge_requested(state: EspriState, e: ev.ResonanceRechargeRequested) -> EspriState:
    """The request waits for the gm (T11)."""
    request = RechargeRequest(character_id=e.character_id, target_id=e.target_id,
                              manifestation=e.manifestation, day=e.day)
    return replace(state, recharge_requests=(*state.recharge_requests, request))


def recharge_refused(state: EspriState, e: ev.ResonanceRechargeRefused) -> EspriState:
    """The request is answered; nothing recharges."""
    return _answered(state, e.character_id, e.target_id)


def _answered(state: EspriState, cid: str, target_id: str) -> EspriState:
    rest = tuple(r for r in state.recharge_requests
                 if (r.character_id, r.target_id) != (cid, target_id))
    return replace(state, recharge_requests=rest)
