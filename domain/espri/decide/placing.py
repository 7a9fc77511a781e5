"""Placing the call's gems (7.4): the chooser's main gem and modifier, and (T3) the
leader's shift when the gm chooses. Each ``may_*`` function is a command's precondition
(``decider.MOVES``)."""

from typing import Literal

from domain.core import Actor, DomainError, Emitter, InvalidValue, NotAuthorized, RandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide.board import gain_rupture, place_gem
from domain.espri.decide.call import at_step
from domain.espri.decide.outcome import SUCCESSES, resolve
from domain.espri.rules import terms as t
from domain.espri.rules.call import OpenCall, final_result, forced_result, main_gem_error
from domain.espri.rules.gems import Colour, is_season, is_submultiset
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, open_call

MAIN_GEM_RULE = sentence(
    "with a season gem in the hand, the main gem is a season gem; with none, a time gem "
    "or a rupture gem alone")
"""7.4, in words."""


def _require_chooser(state: EspriState, call: OpenCall, actor: Actor) -> None:
    """7.3: the leader's owner chooses, or the gm when n <= -2 (the gm may act for all)."""
    owner = state.characters[call.leader_id].player_id
    allowed = actor.is_gm if call.chooser == "gm" else actor.may_act_for(owner)
    if not allowed:
        raise NotAuthorized("not_chooser", sentence("the gm chooses the placed gems")
                            if call.chooser == "gm"
                            else sentence("the leader chooses the placed gems"))


def needs_shift(main: Colour, modifier: str | None) -> bool:
    """A modifier, or a rupture main gem (a rupture-only hand), takes a shift."""
    return modifier is not None or main == "rupture"


def _check_choice(call: OpenCall, c: cmd.PlaceCallGems) -> None:
    if c.modifier not in (None, "time", "rupture"):
        raise InvalidValue("invalid_modifier", sentence("a modifier is a time or rupture gem"))
    chosen = [c.main] if c.modifier is None else [c.main, c.modifier]
    if not is_submultiset(chosen, call.hand):
        raise DomainError("gem_not_in_hand", sentence("place gems from the hand"))
    error = main_gem_error(call.hand, c.main, c.modifier)
    if error == "time_with_rupture":
        raise DomainError(error, sentence("a time gem and a rupture gem never go together"),
                          "modifier")
    if error is not None:
        raise DomainError(error, MAIN_GEM_RULE, "main")
    if call.chooser == "gm" and c.shift is not None:
        raise DomainError("shift_is_leaders", sentence("the leader chooses the shift"), "shift")
    if call.chooser == "leader" and needs_shift(c.main, c.modifier) != (c.shift is not None):
        raise InvalidValue("invalid_shift", sentence(
            "a shift up or down goes with a time or rupture modifier, or a rupture main gem, "
            "and only with them"), "shift")
    if call.chooser == "gm" and call.prayer_added is not None \
            and call.prayer_added not in chosen:
        raise DomainError("prayer_gem_must_be_used", sentence(
            "the gm places the prayer gem the leader added, as main gem or modifier"),
            "main" if is_season(call.prayer_added) else "modifier")


def may_place_call_gems(state: EspriState, actor: Actor) -> None:
    """The chooser (7.3), once the gems are drawn."""
    call = open_call(state)
    _require_chooser(state, call, actor)
    if call.step != "drawn":
        raise DomainError("wrong_call_step", sentence("the call is %(step)s, not drawn",
                                                      step=t.step(call.step)))


def awaits_chooser(state: EspriState) -> list[str | None]:
    """Play waits for the chooser once the gems are drawn: the leader, or the gm."""
    call = state.open_call
    if call is None or call.step != "drawn":
        return []
    return [None] if call.chooser == "gm" else [call.leader_id]


def place_call_gems(em: Emitter[EspriState], c: cmd.PlaceCallGems, actor: Actor,
                    rng: RandomSource) -> None:
    """The chooser places the main gem (and a modifier): the result, then its effects; when
    the gm chose gems that take a shift, the call waits for the leader's (T3)."""
    call = open_call(em.state)
    _check_choice(call, c)
    if call.chooser == "gm" and needs_shift(c.main, c.modifier):
        em.emit(ev.CallGemsChosen(call_id=call.call_id, main=c.main, modifier=c.modifier))
        em.emit(ev.CallAwaiting(call_id=call.call_id, step="awaiting_shift"))
        return
    _place(em, rng, c.main, c.modifier, c.shift)


def may_choose_shift(state: EspriState, actor: Actor) -> None:
    """The leader, once the gm chose gems that take a shift (T3)."""
    at_step(state, actor, "awaiting_shift")


def choose_shift(em: Emitter[EspriState], c: cmd.ChooseShift, actor: Actor,
                 rng: RandomSource) -> None:
    """T3: « au choix de la personne posant les gemmes … le leader »: the leader shifts the
    gm's chosen gems up or down; the result follows."""
    call = open_call(em.state)
    assert call.chosen_main is not None  # set by CallGemsChosen before awaiting_shift
    _place(em, rng, call.chosen_main, call.chosen_modifier, c.shift)


def _return_unplaced(em: Emitter[EspriState], call_id: str, leader_id: str,
                     unplaced: Colour) -> None:
    """T6: the unplaced prayer gem goes back to the leader, unless its prayers filled up
    meanwhile (a rupture gem received during the call): « Un personnage peut avoir autant
    de gemmes de Prières que sa Dévotion », so that one goes back to the pool."""
    leader = em.state.characters[leader_id]
    if len(leader.prayer_gems) >= leader.devotion:
        em.emit(ev.GemsReturnedToPool(gems=(unplaced,), reason="prayers_full"))
        return
    em.emit(ev.PrayerGemReturned(call_id=call_id, character_id=leader_id, colour=unplaced))


def _place(em: Emitter[EspriState], rng: RandomSource, main: Colour,
           mod: Literal["time", "rupture"] | None, up_down: Literal["up", "down"] | None,
           ) -> None:
    call = open_call(em.state)
    forced = forced_result(call.n)
    base, result = final_result(call.called_season, main, mod, up_down,
                                with_talent=call.talent is not None)
    result = forced or result
    chosen = [main] if mod is None else [main, mod]
    unplaced = call.prayer_added if call.prayer_added not in (None, *chosen) else None
    # T6: an unplaced prayer gem is not one of « les gemmes tirées restantes »
    left = len(call.hand) - len(chosen) - (0 if unplaced is None else 1)
    k = em.state.characters[call.leader_id].seasons[call.called_season]
    em.emit(ev.CallResultDetermined(
        call_id=call.call_id, main=main, modifier=mod, shift=up_down,
        base_result=base, result=result, forced=forced is not None,
        without_talent=call.talent is None,
        extra_count=min(k, left) if result in SUCCESSES else 0))
    place_gem(em, main if is_season(main) else call.called_season, main, "call")
    if mod is not None:
        place_gem(em, call.called_season, mod, "call")
    if unplaced is not None:
        _return_unplaced(em, call.call_id, call.leader_id, unplaced)
    if main == "rupture" and up_down == "up" and forced is None:
        gain_rupture(em, rng, call.leader_id, "rupture_gem_success")
    resolve(em)
