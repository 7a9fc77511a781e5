"""How long a request's strings and how many items its arrays may be: one definition read
by the server (``require_bounded``, run on every JSON body by the app-wide body guard)
and by the OpenAPI document (``maxLength`` / ``maxItems`` on every request schema:
``infrastructure.api.openapi_limits``).

Without them a 200,000-character title was stored and copied into every game summary.
The rules follow ``services.text``: a string under a key of ``MULTILINE_FIELDS`` (free
text, lists of it included) may be ``MAX_FREE_TEXT_LENGTH`` characters, a string under a
key of ``FIELD_LENGTHS`` its own length, any other string (ids, names, titles, choices)
``MAX_LINE_LENGTH``; every array at most ``MAX_ITEMS`` items; every integer within
``MAX_INTEGER`` either side of zero. Beyond: ``422 text_too_long`` / ``too_many_items`` /
``number_too_large`` naming the field, and nothing is written. A rule's own, narrower
limit (a name of 1..80 characters) is still checked by the rule.

Parameters (path, query, headers) are declared with the same limits, which Litestar
checks (``400 invalid_parameter``) and publishes: ids and words ``MAX_LINE_LENGTH``
characters, versions ``MAX_VERSION``, other integers ``MAX_INTEGER``.
"""

from typing import Any

from domain.core.words import sentence
from services.errors import InvalidRequest
from services.text import MULTILINE_FIELDS, shown_escaped

MAX_LINE_LENGTH = 500
"""Characters a single-line request string (id, name, title, choice) may have."""
MAX_FREE_TEXT_LENGTH = 10_000
"""Characters a free-text request string (``MULTILINE_FIELDS``) may have."""
MAX_ITEMS = 500
"""Items a request array may have."""
MAX_INTEGER = 2**53 - 1
"""The largest integer (either sign) a request may carry: the largest every JSON reader
keeps exactly (an IEEE 754 double; JavaScript's ``Number.MAX_SAFE_INTEGER``)."""
MAX_VERSION = 2**31 - 1
"""The largest version a request may name: a version is a PostgreSQL ``integer``."""
FIELD_LENGTHS = {"url": 2048}
"""Fields with their own length limit (a webhook's address)."""


def max_length_of(field: str | None) -> int:
    """The longest string accepted under the key ``field`` (``None``: not under a key)."""
    if field is None:
        return MAX_LINE_LENGTH
    if field in FIELD_LENGTHS:
        return FIELD_LENGTHS[field]
    return MAX_FREE_TEXT_LENGTH if field in MULTILINE_FIELDS else MAX_LINE_LENGTH


def require_bounded(value: Any, path: str = "", field: str | None = None) -> None:
    """Refuse a decoded JSON value holding a string, an array or an integer over its
    limit (``422``); ``path`` names the value in the message, ``field`` is the key it is
    under."""
    if isinstance(value, str):
        limit = max_length_of(field)
        if len(value) > limit:
            raise InvalidRequest("text_too_long", sentence(
                "%(where)s holds %(length)s characters; at most %(limit)s are accepted",
                where=shown_escaped(path) or "the body", length=len(value), limit=limit))
    elif isinstance(value, int) and not isinstance(value, bool):
        if abs(value) > MAX_INTEGER:
            raise InvalidRequest("number_too_large", sentence(
                "%(where)s is too large; integers are accepted up to %(limit)s either side "
                "of zero", where=shown_escaped(path) or "the body", limit=MAX_INTEGER))
    elif isinstance(value, dict):
        for key, item in value.items():
            name = str(key)[:MAX_LINE_LENGTH]
            require_bounded(item, f"{path}.{name}" if path else name, str(key))
    elif isinstance(value, list | tuple):
        if len(value) > MAX_ITEMS:
            raise InvalidRequest("too_many_items", sentence(
                "%(where)s holds %(count)s items; at most %(limit)s are accepted",
                where=shown_escaped(path) or "the body", count=len(value), limit=MAX_ITEMS))
        for index, item in enumerate(value):
            require_bounded(item, f"{path}[{index}]", field)
