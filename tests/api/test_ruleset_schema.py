"""``GET /v1/rulesets/{name}/schema``: one rule system's commands as a JSON Schema (draft
2020-12), tagged, cacheable and compressed."""

import jsonschema
import pytest

from domain.rulesets import RULESETS
from tests.support.api import Client, assert_problem


@pytest.mark.parametrize("name", list(RULESETS))
async def test_the_schema_takes_each_of_the_rule_systems_commands_and_no_other(
        client: Client, name: str) -> None:
    answer = await client.get(f"/v1/rulesets/{name}/schema")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith(
        "application/schema+json")
    schema = answer.json()
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    tags = set(schema["discriminator"]["mapping"])
    assert {str(t.__struct_config__.tag) for t in RULESETS[name].command_types} | {
        "CloseGame"} == tags
    examples = [example for part in schema["$defs"].values()
                for example in part.get("examples", []) if example.get("type") in tags]
    assert {e["type"] for e in examples} == tags  # every command has a valid example
    for example in examples:
        validator.validate(example)
    others = {str(t.__struct_config__.tag) for r in RULESETS.values()
              for t in r.command_types} - tags
    assert not validator.is_valid({"type": sorted(others)[0]})
    assert len(answer.content) < 64_000


async def test_the_schema_is_tagged_cacheable_compressed_and_answers_304(
        client: Client) -> None:
    path = "/v1/rulesets/espri/schema"
    first = await client.get(path, headers={"Accept-Encoding": "gzip"})
    assert first.headers["content-encoding"] == "gzip"
    assert "max-age" in first.headers["cache-control"]
    again = await client.get(path, headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    assert (await client.get("/v1/rulesets/ardri/schema")).headers["etag"] != \
        first.headers["etag"]


async def test_an_unknown_rule_system_is_a_404(client: Client) -> None:
    assert_problem(await client.get("/v1/rulesets/chess/schema"), 404, "unknown_ruleset")
