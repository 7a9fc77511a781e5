"""Helpers for the history tests: a played game, and edits of an NDJSON export (a careless
one that changes a byte, a forger's that also recomputes the hash chain)."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import msgspec

from domain.core import Actor
from services import commands, games
from services.context import AppContext
from services.envelope import GENESIS_HASH, canonical, chain_hash

SECRET = "the butler did it"


@dataclass
class PlayedGame:
    """A game played through the service layer: its id and its seats."""

    game_id: str
    gm: Actor
    ann: Actor

    async def send(self, ctx: AppContext, command: dict[str, Any], actor: Actor) -> None:
        """Send one command, with a command id as the HTTP layer gives it."""
        await commands.handle_command(ctx, commands.CommandRequest(
            game_id=self.game_id,
            actor=actor,
            body=msgspec.json.encode(command),
            metadata={"command_id": str(uuid.uuid4())}))


async def played_counter_game(ctx: AppContext, closed: bool = False) -> PlayedGame:
    """A counter game: Ann joins, moves the counter, three server rolls, a gm secret."""
    created = await games.create_game(ctx, "counter", "Night at the manor", {},
                                      {"command_id": str(uuid.uuid4())})
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    seat = await games.add_seat(ctx, created.game_id, gm, "player", "Ann",
                                {"command_id": str(uuid.uuid4())})
    game = PlayedGame(created.game_id, gm, Actor(seat_id=seat.seat_id, role="player"))
    await game.send(ctx, {"type": "Increment", "by": 2}, game.ann)
    for _ in range(3):
        await game.send(ctx, {"type": "RollDie"}, game.ann)
    await game.send(ctx, {"type": "HideSecret", "text": SECRET}, gm)
    if closed:
        await game.send(ctx, {"type": "CloseGame"}, gm)
    return game


def lines(body: bytes) -> list[dict[str, Any]]:
    """The decoded lines of an export (header first)."""
    return [msgspec.json.decode(line) for line in body.splitlines() if line.strip()]


def first_line_of(body: bytes, event_type: str) -> dict[str, Any]:
    """The first event line of a type."""
    return next(line for line in lines(body)[1:] if line["type"] == event_type)


def change_one_byte(body: bytes, version: int, key: str) -> bytes:
    """Change one digit of ``data[key]`` in the line of ``version`` (a careless edit)."""
    raw = body.split(b"\n")
    line = raw[version]  # line 1 is the header
    assert msgspec.json.decode(line)["version"] == version
    needle = f'"{key}":'.encode()
    at = line.index(needle) + len(needle)
    digit = line[at:at + 1]
    raw[version] = line[:at] + (b"7" if digit != b"7" else b"8") + line[at + 1:]
    return b"\n".join(raw)


def forge(body: bytes, version: int, change: Callable[[dict[str, Any]], None]) -> bytes:
    """Edit the event at ``version`` and recompute the whole chain, as a forger would."""
    decoded = lines(body)
    header, events = decoded[0], decoded[1:]
    change(next(e for e in events if e["version"] == version))
    prev = GENESIS_HASH
    for event in events:
        payload = canonical(header["game_id"], event["version"], event["type"],
                            event["schema_version"], event["data"], event["metadata"],
                            datetime.fromisoformat(event["recorded_at"]))
        digest = chain_hash(prev, payload)
        event["prev_hash"], event["hash"] = prev.hex(), digest.hex()
        prev = digest
    return b"\n".join(msgspec.json.encode(line) for line in decoded) + b"\n"
