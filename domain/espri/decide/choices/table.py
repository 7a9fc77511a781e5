"""The values ESPRI's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.offers``); a choice that is
valid only for one character names it (``character_id``).
"""

from collections.abc import Iterable

from domain.core import Choice, Table, plain_choices
from domain.espri.decide import between_calls, outcome, recharge
from domain.espri.rules.board import WORLD
from domain.espri.rules.gems import SEASONS, Colour
from domain.espri.rules.sheet import Character, nymph_of
from domain.espri.state import EspriState


def names(state: EspriState, ids: Iterable[str]) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].name) for cid in ids
            if cid in state.characters]


def _can_take_part(state: EspriState, sheet: Character) -> bool:
    return not sheet.retired and not sheet.medium_shattered and sheet.id in state.setup_done


def participants(state: EspriState, table: Table) -> list[Choice]:
    """Characters who may lead or help a call (intact medium, still in the quartet, set up:
    T14)."""
    return names(state, [cid for cid, s in state.characters.items()
                         if _can_take_part(state, s)])


def seasons(state: EspriState, table: Table) -> list[Choice]:
    """The four seasons."""
    return plain_choices(SEASONS)


def talents(state: EspriState, table: Table) -> list[Choice]:
    """Each possible participant's talents (valid when that character leads, or for a
    direct helper's own talent, T7)."""
    return [Choice(value=talent, label=talent, character_id=cid)
            for cid, sheet in state.characters.items() if _can_take_part(state, sheet)
            for talent in sheet.talents]


def helper_modes(state: EspriState, table: Table) -> list[Choice]:
    """Direct help or resonance."""
    return plain_choices(("direct", "resonance"))


def difficulty_sources(state: EspriState, table: Table) -> list[Choice]:
    """The weather of the called quadrant, or an opponent's score."""
    return plain_choices(("weather", "opposition"))


def player_seats(state: EspriState, table: Table) -> list[Choice]:
    """The seats a character may belong to: the asking player's own, or (gm) any seat."""
    if table.actor.is_gm:
        return table.seat_choices(("player", "gm"))
    return [c for c in table.seat_choices() if c.value == table.actor.seat_id]


def kinds(state: EspriState, table: Table) -> list[Choice]:
    """Guardian or priestess."""
    return plain_choices(("guardian", "priestess"))


def setup_drawn(state: EspriState, table: Table) -> list[Choice]:
    """Each character's setup gems still to choose from (no rupture: it is placed)."""
    return [Choice(value=gem, label=gem, character_id=cid)
            for cid, drawn in state.setup_draws.items()
            for gem in sorted(set(drawn) - {"rupture"})]


def _hand(state: EspriState) -> tuple[Colour, ...]:
    return () if state.open_call is None else state.open_call.hand


def hand_colours(state: EspriState, table: Table) -> list[Choice]:
    """The colours in the call's hand."""
    return plain_choices(sorted(set(_hand(state))))


def hand_modifiers(state: EspriState, table: Table) -> list[Choice]:
    """The time and rupture gems in the hand (a placement's modifier)."""
    return plain_choices(sorted(set(_hand(state)) & {"time", "rupture"}))


def shifts(state: EspriState, table: Table) -> list[Choice]:
    """A modifier's or a rupture main gem's shift."""
    return plain_choices(("up", "down"))


def placement_shifts(state: EspriState, table: Table) -> list[Choice]:
    """The chooser's shift: none when the gm chooses (the leader's, T3)."""
    call = state.open_call
    return [] if call is None or call.chooser == "gm" else shifts(state, table)


def leader_prayers(state: EspriState, table: Table) -> list[Choice]:
    """The leader's prayer gems."""
    call = state.open_call
    if call is None:
        return []
    return plain_choices(sorted(set(state.characters[call.leader_id].prayer_gems)))


def temptation_cells(state: EspriState, table: Table) -> list[Choice]:
    """The rupture cells of the leader's nymph's quadrant."""
    call = state.open_call
    if call is None:
        return []
    season = nymph_of(state.characters[call.leader_id], call.called_season)
    cells = state.board[season].cells
    return [Choice(value=i, label=f"{season} {i}") for i in range(1, WORLD + 1)
            if cells[i] == "rupture"]


def rupture_quadrants(state: EspriState, table: Table) -> list[Choice]:
    """Quadrants holding a rupture gem."""
    return plain_choices([s for s, q in state.board.items() if "rupture" in q.cells[1:]])


def rupture_cells(state: EspriState, table: Table) -> list[Choice]:
    """Cells holding a rupture gem in some quadrant (``quadrant`` says which)."""
    return plain_choices(sorted({i for q in state.board.values()
                                 for i in range(1, WORLD + 1) if q.cells[i] == "rupture"}))


def skip(state: EspriState, table: Table) -> list[Choice]:
    """Skip the optional choice, or make it."""
    return plain_choices((True, False))


def _leader_may_keep(state: EspriState) -> bool:
    call = state.open_call
    if call is None:
        return False
    leader = state.characters[call.leader_id]
    return len(leader.prayer_gems) < leader.devotion


def removed_gems(state: EspriState, table: Table) -> list[Choice]:
    """The gems a critical failure removed, while the leader has room for a prayer gem
    (its prayers may fill up while the call waits: a rupture inflicted meanwhile)."""
    call = state.open_call
    return plain_choices(sorted(set(call.removed))) if call is not None \
        and _leader_may_keep(state) else []


def keep_or_skip(state: EspriState, table: Table) -> list[Choice]:
    """Skip keeping a removed gem, or keep one when the leader's prayers have room."""
    return plain_choices((True, False) if _leader_may_keep(state) else (True,))


def recharge_targets(state: EspriState, table: Table) -> list[Choice]:
    """Per character, the relations it may recharge now (empty, not recharged today)."""
    return [Choice(value=target, label=state.characters[target].name, character_id=cid)
            for cid, sheet in state.characters.items()
            for target in recharge.rechargeable(state, sheet)]


def requested_targets(state: EspriState, table: Table) -> list[Choice]:
    """Per requesting character, the relations whose recharge waits for the gm (T11)."""
    return [Choice(value=r.target_id, label=_name(state, r.target_id),
                   character_id=r.character_id) for r in state.recharge_requests]


def _name(state: EspriState, cid: str) -> str:
    sheet = state.characters.get(cid)
    return sheet.name if sheet is not None else cid


def prayer_recipients(state: EspriState, table: Table) -> list[Choice]:
    """Members whose prayers have room."""
    return names(state, between_calls.prayer_recipients(state))


def saved(state: EspriState, table: Table) -> list[Choice]:
    """Per saver, the members it holds a prayer gem of the colour of."""
    return [Choice(value=target, label=state.characters[target].name, character_id=cid)
            for cid, sheet in state.characters.items()
            for target in between_calls.savable(state, sheet)]


def caterpillar_seasons(state: EspriState, table: Table) -> list[Choice]:
    """The nymphs the gem caterpillar may push on."""
    return plain_choices(outcome.caterpillar_seasons(state))


def harmony_purposes(state: EspriState, table: Table) -> list[Choice]:
    """What harmony is spent on (T18)."""
    return plain_choices(("score", "resistance", "other"))


def options(state: EspriState, table: Table) -> list[Choice]:
    """On or off."""
    return plain_choices((True, False))
