"""Recap charts as SVG: a pure, deterministic function of the recap.

Every term is in the reader's words: outcomes as the recap names them (the rule system's
glossary), the period unit and the tracked values from ``services.recap.words``.

``timeline``: one panel per tracked value, a line per character over the versions;
``outcomes``: per period (day or session), a bar of its outcomes by kind; ``luck``: per
kind of draw, each face's observed count beside chance's expected count, with the
goodness-of-fit figures. Screen readers get each chart in words (``<title>``, ``<desc>``,
a ``<title>`` per line and bar). The picture scales to the screen (``viewBox``, width
100 %); the same recap always gives the same bytes (golden files).
"""

from html import escape
from typing import Any

import msgspec

from domain.core.words import Words, say, say_n
from services.recap.words import unit_name, value_name
from services.text import one_line

CHARTS = ("timeline", "outcomes", "luck")
WIDTH = 640
PANEL = 150
MARGIN = 40
PALETTE = ("#2f6fd6", "#c8372d", "#2e9d4a", "#b07d00", "#7b3fb5", "#0f7f86", "#8a4b2a",
           "#555555")
"""Distinct inks, dark enough on paper (contrast >= 4.5:1 for the labels)."""
INK, PAPER, GRID = "#222222", "#fbf8f1", "#d8d2c4"


def _t(text: str) -> str:
    return escape(one_line(text), quote=True)


def _document(title: str, desc: str, height: int, body: list[str]) -> str:
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'width="100%" role="img" aria-labelledby="recap-title recap-desc" '
        f'font-family="sans-serif" font-size="13">',
        f'<title id="recap-title">{_t(title)}</title>',
        f'<desc id="recap-desc">{_t(desc)}</desc>',
        f'<rect width="{WIDTH}" height="{height}" fill="{PAPER}"/>', *body, "</svg>\n"])


def recap_svg(recap: Any, chart: str, words: Words) -> str:
    """The SVG document of one chart (``CHARTS``) of a recap (a struct or its JSON)."""
    data: dict[str, Any] = msgspec.to_builtins(recap)
    if chart == "outcomes":
        return outcomes_svg(data, words)
    if chart == "luck":
        return luck_svg(data, words)
    return timeline_svg(data, words)


def _text(x: float, y: float, text: str, anchor: str = "start", size: int = 13,
          weight: str = "normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" text-anchor="{anchor}" font-size="{size}" '
            f'font-weight="{weight}" fill="{INK}">{_t(text)}</text>')


def timeline_svg(data: dict[str, Any], words: Words) -> str:
    """Each tracked value in a panel, one line per character, over the versions."""
    series: list[dict[str, Any]] = data.get("series", [])
    metrics = sorted({m for point in series for m in point["values"]})
    characters = sorted({point["character_id"] for point in series})
    last = max(int(data.get("version", 1)), 1)
    title = say(words, "Timeline up to version %(version)d", version=last)
    body, lines = [], []
    for index, metric in enumerate(metrics):
        top = MARGIN + index * PANEL
        values = [p["values"][metric] for p in series]
        low, high = min([0, *values]), max([1, *values])
        body.append(_text(MARGIN, top - 8, value_name(words, metric), weight="bold"))
        body.append(f'<rect x="{MARGIN}" y="{top}" width="{WIDTH - 2 * MARGIN}" '
                    f'height="{PANEL - 50}" fill="none" stroke="{GRID}"/>')
        body.append(_text(MARGIN - 4, top + 10, str(high), "end", 11))
        body.append(_text(MARGIN - 4, top + PANEL - 50, str(low), "end", 11))
        for c_index, cid in enumerate(characters):
            points = [(p["version"], p["values"][metric]) for p in series
                      if p["character_id"] == cid]
            if not points:
                continue
            ink = PALETTE[c_index % len(PALETTE)]
            xy = " ".join(_xy(version, value, last, low, high, top)
                          for version, value in _steps(points, last))
            words_line = say(words, "%(character)s, %(metric)s: %(values)s", character=cid,
                             metric=value_name(words, metric),
                             values=", ".join(f"v{v} {value}" for v, value in points))
            lines.append(words_line)
            body.append(f'<polyline points="{xy}" fill="none" stroke="{ink}" '
                        f'stroke-width="2"><title>{_t(words_line)}</title></polyline>')
    height = MARGIN + max(len(metrics), 1) * PANEL + 20 * len(characters)
    for c_index, cid in enumerate(characters):
        y = height - 20 * (len(characters) - c_index) + 4
        body.append(f'<rect x="{MARGIN}" y="{y - 10}" width="12" height="12" '
                    f'fill="{PALETTE[c_index % len(PALETTE)]}"/>')
        body.append(_text(MARGIN + 18, y, cid))
    desc = ". ".join(lines) if lines else say(words, "No tracked value changed yet.")
    return _document(title, desc, height, body)


def _steps(points: list[tuple[int, int]], last: int) -> list[tuple[int, int]]:
    """A value holds until it changes: a step line up to the last version."""
    stepped: list[tuple[int, int]] = []
    for (version, value), after in zip(points, [*points[1:], (last, None)], strict=True):
        stepped += [(version, value), (after[0], value)]
    return stepped


def _xy(version: int, value: int, last: int, low: int, high: int, top: int) -> str:
    x = MARGIN + (WIDTH - 2 * MARGIN) * version / last
    y = top + (PANEL - 50) * (high - value) / max(high - low, 1)
    return f"{x:.1f},{y:.1f}"


def outcomes_svg(data: dict[str, Any], words: Words) -> str:
    """Per period, a bar split by outcome, each outcome named in the reader's words."""
    periods = [p for p in data.get("periods", []) if p["outcomes"]]
    kinds = sorted({k for p in periods for k in p["outcomes"]})
    names: dict[str, str] = data.get("outcome_names") or {}

    def name(kind: str) -> str:  # the rulebook's word (the recap's outcome_names)
        return names.get(kind) or kind.replace("_", " ")

    unit = unit_name(words, str(data.get("unit", "session")))
    most = max([1, *(sum(p["outcomes"].values()) for p in periods)])
    title = say(words, "Outcomes per %(unit)s", unit=unit)
    body, lines = [], []
    span = WIDTH - 2 * MARGIN - 80
    for row, period in enumerate(periods):
        y = MARGIN + row * 34
        body.append(_text(MARGIN + 70, y + 16, f"{unit} {period['number']}", "end"))
        x = MARGIN + 80.0
        for k_index, kind in enumerate(kinds):
            count = period["outcomes"].get(kind, 0)
            if not count:
                continue
            width = span * count / most
            label = say_n(words, "%(outcome)s: %(n)d", "%(outcome)s: %(n)d", count,
                          outcome=name(kind))
            body.append(f'<rect x="{x:.1f}" y="{y}" width="{width:.1f}" height="22" '
                        f'fill="{PALETTE[k_index % len(PALETTE)]}"><title>{_t(label)}'
                        f'</title></rect>')
            x += width
        lines.append(f"{unit} {period['number']}: " + ", ".join(
            f"{name(k)} {period['outcomes'][k]}" for k in kinds
            if period["outcomes"].get(k)))
    top = MARGIN + len(periods) * 34 + 10
    for k_index, kind in enumerate(kinds):
        y = top + 20 * k_index + 12
        body.append(f'<rect x="{MARGIN}" y="{y - 10}" width="12" height="12" '
                    f'fill="{PALETTE[k_index % len(PALETTE)]}"/>')
        body.append(_text(MARGIN + 18, y, name(kind)))
    desc = "; ".join(lines) if lines else say(words, "No outcome yet.")
    return _document(title, desc, top + 20 * len(kinds) + 20, body)


def luck_svg(data: dict[str, Any], words: Words) -> str:
    """Per kind of draw: observed (filled) beside expected (outlined) for each face."""
    luck = data.get("luck", {})
    kinds = [*luck.get("server", []), *luck.get("physical", []), *luck.get("imported", [])]
    title = say(words, "Luck: observed against expected")
    body, lines, y = [], [], MARGIN
    for kind in kinds:
        figures = _figures(kind, words)
        body.append(_text(MARGIN, y, figures, weight="bold"))
        lines.append(figures)
        faces = kind["faces"]
        most = max([1.0, *(max(f["observed"], f["expected"]) for f in faces)])
        column = (WIDTH - 2 * MARGIN) / max(len(faces), 1)
        for index, face in enumerate(faces):
            x = MARGIN + index * column
            observed_h = 80 * face["observed"] / most
            expected_h = 80 * face["expected"] / most
            label = say(words, "%(face)s: %(observed)d drawn, %(expected).1f expected",
                        face=face["face"], observed=face["observed"],
                        expected=face["expected"])
            body.append(f'<g><title>{_t(label)}</title>'
                        f'<rect x="{x + 4:.1f}" y="{y + 90 - observed_h:.1f}" '
                        f'width="{column / 2 - 6:.1f}" height="{observed_h:.1f}" '
                        f'fill="{PALETTE[0]}"/>'
                        f'<rect x="{x + column / 2:.1f}" y="{y + 90 - expected_h:.1f}" '
                        f'width="{column / 2 - 6:.1f}" height="{expected_h:.1f}" '
                        f'fill="none" stroke="{INK}" stroke-dasharray="4 2"/></g>')
            body.append(_text(x + column / 2, y + 106, face["face"], "middle", 11))
        y += 140
    body.append(_text(MARGIN, y, say(words, "Filled: drawn. Dashed: expected."), size=11))
    desc = " ".join([*lines, luck.get("explanation", "")]) if lines else say(
        words, "No draw yet.")
    return _document(title, desc, y + 20, body)


def _figures(kind: dict[str, Any], words: Words) -> str:
    source = {"physical": say(words, "physical"),
              "imported": say(words, "imported, unverified")}.get(kind["source"]) or say(
                  words, "server")
    head = say_n(words, "%(kind)s (%(source)s): %(n)d draw",
                 "%(kind)s (%(source)s): %(n)d draws", kind["draws"], kind=kind["kind"],
                 source=source)
    if kind["p_value"] is None:
        return head
    return head + say(words, ", chi-square %(statistic).2f, p = %(p_value).3f",
                      statistic=kind["statistic"], p_value=kind["p_value"])
