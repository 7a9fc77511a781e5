"""How deeply a JSON text nests, measured before any recursive decoder sees it.

msgspec (and every recursive JSON decoder) raises ``RecursionError`` on a few thousand
nested ``[`` or ``{``: a 6 KB body was enough for a 500. The measure here is iterative
and runs in C-level string operations: escapes are dropped (so no ``\\"`` is left inside
a string), then whole strings, then everything but brackets; the depth is the highest
running sum of opening (+1) and closing (-1) brackets. Linear in the body whatever its
shape (no backtracking), and skipped outright when the body holds fewer opening brackets
than the limit.

The limits: the deepest legitimate request body is a command or a game's ``options``
(about 5 levels: Ardri's domain catalogue, Locquemare's secret cards); 32 leaves a wide
margin. An export line wraps a body in its envelope (the event's ``data`` and the
``metadata`` holding the command as sent: 3 levels more), so export lines get 8 more.
"""

import re
from itertools import accumulate

from domain.core.words import sentence
from services.errors import MalformedRequest

MAX_JSON_DEPTH = 32
"""Nesting levels a request body may have (an object or array is one level)."""
MAX_EXPORT_LINE_DEPTH = MAX_JSON_DEPTH + 8
"""Nesting levels an NDJSON export line may have: a body at ``MAX_JSON_DEPTH`` inside
an event's envelope (``data``, ``metadata.command``)."""

_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [0] * 256
for _byte in b"[{":
    _STEP[_byte] = 1
for _byte in b"]}":
    _STEP[_byte] = -1


def json_depth(text: bytes) -> int:
    """The deepest nesting of a JSON text (``{"a": [1]}`` is 2; a scalar is 0).

    Several JSON texts one after the other (NDJSON) give the deepest of them, provided
    each closes what it opens (an unclosed one only makes the figure larger)."""
    brackets = _STRING.sub(b"", _ESCAPE.sub(b"", text)).translate(None, _NOT_BRACKETS)
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets)), default=0))


def opening_brackets(text: bytes) -> int:
    """How many ``[`` and ``{`` the text holds: an upper bound of its depth (C speed)."""
    return text.count(b"[") + text.count(b"{")


def require_shallow(text: bytes, limit: int = MAX_JSON_DEPTH, where: str = "the body") -> None:
    """Refuse a JSON text nested deeper than ``limit``: ``400 json_too_deep``."""
    if opening_brackets(text) <= limit:
        return
    depth = json_depth(text)
    if depth > limit:
        raise MalformedRequest("json_too_deep",
            sentence('%(where)s nests %(depth)s levels of JSON arrays and objects; at most '
                     '%(limit)s are accepted',
                     where=where, depth=depth, limit=limit))
