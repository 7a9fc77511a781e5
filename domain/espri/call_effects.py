"""The end of a call: board effects of the result (7.5), the leader's last choices
(extra gems, a rupture gem to remove, a prayer gem to keep) and the gem caterpillar."""

from domain.core import Actor, DomainError, RandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.actions import advance, move_nymph, place_gem, remove_gems
from domain.espri.board import START, WORLD, fallback, removal_cells, without_gems
from domain.espri.call import OpenCall
from domain.espri.emitter import Emitter, require_gm, require_owner
from domain.espri.gems import is_season, is_submultiset
from domain.espri.sheet import Character
from domain.espri.state import EspriState, character, open_call

FAILURES = ("critical_failure", "failure")


def participant_nymphs(state: EspriState, call: OpenCall) -> list[str]:
    """The leader's tutelary nymph, then each helper's, each nymph once (D11: with a
    priestess leader or helper, the called season's nymph)."""
    leader = state.characters[call.leader_id]
    seasons = [call.called_season if leader.kind == "priestess" else str(leader.tutelary_season)]
    for helper in call.helpers:
        sheet = state.characters[helper.character_id]
        own = sheet.tutelary_season if sheet.kind == "guardian" else None
        season = call.called_season if leader.kind == "priestess" or own is None else own
        if season not in seasons:
            seasons.append(season)
    return seasons


def _return_hand(em: Emitter) -> None:
    call = open_call(em.state)
    if call.hand:
        em.emit(ev.GemsReturnedToPool(gems=call.hand, reason="hand_left"))


def close(em: Emitter, stalled: tuple[str, ...] = ()) -> None:
    """``CallClosed``: no choice remains."""
    call = open_call(em.state)
    em.emit(ev.CallClosed(call_id=call.call_id, result=call.result, stalled=stalled))


def _advance_all(em: Emitter, call: OpenCall) -> tuple[str, ...]:
    stalled = []
    for season in participant_nymphs(em.state, call):
        if not advance(em, season, call.call_id):
            stalled.append(season)
    return tuple(stalled)


def _fail(em: Emitter, call: OpenCall, leader: Character) -> None:
    k = leader.seasons[call.called_season]
    cells = removal_cells(em.state.board[call.called_season], k)
    remove_gems(em, call.called_season, cells, str(call.result))
    if call.result == "critical_failure":
        season = call.called_season if leader.kind == "priestess" else str(leader.tutelary_season)
        move_nymph(em, season, START, "critical_failure", call.call_id)
    _return_hand(em)
    removed = open_call(em.state).removed
    leader = em.state.characters[leader.id]
    if removed and len(leader.prayer_gems) < leader.devotion:
        em.emit(ev.CallAwaiting(call_id=call.call_id, step="awaiting_prayer_keep"))
        return
    if removed:
        em.emit(ev.GemsReturnedToPool(gems=removed, reason="not_kept"))
    close(em)


def finish_success(em: Emitter) -> None:
    """Advance the participants' nymphs, return the hand, then perhaps remove a rupture."""
    call = open_call(em.state)
    stalled = _advance_all(em, call)
    _return_hand(em)
    board_has_rupture = any("rupture" in q.cells for q in em.state.board.values())
    if call.result == "critical_success" and board_has_rupture:
        em.emit(ev.CallAwaiting(call_id=call.call_id, step="awaiting_rupture_removal",
                                stalled=stalled))
    else:
        close(em, stalled)


def resolve(em: Emitter) -> None:
    """The board effects of the determined result, in the spec's order (7.5)."""
    call = open_call(em.state)
    leader = em.state.characters[call.leader_id]
    if call.result in FAILURES:
        _fail(em, call, leader)
    elif call.result == "bitter_success":
        stalled = _advance_all(em, call)
        _return_hand(em)
        close(em, stalled)
    elif call.extra_count > 0:
        em.emit(ev.CallAwaiting(call_id=call.call_id, step="awaiting_extra_gems"))
    else:
        finish_success(em)


def _leader_step(em: Emitter, actor: Actor, step: str) -> tuple[OpenCall, Character]:
    call = open_call(em.state)
    leader = character(em.state, call.leader_id)
    require_owner(actor, leader)
    if call.step != step:
        raise DomainError("wrong_call_step", f"the call is {call.step}, not {step}")
    return call, leader


def place_extra_gems(em: Emitter, c: cmd.PlaceExtraGems, actor: Actor,
                     rng: RandomSource) -> None:
    """Success: exactly min(base score, hand) gems of the leader's choice (D5)."""
    call, _ = _leader_step(em, actor, "awaiting_extra_gems")
    if len(c.gems) != call.extra_count:
        raise DomainError("wrong_extra_count", f"place exactly {call.extra_count} gems")
    if not is_submultiset(c.gems, call.hand):
        raise DomainError("gem_not_in_hand", "place gems from the hand")
    for gem in c.gems:
        place_gem(em, gem if is_season(gem) else call.called_season, gem, "extra")
    finish_success(em)


def remove_rupture_gem(em: Emitter, c: cmd.RemoveRuptureGem, actor: Actor,
                       rng: RandomSource) -> None:
    """Critical success: the leader may take one rupture gem off the board."""
    call, _ = _leader_step(em, actor, "awaiting_rupture_removal")
    if not c.skip:
        season, cell = c.quadrant, c.cell
        if season is None or cell is None or not 1 <= cell <= WORLD \
                or em.state.board[season].cells[cell] != "rupture":
            raise DomainError("no_rupture_there", "name a cell holding a rupture gem")
        before = em.state.board[season]
        em.emit(ev.RuptureGemRemoved(quadrant=season, cell=cell))
        landing = fallback(without_gems(before, (cell,)))
        if landing != before.nymph:
            em.emit(ev.NymphMoved(season=season, from_=before.nymph, to=landing,
                                  reason="fallback"))
    close(em, call.stalled)


def keep_prayer_gem(em: Emitter, c: cmd.KeepPrayerGem, actor: Actor, rng: RandomSource) -> None:
    """Critical failure: the leader may keep one removed gem as a prayer."""
    call, leader = _leader_step(em, actor, "awaiting_prayer_keep")
    rest = call.removed
    if not c.skip:
        if c.colour is None or c.colour not in call.removed:
            raise DomainError("gem_not_removed", "keep one of the removed gems")
        if len(leader.prayer_gems) >= leader.devotion:
            raise DomainError("prayers_full", "prayers are full: skip")
        em.emit(ev.PrayerGemKept(character_id=leader.id, colour=c.colour))
        rest = open_call(em.state).removed
    if rest:
        em.emit(ev.GemsReturnedToPool(gems=rest, reason="not_kept"))
    close(em)


def apply_gem_caterpillar(em: Emitter, c: cmd.ApplyGemCaterpillar, actor: Actor,
                          rng: RandomSource) -> None:
    """Optional rule: a stalled nymph's gem from behind her to the cell ahead, then she
    advances."""
    require_gm(actor)
    if not em.state.options.gem_caterpillar:
        raise DomainError("option_disabled", "the gem caterpillar option is off")
    quadrant = em.state.board[c.season]
    ahead = quadrant.nymph + 1
    if c.season not in em.state.stalled_nymphs or ahead > WORLD \
            or quadrant.cells[ahead] is not None:
        raise DomainError("caterpillar_not_applicable", "that nymph did not stall last call")
    if not 1 <= c.from_cell < quadrant.nymph or quadrant.cells[c.from_cell] is None:
        raise DomainError("invalid_cell", "move a gem from a paved cell behind the nymph")
    em.emit(ev.GemMoved(quadrant=c.season, from_cell=c.from_cell, to_cell=ahead))
    advance(em, c.season, None, "caterpillar")
