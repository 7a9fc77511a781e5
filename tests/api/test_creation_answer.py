"""A game creation's idempotent answer: stored without the gm token, replayed with it."""

import json
import uuid
from typing import Any

import sqlalchemy as sa

from infrastructure.db.schema import idempotency_keys, seats
from infrastructure.runtime import Runtime
from services.tokens import hash_token, new_token
from tests.support.api import Client, assert_problem, bearer

BODY = {"ruleset": "counter", "title": "kept answer"}


async def create(client: Client, key: str) -> Any:
    response = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
    assert response.status_code == 201, response.text
    return response


async def stored_row(runtime: Runtime, key: str) -> Any:
    async with runtime.engine.connect() as connection:
        return (await connection.execute(sa.select(idempotency_keys).where(
            idempotency_keys.c.scope == "create-game", idempotency_keys.c.key == key))).one()


async def test_the_stored_answer_holds_no_token_and_a_replay_still_gives_a_working_one(
        client: Client, runtime: Runtime) -> None:
    key = f"create-{uuid.uuid4()}"
    first = (await create(client, key)).json()
    row = await stored_row(runtime, key)
    stored = json.dumps(row.response)
    assert first["gm_token"] not in stored and first["gm_token"] not in repr(tuple(row))
    assert "gm_token" not in row.response
    assert row.response["game_id"] == first["game_id"]
    again = await create(client, key)
    assert again.json() == first
    summary = await client.get(f"/v1/games/{first['game_id']}",
                               headers=bearer(again.json()["gm_token"]))
    assert summary.status_code == 200


async def test_a_replay_after_the_gm_token_was_rotated_is_refused_clearly(
        client: Client, runtime: Runtime) -> None:
    key = f"create-{uuid.uuid4()}"
    first = (await create(client, key)).json()
    async with runtime.engine.begin() as connection:  # what a rotation leaves in the table
        await connection.execute(seats.update().where(
            seats.c.stream_id == first["game_id"], seats.c.seat_id == first["gm_seat_id"])
            .values(token_hash=hash_token(new_token())))
    replay = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
    body = assert_problem(replay, 409, "gm_token_rotated")
    assert first["gm_token"] not in replay.text and "rotated" in body["detail"]


async def test_an_answer_stored_by_the_previous_version_still_replays(
        client: Client, runtime: Runtime) -> None:
    key = f"create-{uuid.uuid4()}"
    first = (await create(client, key)).json()
    async with runtime.engine.begin() as connection:  # a row written before this change
        await connection.execute(idempotency_keys.update().where(
            idempotency_keys.c.scope == "create-game", idempotency_keys.c.key == key)
            .values(response={"game_id": first["game_id"], "gm_seat_id": first["gm_seat_id"],
                              "gm_token": first["gm_token"], "version": 1}))
    again = await create(client, key)
    assert again.json() == first


async def test_a_replay_naming_a_game_that_is_gone_is_not_found(
        client: Client, runtime: Runtime) -> None:
    key = f"create-{uuid.uuid4()}"
    await create(client, key)
    async with runtime.engine.begin() as connection:  # as if its game had been deleted
        await connection.execute(idempotency_keys.update().where(
            idempotency_keys.c.scope == "create-game", idempotency_keys.c.key == key)
            .values(response=idempotency_keys.c.response.op("||")(
                sa.func.jsonb_build_object("game_id", str(uuid.uuid4())))))
    replay = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
    assert_problem(replay, 404, "game_not_found")
