"""The ESPRI and Ardri games of the table stage (issue #36), grown through the service
layer and played over HTTP; the offered walk's games (``offered_games``) go through the
same ``grow`` and ``commit``. ESPRI plays the recorded session's script; Ardri its
bounded-state generator's turns (a roll, the store of its lost successes, now and then a
concurrence; sessions of about 60 events)."""

from typing import Any

import httpx
import msgspec

from domain.core import Actor, DomainError
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.games import add_seat, create_game
from tests.benchmarks.espri_script import setup_commands
from tests.benchmarks.games import meta
from tests.benchmarks.offered_games import OfferedGame, commit_offered, grow_offered
from tests.support.ardri_http import sheet as ardri_sheet
from tests.unit.ardri.test_views_bounded import IDS as ARDRI_IDS
from tests.unit.ardri.test_views_bounded import _turn as ardri_turn


class TableGame(msgspec.Struct):
    """A game with its seats' tokens (gm, two players, two observers)."""

    game_id: str
    gm_seat_id: str
    tokens: list[str]
    played: int = 0
    """How many bodies of the script it has played."""
    ruleset: str = "espri"
    queued: list[dict[str, Any]] = msgspec.field(default_factory=list)
    """Ardri: the next commands, made from the state when the queue runs out."""


async def table_game(ctx: AppContext) -> TableGame:
    """A mixed ESPRI game, set up, with five seats."""
    created = await create_game(ctx, "espri", "table bench", {"randomness": "mixed"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    deva = await add_seat(ctx, created.game_id, gm, "player", "deva", meta())
    ceres = await add_seat(ctx, created.game_id, gm, "player", "ceres", meta())
    watchers = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
                for i in range(2)]
    for body in setup_commands(deva.seat_id, ceres.seat_id):
        await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=msgspec.json.encode(body),
            metadata=meta()))
    return TableGame(created.game_id, created.gm_seat_id,
                     [created.gm_token, deva.token, ceres.token, *(w.token for w in watchers)])


async def ardri_game(ctx: AppContext) -> TableGame:
    """A server-rolled Ardri game: three characters of two players, two observers."""
    created = await create_game(ctx, "ardri", "table bench", {"randomness": "server"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    seats = [await add_seat(ctx, created.game_id, gm, "player", name, meta())
             for name in ("p1", "p2")]
    watchers = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
                for i in range(2)]
    for n, cid in enumerate(ARDRI_IDS):
        await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=msgspec.json.encode(ardri_sheet(
            cid, spirit=4, owner_player_id=seats[n % 2].seat_id)), metadata=meta()))
    return TableGame(created.game_id, created.gm_seat_id,
                     [created.gm_token, *(s.token for s in seats),
                      *(w.token for w in watchers)], ruleset="ardri")


async def next_body(ctx: AppContext, game: TableGame,
                    script: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's next command: the ESPRI script's, or Ardri's turns (a roll, the store of
    its lost successes, now and then a concurrence; sessions of about 60 events)."""
    if game.ruleset == "espri":
        game.played += 1
        return script[game.played - 1]
    if not game.queued:
        state = (await ctx.loader.load(game.game_id)).rules
        turn = game.played
        game.played += 1
        if state.session is None or turn % 12 == 0:
            if state.session is not None:
                game.queued.append({"type": "EndSession"})
            game.queued.append({"type": "StartSession",
                                "present_character_ids": list(ARDRI_IDS)})
        game.queued += [msgspec.to_builtins(c) for c in ardri_turn(state, turn)]
    return game.queued.pop(0)


async def grow(ctx: AppContext, game: TableGame | OfferedGame,
               script: list[dict[str, Any]], events: int) -> int:
    """Play through the service layer until the game has ``events`` events."""
    if isinstance(game, OfferedGame):
        return await grow_offered(ctx, game, events)
    gm = Actor(seat_id=game.gm_seat_id, role="gm")
    version = (await ctx.loader.load(game.game_id)).version
    while version < events:
        body = await next_body(ctx, game, script)
        try:
            version = (await handle_command(ctx, CommandRequest(
                game_id=game.game_id,
                actor=gm,
                body=msgspec.json.encode(body),
                metadata=meta()))).version
        except DomainError:
            continue  # a turn the state no longer allows (a store of nothing lost)
    return version


async def send(http: httpx.AsyncClient, game: TableGame, body: dict[str, Any]) -> int:
    """One command over HTTP as the gm; the new version (0: refused)."""
    answer = await http.post(f"/v1/games/{game.game_id}/commands", json=body,
                             headers={"Authorization": f"Bearer {game.tokens[0]}"})
    return int(answer.json()["version"]) if answer.status_code == 200 else 0


async def commit(http: httpx.AsyncClient, ctx: AppContext, game: TableGame | OfferedGame,
                 script: list[dict[str, Any]]) -> int:
    """Send commands until one is accepted; its version (0 after ten refusals)."""
    if isinstance(game, OfferedGame):
        return await commit_offered(http, ctx, game)
    for _ in range(10):
        version = await send(http, game, await next_body(ctx, game, script))
        if version:
            return version
    return 0
