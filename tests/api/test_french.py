"""En français aussi, over HTTP: a game's language is the default of what it says, a
reader overrides it with ``?lang=`` or ``Accept-Language``; problem ``detail`` texts are
said in the reader's language while their ``code`` never changes."""

from tests.support.api import Client, Table, bearer

FRENCH_LOG = ("# test", "## Places", "## Journal", "MJ", "Ann (place de joueur)",
              "Ann rejoint la table (place de joueur).", "Partie\u202f: ")


async def test_a_french_game_exports_its_log_in_french_unless_the_reader_asks_english(
        client: Client) -> None:
    table = await Table.create(client, "counter", language="fr")
    await table.seat("Ann")
    french = await table.get("/export", format="markdown")
    assert french.status_code == 200 and french.headers["content-language"] == "fr"
    for line in FRENCH_LOG:
        assert line in french.text, line
    english = await table.get("/export", format="markdown", lang="en")
    assert english.headers["content-language"] == "en"
    assert "## Seats" in english.text and "Ann joins the table as player." in english.text
    assert "Journal" not in english.text


async def test_accept_language_chooses_the_language_of_an_english_games_export(
        client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    path = f"/v1/games/{table.game_id}/export"
    asked = await client.get(path, params={"format": "foundry"}, headers={
        **bearer(table.gm_token), "Accept-Language": "de-CH, fr;q=0.8, en;q=0.5"})
    assert asked.headers["content-language"] == "fr"
    contents = [m["content"] for m in asked.json()["messages"]]
    assert "<p>Ann rejoint la table (place de joueur).</p>" in contents
    plain = await client.get(path, params={"format": "foundry"},
                             headers=bearer(table.gm_token))
    assert plain.headers["content-language"] == "en"
    assert "<p>Ann joins the table as player.</p>" in [m["content"] for m in
                                                       plain.json()["messages"]]


async def test_a_refusal_says_its_detail_in_french_and_keeps_its_code(client: Client) -> None:
    table = await Table.create(client, "counter")
    await table.seat("Ann")
    body, ann = {"role": "player", "name": "Bis"}, bearer(table.seats["Ann"])
    path = f"/v1/games/{table.game_id}/seats"
    english = await client.post(path, json=body, headers=ann)
    french = await client.post(path, json=body, headers={**ann, "Accept-Language": "fr-FR"})
    assert english.status_code == french.status_code == 403
    assert english.json()["code"] == french.json()["code"] == "gm_only"
    assert english.json()["detail"] == "only the gm seat may invite seats"
    assert french.json()["detail"] == "seule la place du MJ peut inviter des places"
    by_query = await client.post(path, params={"lang": "fr"}, json=body, headers=ann)
    assert by_query.json()["detail"] == french.json()["detail"]


async def test_a_detail_with_values_keeps_them_in_french(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.get(f"/v1/games/{table.game_id}/export",
                                params={"format": "pdf", "lang": "fr"},
                                headers=bearer(table.gm_token))
    assert response.status_code == 422 and response.json()["code"] == "invalid_format"
    assert response.json()["detail"] == ("format d\u2019export inconnu 'pdf'\u202f; attendu "
                                         "l\u2019un de ndjson, markdown, foundry")


async def test_a_webhook_language_the_server_does_not_speak_is_refused(client: Client) -> None:
    table = await Table.create(client, "counter")
    response = await client.post(f"/v1/games/{table.game_id}/webhooks", json={
        "url": "https://example.org/hook", "language": "de"}, headers=bearer(table.gm_token))
    assert response.status_code in (400, 422), response.text
    assert response.json()["code"] in ("invalid_parameter", "invalid_body", "invalid_request")
