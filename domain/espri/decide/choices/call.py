"""The call's choices: the gems of the hand as the rules of 7.4 allow them, the shifts, the
extra gems, the prayer gems, and the board's cells (rupture gems, paved cells)."""

from collections.abc import Iterable

from domain.core import Choice, ChoiceContext, Count
from domain.core.words import say
from domain.espri.decide.outcome import caterpillar_seasons
from domain.espri.narrate import glossary
from domain.espri.rules.board import WORLD
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import Colour, Season, is_season
from domain.espri.rules.sheet import nymph_of
from domain.espri.state import EspriState


def _hand(state: EspriState) -> tuple[Colour, ...]:
    return () if state.open_call is None else state.open_call.hand


def colours(context: ChoiceContext, gems: Iterable[str]) -> list[Choice]:
    """Gem colours labelled with the rulebook's words (« Rupture », « Hiver »)."""
    return context.terms(gems, glossary.colour)


def _gm_prayer(call: OpenCall) -> Colour | None:
    """The prayer gem the gm, choosing, must place (as main or modifier)."""
    return call.prayer_added if call.chooser == "gm" else None


def main_gems(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """7.4: a season gem of the hand when it holds one; else its time gem, or its rupture
    gem (a hand of only time and rupture gems: either rule, D4). The gm, choosing, places
    the leader's prayer gem: as the main gem when it can be one."""
    call = state.open_call
    found: list[str] = sorted(set(main_values(state)))
    prayer = _gm_prayer(call) if call is not None else None
    if prayer is not None and prayer in found:
        found = [prayer]
    return colours(context, found)


def modifier_gems(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """A time or rupture gem of the hand, beside a season main gem (never with a time or
    rupture main, 7.4)."""
    hand = _hand(state)
    if not any(is_season(gem) for gem in hand):
        return []
    return colours(context, sorted({gem for gem in hand if gem in ("time", "rupture")}))


def placement_shifts(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The leader's shift, when a modifier or a rupture main gem may be placed; none when
    the gm chooses (the shift is the leader's, T3) or when nothing in the hand takes one."""
    call = state.open_call
    if call is None or call.chooser == "gm":
        return []
    if not modifier_gems(state, context) and "rupture" not in main_values(state):
        return []
    return shifts(state, context)


def main_values(state: EspriState) -> list[str]:
    """The colours a main gem may take now (unlabelled)."""
    hand = _hand(state)
    return [gem for gem in hand if is_season(gem)] \
        or [gem for gem in hand if gem in ("time", "rupture")]


def shifts(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Up or down (« un degré plus haut », « un degré plus bas »)."""
    return context.terms(("up", "down"), glossary.shift)


def extra_gems(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Each gem left in the hand, once (two spring gems: listed twice)."""
    return colours(context, sorted(_hand(state)))


def extra_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Exactly min(base score, hand) gems (D5)."""
    call = state.open_call
    return [] if call is None else [Count(min=call.extra_count, max=call.extra_count)]


def leader_prayers(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The leader's prayer gems."""
    call = state.open_call
    if call is None:
        return []
    return colours(context, sorted(set(state.characters[call.leader_id].prayer_gems)))


def cell_label(context: ChoiceContext, season: str, cell: int) -> str:
    """A cell of the board as a person names it (« Hiver, case 3 »)."""
    return say(context.words, "%(quadrant)s, cell %(cell)d",
               quadrant=glossary.season(context.words, season), cell=cell)


def temptation_cells(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The rupture cells of the leader's nymph's quadrant."""
    call = state.open_call
    if call is None:
        return []
    season = nymph_of(state.characters[call.leader_id], call.called_season)
    cells = state.board[season].cells
    return [Choice(value=i, label=cell_label(context, season, i)) for i in range(1, WORLD + 1)
            if cells[i] == "rupture"]


def temptation_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """One rupture gem or more, up to every one of the quadrant."""
    found = len(temptation_cells(state, context))
    return [Count(min=1, max=found)] if found else []


def _cells(state: EspriState, holds: str | None) -> list[tuple[Season, int]]:
    """Cells holding a gem (of ``holds``, when given)."""
    return [(season, i) for season, q in state.board.items() for i in range(1, WORLD + 1)
            if q.cells[i] is not None and holds in (None, q.cells[i])]


def rupture_quadrants(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Quadrants holding a rupture gem."""
    return context.terms(sorted({s for s, _ in _cells(state, "rupture")}), glossary.season)


def rupture_cells(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Cells holding a rupture gem, labelled with their quadrant (``quadrant`` names it)."""
    return [Choice(value=i, label=cell_label(context, s, i)) for s, i in _cells(state, "rupture")]


def paved_quadrants(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Quadrants holding a gem."""
    return context.terms(sorted({s for s, _ in _cells(state, None)}), glossary.season)


def paved_cells(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Cells holding a gem, labelled with their quadrant (``quadrant`` names it)."""
    return [Choice(value=i, label=cell_label(context, s, i)) for s, i in _cells(state, None)]


def skip(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Skip the optional choice, or make it."""
    return [context.term(True, glossary.yes_no), context.term(False, glossary.yes_no)]


def _leader_may_keep(state: EspriState) -> bool:
    call = state.open_call
    if call is None:
        return False
    leader = state.characters[call.leader_id]
    return len(leader.prayer_gems) < leader.devotion


def removed_gems(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The gems a critical failure removed, while the leader has room for a prayer gem
    (its prayers may fill up while the call waits: a rupture inflicted meanwhile)."""
    call = state.open_call
    return colours(context, sorted(set(call.removed))) if call is not None \
        and _leader_may_keep(state) else []


def keep_or_skip(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Skip keeping a removed gem, or keep one when the leader's prayers have room."""
    options = (True, False) if _leader_may_keep(state) else (True,)
    return [context.term(v, glossary.yes_no) for v in options]


def caterpillar_cells(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The paved cells behind a stalled nymph (``season`` names her)."""
    return [Choice(value=i, label=cell_label(context, s, i)) for s in caterpillar_seasons(state)
            for i in range(1, state.board[s].nymph) if state.board[s].cells[i] is not None]
