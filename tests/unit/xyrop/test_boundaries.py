"""The Xyrop ruleset honours the platform contract (Ruleset protocol, schemas, purity)."""

import ast
import pathlib
from typing import Any

import msgspec

from domain.core import Ruleset
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState, Sheet, XyropOptions
from domain.xyrop.views import XyropView

PACKAGE = pathlib.Path(__file__).parents[3] / "domain" / "xyrop"


def test_xyrop_is_a_ruleset() -> None:
    ruleset: Ruleset[GameState] = XYROP
    assert (ruleset.name, ruleset.title) == ("xyrop", "Xyrop")
    assert ruleset.options_type is XyropOptions and ruleset.state_type is GameState
    assert len(ruleset.command_types) == 23 and len(ruleset.event_types) == 27  # T2, T7
    assert ruleset.view_type is XyropView and ruleset.sheet_type is Sheet


def _untyped(schema: object, path: str = "$") -> list[str]:
    """The places of a JSON schema that accept anything (msgspec's schema of ``Any``)."""
    if isinstance(schema, dict):
        if set(schema) <= {"title", "description"}:
            return [path]
        if schema.get("type") == "object" and not {"properties", "additionalProperties"} & set(
                schema):
            return [path]
        found = []
        for key, value in schema.items():
            if key in ("properties", "$defs"):
                for name, sub in value.items():
                    found += _untyped(sub, f"{path}.{name}")
            elif key in ("items", "additionalProperties") and isinstance(value, dict):
                found += _untyped(value, f"{path}[{key}]")
            elif key in ("anyOf", "oneOf", "prefixItems"):
                for index, sub in enumerate(value):
                    found += _untyped(sub, f"{path}|{index}")
        return found
    return []


def test_the_view_events_and_commands_are_typed_all_the_way_down() -> None:
    types: tuple[type, ...] = (XyropView, Sheet, *XYROP.command_types, *XYROP.event_types)
    for message_type in types:
        schema = msgspec.json.schema(message_type)
        assert _untyped(schema) == [], message_type.__name__
    # the walk does find an Any and a bare dict
    assert _untyped(msgspec.json.schema(dict[str, Any])) == ["$"]
    assert _untyped({"properties": {"x": {}, "y": {"type": "object"}}}) == ["$.x", "$.y"]


def test_commands_events_and_options_have_json_schemas() -> None:
    for types in (XYROP.command_types, XYROP.event_types):
        union: Any = types[0]
        for message_type in types[1:]:
            union = union | message_type
        schema = msgspec.json.schema(union)
        assert "discriminator" in schema["anyOf"][0] or "$defs" in schema
    assert msgspec.json.schema(XyropOptions)["$ref"].endswith("XyropOptions")


def test_event_payloads_use_the_spec_names_on_the_wire() -> None:
    schema = msgspec.json.schema(XYROP.event_types[10])  # StressStepped
    (definition,) = (d for name, d in schema["$defs"].items() if name == "StressStepped")
    assert "from" in definition["properties"] and "from_" not in definition["properties"]


def test_the_package_imports_only_the_standard_library_msgspec_and_the_core() -> None:
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                root = node.module.split(".")[0]
                assert root in {"domain", "msgspec", "typing", "collections", "re",
                                "contextlib"} or node.module.startswith("collections."), path
                if root == "domain":
                    assert node.module.startswith(("domain.core", "domain.xyrop")), path
            if isinstance(node, ast.Import):
                assert all(a.name in {"re", "unicodedata", "msgspec"} for a in node.names), path
