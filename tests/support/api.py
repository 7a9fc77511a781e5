"""A small HTTP client helper for the API tests: a game, its seats, commands."""

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
from httpx import AsyncClient, Response

from domain.core import GM
from infrastructure.db.event_store import PostgresEventStore
from services.context import AppContext
from services.game_state import apply_events, empty_game

Client = AsyncClient
JSON = {"content-type": "application/json"}
"""The media type a JSON body is sent as (any other is 415)."""
NDJSON = {"content-type": "application/x-ndjson"}
"""The media type an import is sent as."""


def bearer(token: str) -> dict[str, str]:
    """The Authorization header of a seat token."""
    return {"Authorization": f"Bearer {token}"}


def assert_problem(response: Response, status: int, code: str) -> dict[str, Any]:
    """The response is an RFC 9457 problem with this status and code."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body: dict[str, Any] = response.json()
    assert body["status"] == status and body["code"] == code, body
    assert body["title"] and body["detail"]
    return body


@dataclass
class Table:
    """A game seen from the test: its id, gm token and players' tokens."""

    client: Client
    game_id: str
    gm_token: str
    seats: dict[str, str] = field(default_factory=dict)
    seat_ids: dict[str, str] = field(default_factory=dict)

    @classmethod
    async def create(cls, client: Client, ruleset: str, **options: Any) -> "Table":
        """Create a game and return its table."""
        response = await client.post("/v1/games", json={"ruleset": ruleset, "title": "test",
                                                        "options": options})
        assert response.status_code == 201, response.text
        body = response.json()
        table = cls(client, body["game_id"], body["gm_token"])
        table.seats["gm"] = body["gm_token"]
        table.seat_ids["gm"] = body["gm_seat_id"]
        return table

    async def seat(self, name: str, role: str = "player") -> str:
        """Invite a seat; returns its seat id."""
        response = await self.client.post(f"/v1/games/{self.game_id}/seats",
                                          json={"role": role, "name": name},
                                          headers=bearer(self.gm_token))
        assert response.status_code == 201, response.text
        self.seats[name] = response.json()["token"]
        self.seat_ids[name] = response.json()["seat_id"]
        return str(response.json()["seat_id"])

    async def send(self, command: dict[str, Any], as_: str = "gm",
                   headers: dict[str, str] | None = None) -> Response:
        """Send a command as one seat."""
        return await self.client.post(f"/v1/games/{self.game_id}/commands", json=command,
                                      headers={**bearer(self.seats[as_]), **(headers or {})})

    async def ok(self, command: dict[str, Any], as_: str = "gm") -> dict[str, Any]:
        """Send a command that must succeed; its response body."""
        response = await self.send(command, as_)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    async def get(self, path: str = "", as_: str = "gm", **params: Any) -> Response:
        """GET a path under the game."""
        return await self.client.get(f"/v1/games/{self.game_id}{path}", params=params,
                                     headers=bearer(self.seats[as_]))

    async def json(self, path: str = "", as_: str = "gm", **params: Any) -> Any:
        """GET that must succeed; its JSON."""
        response = await self.get(path, as_, **params)
        assert response.status_code == 200, response.text
        return response.json()


def types_of(body: dict[str, Any]) -> list[str]:
    """The event types a command caused, in order."""
    return [event["type"] for event in body["events"]]


def data_of(body: dict[str, Any], event_type: str) -> dict[str, Any]:
    """The payload of the one event of this type a command caused."""
    (data,) = [event["data"] for event in body["events"] if event["type"] == event_type]
    assert isinstance(data, dict)
    return data


async def state_of(table: Table, as_: str = "gm", **params: Any) -> dict[str, Any]:
    """The read model served by GET /state (``at=`` for time travel)."""
    state: dict[str, Any] = (await table.json("/state", as_=as_, **params))["state"]
    return state


async def sheet_of(table: Table, character_id: str, as_: str = "gm",
                   **params: Any) -> dict[str, Any]:
    """One sheet served by GET /characters/{character_id}."""
    sheet: dict[str, Any] = await table.json(f"/characters/{character_id}", as_=as_, **params)
    return sheet


async def sse_messages(response: Response) -> AsyncIterator[dict[str, str]]:
    """Parse a text/event-stream into messages (comments skipped)."""
    message: dict[str, str] = {}
    async for line in response.aiter_lines():
        if not line:
            if "id" in message:
                yield message
            message = {}
        elif not line.startswith(":"):
            key, _, value = line.partition(": ")
            message[key] = value


async def assert_replay_reproduces_read_model(ctx: AppContext, table: Table) -> None:
    """Folding the stored events gives the stored read model, which GET /state serves."""
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    folded = apply_events(empty_game(table.game_id), await store.load(table.game_id))
    stored = await store.read_model(table.game_id)
    view = msgspec.json.decode(msgspec.json.encode(folded.ruleset.view(folded.rules, GM)))
    assert stored == (folded.version, view)
    assert (await table.json("/state"))["state"] == stored[1]


async def stream_versions(live_server: str, table: Table, count: int,
                          headers: dict[str, str] | None = None, after_commands: int = 0,
                          ticket: str | None = None) -> list[int]:
    """Open the live feed on a real server (with the gm's bearer token, or only a stream
    ticket as ``EventSource`` would), send ``after_commands`` counter commands, and read
    the versions of ``count`` events."""
    versions: list[int] = []
    auth = {"params": {"ticket": ticket}} if ticket else {}
    sent = {**({} if ticket else bearer(table.gm_token)), **(headers or {})}
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream", headers=sent, **auth,
    ) as response:
        assert response.status_code == 200, await response.aread()
        assert response.headers["content-type"].startswith("text/event-stream")
        for _ in range(after_commands):
            await table.ok({"type": "Increment"})

        async def collect() -> None:
            async for message in sse_messages(response):
                versions.append(int(message["id"]))
                if len(versions) == count:
                    return
        await asyncio.wait_for(collect(), timeout=10)
    return versions
