"""Reads naming the version a page has seen (``?min_version=``, the live feed's last id):
the server answers ``state`` and ``board.svg`` from its own copy of the game when that
copy holds the version, the same answer and ETag as a plain read, 304 on that ETag; a copy
that is behind (another worker appended) is never served below the version named."""

import pytest

from services import commands
from services.context import AppContext
from services.games import authenticate
from tests.api.test_conditional_reads import conditional
from tests.support.api import Client, Table
from tests.support.espri_scenario import play


async def _counter(client: Client, increments: int) -> Table:
    table = await Table.create(client, "counter")
    for _ in range(increments):
        await table.ok({"type": "Increment"})
    return table


async def _increment_elsewhere(ctx: AppContext, table: Table) -> int:
    """An Increment appended by another worker (its own state cache): this server's copy
    of the game stays behind. The new version."""
    elsewhere = AppContext.build(ctx.store)
    gm = await authenticate(ctx, table.gm_token, table.game_id)
    done = await commands.handle_command(elsewhere, commands.CommandRequest(
        game_id=table.game_id, actor=gm, body=b'{"type": "Increment"}'))
    return done.version


async def test_a_read_naming_the_seen_version_is_the_plain_read_and_304s_on_its_etag(
        client: Client) -> None:
    table = await _counter(client, 2)
    plain = await table.get("/state")
    seen = await table.get("/state", min_version=plain.json()["version"])
    assert seen.status_code == 200 and seen.json() == plain.json()
    assert seen.headers["etag"] == plain.headers["etag"]
    again = await conditional(table, "/state", seen.headers["etag"],
                              min_version=plain.json()["version"])
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == plain.headers["etag"]


async def test_the_board_picture_naming_the_seen_version_is_the_plain_one(
        client: Client) -> None:
    table = (await play(client)).table
    version = (await table.json("/state"))["version"]
    plain = await table.get("/board.svg")
    seen = await table.get("/board.svg", min_version=version)
    assert seen.status_code == 200 and seen.text == plain.text
    assert seen.headers["etag"] == plain.headers["etag"]
    again = await conditional(table, "/board.svg", seen.headers["etag"], min_version=version)
    assert again.status_code == 304 and again.headers["etag"] == plain.headers["etag"]


async def test_a_copy_behind_the_named_version_is_never_served(
        client: Client, ctx: AppContext) -> None:
    table = await _counter(client, 1)
    before = (await table.json("/state"))["version"]
    head = await _increment_elsewhere(ctx, table)
    # this server's copy (at ``before``) answers a page that has seen no more, unasked
    kept = await table.json("/state", min_version=before)
    assert kept["version"] == before
    fresh = await table.json("/state", min_version=head)
    assert fresh["version"] == head
    assert fresh == await table.json("/state", at=head)


async def test_a_copy_behind_the_if_none_match_version_is_never_served(
        client: Client, ctx: AppContext) -> None:
    table = await _counter(client, 1)
    before = (await table.json("/state"))["version"]
    head = await _increment_elsewhere(ctx, table)
    answer = await conditional(table, "/state", f'W/"{head}-0"', min_version=before)
    assert answer.status_code == 200 and answer.json()["version"] == head


@pytest.mark.parametrize("elsewhere", [0, 1, 3])
@pytest.mark.parametrize("back", [-1, 0, 1, 2])
async def test_a_version_named_is_answered_at_least_that_new_and_as_it_was(
        client: Client, ctx: AppContext, elsewhere: int, back: int) -> None:
    table = await _counter(client, 2)
    head = (await table.json("/state"))["version"]
    for _ in range(elsewhere):
        head = await _increment_elsewhere(ctx, table)
    named = head - back  # back -1: a version the game has not reached
    answer = await table.json("/state", min_version=named)
    assert min(named, head) <= answer["version"] <= head
    assert answer == await table.json("/state", at=answer["version"])
