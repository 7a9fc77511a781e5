"""Issue 38, item 1: what a hero or a share link reads carries no digest of what it may
not read, so no guess of a hidden value can be tested offline.

The probe's method: take an event as a reader gets it (its ``hash`` and ``prev_hash``),
fill the hidden field with each candidate value, rebuild the canonical envelope and hash
it; the candidate whose digest equals the served ``hash`` is the hidden value. The
attacker here is stronger than a real one: it is handed the true envelope (metadata and
the command as sent included) and only the one hidden value is left to guess. Against a
Locquemare game with a hidden key activation and a secret choice (its danger pool is
public since the fourth pass, U3),
a hero's and a share link's reads (every page of the log, the exports, the states, the
sheets, the recap, the live feed, their own commands' answers) must leave every
candidate as likely as the others; the gm's own export, the control, names the truth.
"""

import re
from datetime import datetime
from typing import Any

import httpx
import msgspec

from services.envelope import canonical, chain_hash
from tests.support.api import Client, Table, bearer, sse_messages
from tests.support.locquemare_http import HIDDEN_IDS, everything_seen_by, hidden_table

Json = dict[str, Any]
DIGEST = re.compile(rb"[0-9a-f]{64}")


def _digest(game_id: str, event: Json, data: Json, prev_hash: str) -> str:
    """The chain hash of ``event`` with ``data``, chained after ``prev_hash``."""
    payload = canonical(game_id, event["version"], event["type"], event["schema_version"],
                        data, event["metadata"], datetime.fromisoformat(event["recorded_at"]))
    return chain_hash(bytes.fromhex(prev_hash), payload).hex()


def confirmed(game_id: str, truth: Json, served: Json, field: str,
              candidates: list[Any]) -> list[Any]:
    """The probe's guesses that the served event confirms: each candidate put in the
    hidden field of the true envelope, hashed after the served ``prev_hash``, compared
    with the served ``hash``. A reader without digests confirms none."""
    if served.get("hash") is None or served.get("prev_hash") is None:
        return []
    return [value for value in candidates
            if _digest(game_id, truth, _put(truth["data"], field, value),
                       served["prev_hash"]) == served["hash"]]


def _put(data: Json, path: str, value: Any) -> Json:
    """``data`` with the value at a dotted path (``activations.0.key_id``) replaced."""
    copied = msgspec.json.decode(msgspec.json.encode(data))
    keys = path.split(".")
    node: Any = copied
    for key in keys[:-1]:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[keys[-1]] = value
    return copied  # type: ignore[no-any-return]


def _get(data: Json, path: str) -> Any:
    node: Any = data
    for key in path.split("."):
        node = node[int(key)] if isinstance(node, list) else node[key]
    return node


async def _events(http: Client, url: str, headers: Json) -> dict[int, Json]:
    """Every event of a log (``/events`` of a game or of a share link), by version."""
    found: dict[int, Json] = {}
    after: int | None = 0
    while after is not None:
        page = (await http.get(url, params={"after": after, "limit": 500},
                               headers=headers)).json()
        found.update({event["version"]: event for event in page["events"]})
        after = page["next"]
    return found


def _targets(gm_log: dict[int, Json]) -> list[tuple[int, str, list[Any]]]:
    """The hidden values and the probe's candidates for each: the hidden key of the
    difficulty (60 ids, its own among them), the secret Sybéline kept (s1..s5)."""
    def first(kind: str) -> int:
        return next(v for v, e in sorted(gm_log.items()) if e["type"] == kind)
    keys = [*HIDDEN_IDS, *(f"key-{n}" for n in range(58))]
    return [(first("DifficultySet"), "hidden_key_id", keys),
            (first("SecretChosen"), "secret_id", [f"s{n}" for n in range(1, 6)])]


async def _share_reads(http: Client, live_server: str, share: str, version: int,
                       ) -> tuple[dict[int, Json], bytes]:
    """What a share link reads: its log, state, recap, Markdown export and live feed."""
    base = f"/v1/shared/{share}"
    log = await _events(http, f"{base}/events", {})
    parts = [(await http.get(f"{base}{path}")).content
             for path in ("/state", "/recap", "/export?format=markdown")]
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as live, live.stream(
            "GET", f"{base}/events/stream", params={"after": 0}) as response:
        async for message in sse_messages(response):
            parts.append(message["data"].encode())
            if int(message["id"]) >= version:
                break
    return log, b"\n".join([msgspec.json.encode(log), *parts])


async def test_a_hero_and_a_share_link_cannot_test_guesses_of_hidden_values(
        client: Client, live_server: str) -> None:
    table: Table = await hidden_table(client, "command")
    answer = await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    gm_log = await _events(client, f"/v1/games/{table.game_id}/events", bearer(table.gm_token))
    targets = _targets(gm_log)
    share = (await client.post(f"/v1/games/{table.game_id}/shares", json={},
                               headers=bearer(table.gm_token))).json()["share_id"]
    readers = {"artus": await _events(client, f"/v1/games/{table.game_id}/events",
                                      bearer(table.seats["artus"])),
               "the share link": None}
    share_log, share_bytes = await _share_reads(client, live_server, share, len(gm_log))
    readers["the share link"] = share_log
    for version, field, candidates in targets:
        truth = gm_log[version]
        assert confirmed(table.game_id, truth, truth, field, candidates) == [
            _get(truth["data"], field)], "the control: the gm's log names the hidden value"
        for who, log in readers.items():
            assert log is not None
            served = log[version]
            assert served["data"].get(field) is None or served["type"] == "Redacted", (
                f"{who} reads {field} of version {version} in the clear")
            assert confirmed(table.game_id, truth, served, field, candidates) == [], (
                f"{who} confirms the hidden {field} of version {version} offline")
    # no digest of the game's chain in anything a hero or the link reads
    chain = {bytes.fromhex(e[key]).hex().encode() for e in gm_log.values()
             for key in ("hash", "prev_hash")}
    for who, seen in (("artus", await everything_seen_by(table, live_server, "artus")),
                      ("sybeline", await everything_seen_by(table, live_server, "sybeline")),
                      ("the share link", share_bytes),
                      ("sybeline's command answer", msgspec.json.encode(answer))):
        leaked = chain & set(DIGEST.findall(seen))
        assert not leaked, f"{who} reads {len(leaked)} digests of the game's chain"
