"""Text a client may store, and text shown to people: no control characters either way.

A title or a name holding ESC (0x1b) or a line break went raw into the Markdown export
and the command line: terminal-escape injection, a broken layout. So, at the platform's
doors (commands as decoded in ``services.codec``, game creation, seats, webhooks):

- every string of a request, and every object key, is **single-line**: no C0 or C1
  control character (U+0000-U+001F, U+007F-U+009F) at all, no line or paragraph
  separator (U+2028, U+2029) and no bidirectional override, embedding or isolate
  (U+202A-U+202E, U+2066-U+2069);
- except the strings of a field named in ``MULTILINE_FIELDS`` (free text: descriptions,
  notes, secrets' text...), which may hold line breaks (``\\n``) and tabs (``\\t``), and
  nothing else of the kind (no ``\\r``, no ESC);
- anything else is ``422 invalid_text`` naming the field, and nothing is written.

Data stored before this rule (or imported from a hand-made export) may still hold them,
so every text output goes through ``one_line`` (Markdown, Foundry chat text, SVG) or
``terminal_safe`` (the command line): each control character is shown as a visible
``\\u001b`` escape instead of being acted upon.
"""

import re
from typing import Any

from domain.core.words import sentence
from services.errors import InvalidRequest

MULTILINE_FIELDS = frozenset({
    "description", "replacement_description", "text", "texts", "note", "notes",
    "manifestation", "reason", "reasons", "words", "elan_text", "frame",
})
"""Free-text fields (by name, in any command, option or nested object): they may hold
``\\n`` and ``\\t``. Every other string is single-line."""

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
"""C0, DEL and C1: what no stored text shows raw."""
_SINGLE_LINE_REFUSED = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""What single-line text refuses: C0, DEL, C1, the line and paragraph separators
(U+2028, U+2029: a line break to every renderer that honours them) and the bidirectional
embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which reorder what
follows them on screen: a name or an id that reads differently from what it is."""
_CONTROL_BUT_LAYOUT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""The same but tab and line feed: what free text refuses, what a terminal is not sent."""
_LAYOUT = re.compile("[\t\n\r]")
_JSON_MARKERS = (b"\\u00", b"\\n", b"\\t", b"\\r", b"\\b", b"\\f", b"\x7f", b"\xc2",
                 b"\\u202", b"\\u206",
                 *(bytes((0xE2, 0x80, low)) for low in range(0xA8, 0xAF)),
                 *(bytes((0xE2, 0x81, low)) for low in range(0xA6, 0xAA)))
"""How a control character can appear in JSON bytes: escaped (``\\u001b``, ``\\n``...),
or raw for DEL and C1 (UTF-8 ``\\xc2\\x80``-``\\xc2\\x9f``; raw C0 is invalid JSON); the
separators and direction controls single-line text refuses, escaped or raw (UTF-8)."""


def may_hold_controls(body: bytes) -> bool:
    """False when a JSON body certainly holds no control character (no walk needed)."""
    return any(marker in body for marker in _JSON_MARKERS)


def require_clean_text(value: Any, path: str = "", multiline: bool = False) -> None:
    """Refuse control characters in a decoded JSON value: ``422 invalid_text``.

    ``path`` names the value in the message (``secrets[2].text``); the strings under a
    key of ``MULTILINE_FIELDS`` (lists included) may hold line breaks and tabs, object
    keys never."""
    if isinstance(value, str):
        refused = _CONTROL_BUT_LAYOUT if multiline else _SINGLE_LINE_REFUSED
        found = refused.search(value)
        if found is not None:
            allowed = (" (free text may hold line breaks and tabs only)" if multiline else
                       " (single-line text: no line break, tab, direction override or "
                       "other control character)")
            where = _SINGLE_LINE_REFUSED.sub(_visible, path) or "the body"  # never echo one
            code = format(ord(found.group()), "04X")
            raise InvalidRequest("invalid_text", sentence(
                "%(where)s: control character U+%(code)s is not allowed here%(allowed)s",
                where=where, code=code, allowed=allowed))
    elif isinstance(value, dict):
        for key, item in value.items():
            name = f"{path}.{key}" if path else str(key)
            require_clean_text(key, f"{name} (a key)")
            require_clean_text(item, name, key in MULTILINE_FIELDS)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            require_clean_text(item, f"{path}[{index}]", multiline)


def one_line(text: str) -> str:
    """Stored text for one line of a document: tabs and line breaks become spaces, any
    other control character a visible ``\\u001b``-style escape."""
    return _CONTROL.sub(_visible, _LAYOUT.sub(" ", text))


def shown_escaped(text: str) -> str:
    """Text echoed back to a client (a problem's detail naming what it sent): everything
    single-line text refuses (control characters, separators, direction overrides) as a
    visible ``\\u001b``-style escape."""
    return _SINGLE_LINE_REFUSED.sub(_visible, text)


def terminal_safe(text: str) -> str:
    """Text for a terminal: line breaks and tabs kept (the output's own layout), every
    other control character (ESC, CR, DEL, C1...) written as a ``\\u001b``-style escape.
    In JSON text that escape means the same character, so JSON stays equal."""
    return _CONTROL_BUT_LAYOUT.sub(_visible, text)


def _visible(found: re.Match[str]) -> str:
    return f"\\u{ord(found.group()):04x}"
