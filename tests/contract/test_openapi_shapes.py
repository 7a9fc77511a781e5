"""The committed document uses only shapes every client generator reads alike (see
infrastructure/api/openapi_shapes.py): null through ``anyOf``, typed enums without null,
no ``const``, discriminated unions as ``oneOf``, collision-free names, no unused component."""

from collections.abc import Iterator
from typing import Any

from infrastructure.api.openapi_shapes import normalise_shapes, pascal
from tests.contract.test_openapi_document import committed

REF = "#/components/schemas/"


def _nodes(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            if key not in ("examples", "example", "default", "enum", "mapping"):
                yield from _nodes(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _nodes(item, f"{path}/{index}")


def test_null_only_through_any_of_and_enums_typed() -> None:
    bad = []
    for path, node in _nodes(committed()):
        if "const" in node:
            bad.append(f"{path}: const")
        if "enum" in node and ("type" not in node or None in node["enum"]):
            bad.append(f"{path}: enum without type or with null")
        if isinstance(node.get("type"), list):
            bad.append(f"{path}: a type list")
        if "discriminator" in node and "oneOf" not in node:
            bad.append(f"{path}: discriminator without oneOf")
    assert bad == []


def test_no_property_is_null_alone() -> None:
    for name, schema in committed()["components"]["schemas"].items():
        for field, value in schema.get("properties", {}).items():
            assert value.get("type") != "null", f"{name}.{field}"


def test_derived_names_do_not_collide_and_every_component_is_used() -> None:
    document = committed()
    schemas = document["components"]["schemas"]
    text = str(document)
    assert all(f"'{REF}{name}'" in text for name in schemas)
    names = {pascal(name) for name in schemas}
    assert len(names) == len(schemas)
    assert "LocquemareKeyOwnerIn" in schemas and "LocquemareKeyOwner" not in schemas


def test_normalising_is_idempotent_and_rewrites_the_shapes() -> None:
    document = {"paths": {}, "components": {"schemas": {
        "A": {"type": "object", "properties": {
            "kind": {"const": "a", "description": "The kind."},
            "side": {"enum": ["x", None], "type": ["string", "null"]},
            "never": {"type": "null", "description": "Unused."},
            "nested": {"anyOf": [{"$ref": REF + "B"}, {"$ref": REF + "C"}],
                       "discriminator": {"propertyName": "kind", "mapping": {}}}}},
        "B": {"type": "object", "properties": {}}, "C": {"type": "object", "properties": {}},
        "Unused": {"type": "object"}}}}
    document["paths"] = {"/a": {"get": {"responses": {"200": {"description": "ok", "content": {
        "application/json": {"schema": {"$ref": REF + "A"}}}}}}}}
    normalise_shapes(document)
    once = repr(document)
    normalise_shapes(document)
    assert repr(document) == once
    properties = document["components"]["schemas"]["A"]["properties"]
    assert properties["kind"] == {"enum": ["a"], "type": "string", "description": "The kind."}
    assert properties["side"] == {"anyOf": [{"enum": ["x"], "type": "string"},
                                            {"type": "null"}]}
    assert properties["never"]["anyOf"] == [{"type": "string"}, {"type": "null"}]
    assert "oneOf" in properties["nested"] and "anyOf" not in properties["nested"]
    assert "Unused" not in document["components"]["schemas"]
