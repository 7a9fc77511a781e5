"""The session-log lines of the setup, the calls and the board, said from the state just
before each event, naming who did what with which gems and what changed on the board."""

from domain.core import Event
from domain.espri import events as ev
from domain.espri.narrate.wording import (
    MINUS,
    Line,
    cap,
    gem_list,
    go_verb,
    join_words,
    name_of,
    num,
    plural,
    with_article,
)
from domain.espri.rules.board import weather
from domain.espri.rules.call import draw_size, forced_result
from domain.espri.rules.gems import NYMPHS
from domain.espri.rules.sheet import nymph_of
from domain.espri.state import EspriState


def _registered(s: EspriState, e: ev.CharacterRegistered) -> str:
    c = e.character
    season = str(c.tutelary_season)
    role = "a priestess" if c.kind == "priestess" else f"{with_article(season)} guardian"
    prayers = f", prayer gems {gem_list(c.prayer_gems)}" if c.prayer_gems else ""
    return (f"{c.name} joins the quartet: {role}, devotion {c.devotion}, "
            f"harmony {c.harmony}{prayers}")


def _placed(s: EspriState, e: ev.GemPlaced) -> str:
    return f"{cap(with_article(e.colour))} gem is placed on {e.quadrant} {e.cell}"


def _overflowed(s: EspriState, e: ev.GemOverflowed) -> str:
    where = "goes back to" if e.reason in ("call", "extra") else "stays in"
    return (f"No room ahead of {NYMPHS.get(e.quadrant, e.quadrant)} in {e.quadrant}: "
            f"the {e.colour} gem {where} the pool")


def _formula(e: ev.CallDeclared) -> str:
    mods = ", ".join(f"{m.label} {'+' if m.value >= 0 else ''}{num(m.value)}"
                     for m in e.modifiers)
    score = f"{e.called_season} {e.effective_score}" + (f" ({mods})" if mods else "")
    helpers = f" + {plural(len(e.helpers), 'helper')}" if e.helpers else ""
    return (f"{score} {MINUS} {e.difficulty_source} {e.difficulty}{helpers} = "
            f"{num(e.draw_count)}")


def _who_chooses(s: EspriState, e: ev.CallDeclared) -> str:
    forced = forced_result(e.draw_count)
    if forced is not None:
        return f"beyond 12 gems: {forced.replace('_', ' ')} whatever is drawn"
    chooser = "the GM" if e.chooser == "gm" else name_of(s, e.leader_id)
    return f"{chooser} chooses the gems ({draw_size(e.draw_count)} to draw)"


def _declared(s: EspriState, e: ev.CallDeclared) -> str:
    passive = " (passive)" if e.passive else ""
    talent = e.talent or "no talent"
    helpers = join_words([f"{name_of(s, h.character_id)} ({h.mode})" for h in e.helpers])
    helped = f", helped by {helpers}" if helpers else ""
    return (f"The GM calls {e.called_season}{passive}, led by {name_of(s, e.leader_id)} "
            f"({talent}){helped}: {_formula(e)}, {_who_chooses(s, e)}")


def _cancelled(s: EspriState, e: ev.CallCancelled) -> str:
    call = s.open_call
    back = call is not None and any(h.mode == "resonance" for h in call.helpers)
    return "The GM cancels the call" + ("; spent resonance comes back" if back else "")


def _temptation(s: EspriState, e: ev.RuptureTemptationTaken) -> str:
    call, leader = s.open_call, s.characters.get(e.character_id)
    figures = "" if call is None else \
        f", n = {num(call.n + e.bonus)} (difficulty stays {call.difficulty})"
    cells = join_words([str(cell) for cell in e.cells])
    where = ""
    if call is not None and leader is not None:
        gems = "the rupture gem on" if len(e.cells) == 1 else "the rupture gems on"
        verb = "goes" if len(e.cells) == 1 else "go"
        where = f"; {gems} {nymph_of(leader, call.called_season)} {cells} {verb} back to the pool"
    return (f"{name_of(s, e.character_id)} yields to the rupture temptation: "
            f"{plural(len(e.cells), 'rupture gem')} removed{figures}{where}")


def _drawn(s: EspriState, e: ev.GemsDrawn) -> str:
    leader = name_of(s, s.open_call.leader_id) if s.open_call else "The leader"
    verb = "redraws" if e.redraw else "draws"
    return f"{leader} {verb} {', '.join(e.gems)}"


def _result(s: EspriState, e: ev.CallResultDetermined) -> str:
    detail = e.main if e.modifier is None else f"{e.main} + {e.modifier} {e.shift}"
    if e.modifier is None and e.shift is not None:
        detail += f" {e.shift}"
    notes = [note for note, on in (("forced", e.forced), ("no talent", e.without_talent)) if on]
    suffix = f", {', '.join(notes)}" if notes else ""
    return f"Result: {e.result.replace('_', ' ')} ({detail}{suffix})"


def _removed(s: EspriState, e: ev.GemsRemoved) -> str | None:
    if e.reason == "temptation":
        return None  # the temptation line names its cells
    if e.reason == "critical_failure":
        fate = "is set aside" if len(e.colours) == 1 else "are set aside"
    else:
        fate = f"{go_verb(e.colours)} back to the pool"
    cells = f"{'cell' if len(e.cells) == 1 else 'cells'} {join_words([str(c) for c in e.cells])}"
    gems = f"{plural(len(e.cells), 'gem')}"
    if e.reason == "spent":
        purpose = f" for {e.purpose}" if isinstance(e.purpose, str) and e.purpose else ""
        return (f"The GM spends {gems} from {e.quadrant} ({cells}){purpose}: "
                f"{gem_list(e.colours)} {fate}")
    return f"{gems} removed from {e.quadrant} ({cells}): {gem_list(e.colours)} {fate}"


def _moved(s: EspriState, e: ev.NymphMoved) -> str:
    nymph = NYMPHS.get(e.season, e.season)
    if e.reason == "critical_failure":
        return f"{nymph} goes back to her cage ({e.from_} → {e.to})"
    if e.reason == "fallback":
        return f"{nymph} falls back {e.from_} → {e.to}"
    if e.to > e.from_ and e.reason in ("advance", "caterpillar"):
        cells = s.board[e.season].cells if e.season in s.board else ()
        stop = ", stopped by a rupture gem" if e.to < len(cells) \
            and cells[e.to] == "rupture" else ""
        return f"{nymph} walks {e.from_} → {e.to}{stop}"
    return f"{nymph} moves {e.from_} → {e.to}"


def _awaiting(s: EspriState, e: ev.CallAwaiting) -> str:
    call = s.open_call
    leader = name_of(s, call.leader_id) if call else "the leader"
    if e.step == "awaiting_extra_gems":
        count = plural(call.extra_count if call else 0, "extra gem")
        return f"Waiting for {leader} to place {count} from the hand"
    if e.step == "awaiting_rupture_removal":
        return f"Waiting for {leader} to remove a rupture gem from the board, or none"
    if e.step == "awaiting_shift":
        return f"Waiting for {leader} to shift the result up or down"
    if e.step == "awaiting_prayer_keep":
        choices = join_words(list(dict.fromkeys(call.removed if call else ())), "or")
        gems = f" ({choices})" if choices else ""
        return f"Waiting for {leader} to keep one removed gem{gems} as a prayer, or none"
    return f"Waiting for {leader}: {e.step.replace('_', ' ')}"


def _gems_chosen(s: EspriState, e: ev.CallGemsChosen) -> str:
    gems = e.main if e.modifier is None else f"{e.main} and {e.modifier}"
    return f"The gm chooses the gems to place: {gems}"


def _prayer_returned(s: EspriState, e: ev.PrayerGemReturned) -> str:
    return f"{name_of(s, e.character_id)}'s unplaced {e.colour} prayer gem goes back to the prayers"


def _returned(s: EspriState, e: ev.GemsReturnedToPool) -> str:
    call = s.open_call
    leader = name_of(s, call.leader_id) if call else "The leader"
    owner = name_of(s, e.character_id) if isinstance(e.character_id, str) else "The"
    why = {"hand_left": "Left in the hand", "not_kept": "Not kept",
           "redraw": f"{leader}'s first draw",
           "retired": f"{owner}'s prayer gems"}.get(e.reason, "Back")
    return f"{why}: {gem_list(e.gems)} {go_verb(e.gems)} back to the pool"


def _rupture_removed(s: EspriState, e: ev.RuptureGemRemoved) -> str:
    leader = name_of(s, s.open_call.leader_id) if s.open_call else "The leader"
    line = f"{leader} removes the rupture gem on {e.quadrant} {e.cell}"
    if e.quadrant not in s.board:
        return line
    before = weather(s.board[e.quadrant])
    return f"{line}: {e.quadrant} weather {before} → {max(0, before - 1)}"


def _gem_moved(s: EspriState, e: ev.GemMoved) -> str:
    quadrant = s.board.get(e.quadrant)
    colour = quadrant.cells[e.from_cell] if quadrant else None
    gem = f"the {colour} gem" if colour else "a gem"
    return (f"Gem caterpillar: {gem} on {e.quadrant} {e.from_cell} moves ahead of "
            f"{NYMPHS.get(e.quadrant, e.quadrant)} to {e.quadrant} {e.to_cell}")


def _closed(s: EspriState, e: ev.CallClosed) -> str:
    if e.reason == "medium_shattered":
        leader = name_of(s, s.open_call.leader_id) if s.open_call else "the leader"
        return f"The call ends: {leader}'s medium is shattered"
    line = "The call ends" + (f": {e.result.replace('_', ' ')}" if e.result else "")
    stalled = join_words([NYMPHS.get(season, season) for season in e.stalled])
    return line + (f"; {stalled} could not advance" if stalled else "")


def _setup_prayers(s: EspriState, e: ev.SetupPrayersChosen) -> str:
    kept = gem_list(e.kept) or "no gem"
    return f"{name_of(s, e.character_id)} keeps {kept} as prayer gems"


def _new_scenario(s: EspriState, e: ev.ScenarioStarted) -> str:
    kept = sum(e.kept_rupture.values())
    rupture = f", but {plural(kept, 'rupture prayer gem')} held" if kept else ""
    return ("A new scenario: every gem back in the bag (prayer gems included"
            f"{rupture}), every nymph back in her cage")


CALL_LINES: dict[type[Event], Line] = {
    ev.CharacterRegistered: _registered,
    ev.SetupGemsDrawn: lambda s, e: (
        f"{name_of(s, e.character_id)} draws {', '.join(e.gems)} for the setup"),
    ev.SetupPrayersChosen: _setup_prayers,
    ev.GemPlaced: _placed,
    ev.GemOverflowed: _overflowed,
    ev.SetupCompleted: lambda s, e: "Setup complete: the scenario begins",
    ev.ScenarioStarted: _new_scenario,
    ev.CallDeclared: _declared,
    ev.ResonanceSpent: lambda s, e: (
        f"{name_of(s, e.character_id)} spends a resonance point towards "
        f"{name_of(s, e.target_id)} ({e.remaining} left)"),
    ev.CallCancelled: _cancelled,
    ev.RuptureTemptationTaken: _temptation,
    ev.GemsDrawn: _drawn,
    ev.PrayerGemAddedToCall: lambda s, e: (
        f"{name_of(s, e.character_id)} adds {with_article(e.colour)} prayer gem to the hand"),
    ev.CallResultDetermined: _result,
    ev.GemsRemoved: _removed,
    ev.NymphMoved: _moved,
    ev.NymphReachedWorld: lambda s, e: f"{NYMPHS.get(e.season, e.season)} reaches the world!",
    ev.CallAwaiting: _awaiting,
    ev.CallGemsChosen: _gems_chosen,
    ev.PrayerGemReturned: _prayer_returned,
    ev.GemsReturnedToPool: _returned,
    ev.PrayerGemKept: lambda s, e: (
        f"{name_of(s, e.character_id)} keeps a removed {e.colour} gem as a prayer"),
    ev.RuptureGemRemoved: _rupture_removed,
    ev.GemMoved: _gem_moved,
    ev.CallClosed: _closed,
    ev.DayAdvanced: lambda s, e: f"Day {e.day} begins",
}
"""Setup, call and board events."""
