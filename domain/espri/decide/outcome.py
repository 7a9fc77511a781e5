"""The outcome of a call: the board effects of the result (7.5), the leader's last
choices (extra gems, a rupture gem to remove, a prayer gem to keep) and the gem
caterpillar (placing the call's gems is ``placing``)."""

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY
from domain.espri.decide.board import advance, move_nymph, place_gem, remove_gems
from domain.espri.decide.call import at_step, call_and_leader
from domain.espri.rules.board import START, WORLD, fallback, removal_cells, without_gems
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import Season, is_season, is_submultiset
from domain.espri.rules.sheet import Character, nymph_of
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, open_call

FAILURES = ("critical_failure", "failure")
SUCCESSES = ("success", "critical_success")


def participant_nymphs(state: EspriState, call: OpenCall) -> list[Season]:
    """R1: the leader's tutelary nymph, then each helper's own in declaration order, each
    nymph once per call; only a priestess (leading or helping) stands for the called
    season's nymph. T4 and U1: a participant whose medium shattered during the call, the
    leader included, moves none (« il ne peut plus communiquer avec les Nymphes »)."""
    seasons: list[Season] = []
    participants = [cid for cid in (call.leader_id, *(h.character_id for h in call.helpers))
                    if not state.characters[cid].medium_shattered]
    for cid in participants:
        season = nymph_of(state.characters[cid], call.called_season)
        if season not in seasons:
            seasons.append(season)
    return seasons


def _return_hand(em: Emitter[EspriState]) -> None:
    call = open_call(em.state)
    if call.hand:
        em.emit(ev.GemsReturnedToPool(gems=call.hand, reason="hand_left"))


def close(em: Emitter[EspriState], stalled: tuple[Season, ...] = ()) -> None:
    """``CallClosed``: no choice remains."""
    call = open_call(em.state)
    em.emit(ev.CallClosed(call_id=call.call_id, result=call.result, stalled=stalled))


def _advance_all(em: Emitter[EspriState], call: OpenCall) -> tuple[Season, ...]:
    stalled: list[Season] = []
    for season in participant_nymphs(em.state, call):
        if not advance(em, season, call.call_id):
            stalled.append(season)
    return tuple(stalled)


def _fail(em: Emitter[EspriState], call: OpenCall, leader: Character) -> None:
    k = leader.seasons[call.called_season]
    cells = removal_cells(em.state.board[call.called_season], k)
    remove_gems(em, call.called_season, cells, str(call.result))
    if call.result == "critical_failure":
        # T5: « les conséquences négatives … d'un Échec Critique s'appliquent à tous les
        # participants »: every participant's nymph goes back to her cage, each once
        for season in participant_nymphs(em.state, call):
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


def finish_success(em: Emitter[EspriState]) -> None:
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


def resolve(em: Emitter[EspriState]) -> None:
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


def may_place_extra_gems(state: EspriState, actor: Actor) -> None:
    """The leader, when a success leaves extra gems to place."""
    at_step(state, actor, "awaiting_extra_gems")


def may_remove_rupture_gem(state: EspriState, actor: Actor) -> None:
    """The leader, after a critical success, while a rupture gem lies on the board."""
    at_step(state, actor, "awaiting_rupture_removal")


def may_keep_prayer_gem(state: EspriState, actor: Actor) -> None:
    """The leader, after a critical failure removed gems."""
    at_step(state, actor, "awaiting_prayer_keep")


def place_extra_gems(em: Emitter[EspriState], c: cmd.PlaceExtraGems, actor: Actor,
                     rng: RandomSource) -> None:
    """Success: exactly min(base score, hand) gems of the leader's choice (D5)."""
    call, _ = call_and_leader(em.state)
    if len(c.gems) != call.extra_count:
        raise DomainError("wrong_extra_count", sentence("place exactly %(n)d gems",
                                                        n=call.extra_count))
    if not is_submultiset(c.gems, call.hand):
        raise DomainError("gem_not_in_hand", sentence("place gems from the hand"))
    for gem in c.gems:
        place_gem(em, gem if is_season(gem) else call.called_season, gem, "extra")
    finish_success(em)


def remove_rupture_gem(em: Emitter[EspriState], c: cmd.RemoveRuptureGem, actor: Actor,
                       rng: RandomSource) -> None:
    """Critical success: the leader may take one rupture gem off the board."""
    call, _ = call_and_leader(em.state)
    if not c.skip:
        season, cell = c.quadrant, c.cell
        if season is None or cell is None or not 1 <= cell <= WORLD \
                or em.state.board[season].cells[cell] != "rupture":
            raise DomainError("no_rupture_there", sentence("name a cell holding a rupture gem"))
        before = em.state.board[season]
        em.emit(ev.RuptureGemRemoved(quadrant=season, cell=cell))
        landing = fallback(without_gems(before, (cell,)))
        if landing != before.nymph:
            em.emit(ev.NymphMoved(season=season, from_=before.nymph, to=landing,
                                  reason="fallback"))
    close(em, call.stalled)


def keep_prayer_gem(em: Emitter[EspriState], c: cmd.KeepPrayerGem, actor: Actor,
                    rng: RandomSource) -> None:
    """Critical failure: the leader may keep one removed gem as a prayer."""
    call, leader = call_and_leader(em.state)
    rest = call.removed
    if not c.skip:
        if c.colour is None or c.colour not in call.removed:
            raise DomainError("gem_not_removed", sentence("keep one of the removed gems"))
        if len(leader.prayer_gems) >= leader.devotion:
            raise DomainError("prayers_full", sentence("prayers are full: skip"))
        em.emit(ev.PrayerGemKept(character_id=leader.id, colour=c.colour))
        rest = open_call(em.state).removed
    if rest:
        em.emit(ev.GemsReturnedToPool(gems=rest, reason="not_kept"))
    close(em)


def caterpillar_seasons(state: EspriState) -> list[Season]:
    """The nymphs that stalled last call with an empty cell ahead of them and a gem
    behind them."""
    found: list[Season] = []
    for season in state.stalled_nymphs:
        quadrant = state.board[season]
        ahead = quadrant.nymph + 1
        behind = any(gem is not None for gem in quadrant.cells[1:quadrant.nymph])
        if ahead <= WORLD and quadrant.cells[ahead] is None and behind:
            found.append(season)
    return found


def may_apply_caterpillar(state: EspriState, actor: Actor) -> None:
    """The gm, the option on, a nymph that stalled last call with room ahead."""
    require_gm(actor, detail=GM_ONLY)
    if not state.options.gem_caterpillar:
        raise DomainError("option_disabled", sentence("the gem caterpillar option is off"))
    if not caterpillar_seasons(state):
        raise DomainError("caterpillar_not_applicable", sentence("no nymph stalled last call"))


def apply_gem_caterpillar(em: Emitter[EspriState], c: cmd.ApplyGemCaterpillar, actor: Actor,
                          rng: RandomSource) -> None:
    """Optional rule: a stalled nymph's gem from behind her to the cell ahead, then she
    advances."""
    quadrant = em.state.board[c.season]
    if c.season not in caterpillar_seasons(em.state):
        raise DomainError("caterpillar_not_applicable",
                          sentence("that nymph did not stall last call"))
    if not 1 <= c.from_cell < quadrant.nymph or quadrant.cells[c.from_cell] is None:
        raise DomainError("invalid_cell", sentence("move a gem from a paved cell behind the nymph"))
    em.emit(ev.GemMoved(quadrant=c.season, from_cell=c.from_cell, to_cell=quadrant.nymph + 1))
    advance(em, c.season, None, "caterpillar")
