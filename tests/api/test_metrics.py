"""``GET /metrics``: Prometheus text format, no seat token, the figures issue 14 names."""

from prometheus_client.parser import text_string_to_metric_families

from tests.support.api import Client, Table


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of an exposition, by name and sorted labels."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


async def scrape(client: Client) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Read the metrics as an anonymous client."""
    response = await client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return samples(response.text)


async def test_metrics_count_commands_by_rule_system_type_and_outcome(client: Client) -> None:
    table = await Table.create(client, "counter")
    ok = ("tabletop_commands_total", (("outcome", "ok"), ("ruleset", "counter"),
                                      ("type", "Increment")))
    before = (await scrape(client)).get(ok, 0.0)
    await table.ok({"type": "Increment"})
    await table.ok({"type": "Increment"})
    refused = await table.send({"type": "NoSuchCommand"})
    assert refused.status_code == 422
    after = await scrape(client)
    assert after[ok] == before + 2
    assert any(name == "tabletop_commands_total" and dict(labels)["outcome"] == "InvalidRequest"
               for name, labels in after)
    latency = ("tabletop_command_seconds_count", (("ruleset", "counter"),))
    assert after[latency] >= 2


async def test_metrics_name_the_feed_and_pool_series_and_need_no_token(client: Client) -> None:
    response = await client.get("/metrics")  # no Authorization header
    assert response.status_code == 200
    families = {family.name for family in text_string_to_metric_families(response.text)}
    assert {"tabletop_commands", "tabletop_command_seconds", "tabletop_conflicts_retried",
            "tabletop_live_subscribers", "tabletop_feed_messages_sent",
            "tabletop_feed_store_reads", "tabletop_feed_wakeups",
            "tabletop_db_pool_in_use"} <= families
