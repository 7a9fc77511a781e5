"""Every property of the committed document says what it means (issue #40, item 2): the
rule systems' and the platform's field docs fill them, none restates its field's name,
none shows raw reStructuredText markup."""

import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.core.field_docs import FieldDocs, lookup
from domain.rulesets import RULESETS
from infrastructure.api.openapi_descriptions import undescribed
from infrastructure.api.openapi_models import prefix_of
from tests.contract.test_openapi_document import committed

FAMILIES = ("platform", "espri", "ardri", "xyrop", "voyages", "locquemare")
"""The platform's components and each shipped rule system's (``Espri…``)."""
FILLER = {"the", "a", "an", "its", "field", "this", "of", "s", "id", "ids", "value", "is"}
"""Words a description may add to a field's name and still say nothing."""


def _inline_properties(node: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        for name, value in node.get("properties", {}).items():
            if isinstance(value, dict):
                yield name, value
        for key, value in node.items():
            if key not in ("examples", "example", "default", "enum"):
                yield from _inline_properties(value)
    elif isinstance(node, list):
        for item in node:
            yield from _inline_properties(item)


def _family(component: str) -> str:
    return next((name for name in RULESETS if component.startswith(prefix_of(name))),
                "platform")


@pytest.mark.parametrize("family", FAMILIES)
def test_every_property_of_the_document_is_described(family: str) -> None:
    missing = sorted(f"{component}.{field}" for component, field, _ in undescribed(committed())
                     if _family(component) == family)
    if family == "platform":
        missing += [f"paths: {field}" for field, value in
                    _inline_properties(committed()["paths"]) if not value.get("description")]
    assert missing == []


def restates(field: str, description: str) -> bool:
    """A description whose words are only the field's own (and filler) says nothing."""
    words = set(re.findall(r"[a-z]+", description.lower())) - FILLER
    return words <= set(field.lower().split("_")) - FILLER


def test_no_description_restates_its_field_or_shows_raw_markup() -> None:
    document = committed()
    found = [*_inline_properties(document["components"]), *_inline_properties(
        document["paths"])]
    assert len(found) > 5000
    empty = [field for field, value in found if restates(field, value.get("description", "x"))]
    raw = [field for field, value in found if "``" in value.get("description", "")]
    assert (empty, raw) == ([], [])


def test_a_restating_description_is_caught() -> None:
    assert restates("character_id", "The character's id.")
    assert restates("rupture_points", "Rupture points")
    assert not restates("rupture_points", "Rupture points (0 or more); above harmony, the "
                        "medium shatters.")


NAMES = st.text("abcdefgh_", min_size=1, max_size=8)


@given(NAMES, NAMES, st.text(min_size=1), st.text(min_size=1), st.text(min_size=1))
def test_a_structs_own_sense_wins_then_the_systems_then_the_platforms(
        struct: str, field: str, own: str, system: str, platform: str) -> None:
    system_docs = FieldDocs({field: system})
    platform_docs = FieldDocs({field: platform}, {(struct, field): own})
    assert lookup((system_docs, platform_docs), struct, field) == own
    assert lookup((system_docs, platform_docs), struct + "x", field) == system
    assert lookup((FieldDocs(), platform_docs), struct + "x", field) == platform
    assert lookup((FieldDocs(),), struct, field) is None
