"""The request limits: what ``require_bounded`` refuses, and the document publishes the
same figures on every request string and array (``maxLength`` / ``maxItems``)."""

import json
from typing import Any

import pytest

from infrastructure.api.openapi_limits import request_components
from infrastructure.settings import ROOT
from services.errors import InvalidRequest
from services.request_limits import (
    FIELD_LENGTHS,
    MAX_FREE_TEXT_LENGTH,
    MAX_INTEGER,
    MAX_ITEMS,
    MAX_LINE_LENGTH,
    require_bounded,
)


@pytest.mark.parametrize(("body", "code"), [
    ({"name": "x" * (MAX_LINE_LENGTH + 1)}, "text_too_long"),
    ({"a": [{"id": "x" * (MAX_LINE_LENGTH + 1)}]}, "text_too_long"),
    ({"description": "x" * (MAX_FREE_TEXT_LENGTH + 1)}, "text_too_long"),
    ({"notes": ["x" * (MAX_FREE_TEXT_LENGTH + 1)]}, "text_too_long"),
    ({"url": "x" * (FIELD_LENGTHS["url"] + 1)}, "text_too_long"),
    ({"dice": [1] * (MAX_ITEMS + 1)}, "too_many_items"),
    ({"a": {"b": [[0] * (MAX_ITEMS + 1)]}}, "too_many_items"),
    ({"amount": MAX_INTEGER + 1}, "number_too_large"),
    ({"dice": [1, -MAX_INTEGER - 1]}, "number_too_large"),
    ({"sheet": {"level": 10**5000}}, "number_too_large"),
])
def test_over_a_limit_is_refused(body: dict[str, Any], code: str) -> None:
    with pytest.raises(InvalidRequest) as refused:
        require_bounded(body)
    assert refused.value.code == code


def test_at_the_limits_is_accepted() -> None:
    require_bounded({"name": "x" * MAX_LINE_LENGTH, "description": "x" * MAX_FREE_TEXT_LENGTH,
                     "notes": ["x" * MAX_FREE_TEXT_LENGTH], "url": "x" * FIELD_LENGTHS["url"],
                     "dice": [1] * MAX_ITEMS, "amount": MAX_INTEGER, "floor": -MAX_INTEGER,
                     "hidden": True})


def _unbounded(node: Any, where: str, found: list[str]) -> None:
    if isinstance(node, dict):
        kind = node.get("type")
        if (kind == "string" or (isinstance(kind, list) and "string" in kind)) and (
                "enum" not in node and "maxLength" not in node):
            found.append(f"{where}: string without maxLength")
        if kind == "array" and "maxItems" not in node:
            found.append(f"{where}: array without maxItems")
        for key, value in node.items():
            if key not in ("examples", "example", "default", "enum"):
                _unbounded(value, f"{where}/{key}", found)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            _unbounded(value, f"{where}/{index}", found)


def test_every_request_string_and_array_is_bounded_in_the_document() -> None:
    document = json.loads((ROOT / "api_spec" / "openapi.json").read_text())
    schemas = document["components"]["schemas"]
    requests = request_components(document)
    assert "CommandIn" in requests and len(requests) > 100
    found: list[str] = []
    for name in sorted(requests):
        _unbounded(schemas[name], name, found)
    assert found == []
    webhook = schemas["CreateWebhookIn"]["properties"]
    assert webhook["url"]["maxLength"] == FIELD_LENGTHS["url"]
    assert MAX_ITEMS in _limits(webhook["event_types"], "maxItems")
    reason = schemas["EspriSpendBoardGems"]["properties"]["reason"]
    assert MAX_FREE_TEXT_LENGTH in _limits(reason, "maxLength")


def _limits(schema: dict[str, Any], key: str) -> set[Any]:
    """``key`` of a schema and of its nullable variants."""
    variants = [schema, *schema.get("anyOf", []), *schema.get("oneOf", [])]
    return {variant.get(key) for variant in variants}
