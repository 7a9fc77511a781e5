"""``GET /v1/me``: every live seat token names its own game, seat and role; no token, a
revoked or rotated one answer 401 problems (in French for a French reader)."""

from tests.support.api import Client, Table, assert_problem, bearer


async def test_every_seat_token_names_its_own_game_seat_and_role(client: Client) -> None:
    tables = [await Table.create(client, "counter"), await Table.create(client, "counter")]
    for table in tables:
        await table.seat("ann")
        await table.seat("eve", role="observer")
    roles = {"gm": "gm", "ann": "player", "eve": "observer"}
    for table in tables:
        for name, token in table.seats.items():
            response = await client.get("/v1/me", headers=bearer(token))
            assert response.status_code == 200, response.text
            assert response.json() == {"game_id": table.game_id,
                                       "seat_id": table.seat_ids[name], "role": roles[name]}


async def test_without_a_live_token_it_is_401(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("ann")
    missing = assert_problem(await client.get("/v1/me"), 401, "missing_token")
    assert (await client.get("/v1/me")).headers["www-authenticate"].startswith("Bearer")
    assert "missing_token" not in missing["detail"]
    rotated = await client.post(
        f"/v1/games/{table.game_id}/seats/{table.seat_ids['ann']}/token",
        headers=bearer(table.seats["ann"]))
    assert rotated.status_code == 200, rotated.text
    assert_problem(await client.get("/v1/me", headers=bearer(table.seats["ann"])),
                   401, "invalid_token")
    english = assert_problem(await client.get("/v1/me", headers=bearer("tt_nothing")),
                             401, "invalid_token")
    french = assert_problem(await client.get("/v1/me", headers={
        **bearer("tt_nothing"), "Accept-Language": "fr"}), 401, "invalid_token")
    assert french["detail"] != english["detail"]
