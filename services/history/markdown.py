"""The session log as Markdown: title, rule system, seats, then one bullet per command
with the seat that acted and the rule system's narration."""

from domain.core import Actor
from domain.core.words import ENGLISH, Words, say, say_n
from domain.rulesets import get_ruleset
from services.envelope import StoredEvent
from services.history.session import (
    Entry,
    build_session,
    display_name,
    randomness_word,
    role_word,
)
from services.recap.fold import build_recap
from services.recap.model import RECAP_TYPES, Recap
from services.recap.words import decimal, draw_kind, unit_name
from services.text import one_line

_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>#|"})


def escape(text: str) -> str:
    """Text shown as is (no emphasis, links or HTML from names and narration) on one
    line (a stored control character is shown as an escape: ``services.text``)."""
    return one_line(text).translate(_SPECIAL)


def render_markdown(game_id: str, events: list[StoredEvent], viewer: Actor,
                    words: Words = ENGLISH) -> str:
    """The readable log of a stream, as ``viewer`` may see it, in ``words``' language."""
    w = words
    session = build_session(game_id, events, viewer, w)
    platform = session.game.platform
    ruleset = get_ruleset(platform.ruleset)
    title = ruleset.title if ruleset is not None else platform.ruleset
    closed = say(w, " (closed)") if platform.closed else ""
    untitled, game_ref = say(w, "Untitled game"), f"`{game_id}`"
    lines = [f"# {escape(platform.title or untitled)}", "",
             "- " + say(w, "Rule system: %(title)s", title=escape(title))
             + f" (`{platform.ruleset}`)",
             "- " + say(w, "Game: %(game)s, version %(version)d", game=game_ref,
                        version=session.game.version),
             "- " + say(w, "Randomness: %(mode)s", mode=randomness_word(w, platform.randomness))
             + closed, "", "## " + say(w, "Seats"), ""]
    lines += [f"- {escape(display_name(seat, w))} ({role_word(w, seat.role)})"
              for seat in platform.seats.values()]
    lines += ["", "## " + say(w, "Log"), ""]
    for entry in session.entries:
        lines += _entry(entry, w)
    if platform.ruleset in RECAP_TYPES:
        lines += summary(build_recap(game_id, events, viewer, w), w)
    return "\n".join(lines) + "\n"


def summary(recap: Recap, w: Words = ENGLISH) -> list[str]:
    """The end summary: outcomes per day or session, and the luck of the draws (the
    recap's figures; its charts are ``GET …/recap.svg``), every word and number in the
    reader's language (« jour 1 : », « physique », « khi-deux 1,25 »)."""
    lines = ["", "## " + say(w, "Summary"), ""]
    for period in recap.periods:
        if period.outcomes:
            counts = ", ".join(f"{recap.outcome_names.get(k, k)} {n}"
                               for k, n in sorted(period.outcomes.items()))
            lines.append("- " + say(w, "%(unit)s %(number)d: %(outcomes)s",
                                    unit=unit_name(w, recap.unit), number=period.number,
                                    outcomes=escape(counts)))
    for kind in [*recap.luck.server, *recap.luck.physical]:
        fit = "" if kind.p_value is None or kind.statistic is None else say(
            w, ", chi-square %(statistic)s, p = %(p_value)s",
            statistic=decimal(w, kind.statistic, 2), p_value=decimal(w, kind.p_value, 3))
        draws = say_n(w, "%(kind)s: %(n)d draw", "%(kind)s: %(n)d draws", kind.draws,
                      kind=draw_kind(w, kind.kind))
        lines.append(f"- {escape(draws)} ({randomness_word(w, kind.source)}{fit})")
    if len(lines) > 3:
        lines += ["", escape(recap.luck.explanation)]
    return lines if len(lines) > 3 else []


def _entry(entry: Entry, w: Words) -> list[str]:
    first, last = entry.events[0].version, entry.events[-1].version
    versions = f"v{first}" if first == last else f"v{first}\u2013{last}"
    when = entry.recorded_at.strftime("%Y-%m-%d %H:%M:%S")
    head = f"- **{escape(entry.actor)}** \u00b7 {escape(entry.command_type)} \u00b7 {versions}"
    colon = say(w, ": ")  # a narrow no-break space before it in French
    if len(entry.lines) == 1:
        return [f"{head}{colon}{escape(entry.lines[0])} _({when})_"]
    return [f"{head} _({when})_"] + [f"  - {escape(line)}" for line in entry.lines]
