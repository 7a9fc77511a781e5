"""Session history over the real store: NDJSON export and import, offline verification of
every server draw, the Markdown and Foundry logs, and redaction for player seats."""

import asyncio
import contextlib
import io
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import msgspec
import pytest

from domain.core import GM, Actor
from infrastructure.cli import main as cli_main
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.db.schema import read_models
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services import games
from services.context import AppContext
from services.envelope import first_broken_link
from services.errors import InvalidRequest
from services.history.export import export_foundry, export_markdown, export_ndjson
from services.history.importer import import_ndjson
from services.history.session import command_groups
from services.history.verify import verify_export
from tests.support.history_helpers import (
    SECRET,
    PlayedGame,
    change_one_byte,
    first_line_of,
    forge,
    lines,
    played_counter_game,
)

CliRunner = Callable[..., Awaitable["CliRun"]]


def kinds(body: bytes) -> list[tuple[int | None, str]]:
    return [(p.version, p.kind) for p in verify_export(body).problems]


async def test_an_export_imports_as_a_new_game_with_the_same_state_and_events(
        ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    created = await import_ndjson(ctx, body, {"command_id": "import-1"})
    source, copy = await ctx.loader.load(game.game_id), await ctx.loader.load(created.game_id)
    assert created.game_id != game.game_id and created.version == source.version + 1
    assert copy.ruleset.view(copy.rules, GM) == source.ruleset.view(source.rules, GM)
    old, new = await ctx.store.load(game.game_id), await ctx.store.load(created.game_id)
    assert [(e.type, e.data, e.metadata, e.recorded_at) for e in new[:-1]] == [
        (e.type, e.data, e.metadata, e.recorded_at) for e in old]
    assert new[-1].type == "GameImported" and new[-1].data["source_game_id"] == game.game_id
    assert new[-1].data["source_last_hash"] == old[-1].hash.hex()
    assert first_broken_link(new) is None and new[0].hash != old[0].hash


async def test_an_imported_game_goes_on_with_its_new_gm_token_and_seed(ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    created = await import_ndjson(ctx, await export_ndjson(ctx, game.game_id, game.gm), {})
    gm = await games.authenticate(ctx, created.gm_token, created.game_id)
    assert gm == Actor(seat_id=created.gm_seat_id, role="gm")
    source, copy = await ctx.loader.load(game.game_id), await ctx.loader.load(created.game_id)
    assert copy.platform.seed_commitment != source.platform.seed_commitment
    await PlayedGame(created.game_id, gm, game.ann).send(ctx, {"type": "RollDie"}, gm)
    assert (await ctx.loader.load(created.game_id)).version == created.version + 1


async def test_one_changed_byte_is_refused_at_the_first_bad_event(ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    rolled = first_line_of(body, "DieRolled")["version"]
    with pytest.raises(InvalidRequest) as refused:
        await import_ndjson(ctx, change_one_byte(body, rolled, "value"), {})
    assert refused.value.code == "export_tampered"
    assert f"line {rolled + 1} (version {rolled})" in refused.value.detail


@pytest.mark.parametrize("damage", [
    lambda body: body.replace(b'"format":"tabletop-export"', b'"format":"csv"'),
    lambda body: body[: len(body) // 2],
    lambda body: body.split(b"\n", 1)[0] + b"\n",
    lambda body: b"",
])
async def test_a_malformed_export_is_refused_as_invalid(ctx: AppContext, damage: object) -> None:
    game = await played_counter_game(ctx)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    with pytest.raises(InvalidRequest) as refused:
        await import_ndjson(ctx, damage(body), {})  # type: ignore[operator]
    assert refused.value.code == "invalid_export"


async def test_a_dropped_last_event_is_tampering_too(ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    shortened = b"\n".join(body.splitlines()[:-1]) + b"\n"
    with pytest.raises(InvalidRequest) as refused:
        await import_ndjson(ctx, shortened, {})
    assert refused.value.code == "export_tampered" and "missing" in refused.value.detail


async def test_verify_passes_on_an_honest_closed_game(ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    report = verify_export(await export_ndjson(ctx, game.game_id, game.gm))
    assert report.problems == [] and report.ok
    assert report.events_checked == 8 and report.draws_checked == 3


async def test_verify_finds_a_forged_draw_even_with_a_recomputed_chain(
        ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    rolled = first_line_of(body, "DieRolled")
    forged = forge(body, rolled["version"], lambda event: event["data"].update(
        value=rolled["data"]["value"] % 6 + 1))
    assert kinds(forged) == [(rolled["version"], "draw_mismatch")]
    assert not verify_export(forged).ok


async def test_verify_refuses_a_revealed_seed_that_breaks_the_commitment(
        ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    closed = first_line_of(body, "GameClosed")["version"]
    forged = forge(body, closed, lambda event: event["data"].update(seed="00" * 32))
    assert (closed, "seed_mismatch") in kinds(forged)


async def test_verify_checks_only_the_chain_of_an_open_game(ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    body = await export_ndjson(ctx, game.game_id, game.gm)
    assert kinds(body) == [(1, "seed_not_revealed")]
    rolled = first_line_of(body, "DieRolled")["version"]
    assert (rolled, "broken_chain") in kinds(change_one_byte(body, rolled, "value"))


async def test_verify_re_derives_the_draws_made_after_an_import(ctx: AppContext) -> None:
    game = await played_counter_game(ctx)
    created = await import_ndjson(ctx, await export_ndjson(ctx, game.game_id, game.gm), {})
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    copy = PlayedGame(created.game_id, gm, game.ann)
    await copy.send(ctx, {"type": "RollDie"}, gm)
    await copy.send(ctx, {"type": "CloseGame"}, gm)
    report = verify_export(await export_ndjson(ctx, created.game_id, gm))
    assert [(p.version, p.kind) for p in report.problems] == [(1, "seed_not_revealed")]
    assert report.draws_checked == 1


async def test_the_markdown_log_names_seats_and_narrates_each_command(ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    log = await export_markdown(ctx, game.game_id, game.gm)
    assert log.startswith("# Night at the manor\n")
    assert "- Rule system: Counter (test rule system) (`counter`)" in log
    assert "- Ann (player)" in log
    assert "- **Ann** \u00b7 Increment \u00b7 v3: The counter moves to 2" in log
    rolls = [line for line in log.splitlines() if "RollDie" in line]
    assert len(rolls) == 3 and all("DieRolled (value: " in line for line in rolls)
    assert "**GM** \u00b7 HideSecret" in log and SECRET in log
    assert "Ann joins the table as player." in log and "its seed is revealed" in log


async def test_foundry_has_one_message_per_command(ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    document = json.loads(await export_foundry(ctx, game.game_id, game.gm))
    stored = await ctx.store.load(game.game_id)
    messages = document["messages"]
    assert len(messages) == len(list(command_groups(stored))) == 8
    rolls = [m for m in messages if m["flags"]["tabletop"]["command"] == "RollDie"]
    assert [m["rolls"][0]["total"] for m in rolls] == [
        e.data["value"] for e in stored if e.type == "DieRolled"]
    assert rolls[0]["speaker"] == {"alias": "Ann"} and rolls[0]["content"] == ""
    assert "Roll die" in rolls[0]["flavor"] and "DieRolled (value: " in rolls[0]["flavor"]
    assert len({m["_id"] for m in messages}) == 8
    assert all(len(m["_id"]) == 16 and m["flags"]["tabletop"]["game_id"] == game.game_id
               for m in messages)


async def test_a_player_export_holds_no_gm_secret_and_cannot_be_imported(
        ctx: AppContext) -> None:
    game = await played_counter_game(ctx, closed=True)
    ndjson = await export_ndjson(ctx, game.game_id, game.ann)
    exports = [ndjson, (await export_markdown(ctx, game.game_id, game.ann)).encode(),
               await export_foundry(ctx, game.game_id, game.ann)]
    assert all(SECRET.encode() not in body for body in exports)
    assert SECRET.encode() in await export_ndjson(ctx, game.game_id, game.gm)
    assert lines(ndjson)[0]["redacted"] is True
    assert ("command" not in first_line_of(ndjson, "Incremented")["metadata"])
    with pytest.raises(InvalidRequest) as refused:
        await import_ndjson(ctx, ndjson, {})
    assert refused.value.code == "invalid_export"
    assert [p.kind for p in verify_export(ndjson).problems][-1] == "redacted_export"


async def test_an_espri_session_round_trips_and_verifies(ctx: AppContext) -> None:
    created = await games.create_game(ctx, "espri", "Quartet", {}, {})
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    seat = await games.add_seat(ctx, created.game_id, gm, "player", "Maud", {})
    maud = Actor(seat_id=seat.seat_id, role="player")
    game = PlayedGame(created.game_id, gm, maud)
    await game.send(ctx, {"type": "RegisterCharacter", "name": "Sinnead",
                          "player_id": seat.seat_id, "kind": "guardian",
                          "tutelary_season": "autumn", "devotion": 2, "talents": ["Abri"],
                          "seasons": {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}},
                    maud)
    await game.send(ctx, {"type": "DrawSetupGems", "character_id": "sinnead"}, maud)
    await game.send(ctx, {"type": "CloseGame"}, gm)
    body = await export_ndjson(ctx, created.game_id, gm)
    report = verify_export(body)
    assert report.ok and report.draws_checked == 5
    log = await export_markdown(ctx, created.game_id, gm)
    drawn = first_line_of(body, "SetupGemsDrawn")["data"]["gems"]
    assert f"Sinnead draws {', '.join(drawn)}" in log and "**Maud**" in log
    copy = await import_ndjson(ctx, body, {})
    state = await ctx.loader.load(copy.game_id)
    assert msgspec.to_builtins(state.rules) == msgspec.to_builtins(
        (await ctx.loader.load(created.game_id)).rules)


@dataclass
class CliRun:
    """What one CLI run printed and returned."""

    code: int
    out: str
    err: str


@pytest.fixture
def cli(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    """``main([...])`` in a worker thread (it runs its own event loop), on the test database.

    Output goes to buffers that stay open: loggers configured during a run keep writing to
    them harmlessly (pytest's ``capsys`` streams are closed after the test)."""
    monkeypatch.setenv("DATABASE_URL", str(settings.database.url))
    monkeypatch.setenv("REDIS_URL", str(settings.redis.url))

    async def run(*argv: str) -> CliRun:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = await asyncio.to_thread(cli_main, list(argv))
        return CliRun(code, out.getvalue(), err.getvalue())

    return run


async def test_the_cli_exports_verifies_imports_and_replays(
        ctx: AppContext, cli: CliRunner, tmp_path: Path) -> None:
    game = await played_counter_game(ctx, closed=True)
    path = tmp_path / "night.ndjson"
    assert (await cli("export", game.game_id, "--format", "ndjson", "--out", str(path))).code == 0
    verified = await cli("verify", str(path))
    assert verified.code == 0 and "ok: 8 events checked, 3 draws re-derived" in verified.out
    rolled = first_line_of(path.read_bytes(), "DieRolled")
    forged = tmp_path / "forged.ndjson"
    forged.write_bytes(forge(path.read_bytes(), rolled["version"],
                             lambda event: event["data"].update(value=0)))
    refused = await cli("verify", str(forged))
    assert refused.code == 1 and f"version {rolled['version']}: draw_mismatch" in refused.out
    imported = await cli("import", str(path))
    assert imported.code == 0
    assert (await ctx.loader.load(json.loads(imported.out)["game_id"])).version == 9
    replayed = await cli("replay", game.game_id, "--to", "3")
    assert replayed.code == 0
    assert json.loads(replayed.out)["version"] == 3
    assert json.loads(replayed.out)["state"]["total"] == 2
    markdown = await cli("export", game.game_id, "--format", "markdown")
    assert markdown.out.startswith("# Night at the manor\n")
    wrong = await cli("replay", "not-a-game")
    assert wrong.code == 2 and "invalid_game_id" in wrong.err


async def test_the_cli_rebuilds_every_read_model_from_the_events(
        ctx: AppContext, runtime: Runtime, cli: CliRunner) -> None:
    game = await played_counter_game(ctx)
    async with runtime.engine.begin() as connection:
        await connection.execute(read_models.update().where(
            read_models.c.stream_id == game.game_id).values(state={"phase": "broken"}))
    rebuilt = await cli("rebuild-projections")
    assert rebuilt.code == 0, rebuilt.err
    assert " games " in rebuilt.err and "events/s" in rebuilt.err
    assert rebuilt.out.startswith("rebuilt ")
    store = PostgresEventStore(runtime.engine)
    loaded = await ctx.loader.load(game.game_id)
    view = msgspec.to_builtins(loaded.ruleset.view(loaded.rules, GM))
    assert await store.read_model(game.game_id) == (loaded.version, view)
