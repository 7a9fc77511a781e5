"""``GET /i18n/web/{language}``: the web table's strings in one language, read from the
same gettext catalogs as everything else (``services/locale``), so the browser needs no
build step and no second source of translations."""

from typing import Annotated

import msgspec
from litestar import Controller, Response, get
from litestar.params import PathParameter

from domain.core.words import sentence
from services.errors import NotFound
from services.i18n import LANGUAGES, WEB, labels_in, messages
from services.labels import COMMAND, FIELD, HELP
from services.request_limits import MAX_LINE_LENGTH


class CatalogOut(msgspec.Struct, frozen=True):
    """One language's strings, each ``{English: translation}`` (all empty for English)."""

    language: str
    messages: dict[str, str]
    """The web table's own strings."""
    commands: dict[str, str]
    """Command labels ("Draw gems") from the rule systems' catalogs."""
    fields: dict[str, str]
    """Field labels ("Rupture points") from the rule systems' catalogs."""
    help: dict[str, str]
    """The help beside commands and fields (the API's descriptions) from the rule
    systems' catalogs."""


class LanguagesController(Controller):
    """The message catalogs of the browser table."""

    path = "/i18n"
    tags = ["languages"]

    @get("/web/{language:str}", operation_id="getWebCatalog", security=[{}],
         summary="The web table's strings in one language", cache=3600)
    async def web_catalog(self, language: Annotated[str, PathParameter(
            max_length=MAX_LINE_LENGTH, description="`en` or `fr`.")]) -> Response[CatalogOut]:
        """Every message of the web table as ``{English: translation}``."""
        if language not in LANGUAGES:
            raise NotFound("unknown_language",
                sentence('this server speaks %(value)s',
                         value=', '.join(LANGUAGES)))
        return Response(CatalogOut(language, messages(language, WEB),
                                   labels_in(language, COMMAND), labels_in(language, FIELD),
                                   labels_in(language, HELP)))
