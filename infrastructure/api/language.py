"""The language of an answer: ``?lang=`` first, then ``Accept-Language`` (RFC 9110), then
the game's own (its ``language`` option) or English (``services.i18n.negotiate``)."""

from typing import Annotated, Any

from litestar import Request
from litestar.params import QueryParameter

from domain.core.words import Text, Words
from services.i18n import DEFAULT_LANGUAGE, PROBLEMS, negotiate, words
from services.request_limits import MAX_LINE_LENGTH

Lang = Annotated[str | None, QueryParameter(
    max_length=MAX_LINE_LENGTH,
    description="The language of the text (`en` or `fr`); without it, `Accept-Language`, "
    "then the game's own `language`.")]
"""The ``?lang=`` parameter of reads that speak to people."""


def request_language(request: Request[Any, Any, Any], default: str = DEFAULT_LANGUAGE) -> str:
    """The language this request asks for."""
    return negotiate(request.query_params.get("lang"), request.headers.get("accept-language"),
                     default)


def said(detail: str, said_in: Words) -> str:
    """A problem's detail in a language: a ``Text`` by its template, another sentence as
    its catalog has it (as written when it has none)."""
    if isinstance(detail, Text):
        return detail.said_in(said_in)
    return said_in.gettext(detail)


def detail_words(language: str, detail: str) -> Words:
    """The words to say a problem's detail with: a ``Text`` in its own catalog (the rule
    system that refused, then the platform's), any other sentence in every catalog."""
    return words(language, detail.catalog if isinstance(detail, Text) else PROBLEMS)


def problem_detail(request: Request[Any, Any, Any], detail: str) -> str:
    """A problem's detail in the request's language."""
    language = request_language(request)
    if language == DEFAULT_LANGUAGE:
        return str(detail)
    return said(detail, detail_words(language, detail))
