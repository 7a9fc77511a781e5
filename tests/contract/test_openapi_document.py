"""The committed OpenAPI document is the one the app serves; it types every command, event
and read model of every rule system."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
from httpx import AsyncClient

from domain.platform.events import PLATFORM_COMMAND_TYPES, PLATFORM_EVENT_TYPES
from domain.rulesets import RULESETS
from infrastructure.api.openapi_models import prefix_of, tag_of
from infrastructure.cli import OPENAPI_PATH

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = {name: ruleset for name, ruleset in RULESETS.items() if name != "counter"}
"""The platform's test rule system (registered by the tests) is not published."""


def generated_document() -> dict[str, object]:
    """The document as a fresh process generates it (only the production rule systems)."""
    out = subprocess.run([sys.executable, "-c", "import sys; from infrastructure.cli import "
                          "openapi_document; sys.stdout.buffer.write(openapi_document())"],
                         cwd=ROOT, capture_output=True, check=True)
    document: dict[str, object] = json.loads(out.stdout)
    return document


def committed() -> dict[str, Any]:
    """api_spec/openapi.json."""
    document: dict[str, Any] = json.loads(OPENAPI_PATH.read_text())
    return document


def schemas() -> dict[str, Any]:
    """The committed document's components."""
    components: dict[str, Any] = committed()["components"]["schemas"]
    return components


def test_the_committed_openapi_document_is_current() -> None:
    assert committed() == generated_document(), (
        "api_spec/openapi.json is stale: run `make openapi` and commit it")


def test_every_command_of_every_ruleset_is_in_the_document() -> None:
    for name, ruleset in PUBLISHED.items():
        union = schemas()[f"{prefix_of(name)}Command"]
        assert set(union["discriminator"]["mapping"]) == {
            tag_of(t) for t in ruleset.command_types}
    platform = schemas()["PlatformCommand"]["discriminator"]["mapping"]
    assert set(platform) == {tag_of(t) for t in PLATFORM_COMMAND_TYPES}


def test_every_command_example_decodes_as_that_command() -> None:
    families = [("platform", PLATFORM_COMMAND_TYPES)] + [
        (name, ruleset.command_types) for name, ruleset in PUBLISHED.items()]
    checked = 0
    for name, command_types in families:
        mapping = schemas()[f"{prefix_of(name)}Command"]["discriminator"]["mapping"]
        for command_type in command_types:
            component = schemas()[mapping[tag_of(command_type)].rsplit("/", 1)[1]]
            (example,) = component["examples"]
            decoded = msgspec.json.decode(json.dumps(example), type=command_type)
            assert example["type"] == tag_of(decoded)
            checked += 1
    assert checked == sum(len(types) for _, types in families)


def test_every_event_of_every_ruleset_has_a_typed_envelope() -> None:
    platform = {tag_of(t) for t in PLATFORM_EVENT_TYPES} | {"Redacted"}
    for name, ruleset in PUBLISHED.items():
        prefix = prefix_of(name)
        mapping = schemas()[f"{prefix}Event"]["discriminator"]["mapping"]
        assert set(mapping) == {tag_of(t) for t in ruleset.event_types} | platform
        for tag, ref in mapping.items():
            envelope = schemas()[ref.rsplit("/", 1)[1]]
            assert envelope["properties"]["type"]["enum"] == [tag]
            assert set(envelope["required"]) == set(envelope["properties"])
            data = envelope["properties"]["data"]["$ref"].rsplit("/", 1)[1]
            assert "type" not in schemas()[data]["properties"]


def test_component_titles_are_their_unique_names() -> None:
    titled = {name: schema["title"] for name, schema in schemas().items() if "title" in schema}
    assert len(set(titled.values())) == len(titled)
    assert all(title == name for name, title in titled.items()
               if name[:1].isupper() and "." not in name)


def test_response_fields_are_required_and_request_defaults_optional() -> None:
    drawn = schemas()["EspriGemsDrawn"]
    assert set(drawn["required"]) == set(drawn["properties"])
    register = schemas()["EspriRegisterCharacter"]
    assert "harmony" in register["properties"] and "harmony" not in register["required"]
    sheet = schemas()["EspriCharacterOut"]
    assert "ruleset" in sheet["required"] and "harmony" in sheet["required"]


def test_reads_are_unions_discriminated_by_ruleset() -> None:
    for union in ("StateOut", "CharacterOut", "CommandOut", "EventPageOut"):
        mapping = schemas()[union]["discriminator"]
        assert mapping["propertyName"] == "ruleset"
        assert set(mapping["mapping"]) == set(PUBLISHED)
    paths = committed()["paths"]
    board = paths["/v1/games/{game_id}/board"]["get"]["responses"]["200"]
    assert board["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/EspriBoardOut"}
    cells = schemas()["EspriQuadrantView"]["properties"]["cells"]["items"]["anyOf"]
    assert {"type": "null"} in cells


def test_the_live_feed_is_documented_as_server_sent_events() -> None:
    stream = committed()["paths"]["/v1/games/{game_id}/events/stream"]["get"]
    content = stream["responses"]["200"]["content"]
    assert list(content) == ["text/event-stream"]
    assert "Last-Event-ID" in stream["description"] and "keep-alive" in stream["description"]
    data = schemas()["StreamMessage"]["properties"]["data"]
    assert data["contentMediaType"] == "application/json"
    assert data["contentSchema"] == {"$ref": "#/components/schemas/Event"}


def test_errors_are_documented_as_problem_details() -> None:
    paths = committed()["paths"]
    shared = committed()["components"]["responses"]
    commands = paths["/v1/games/{game_id}/commands"]["post"]["responses"]
    for status in ("400", "401", "403", "404", "409", "412", "413", "422"):
        response = commands[status]
        if "$ref" in response:  # shared by every operation that answers it the same
            response = shared[response["$ref"].rsplit("/", 1)[1]]
        assert "application/problem+json" in response["content"]
    assert set(shared["Unauthorized"]["headers"]) == {"WWW-Authenticate", "X-Request-ID"}


def test_every_operation_states_its_security_and_the_document_its_license() -> None:
    document = committed()
    assert document["info"]["license"]["identifier"] == "MIT"
    public = set()
    for item in document["paths"].values():
        for operation in item.values():
            assert "security" in operation, operation["operationId"]
            if operation["security"] == [] or {} in operation["security"]:  # token optional
                public.add(operation["operationId"])
    assert {"createGame", "health", "ready", "listRulesets"} <= public
    assert "sendCommand" not in public


async def test_the_served_document_is_openapi_3_1(client: AsyncClient) -> None:
    served = (await client.get("/schema/openapi.json")).json()
    assert served["openapi"].startswith("3.1")
    assert "/v1/games/{game_id}/commands" in served["paths"]
    assert "CounterEvent" in served["components"]["schemas"]  # typed, test rule system too
