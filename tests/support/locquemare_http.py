"""Locquemare over HTTP: the spec's fixture heroes (section 8) as request bodies, a table
in scene, the steps of an action, and the read paths a seat can use (for the leak test)."""

import asyncio
from typing import Any

import httpx

from tests.support.api import Client, Table, bearer
from tests.support.api import data_of as data_of
from tests.support.api import sheet_of as sheet_of
from tests.support.api import sse_messages as sse_messages
from tests.support.api import state_of as state_of
from tests.support.api import types_of as types_of
from tests.support.ardri_xyrop import version_of

Body = dict[str, Any]

SYBELINE_APPROACHES = {"aggro": 2, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1,
                       "ombre": 1, "techno": 1, "agora": 0}
SYBELINE_RESOURCES = {"adrenaline": 2, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 0,
                      "paria": 1, "mystique": 1, "ichor": 1}
EVEN_APPROACHES = dict.fromkeys(SYBELINE_APPROACHES, 1)
EVEN_RESOURCES = dict.fromkeys(SYBELINE_RESOURCES, 1)
CONCEPT, HAMARTIA = "sybeline-concept", "sybeline-hamartia"
OTHER_HEROES = ("hero3", "hero4", "hero5")


def hero_sheet(hero_id: str, name: str, *, approaches: Body | None = None,
               resources: Body | None = None, concept: str | None = None,
               hamartia: str | None = None, owner: str | None = None) -> Body:
    """A valid RegisterCharacter (K1, P1, AP1, R1); without ``owner`` the sender owns it."""
    keys = [{"text": concept or f"{name} concept", "role": "concept"},
            {"text": hamartia or f"{name} hamartia", "role": "hamartia"},
            *({"text": f"{name} key {i}", "role": "other"} for i in (1, 2, 3))]
    sheet = {"type": "RegisterCharacter", "hero_id": hero_id, "name": name,
             "journey": {"from": "A", "to": "B"}, "character_keys": keys,
             "prowesses": [{"name": f"{name} prowess {i}"} for i in (1, 2, 3)],
             "approaches": approaches or EVEN_APPROACHES,
             "resources": resources or EVEN_RESOURCES}
    return sheet if owner is None else {**sheet, "owner_player_id": owner}


def sybeline_sheet() -> Body:
    """Sybéline, the fixture hero of section 8."""
    return hero_sheet("sybeline", "Sybéline", approaches=SYBELINE_APPROACHES,
                      resources=SYBELINE_RESOURCES, concept="Experte en arts martiaux",
                      hamartia="Je dois protéger mon frère")


async def locquemare_table(client: Client, randomness: str = "mixed", heroes: int = 5,
                           **options: Any) -> Table:
    """Seats "sybeline", "artus", "extra" (heroes 3..5) and the observer "watcher"; each
    player registers its own hero, the gm registers the extra seat's heroes for it."""
    table = await Table.create(client, "locquemare", randomness=randomness, **options)
    await table.seat("sybeline")
    await table.seat("artus")
    extra = await table.seat("extra")
    await table.seat("watcher", role="observer")
    await table.ok(sybeline_sheet(), as_="sybeline")
    await table.ok(hero_sheet("artus", "Artus"), as_="artus")
    for hero_id in OTHER_HEROES[:heroes - 2]:
        await table.ok(hero_sheet(hero_id, hero_id.title(), owner=extra))
    return table


async def open_act(table: Table) -> None:
    """Scenario, act (tokens granted) and session open; no scene yet."""
    for kind in ("StartScenario", "StartAct", "StartSession"):
        await table.ok({"type": kind})


async def open_scene(table: Table, *npc_ids: str, heroes: tuple[str, ...] = ()) -> Body:
    """StartScene with ``heroes`` (default: every hero) and the npcs present."""
    present = list(heroes) or list((await state_of(table))["characters"])
    return await table.ok({"type": "StartScene", "present_hero_ids": present,
                           "present_npc_ids": list(npc_ids)})


async def table_in_scene(client: Client, randomness: str = "mixed", **options: Any) -> Table:
    """Five heroes, an act, a session and a scene with every hero present."""
    table = await locquemare_table(client, randomness, **options)
    await open_act(table)
    await open_scene(table)
    return table


async def guard_scene(table: Table) -> None:
    """LOC-EX-1's guard: a soldier (1 box) with the known key `Un peu saoul`, in a new
    scene with every hero."""
    await table.ok({"type": "CreateNpc", "npc_id": "guard", "name": "Guard",
                    "category": "soldier", "stress_boxes": 1})
    await table.ok({"type": "EndScene"})
    await open_scene(table, "guard")
    await table.ok({"type": "CreateKey", "key_id": "saoul", "text": "Un peu saoul",
                    "owner": {"npc_id": "guard"}})


def declare(action_type: str = "attack", hero_id: str = "sybeline", approach: str = "aggro",
            resource: str = "adrenaline", action_id: str = "a1", **extra: Any) -> Body:
    """DeclareAction."""
    return {"type": "DeclareAction", "action_id": action_id, "hero_id": hero_id,
            "action_type": action_type, "approach": approach, "resource": resource, **extra}


def difficulty(action_id: str = "a1", *activations: Body, **extra: Any) -> Body:
    """SetDifficulty with the Adversity's key activations."""
    return {"type": "SetDifficulty", "action_id": action_id,
            "key_activations": list(activations), **extra}


def roll(fate: list[int] | None, action_id: str = "a1") -> Body:
    """RollAction with the table's four fate dice (the server's when ``fate`` is None)."""
    command: Body = {"type": "RollAction", "action_id": action_id}
    return command if fate is None else {**command, "dice": {"fate": fate}}


def activate(key_id: str, activator: str = "sybeline", payment: str = "exploit",
             action_id: str = "a1", **extra: Any) -> Body:
    """ActivateKey by a hero."""
    return {"type": "ActivateKey", "action_id": action_id, "key_id": key_id,
            "activator_hero_id": activator, "payment": payment, **extra}


async def fill_slots(table: Table, hero_id: str = "sybeline") -> None:
    """The Adversity fills the hero's minor, medium and grave consequence slots."""
    for severity in ("minor", "medium", "grave"):
        await table.ok({"type": "InflictConsequence", "hero_id": hero_id,
                        "severity": severity, "text": f"{severity} wound"})


async def failed_overcome(table: Table, action_id: str = "a1") -> Body:
    """Sybéline declares an overcome, rolls four minuses and resolves: a fail, whose menu
    is obstacle_remains | overcome_with_consequence. The ResolveAction answer."""
    await table.ok(declare("overcome", action_id=action_id), as_="sybeline")
    await table.ok(difficulty(action_id))
    await table.ok(roll([-1, -1, -1, -1], action_id), as_="sybeline")
    return await table.ok({"type": "ResolveAction", "action_id": action_id}, as_="sybeline")


def extreme(replace_key_id: str = CONCEPT, text: str = "Main broyée",
            hero_id: str = "sybeline") -> Body:
    """ResolveHarm with the extreme consequence in place of a character key."""
    return {"type": "ResolveHarm", "hero_id": hero_id, "option": "extreme",
            "extreme": {"replace_key_id": replace_key_id, "text": text}}


# --- the read paths of one seat --------------------------------------------------------

async def event_pages(table: Table, as_: str) -> list[bytes]:
    """Every page of GET /events (small pages, so paging is exercised)."""
    pages: list[bytes] = []
    after: int | None = 0
    while after is not None:
        response = await table.get("/events", as_=as_, after=after, limit=7)
        assert response.status_code == 200, response.text
        pages.append(response.content)
        after = response.json()["next"]
    return pages


async def exports(table: Table, as_: str) -> list[bytes]:
    """GET /export in the three formats."""
    bodies: list[bytes] = []
    for fmt in ("ndjson", "markdown", "foundry"):
        response = await table.get("/export", as_=as_, format=fmt)
        assert response.status_code == 200, response.text
        bodies.append(response.content)
    return bodies




async def live_feed(live_server: str, table: Table, as_: str, until: int) -> list[dict[str, str]]:
    """The live feed from version 0, read until version ``until``."""
    messages: list[dict[str, str]] = []
    async with httpx.AsyncClient(base_url=live_server, timeout=10) as http, http.stream(
            "GET", f"/v1/games/{table.game_id}/events/stream", params={"after": 0},
            headers=bearer(table.seats[as_])) as response:
        assert response.status_code == 200

        async def collect() -> None:
            async for message in sse_messages(response):
                messages.append(message)
                if int(message["id"]) >= until:
                    return
        await asyncio.wait_for(collect(), timeout=10)
    assert [int(m["id"]) for m in messages] == list(range(1, until + 1))
    return messages


async def states(table: Table, as_: str, versions: list[int]) -> list[bytes]:
    """GET /state now and at each of ``versions``."""
    bodies = [(await table.get("/state", as_=as_)).content]
    for version in versions:
        response = await table.get("/state", as_=as_, at=version)
        assert response.status_code == 200, response.text
        bodies.append(response.content)
    return bodies


async def sheets(table: Table, as_: str, hero_ids: list[str]) -> list[bytes]:
    """GET /characters/{cid} for every hero."""
    bodies: list[bytes] = []
    for hero_id in hero_ids:
        response = await table.get(f"/characters/{hero_id}", as_=as_)
        assert response.status_code == 200, response.text
        bodies.append(response.content)
    return bodies


async def everything_seen_by(table: Table, live_server: str, as_: str) -> bytes:
    """Every read path of one seat: /state now and at every version, every sheet (now and
    at every fifth version), every page of /events, the three exports, the live feed from 0."""
    version = await version_of(table)
    hero_ids = list((await state_of(table))["characters"])
    versions = list(range(1, version + 1))
    parts = [(await table.get("", as_=as_)).content,
             *await states(table, as_, versions), *await sheets(table, as_, hero_ids),
             *await event_pages(table, as_), *await exports(table, as_)]
    for at in versions[::5]:
        parts += [(await table.get(f"/characters/{h}", as_=as_, at=at)).content
                  for h in hero_ids]
    feed = await live_feed(live_server, table, as_, version)
    parts += [message["data"].encode() for message in feed]
    return b"\n".join(parts)


def assert_absent(seen: bytes, texts: list[str], who: str) -> None:
    """None of ``texts`` occurs anywhere in the bytes ``who`` could read."""
    leaked = [text for text in texts if text.encode() in seen]
    assert not leaked, f"{who} can read {leaked}"


async def assert_pool_public(table: Table, as_: str) -> None:
    """U3: the Adversity's danger count is in every state and event a player reads (« Au
    début de chaque scène, l'Adversité prend un nombre de jetons de danger »)."""
    for at in range(1, await version_of(table) + 1):
        assert isinstance((await state_of(table, as_=as_, at=at))["adversity"]["danger"], int)
    events = (await table.json("/events", as_=as_, limit=500))["events"]
    shown = {"DangerTokensGranted": "total", "DangerTokenSpent": "remaining"}
    pool_events = [e for e in events if e["type"] in shown]
    assert len(pool_events) == 2
    assert all(isinstance(e["data"][shown[e["type"]]], int) for e in pool_events)


SECRET_TEXTS = {f"s{i}": f"ZZSECRET{i}ZZ" for i in range(1, 6)}
HIDDEN_KEY, NPC_KEY = "ZZHIDDENKEYZZ", "ZZNPCHIDDENZZ"
HIDDEN_IDS = ("zz-scene-key", "zz-npc-key")
POOL = [{"secret_id": s, "text": text} for s, text in SECRET_TEXTS.items()]


async def hidden_table(client: Client, pool_via: str) -> Table:
    """Sybéline keeps s1 (s2 returns), Artus has drawn s3 and s4; an unknown scene key and an
    unknown npc key; Sybéline discovers, the Adversity pays a danger on the npc's key."""
    options: dict[str, Any] = {"secrets": POOL} if pool_via == "options" else {}
    table = await locquemare_table(client, heroes=2, **options)
    if pool_via == "command":
        await table.ok({"type": "SetSecretPool", "secrets": POOL})
    await table.ok({"type": "DrawSecrets", "hero_id": "sybeline", "drawn": ["s1", "s2"]},
                   as_="sybeline")
    await table.ok({"type": "ChooseSecret", "hero_id": "sybeline", "secret_id": "s1"},
                   as_="sybeline")
    await table.ok({"type": "DrawSecrets", "hero_id": "artus", "drawn": ["s3", "s4"]},
                   as_="artus")
    await table.ok({"type": "CreateNpc", "npc_id": "spy", "name": "Spy",
                    "category": "soldier", "stress_boxes": 1})
    await open_act(table)
    await open_scene(table, "spy")
    await table.ok({"type": "CreateKey", "key_id": HIDDEN_IDS[0], "text": HIDDEN_KEY,
                    "known": False})
    await table.ok({"type": "CreateKey", "key_id": HIDDEN_IDS[1], "text": NPC_KEY,
                    "known": False, "owner": {"npc_id": "spy"}})
    await table.ok(declare("create_advantage", advantage={"mode": "discover"}),
                   as_="sybeline")
    await table.ok(difficulty("a1", {"key_id": HIDDEN_IDS[1], "payment": "danger"},
                              hidden_key_id=HIDDEN_IDS[0]))
    await table.ok(roll([1, 1, 1, 1]), as_="sybeline")
    return table
