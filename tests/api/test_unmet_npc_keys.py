"""Issue 38, item 3 (Locquemare T14): the key of an npc the heroes have not met stays the
gm's once revealed, in every output a hero, an observer or a share link reads (the log,
the live feed, the three exports, the state, the sheets, the recap, webhooks), until the
heroes meet the npc; ``KeyRevealed`` has its narrated line, in French and in English.

Before the fix, ``KeyRevealed {key_id, text}`` of such a key reached every reader."""

from collections.abc import AsyncIterator

import pytest
from httpx import AsyncClient
from litestar import Litestar

from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from tests.api.test_hidden_digests import _share_reads
from tests.support import locquemare_http as loc
from tests.support.api import Table, bearer
from tests.support.webhooks import Receiver, allowing_private, serving, subscribe, until, workers

KEY_ID, KEY_TEXT = "zz-spy-key", "ZZSPYKEYZZ"


@pytest.fixture
async def private(app: Litestar, runtime: Runtime,
                  client: AsyncClient) -> AsyncIterator[AsyncClient]:
    """The app with ``WEBHOOK_ALLOW_PRIVATE=1`` (receivers live on loopback)."""
    async with allowing_private(app, runtime, client) as http:
        yield http


async def reveal_the_spys_key(table: Table) -> None:
    """A scene with the heroes; the Adversity's secret spy gets a key, which she reveals
    while the heroes have not met the spy."""
    await loc.open_act(table)
    await loc.open_scene(table)
    await table.ok({"type": "CreateNpc", "npc_id": "spy", "name": "ZZSPYZZ",
                    "category": "horde"})
    await table.ok({"type": "CreateKey", "key_id": KEY_ID, "text": KEY_TEXT,
                    "persistent": True, "owner": {"npc_id": "spy"}})
    revealed = await table.ok({"type": "RevealKey", "key_id": KEY_ID})
    assert loc.data_of(revealed, "KeyRevealed")["text"] == KEY_TEXT  # the gm's answer


async def _recap_and_markdown(table: Table, as_: str) -> bytes:
    parts = [(await table.get("/recap", as_=as_)).content]
    for lang in ("fr", "en"):
        parts.append((await table.get("/export", as_=as_, format="markdown",
                                      lang=lang)).content)
    return b"\n".join(parts)


async def test_t14_a_revealed_key_of_an_unmet_npc_reaches_no_hero_observer_link_or_hook(
        private: AsyncClient, live_server: str, settings: Settings) -> None:
    table = await loc.locquemare_table(private, heroes=2)
    hooks = {"observer": Receiver(), "sybeline": Receiver(), "gm": Receiver()}
    async with serving(hooks["observer"]) as watching, serving(hooks["sybeline"]) as hero, \
            serving(hooks["gm"]) as full:
        for name, url in (("observer", watching), ("sybeline", hero), ("gm", full)):
            view = {} if name == "observer" else {"view_as": table.seat_ids[name]}
            hooks[name].secret = (await subscribe(private, table.game_id, table.gm_token,
                                                  url, **view))["secret"]
        share = (await private.post(f"/v1/games/{table.game_id}/shares", json={},
                                    headers=bearer(table.gm_token))).json()["share_id"]
        await reveal_the_spys_key(table)
        version = (await table.json())["version"]
        async with workers(settings, 1):
            await until(lambda: max(hooks["gm"].versions(), default=0) >= version)
    secret = [KEY_ID, KEY_TEXT, "ZZSPYZZ"]
    readers = {
        seat: await loc.everything_seen_by(table, live_server, seat)
        + await _recap_and_markdown(table, seat) for seat in ("sybeline", "artus", "watcher")}
    readers["the share link"] = (await _share_reads(private, live_server, share, version))[1]
    for seat in ("observer", "sybeline"):
        assert all(r.verified for r in hooks[seat].requests)
        readers[f"the {seat}'s webhook"] = b"".join(r.body for r in hooks[seat].requests)
    for who, seen in readers.items():
        loc.assert_absent(seen, secret, who)
    gm = await _recap_and_markdown(table, "gm")  # the control: the gm reads it, narrated
    assert f"Une clé est révélée : « {KEY_TEXT} »".encode() in gm
    assert f"A key is revealed: '{KEY_TEXT}'".encode() in gm
    assert KEY_TEXT.encode() in b"".join(r.body for r in hooks["gm"].requests)


async def test_t14_once_the_heroes_meet_the_npc_its_revealed_key_is_theirs(
        private: AsyncClient) -> None:
    table = await loc.locquemare_table(private, heroes=2)
    await reveal_the_spys_key(table)
    before = await loc.state_of(table, as_="sybeline")
    assert KEY_ID not in before["keys"] and "spy" not in before["npcs"]
    activation = {"type": "EstablishFact", "text": "Il ment", "key_ids": [KEY_ID]}
    unknown = {**activation, "key_ids": ["zz-no-such-key"]}
    refusals = [(await table.send(c, as_="sybeline")).json() for c in (activation, unknown)]
    assert refusals[0]["code"] == refusals[1]["code"] == "unknown_key"  # as if it were not
    await table.ok({"type": "JoinScene", "npc_ids": ["spy"]})
    after = await loc.state_of(table, as_="sybeline")
    assert after["keys"][KEY_ID]["text"] == KEY_TEXT
    await table.ok(activation, as_="sybeline")
