"""The session-log lines of the board: gems placed, overflowing, removed or moved, and the
nymphs walking, falling back or going back to their cages."""

from domain.core import Event
from domain.core.words import Words, say, say_n
from domain.espri import events as ev
from domain.espri.narrate import glossary as g
from domain.espri.narrate.wording import Line, cap, gem_list, join_words, name_of, where
from domain.espri.rules.board import weather
from domain.espri.state import EspriState


def _placed(s: EspriState, e: ev.GemPlaced, w: Words) -> str:
    return say(w, "%(gem)s is placed on %(cell)s", gem=cap(g.a_gem(w, e.colour)),
               cell=where(w, e.quadrant, e.cell))


def _overflowed(s: EspriState, e: ev.GemOverflowed, w: Words) -> str:
    values = {"nymph": g.nymph(w, e.quadrant), "quadrant": g.season(w, e.quadrant),
              "gem": g.gem(w, e.colour)}
    if e.reason in ("call", "extra"):
        return say(w, "No room ahead of %(nymph)s in %(quadrant)s: "
                      "the %(gem)s goes back to the pool", **values)
    return say(w, "No room ahead of %(nymph)s in %(quadrant)s: the %(gem)s stays in the pool",
               **values)


def _removed(s: EspriState, e: ev.GemsRemoved, w: Words) -> str | None:
    if e.reason == "temptation":
        return None  # the temptation line names its cells
    gems = gem_list(e.colours, words=w)
    if e.reason == "critical_failure":
        fate = say_n(w, "the gem removed is set aside (%(gems)s)",
                     "the gems removed are set aside (%(gems)s)", len(e.colours), gems=gems)
    else:
        fate = say_n(w, "%(gems)s goes back to the pool", "%(gems)s go back to the pool",
                     len(e.colours), gems=gems)
    cells = say_n(w, "cell %(cells)s", "cells %(cells)s", len(e.cells),
                  cells=join_words([str(c) for c in e.cells], words=w))
    quadrant = g.season(w, e.quadrant)
    if e.reason == "spent":
        purpose = say(w, " for %(purpose)s", purpose=e.purpose) \
            if isinstance(e.purpose, str) and e.purpose else ""
        return say_n(w, "The GM spends %(n)d gem from %(quadrant)s (%(cells)s)%(purpose)s: "
                        "%(fate)s",
                     "The GM spends %(n)d gems from %(quadrant)s (%(cells)s)%(purpose)s: "
                     "%(fate)s", len(e.cells), quadrant=quadrant, cells=cells,
                     purpose=purpose, fate=fate)
    return say_n(w, "%(n)d gem removed from %(quadrant)s (%(cells)s): %(fate)s",
                 "%(n)d gems removed from %(quadrant)s (%(cells)s): %(fate)s", len(e.cells),
                 quadrant=quadrant, cells=cells, fate=fate)


def _moved(s: EspriState, e: ev.NymphMoved, w: Words) -> str:
    move = {"nymph": g.nymph(w, e.season), "start": e.from_, "end": e.to}
    if e.reason == "critical_failure":
        return say(w, "%(nymph)s goes back to her cage (%(start)d → %(end)d)", **move)
    if e.reason == "fallback":
        return say(w, "%(nymph)s falls back %(start)d → %(end)d", **move)
    if e.to > e.from_ and e.reason in ("advance", "caterpillar"):
        cells = s.board[e.season].cells if e.season in s.board else ()
        if e.to < len(cells) and cells[e.to] == "rupture":
            return say(w, "%(nymph)s walks %(start)d → %(end)d, stopped by a rupture gem",
                       **move)
        return say(w, "%(nymph)s walks %(start)d → %(end)d", **move)
    return say(w, "%(nymph)s moves %(start)d → %(end)d", **move)


def _rupture_removed(s: EspriState, e: ev.RuptureGemRemoved, w: Words) -> str:
    leader = name_of(s, s.open_call.leader_id) if s.open_call else say(w, "The leader")
    cell = where(w, e.quadrant, e.cell)
    if e.quadrant not in s.board:
        return say(w, "%(leader)s removes the rupture gem on %(cell)s", leader=leader,
                   cell=cell)
    before = weather(s.board[e.quadrant])
    return say(w, "%(leader)s removes the rupture gem on %(cell)s: "
                  "%(quadrant)s weather %(before)d → %(after)d", leader=leader, cell=cell,
               quadrant=g.season(w, e.quadrant), before=before, after=max(0, before - 1))


def _gem_moved(s: EspriState, e: ev.GemMoved, w: Words) -> str:
    quadrant = s.board.get(e.quadrant)
    colour = quadrant.cells[e.from_cell] if quadrant else None
    values = {"start": where(w, e.quadrant, e.from_cell), "end": where(w, e.quadrant, e.to_cell),
              "nymph": g.nymph(w, e.quadrant)}
    if colour:
        return say(w, "Gem caterpillar: the %(gem)s on %(start)s moves ahead of %(nymph)s "
                      "to %(end)s", gem=g.gem(w, colour), **values)
    return say(w, "Gem caterpillar: a gem on %(start)s moves ahead of %(nymph)s to %(end)s",
               **values)


BOARD_LINES: dict[type[Event], Line] = {
    ev.GemPlaced: _placed,
    ev.GemOverflowed: _overflowed,
    ev.GemsRemoved: _removed,
    ev.NymphMoved: _moved,
    ev.RuptureGemRemoved: _rupture_removed,
    ev.GemMoved: _gem_moved,
}
"""Board events."""
