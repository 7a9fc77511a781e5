"""Games set up in process through the service layer (fast), then played over HTTP."""

import uuid
from typing import Any

import msgspec

from domain.core import Actor
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.games import add_seat, create_game
from tests.benchmarks.espri_script import setup_commands


class BenchGame(msgspec.Struct):
    """A game ready for Calls: its id and gm token (the gm may act for every seat)."""

    game_id: str
    token: str
    gm_seat_id: str = ""

    @property
    def gm(self) -> Actor:
        """The gm seat as an actor of the service layer."""
        return Actor(seat_id=self.gm_seat_id, role="gm")


def meta() -> dict[str, Any]:
    """Request metadata as the API builds it."""
    return {"command_id": str(uuid.uuid4()), "correlation_id": str(uuid.uuid4()),
            "client": "bench-setup", "idempotency_key": None}


async def espri_game(ctx: AppContext) -> BenchGame:
    """A ``mixed`` ESPRI game with two guardians, setup complete."""
    created = await create_game(ctx, "espri", "bench", {"randomness": "mixed"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    deva = await add_seat(ctx, created.game_id, gm, "player", "deva", meta())
    ceres = await add_seat(ctx, created.game_id, gm, "player", "ceres", meta())
    for body in setup_commands(deva.seat_id, ceres.seat_id):
        await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=msgspec.json.encode(body),
            metadata=meta()))
    return BenchGame(created.game_id, created.gm_token, created.gm_seat_id)
