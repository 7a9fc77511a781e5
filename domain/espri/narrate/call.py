"""The session-log lines of the setup, the calls and the board, said from the state just
before each event, naming who did what with which gems and what changed on the board."""

from domain.core import Event
from domain.core.words import Words, say, say_n
from domain.espri import events as ev
from domain.espri.narrate import glossary as g
from domain.espri.narrate.wording import (
    MINUS,
    Line,
    colours,
    gem_list,
    join_words,
    name_of,
    num,
)
from domain.espri.rules.call import Helper, draw_size, forced_result
from domain.espri.rules.sheet import nymph_of
from domain.espri.state import EspriState


def _registered(s: EspriState, e: ev.CharacterRegistered, w: Words) -> str:
    c = e.character
    role = g.role(w, c.kind, c.tutelary_season)
    if c.prayer_gems:
        return say(w, "%(name)s joins the quartet: %(role)s, devotion %(devotion)d, "
                      "harmony %(harmony)d, prayer gems %(prayers)s", name=c.name, role=role,
                   devotion=c.devotion, harmony=c.harmony,
                   prayers=gem_list(c.prayer_gems, words=w))
    return say(w, "%(name)s joins the quartet: %(role)s, devotion %(devotion)d, "
                  "harmony %(harmony)d", name=c.name, role=role, devotion=c.devotion,
               harmony=c.harmony)




def _formula(e: ev.CallDeclared, w: Words) -> str:
    mods = ", ".join(f"{m.label} {'+' if m.value >= 0 else ''}{num(m.value)}"
                     for m in e.modifiers)
    score = f"{g.season(w, e.called_season)} {e.effective_score}" + \
        (f" ({mods})" if mods else "")
    helpers = " + " + say_n(w, "%(n)d helper", "%(n)d helpers", len(e.helpers)) \
        if e.helpers else ""
    return (f"{score} {MINUS} {g.difficulty_source(w, e.difficulty_source)} {e.difficulty}"
            f"{helpers} = {num(e.draw_count)}")


def _who_chooses(s: EspriState, e: ev.CallDeclared, w: Words) -> str:
    forced = forced_result(e.draw_count)
    if forced is not None:
        return say(w, "beyond 12 gems: %(result)s whatever is drawn",
                   result=g.result(w, forced))
    if e.chooser == "gm":
        return say(w, "the GM chooses the gems (%(n)d to draw)", n=draw_size(e.draw_count))
    return say(w, "%(leader)s chooses the gems (%(n)d to draw)",
               leader=name_of(s, e.leader_id), n=draw_size(e.draw_count))


def _helper(s: EspriState, h: Helper, w: Words) -> str:
    if h.talent is not None:
        return say(w, "%(name)s (%(mode)s, %(talent)s)", name=name_of(s, h.character_id),
                   mode=g.helper_mode(w, h.mode), talent=h.talent)
    return say(w, "%(name)s (%(mode)s)", name=name_of(s, h.character_id),
               mode=g.helper_mode(w, h.mode))


def _declared(s: EspriState, e: ev.CallDeclared, w: Words) -> str:
    helpers = join_words([_helper(s, h, w) for h in e.helpers], words=w)
    return say(w, "The GM calls %(season)s%(passive)s, led by %(leader)s (%(talent)s)"
                  "%(helped)s: %(formula)s, %(chooser)s",
               season=g.season(w, e.called_season),
               passive=say(w, " (passive)") if e.passive else "",
               leader=name_of(s, e.leader_id), talent=e.talent or say(w, "no talent"),
               helped=say(w, ", helped by %(helpers)s", helpers=helpers) if helpers else "",
               formula=_formula(e, w), chooser=_who_chooses(s, e, w))


def _cancelled(s: EspriState, e: ev.CallCancelled, w: Words) -> str:
    call = s.open_call
    if call is not None and any(h.mode == "resonance" for h in call.helpers):
        return say(w, "The GM cancels the call; spent resonance comes back")
    return say(w, "The GM cancels the call")


def _temptation(s: EspriState, e: ev.RuptureTemptationTaken, w: Words) -> str:
    call, leader = s.open_call, s.characters.get(e.character_id)
    figures = "" if call is None else say(
        w, ", n = %(n)s (difficulty stays %(difficulty)d)", n=num(call.n + e.bonus),
        difficulty=call.difficulty)
    back = ""
    if call is not None and leader is not None:
        back = say_n(w, "; the rupture gem on %(quadrant)s %(cells)s goes back to the pool",
                     "; the rupture gems on %(quadrant)s %(cells)s go back to the pool",
                     len(e.cells), quadrant=g.season(w, nymph_of(leader, call.called_season)),
                     cells=join_words([str(cell) for cell in e.cells], words=w))
    removed = say_n(w, "%(n)d rupture gem removed", "%(n)d rupture gems removed", len(e.cells))
    return say(w, "%(name)s yields to the rupture temptation: %(removed)s%(figures)s%(back)s",
               name=name_of(s, e.character_id), removed=removed, figures=figures, back=back)


def _drawn(s: EspriState, e: ev.GemsDrawn, w: Words) -> str:
    leader = name_of(s, s.open_call.leader_id) if s.open_call else say(w, "The leader")
    if e.redraw:
        return say(w, "%(leader)s redraws %(gems)s", leader=leader, gems=colours(w, e.gems))
    return say(w, "%(leader)s draws %(gems)s", leader=leader, gems=colours(w, e.gems))


def _result(s: EspriState, e: ev.CallResultDetermined, w: Words) -> str:
    detail = g.colour(w, e.main)
    if e.modifier is not None:
        detail = say(w, "%(main)s + %(modifier)s %(shift)s", main=detail,
                     modifier=g.colour(w, e.modifier), shift=g.shift(w, str(e.shift)))
    elif e.shift is not None:
        detail += f" {g.shift(w, e.shift)}"
    notes = [note for note, on in ((say(w, "forced"), e.forced),
                                   (say(w, "no talent"), e.without_talent)) if on]
    return say(w, "Result: %(result)s (%(detail)s)", result=g.result(w, e.result),
               detail=", ".join([detail, *notes]))




def _awaiting(s: EspriState, e: ev.CallAwaiting, w: Words) -> str:
    call = s.open_call
    leader = name_of(s, call.leader_id) if call else say(w, "the leader")
    if e.step == "awaiting_extra_gems":
        return say_n(w, "Waiting for %(leader)s to place %(n)d extra gem from the hand",
                     "Waiting for %(leader)s to place %(n)d extra gems from the hand",
                     call.extra_count if call else 0, leader=leader)
    if e.step == "awaiting_rupture_removal":
        return say(w, "Waiting for %(leader)s to remove a rupture gem from the board, or none",
                   leader=leader)
    if e.step == "awaiting_shift":
        return say(w, "Waiting for %(leader)s to shift the result up or down", leader=leader)
    if e.step == "awaiting_prayer_keep":
        removed = [g.colour(w, c) for c in dict.fromkeys(call.removed if call else ())]
        if removed:
            return say(w, "Waiting for %(leader)s to keep one removed gem (%(choices)s) as a "
                          "prayer, or none", leader=leader,
                       choices=join_words(removed, "or", w))
        return say(w, "Waiting for %(leader)s to keep one removed gem as a prayer, or none",
                   leader=leader)
    return say(w, "Waiting for %(leader)s: %(step)s", leader=leader, step=g.step(w, e.step))


def _gems_chosen(s: EspriState, e: ev.CallGemsChosen, w: Words) -> str:
    gems = g.colour(w, e.main) if e.modifier is None else say(
        w, "%(main)s and %(modifier)s", main=g.colour(w, e.main),
        modifier=g.colour(w, e.modifier))
    return say(w, "The gm chooses the gems to place: %(gems)s", gems=gems)


def _prayer_returned(s: EspriState, e: ev.PrayerGemReturned, w: Words) -> str:
    return say(w, "%(name)s's unplaced %(gem)s goes back to the prayers",
               name=name_of(s, e.character_id), gem=g.a_prayer_gem(w, e.colour))


def _returned(s: EspriState, e: ev.GemsReturnedToPool, w: Words) -> str:
    n, gems = len(e.gems), gem_list(e.gems, words=w)
    if e.reason == "hand_left":
        return say_n(w, "Left in the hand: %(gems)s goes back to the pool",
                     "Left in the hand: %(gems)s go back to the pool", n, gems=gems)
    if e.reason == "not_kept":
        return say_n(w, "Not kept: %(gems)s goes back to the pool",
                     "Not kept: %(gems)s go back to the pool", n, gems=gems)
    if e.reason == "redraw":
        leader = name_of(s, s.open_call.leader_id) if s.open_call else say(w, "The leader")
        return say_n(w, "%(leader)s's first draw: %(gems)s goes back to the pool",
                     "%(leader)s's first draw: %(gems)s go back to the pool", n,
                     leader=leader, gems=gems)
    if e.reason == "retired" and isinstance(e.character_id, str):
        return say_n(w, "%(owner)s's prayer gems: %(gems)s goes back to the pool",
                     "%(owner)s's prayer gems: %(gems)s go back to the pool", n,
                     owner=name_of(s, e.character_id), gems=gems)
    if e.reason == "prayers_full":
        leader = name_of(s, s.open_call.leader_id) if s.open_call else say(w, "The leader")
        return say_n(w, "%(leader)s's prayers are full: the unplaced %(gems)s goes back to "
                        "the pool", "%(leader)s's prayers are full: the unplaced %(gems)s go "
                        "back to the pool", n, leader=leader, gems=gems)
    return say_n(w, "Back: %(gems)s goes back to the pool",
                 "Back: %(gems)s go back to the pool", n, gems=gems)




def _closed(s: EspriState, e: ev.CallClosed, w: Words) -> str:
    if e.reason == "medium_shattered":
        leader = name_of(s, s.open_call.leader_id) if s.open_call else say(w, "the leader")
        return say(w, "The call ends: %(leader)s's medium is shattered", leader=leader)
    line = say(w, "The call ends: %(result)s", result=g.result(w, e.result)) if e.result \
        else say(w, "The call ends")
    if not e.stalled:
        return line
    return line + say_n(w, "; %(nymphs)s could not advance", "; %(nymphs)s could not advance",
                        len(e.stalled),
                        nymphs=join_words([g.nymph(w, season) for season in e.stalled],
                                          words=w))


def _setup_prayers(s: EspriState, e: ev.SetupPrayersChosen, w: Words) -> str:
    return say(w, "%(name)s keeps %(gems)s as prayer gems", name=name_of(s, e.character_id),
               gems=gem_list(e.kept, words=w) or say(w, "no gem"))


def _new_scenario(s: EspriState, e: ev.ScenarioStarted, w: Words) -> str:
    kept = sum(e.kept_rupture.values())
    if kept:
        return say_n(w, "A new scenario: every gem back in the bag (prayer gems included, but "
                        "%(n)d rupture prayer gem held), every nymph back in her cage",
                     "A new scenario: every gem back in the bag (prayer gems included, but "
                     "%(n)d rupture prayer gems held), every nymph back in her cage", kept)
    return say(w, "A new scenario: every gem back in the bag (prayer gems included), "
                  "every nymph back in her cage")


def _setup_drawn(s: EspriState, e: ev.SetupGemsDrawn, w: Words) -> str:
    return say(w, "%(name)s draws %(gems)s for the setup", name=name_of(s, e.character_id),
               gems=colours(w, e.gems))


def _resonance_spent(s: EspriState, e: ev.ResonanceSpent, w: Words) -> str:
    return say(w, "%(name)s spends a resonance point towards %(target)s (%(left)d left)",
               name=name_of(s, e.character_id), target=name_of(s, e.target_id),
               left=e.remaining)


def _prayer_added(s: EspriState, e: ev.PrayerGemAddedToCall, w: Words) -> str:
    return say(w, "%(name)s adds %(gem)s to the hand", name=name_of(s, e.character_id),
               gem=g.a_prayer_gem(w, e.colour))


def _prayer_kept(s: EspriState, e: ev.PrayerGemKept, w: Words) -> str:
    return say(w, "%(name)s keeps a removed %(gem)s as a prayer",
               name=name_of(s, e.character_id), gem=g.gem(w, e.colour))


CALL_LINES: dict[type[Event], Line] = {
    ev.CharacterRegistered: _registered,
    ev.SetupGemsDrawn: _setup_drawn,
    ev.SetupPrayersChosen: _setup_prayers,
    ev.SetupCompleted: lambda s, e, w: say(w, "Setup complete: the scenario begins"),
    ev.ScenarioStarted: _new_scenario,
    ev.CallDeclared: _declared,
    ev.ResonanceSpent: _resonance_spent,
    ev.CallCancelled: _cancelled,
    ev.RuptureTemptationTaken: _temptation,
    ev.GemsDrawn: _drawn,
    ev.PrayerGemAddedToCall: _prayer_added,
    ev.CallResultDetermined: _result,
    ev.NymphReachedWorld: lambda s, e, w: say(w, "%(nymph)s reaches the world!",
                                              nymph=g.nymph(w, e.season)),
    ev.CallAwaiting: _awaiting,
    ev.CallGemsChosen: _gems_chosen,
    ev.PrayerGemReturned: _prayer_returned,
    ev.GemsReturnedToPool: _returned,
    ev.PrayerGemKept: _prayer_kept,
    ev.CallClosed: _closed,
    ev.DayAdvanced: lambda s, e, w: say(w, "Day %(day)d begins", day=e.day),
}
"""Setup and call events (the board's: ``board.BOARD_LINES``)."""
