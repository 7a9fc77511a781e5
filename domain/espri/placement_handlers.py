"""Placing the call's gems (7.4): the main gem, an optional modifier, the result."""

from domain.core import Actor, DomainError, InvalidValue, NotAuthorized, RandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.actions import gain_rupture, place_gem
from domain.espri.call import OpenCall, final_result, forced_result, main_gem_error
from domain.espri.call_effects import resolve
from domain.espri.emitter import Emitter
from domain.espri.gems import is_season, is_submultiset
from domain.espri.state import EspriState, open_call

SUCCESSES = ("success", "critical_success")


def _require_chooser(state: EspriState, call: OpenCall, actor: Actor) -> None:
    """7.3: the leader's owner chooses, or the gm when n <= -2 (the gm may act for all)."""
    owner = state.characters[call.leader_id].player_id
    allowed = actor.is_gm if call.chooser == "gm" else actor.may_act_for(owner)
    if not allowed:
        raise NotAuthorized("not_chooser", f"the {call.chooser} chooses the placed gems")


def _check_choice(call: OpenCall, c: cmd.PlaceCallGems) -> None:
    if c.modifier not in (None, "time", "rupture"):
        raise InvalidValue("invalid_modifier", "a modifier is a time or rupture gem")
    chosen = [c.main] if c.modifier is None else [c.main, c.modifier]
    if not is_submultiset(chosen, call.hand):
        raise DomainError("gem_not_in_hand", "place gems from the hand")
    error = main_gem_error(call.hand, c.main, c.modifier)
    if error is not None:
        raise DomainError(error, "see the main gem rule (7.4)")
    needs_shift = c.modifier is not None or c.main == "rupture"
    if needs_shift != (c.shift is not None):
        raise InvalidValue("invalid_shift", "shift goes with a modifier or a rupture main")
    if call.chooser == "gm" and call.prayer_added is not None \
            and call.prayer_added not in chosen:
        raise DomainError("prayer_gem_must_be_used", "the gm must place the prayer gem")


def place_call_gems(em: Emitter, c: cmd.PlaceCallGems, actor: Actor, rng: RandomSource) -> None:
    """The chooser places the main gem (and a modifier): the result, then its effects."""
    call = open_call(em.state)
    _require_chooser(em.state, call, actor)
    if call.step != "drawn":
        raise DomainError("wrong_call_step", f"the call is {call.step}, not drawn")
    _check_choice(call, c)
    forced = forced_result(call.n)
    base, result = final_result(call.called_season, c.main, c.modifier, c.shift,
                                with_talent=call.talent is not None)
    result = forced or result
    left = len(call.hand) - (1 if c.modifier is None else 2)
    k = em.state.characters[call.leader_id].seasons[call.called_season]
    em.emit(ev.CallResultDetermined(
        call_id=call.call_id, main=c.main, modifier=c.modifier, shift=c.shift,
        base_result=base, result=result, forced=forced is not None,
        without_talent=call.talent is None,
        extra_count=min(k, left) if result in SUCCESSES else 0))
    place_gem(em, c.main if is_season(c.main) else call.called_season, c.main, "call")
    if c.modifier is not None:
        place_gem(em, call.called_season, c.modifier, "call")
    if c.main == "rupture" and c.shift == "up" and forced is None:
        gain_rupture(em, rng, call.leader_id, "rupture_gem_success")
    resolve(em)
