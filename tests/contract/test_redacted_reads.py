"""What a seat reads validates against the served document, redactions included: a field
hidden from this seat is null (and typed so), a hidden event is a typed ``Redacted``."""

from typing import Any

from httpx import AsyncClient
from jsonschema import Draft202012Validator

from tests.support.api import Table


def validator(document: dict[str, Any], component: str) -> Draft202012Validator:
    """Validates one component of the document (its ``$ref``s resolved in it)."""
    schema = {"$ref": f"#/components/schemas/{component}", "components": document["components"]}
    return Draft202012Validator(schema)


async def test_a_players_redacted_reads_validate_against_the_document(
        client: AsyncClient) -> None:
    document = (await client.get("/schema/openapi.json")).json()
    table = await Table.create(client, "counter")
    await table.seat("ann")
    answer = await table.ok({"type": "HideSecret", "text": "the butler did it"})
    validator(document, "CommandOut").validate(answer)
    state = await table.json("/state", as_="ann")
    validator(document, "StateOut").validate(state)
    assert state["ruleset"] == "counter" and state["state"]["secrets"] is None
    page = await table.json("/events", as_="ann")
    validator(document, "EventPageOut").validate(page)
    assert page["events"][-1]["type"] == "Redacted" and page["events"][-1]["data"] == {}
    tampered = {**page, "events": [{**page["events"][-1], "data": {"text": "x"}}]}
    assert not validator(document, "EventPageOut").is_valid(tampered)
