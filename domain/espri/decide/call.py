"""Opening a call: declare, cancel, rupture temptation, draw, redraw, add a prayer gem.

Each ``may_*`` function is a command's precondition (declared in ``decider.MOVES``):
``decide`` runs it before the handler, ``available`` to offer the command.
"""

from collections.abc import Callable

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import require_gm, require_phase
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY, require_player
from domain.espri.decide.board import draw, gain_rupture, remove_gems
from domain.espri.decide.may_take_part import (
    active_character,
    call_difficulty,
    check_helpers,
    check_modifiers,
    check_participants,
    default_leader,
    participant_score,
)
from domain.espri.rules import terms as t
from domain.espri.rules.call import (
    Helper,
    OpenCall,
    chooser,
    redraw_actor,
)
from domain.espri.rules.gems import remove_one
from domain.espri.rules.sheet import Character, nymph_of
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, character, open_call, pool_size


def may_declare_call(state: EspriState, actor: Actor) -> None:
    """The gm, in play, with no call open and a gem in the pool (a call no one can draw
    for could not be completed: the ritual or a spent board gem comes first)."""
    require_gm(actor, detail=GM_ONLY)
    require_phase(state.phase, ("play",), "not_in_play", sentence("complete the setup first"))
    if state.open_call is not None:
        raise DomainError("call_in_progress", sentence("a call is already open"))
    if pool_size(state) == 0:
        raise DomainError("pool_exhausted", sentence("the pool is empty: no call can draw"))


def awaits_gm_between_calls(state: EspriState) -> list[None]:
    """In play with no call open, the table waits for the gm to declare the next one."""
    return [None] if state.phase == "play" and state.open_call is None \
        and pool_size(state) > 0 else []


def may_lead(state: EspriState, actor: Actor, cid: str) -> None:
    """A character that can lead or help now (R3, D12)."""
    active_character(state, cid)


def declare_call(em: Emitter[EspriState], c: cmd.DeclareCall, actor: Actor,
                 rng: RandomSource) -> None:
    """The gm opens a call: leader, called season, helpers, difficulty, modifiers."""
    state = em.state
    difficulty = call_difficulty(state, c)
    check_modifiers(c)
    leader_id, helpers = (c.leader_id, list(c.helpers)) if c.leader_id is not None \
        else default_leader(state, c)
    leader = active_character(state, leader_id)
    check_participants(c, leader, helpers)
    check_helpers(state, c, leader, helpers)
    score = participant_score(leader, c, leader.id)
    if score <= 0:
        raise DomainError("season_score_too_low", sentence("%(name)s cannot lead this call",
                                                           name=leader.name))
    n = score - difficulty + len(helpers)
    call_id = f"call-{state.calls_declared + 1}"
    em.emit(ev.CallDeclared(
        call_id=call_id, leader_id=leader.id, called_season=c.called_season, talent=c.talent,
        helpers=tuple(helpers), difficulty=difficulty, difficulty_source=c.difficulty.source,
        modifiers=tuple(c.modifiers), effective_score=score, draw_count=n,
        chooser=chooser(n), passive=c.passive))
    _spend_resonance(em, state, leader.id, helpers)


def _spend_resonance(em: Emitter[EspriState], state: EspriState, leader_id: str,
                     helpers: list[Helper]) -> None:
    for helper in helpers:
        if helper.mode == "resonance":
            rel = state.characters[helper.character_id].relations[leader_id]
            em.emit(ev.ResonanceSpent(character_id=helper.character_id, target_id=leader_id,
                                      remaining=rel.resonance - 1))


def may_cancel_call(state: EspriState, actor: Actor) -> None:
    """The gm, while the call's gems are not drawn and no temptation was taken (T15),
    unless the leader can no longer draw: the pool is empty (U2)."""
    require_gm(actor, detail=GM_ONLY)
    call = open_call(state)
    if call.step != "declared":
        raise DomainError("call_already_drawn", sentence("the gems are drawn"))
    if call.temptation_gems and pool_size(state) > 0:
        raise DomainError("temptation_taken", sentence(
            "the rupture temptation was taken: the call goes on to its draw"))


def cancel_call(em: Emitter[EspriState], c: cmd.CancelCall, actor: Actor,
                rng: RandomSource) -> None:
    """The gm withdraws a call not yet drawn; resonance comes back (the temptation's
    effects stay: U2's cancel after it, the pool empty, says why)."""
    call = open_call(em.state)
    empty = call.temptation_gems > 0 and pool_size(em.state) == 0
    em.emit(ev.CallCancelled(call_id=call.call_id, reason="pool_exhausted" if empty else None))


def at_step(state: EspriState, actor: Actor, step: str) -> tuple[OpenCall, Character]:
    """The open call at ``step`` and its leader, whose seat (or the gm) acts."""
    call = open_call(state)
    leader = character(state, call.leader_id)
    require_player(actor, leader)
    if call.step != step:
        raise DomainError("wrong_call_step",
                          sentence("the call is %(step)s, not %(expected)s",
                                   step=t.step(call.step), expected=t.step(step)))
    return call, leader


def call_and_leader(state: EspriState) -> tuple[OpenCall, Character]:
    """The open call and its leader (for handlers, once ``at_step`` admitted them)."""
    call = open_call(state)
    return call, character(state, call.leader_id)


def the_leader(state: EspriState) -> list[str]:
    """The open call's leader (the character the call's steps act for)."""
    return [] if state.open_call is None else [state.open_call.leader_id]


def awaits_leader_at(step: str) -> Callable[[EspriState], list[str]]:
    """Play waits for the leader while the call is at ``step``."""
    def awaited(state: EspriState) -> list[str]:
        call = state.open_call
        return [call.leader_id] if call is not None and call.step == step else []
    return awaited


def may_take_temptation(state: EspriState, actor: Actor) -> None:
    """The leader, before the draw, once per call, in an active call (T16), with an intact
    medium."""
    call, leader = at_step(state, actor, "declared")
    if call.passive:
        raise DomainError("passive_call", sentence("no rupture temptation in a passive call"))
    if call.temptation_gems:
        raise DomainError("temptation_already_taken", sentence("once per call"))
    if leader.medium_shattered:
        raise DomainError("character_unavailable", sentence("%(name)s's medium is shattered",
                                                            name=leader.name))
    season = nymph_of(leader, call.called_season)
    if "rupture" not in state.board[season].cells:
        raise DomainError("no_rupture_there", sentence("no rupture gem in the %(season)s quadrant",
                                                       season=t.season(season)))


def take_rupture_temptation(em: Emitter[EspriState], c: cmd.TakeRuptureTemptation, actor: Actor,
                            rng: RandomSource) -> None:
    """Before drawing: rupture gems off the leader's quadrant, +2 each, one rupture point."""
    call, leader = call_and_leader(em.state)
    season = nymph_of(leader, call.called_season)
    cells = list(c.cells)
    quadrant = em.state.board[season]
    if not cells or len(set(cells)) != len(cells) or any(
            not 1 <= cell <= 21 or quadrant.cells[cell] != "rupture" for cell in cells):
        raise DomainError("no_rupture_there",
                          sentence("name rupture cells of the %(season)s quadrant",
                                   season=t.season(season)))
    em.emit(ev.RuptureTemptationTaken(call_id=call.call_id, character_id=leader.id,
                                      cells=tuple(cells), bonus=2 * len(cells)))
    remove_gems(em, season, cells, "temptation")
    gain_rupture(em, rng, leader.id, "rupture_temptation")
    if em.state.characters[leader.id].medium_shattered:
        em.emit(ev.CallClosed(call_id=call.call_id, result=None, reason="medium_shattered"))


def may_draw(state: EspriState, actor: Actor) -> None:
    """The leader, at the declared step, with gems left in the pool."""
    at_step(state, actor, "declared")
    if pool_size(state) == 0:
        raise DomainError("pool_exhausted", sentence("the pool is empty"))


def draw_gems(em: Emitter[EspriState], c: cmd.DrawGems, actor: Actor, rng: RandomSource) -> None:
    """The leader draws as many gems as the draw table says (at most what the pool holds)."""
    call = open_call(em.state)
    size = min(call.draw_size, pool_size(em.state))
    gems, source = draw(em, rng, c.gems, size)
    em.emit(ev.GemsDrawn(call_id=call.call_id, gems=gems, source=source, redraw=False))


def may_redraw(state: EspriState, actor: Actor) -> None:
    """n = 1: the leader; n = -1: the gm; once, after drawing, before placing, and not
    once a prayer gem joined the hand: the redrawn gem is final (U4)."""
    call = open_call(state, "redraw_not_allowed")
    who = redraw_actor(call.n)
    if who is None:
        raise DomainError("redraw_not_allowed", sentence("no redraw at n = %(n)d", n=call.n))
    if who == "gm":
        require_gm(actor, detail=GM_ONLY)
    else:
        require_player(actor, character(state, call.leader_id))
    if call.step != "drawn" or call.redrawn:
        raise DomainError("redraw_not_allowed",
                          sentence("only once, after drawing, before placing"))
    if call.prayer_added is not None:
        raise DomainError("prayer_gem_added", sentence(
            "a prayer gem joined the hand: the drawn gem can no longer be redrawn"))


def redraw(em: Emitter[EspriState], c: cmd.Redraw, actor: Actor, rng: RandomSource) -> None:
    """n = 1: the leader may redraw once; n = -1: the gm may order it. The new gem is final."""
    call = open_call(em.state)
    first = call.hand if call.prayer_added is None else remove_one(call.hand, call.prayer_added)
    em.emit(ev.GemsReturnedToPool(gems=first, reason="redraw"))
    gems, source = draw(em, rng, c.gems, len(first))
    em.emit(ev.GemsDrawn(call_id=call.call_id, gems=gems, source=source, redraw=True))


def may_add_prayer_gem(state: EspriState, actor: Actor) -> None:
    """The leader, after drawing, once per call, holding a prayer gem; not after a redraw
    (the leader's at n = 1, T13, or the gm's at n = -1, U4), whose result is final."""
    call, leader = at_step(state, actor, "drawn")
    if call.redrawn:
        raise DomainError("redraw_is_final", sentence("the redrawn gem is final"))
    if call.prayer_added is not None:
        raise DomainError("prayer_already_added", sentence("one prayer gem per call"))
    if not leader.prayer_gems:
        raise DomainError("no_such_prayer_gem", sentence("%(name)s holds no prayer gem",
                                                         name=leader.name))


def add_prayer_gem(em: Emitter[EspriState], c: cmd.AddPrayerGem, actor: Actor,
                   rng: RandomSource) -> None:
    """The leader adds one of its prayer gems to the hand, once per call."""
    call, leader = call_and_leader(em.state)
    if c.colour not in leader.prayer_gems:
        raise DomainError("no_such_prayer_gem",
                          sentence("%(name)s holds no %(colour)s prayer",
                                   name=leader.name, colour=t.colour(c.colour)))
    em.emit(ev.PrayerGemAddedToCall(call_id=call.call_id, character_id=leader.id,
                                    colour=c.colour))
