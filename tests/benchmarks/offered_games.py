"""Long games of Xyrop, Voyages and Locquemare for the table stage (issue #36).

Each game is set up through the service layer (characters registered by their own
players' seats, as the HTTP helpers of the tests do), then played forever from what the
rule system offers: at each step one seat (the gm or a player) sends one command built
from one of its offers (``tests.support.offer_build``, the system's ``free`` for the
fields without choices), picked by a seeded random walk (``tests.support.offered_walk``,
which the rule systems' bounded-state tests play in process). Offers that would end the
game, change the cast or add a lasting trait to a sheet are left out, so the walk stays a
long evening of play.
"""

import random
from typing import Any

import httpx
import msgspec

from domain.core import Actor, DomainError, Seat
from domain.rulesets import RULESETS
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.games import add_seat, create_game
from tests.benchmarks.games import meta
from tests.support.locquemare_http import OTHER_HEROES, hero_sheet, sybeline_sheet
from tests.support.offer_build import Free
from tests.support.offered_walk import pick
from tests.support.voyages_http import doc_sheet, tetra_sheet
from tests.support.xyrop_http import sheet as xyrop_sheet
from tests.unit.locquemare.offers import free as locquemare_free
from tests.unit.voyages.offers import free as voyages_free
from tests.unit.xyrop.offers import free as xyrop_free

SYSTEMS = ("xyrop", "voyages", "locquemare")
FREE: dict[str, Free] = {"xyrop": xyrop_free, "voyages": voyages_free,
                         "locquemare": locquemare_free}


class OfferedGame(msgspec.Struct):
    """A game, its seats (gm first) and the random walk's generator."""

    ruleset: str
    game_id: str
    gm_seat_id: str
    tokens: list[str]
    seats: list[Seat]
    seed: int = 36
    played: int = 0
    counts: dict[str, int] = msgspec.field(default_factory=dict)
    """Commands accepted, by type (what the walk played)."""

    def actors(self) -> list[Actor]:
        """The acting seats (gm first, then the players)."""
        return [Actor(seat_id=s.seat_id, role=s.role) for s in self.seats
                if s.role != "observer"]


async def offered_game(ctx: AppContext, system: str) -> OfferedGame:
    """A game of ``system`` with the gm, two players, two observers; sheets registered."""
    created = await create_game(ctx, system, "table bench", {"randomness": "server"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    players = [await add_seat(ctx, created.game_id, gm, "player", name, meta())
               for name in ("p1", "p2")]
    watchers = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
                for i in range(2)]
    p1 = Actor(seat_id=players[0].seat_id, role="player")
    p2 = Actor(seat_id=players[1].seat_id, role="player")
    sheets: list[tuple[Actor, dict[str, Any]]]
    if system == "xyrop":
        sheets = [(p1, xyrop_sheet("pip")), (p2, xyrop_sheet("sam"))]
    elif system == "voyages":
        sheets = [(p1, tetra_sheet()), (p2, doc_sheet(p2.seat_id))]
    else:
        sheets = [(p1, sybeline_sheet()), (p2, hero_sheet("artus", "Artus")),
                  *((gm, hero_sheet(h, h.title(), owner=p2.seat_id))
                    for h in OTHER_HEROES[:1])]
    for actor, body in sheets:
        await handle_command(ctx, CommandRequest(game_id=created.game_id, actor=actor,
                                                 body=msgspec.json.encode(body), metadata=meta()))
    seats = [Seat(seat_id=gm.seat_id, role="gm", name="gm"),
             *(Seat(seat_id=s.seat_id, role="player", name=n)
               for s, n in zip(players, ("p1", "p2"), strict=True)),
             *(Seat(seat_id=w.seat_id, role="observer", name=f"o{i}")
               for i, w in enumerate(watchers))]
    return OfferedGame(system, created.game_id, created.gm_seat_id,
                       [created.gm_token, *(p.token for p in players),
                        *(w.token for w in watchers)], seats)


async def offered_step(ctx: AppContext, game: OfferedGame) -> tuple[Actor, dict[str, Any]]:
    """The walk's next (seat, command body), built from the game's current offers
    (``tests.support.offered_walk.pick``)."""
    state = (await ctx.loader.load(game.game_id)).rules
    r = random.Random(game.seed * 1_000_003 + game.played)
    game.played += 1
    actor, command = pick(RULESETS[game.ruleset], state, game.seats, r, FREE[game.ruleset])
    return actor, msgspec.to_builtins(command)


async def grow_offered(ctx: AppContext, game: OfferedGame, events: int) -> int:
    """Play the walk through the service layer until the game has ``events`` events."""
    version = (await ctx.loader.load(game.game_id)).version
    refused = 0
    while version < events:
        actor, body = await offered_step(ctx, game)
        try:
            version = (await handle_command(ctx, CommandRequest(
                game_id=game.game_id, actor=actor, body=msgspec.json.encode(body),
                metadata=meta()))).version
        except DomainError:
            refused += 1  # a field chosen apart (FIELD_REFUSALS): the next step differs
            if refused > 10 * max(100, version):
                raise
            continue
        game.counts[body["type"]] = game.counts.get(body["type"], 0) + 1
    return version


async def commit_offered(http: httpx.AsyncClient, ctx: AppContext, game: OfferedGame) -> int:
    """One step of the walk over HTTP, with the acting seat's token; the new version
    (0 after ten refusals)."""
    for _ in range(10):
        actor, body = await offered_step(ctx, game)
        token = game.tokens[[s.seat_id for s in game.seats].index(actor.seat_id)]
        answer = await http.post(f"/v1/games/{game.game_id}/commands", json=body,
                                 headers={"Authorization": f"Bearer {token}"})
        if answer.status_code == 200:
            game.counts[body["type"]] = game.counts.get(body["type"], 0) + 1
            return int(answer.json()["version"])
    return 0
