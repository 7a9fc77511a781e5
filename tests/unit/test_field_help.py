"""The help beside a command and its fields is the API's description in English and its
translation from the rule system's catalog elsewhere (issue #40, C7): every help text of
every command the document describes is in the catalog the web table reads, in French."""

from typing import Any

import pytest

from domain.core import Ruleset
from domain.rulesets import RULESETS
from infrastructure.api.openapi_models import prefix_of, tag_of
from services.i18n import labels_in, messages
from services.labels import HELP, helps
from tests.contract.test_openapi_document import committed

SHIPPED = ("espri", "ardri", "xyrop", "voyages", "locquemare")
REF = "#/components/schemas/"


def _described(schemas: dict[str, Any], name: str, seen: set[str]) -> set[str]:
    """A command component's description and its fields' (its nested structs' too)."""
    if name in seen:
        return set()
    seen.add(name)
    schema = schemas[name]
    found = {schema["description"]} if "description" in schema else set()
    for field, value in schema.get("properties", {}).items():
        if field != "type" and "description" in value:
            found.add(value["description"])
        found |= {_ref for ref in _refs(value) for _ref in _described(schemas, ref, seen)}
    return found


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"].removeprefix(REF)] if "$ref" in node else []
        return own + [ref for value in node.values() for ref in _refs(value)]
    if isinstance(node, list):
        return [ref for value in node for ref in _refs(value)]
    return []


def _document_help(ruleset: Ruleset[Any]) -> set[str]:
    schemas = committed()["components"]["schemas"]
    seen: set[str] = set()
    return {text for command in ruleset.command_types
            for text in _described(schemas, prefix_of(ruleset.name) + tag_of(command), seen)}


@pytest.mark.parametrize("system", SHIPPED)
def test_every_help_the_document_gives_a_command_is_in_the_catalog(system: str) -> None:
    ruleset = RULESETS[system]
    assert _document_help(ruleset) - set(helps(ruleset)) == set()


@pytest.mark.parametrize("system", SHIPPED)
def test_every_help_text_is_said_in_french(system: str) -> None:
    english = helps(RULESETS[system])
    french = messages("fr", system, HELP)
    assert len(english) > 40
    assert [text for text in english if french.get(text, text) == text] == []


def test_the_web_table_reads_the_help_of_every_system_in_french() -> None:
    """``GET /i18n/web/fr`` serves ``help`` from these catalogs: one English text shared
    by two systems is served with one of their translations, never in English."""
    served = labels_in("fr", HELP)
    translations = {text: {messages("fr", system, HELP).get(text) for system in SHIPPED}
                    for system in SHIPPED for text in helps(RULESETS[system])}
    assert [text for text, french in translations.items()
            if served.get(text) not in french - {None, text}] == []
    assert labels_in("en", HELP) == {}
