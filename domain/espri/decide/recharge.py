"""Recharging a resonance (D10, T11): « Le MJ est juge de la validité ». A player's
``RechargeResonance`` is a request the gm confirms or refuses; the gm's own applies at once.
Each ``may_*`` function is a command's precondition (``decider.MOVES``)."""

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY, played
from domain.espri.rules.sheet import Character, RelationState
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, RechargeRequest, character


def _recharge_error(state: EspriState, sheet: Character, target_id: str,
                    rel: RelationState | None) -> DomainError | None:
    if rel is None or target_id not in state.characters:
        return DomainError("no_relation", _no_relation(state, sheet, target_id), "target_id")
    if rel.resonance != 0:
        return DomainError("resonance_not_empty", sentence("recharge only an empty resonance"))
    if rel.last_recharge_day == state.day:
        return DomainError("already_recharged_today", sentence("once a day per relation"))
    if pending(state, sheet.id, target_id) is not None:
        return DomainError("recharge_pending",
                           sentence("the gm has yet to answer this recharge"), "target_id")
    return None


def _no_relation(state: EspriState, sheet: Character, target_id: str) -> str:
    target = state.characters.get(target_id)
    if target is None:
        return sentence("%(name)s has no relation to a character of this game",
                        name=sheet.name)
    return sentence("%(name)s has no relation to %(target)s", name=sheet.name,
                    target=target.name)


def pending(state: EspriState, cid: str, target_id: str) -> RechargeRequest | None:
    """The request waiting for the gm on this relation, if any."""
    return next((r for r in state.recharge_requests
                 if (r.character_id, r.target_id) == (cid, target_id)), None)


def rechargeable(state: EspriState, sheet: Character) -> list[str]:
    """The targets of the relations ``sheet`` may recharge now (D10)."""
    return [target for target, rel in sheet.relations.items()
            if _recharge_error(state, sheet, target, rel) is None]


def may_recharge(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat (or the gm), a member of the quartet with an empty resonance not recharged
    today and not already waiting for the gm."""
    sheet = played(state, actor, cid)
    if sheet.retired:
        raise DomainError("character_unavailable", sentence("%(name)s left the quartet",
                                                            name=sheet.name))
    if rechargeable(state, sheet):
        return
    first = next(iter(sorted(sheet.relations)), "")
    error = _recharge_error(state, sheet, first, sheet.relations.get(first))
    raise error or DomainError("no_relation", sentence("%(name)s has no relation", name=sheet.name))


def recharge_resonance(em: Emitter[EspriState], c: cmd.RechargeResonance, actor: Actor,
                       rng: RandomSource) -> None:
    """A player asks the gm (T11); the gm's own recharge sets the resonance to its max,
    once a day, from 0 (D10)."""
    sheet = em.state.characters[c.character_id]
    rel = sheet.relations.get(c.target_id)
    error = _recharge_error(em.state, sheet, c.target_id, rel)
    if error is not None:
        raise error
    assert rel is not None
    if not actor.is_gm:
        em.emit(ev.ResonanceRechargeRequested(character_id=sheet.id, target_id=c.target_id,
                                              manifestation=c.manifestation, day=em.state.day))
        return
    em.emit(ev.ResonanceRecharged(character_id=sheet.id, target_id=c.target_id,
                                  value=rel.resonance_max, day=em.state.day,
                                  manifestation=c.manifestation))


def requesters(state: EspriState) -> list[str]:
    """The characters whose recharge waits for the gm."""
    return list(dict.fromkeys(r.character_id for r in state.recharge_requests))


def may_answer(state: EspriState, actor: Actor, cid: str) -> None:
    """The gm, for a character whose recharge request waits."""
    require_gm(actor, detail=GM_ONLY)
    character(state, cid)
    if cid not in requesters(state):
        raise DomainError("no_recharge_request", sentence("no recharge waits for the gm"))


def awaits_gm_answer(state: EspriState) -> list[None]:
    """A pending request waits for the gm's answer."""
    return [None] if state.recharge_requests else []


def _request(state: EspriState, cid: str, target_id: str) -> RechargeRequest:
    request = pending(state, cid, target_id)
    if request is None:
        raise DomainError("no_recharge_request",
                          sentence("no recharge of this relation waits for the gm"), "target_id")
    return request


def confirm_recharge(em: Emitter[EspriState], c: cmd.ConfirmResonanceRecharge, actor: Actor,
                     rng: RandomSource) -> None:
    """The gm judges the manifestation valid: the resonance is back to its max today."""
    request = _request(em.state, c.character_id, c.target_id)
    sheet = em.state.characters[c.character_id]
    rel = sheet.relations.get(c.target_id)
    if rel is None or c.target_id not in em.state.characters:
        raise DomainError("no_relation", _no_relation(em.state, sheet, c.target_id),
                          "target_id")
    if rel.last_recharge_day == em.state.day:
        raise DomainError("already_recharged_today", sentence("once a day per relation"))
    em.emit(ev.ResonanceRecharged(character_id=sheet.id, target_id=c.target_id,
                                  value=rel.resonance_max, day=em.state.day,
                                  manifestation=request.manifestation))


def refuse_recharge(em: Emitter[EspriState], c: cmd.RefuseResonanceRecharge, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm judges the situation unfit (« Il serait saugrenu … »): nothing recharges."""
    _request(em.state, c.character_id, c.target_id)
    em.emit(ev.ResonanceRechargeRefused(character_id=c.character_id, target_id=c.target_id,
                                        reason=c.reason))
