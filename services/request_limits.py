"""How long a request's strings and how many items its arrays may be: one definition read
by the server (``require_bounded``, run on every JSON body by the app-wide body guard)
and by the OpenAPI document (``maxLength`` / ``maxItems`` on every request schema:
``infrastructure.api.openapi_limits``).

Without them a 200,000-character title was stored and copied into every game summary.
The rules follow ``services.text``: a string under a key of ``MULTILINE_FIELDS`` (free
text, lists of it included) may be ``MAX_FREE_TEXT_LENGTH`` characters, a string under a
key of ``FIELD_LENGTHS`` its own length, any other string (ids, names, titles, choices)
``MAX_LINE_LENGTH``; every array at most ``MAX_ITEMS`` items. Beyond: ``422
text_too_long`` / ``too_many_items`` naming the field, and nothing is written. A rule's
own, narrower limit (a name of 1..80 characters) is still checked by the rule.
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
    """Refuse a decoded JSON value holding a string or an array over its limit (``422``);
    ``path`` names the value in the message, ``field`` is the key it is under."""
    if isinstance(value, str):
        limit = max_length_of(field)
        if len(value) > limit:
            raise InvalidRequest("text_too_long", sentence(
                "%(where)s holds %(length)s characters; at most %(limit)s are accepted",
                where=shown_escaped(path) or "the body", length=len(value), limit=limit))
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
