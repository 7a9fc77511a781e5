"""Locquemare end to end over HTTP on real PostgreSQL: refused steps, server dice, replay
and the markdown session log."""

import re

import msgspec

from domain.core import GM
from infrastructure.db.event_store import PostgresEventStore
from services.context import AppContext
from services.game_state import apply_events, empty_game
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_xyrop import assert_replay_reproduces_read_model, refused, version_of
from tests.support.locquemare_http import (
    CONCEPT,
    HIDDEN_IDS,
    POOL,
    activate,
    data_of,
    declare,
    difficulty,
    guard_scene,
    hidden_table,
    roll,
    state_of,
    table_in_scene,
    types_of,
)

# --- refused steps --------------------------------------------------------------------

async def test_illegal_steps_of_the_action_flow_are_refused_and_append_nothing(
        client: Client) -> None:
    table = await table_in_scene(client)
    await refused(table, difficulty(), 409, "unknown_action")
    await table.ok(declare(), as_="sybeline")
    await refused(table, declare(hero_id="artus", action_id="a2"), 409,
                  "action_in_progress", as_="artus")
    await refused(table, roll([0, 0, 0, 0]), 409, "wrong_step", as_="sybeline")
    await refused(table, activate(CONCEPT), 409, "wrong_step", as_="sybeline")
    await refused(table, {"type": "ResolveAction", "action_id": "a1"}, 409, "wrong_step",
                  as_="sybeline")
    await table.ok(difficulty())
    await refused(table, difficulty(), 409, "wrong_step")
    await refused(table, roll([2, 0, 0, 0]), 422, "invalid_dice", as_="sybeline")
    await refused(table, roll([1, 0, 0]), 422, "invalid_dice", as_="sybeline")
    await refused(table, {"type": "ChooseOutcome", "action_id": "a1", "option": "damage"},
                  409, "wrong_step", as_="sybeline")
    await table.ok(roll([-1, -1, 0, 0]), as_="sybeline")  # 4 - 2 = 2: a tie
    await refused(table, roll([0, 0, 0, 0]), 409, "wrong_step", as_="sybeline")
    tie = await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    assert types_of(tie)[-1] == "ActionClosed"  # one outcome: no effect, hero elan
    await refused(table, {"type": "ChooseOutcome", "action_id": "a1", "option": "damage"},
                  409, "unknown_action", as_="sybeline")
    assert (await state_of(table))["action"] is None
    await table.ok(declare(action_type="overcome", action_id="a2"), as_="sybeline")
    await table.ok(difficulty("a2"))
    await table.ok(roll([-1, -1, -1, 0], "a2"), as_="sybeline")
    await table.ok({"type": "ResolveAction", "action_id": "a2"}, as_="sybeline")
    await refused(table, {"type": "ChooseOutcome", "action_id": "a2", "option": "damage"},
                  409, "invalid_option", as_="sybeline")
    await refused(table, {"type": "EndScene"}, 409, "action_in_progress")


# --- randomness -----------------------------------------------------------------------

async def test_a_server_game_rolls_fate_dice_itself_and_refuses_physical_dice(
        client: Client) -> None:
    table = await table_in_scene(client, randomness="server", secrets=POOL)
    await refused(table, {"type": "DrawSecrets", "hero_id": "sybeline",
                          "drawn": ["s1", "s2"]}, 422, "physical_results_not_allowed",
                  as_="sybeline")
    drawn = data_of(await table.ok({"type": "DrawSecrets", "hero_id": "sybeline"},
                                   as_="sybeline"), "SecretsDrawn")
    assert drawn["draw"]["source"] == "server" and len(set(drawn["secret_ids"])) == 2
    await table.ok(declare(), as_="sybeline")
    await table.ok(difficulty())
    await refused(table, roll([0, 0, 0, 0]), 422, "physical_results_not_allowed",
                  as_="sybeline")
    rolled = data_of(await table.ok(roll(None), as_="sybeline"), "ActionRolled")
    values = rolled["fate"]["values"]
    assert rolled["fate"]["source"] == "server" and len(values) == 4
    assert all(v in (-1, 0, 1) for v in values) and rolled["dice_total"] == sum(values)
    resolved = data_of(await table.ok({"type": "ResolveAction", "action_id": "a1"},
                                      as_="sybeline"), "ActionResolved")
    assert resolved["motivation"] == 4 + sum(values)
    await refused(table, {"type": "ApplyStress", "hero_id": "artus", "amount": 1,
                          "resource": "ichor", "stress_check_d10": 5}, 422,
                  "physical_results_not_allowed")
    checked = data_of(await table.ok({"type": "ApplyStress", "hero_id": "artus", "amount": 1,
                                      "resource": "ichor"}), "StressChecked")
    (d10,) = checked["d10"]["values"]
    assert checked["d10"]["source"] == "server" and 1 <= d10 <= 10


# --- replay and the session log -------------------------------------------------------

async def played_through_an_act(client: Client) -> Table:
    """The hidden table, its discovery resolved, harm absorbed, the scene and act ended."""
    table = await hidden_table(client, "command")
    await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    await table.ok({"type": "ApplyStress", "hero_id": "sybeline", "amount": 4,
                    "resource": "adrenaline", "stress_check_d10": 9})
    await table.ok({"type": "ResolveHarm", "hero_id": "sybeline", "option": "absorb",
                    "absorb": {"slots": ["minor"], "texts": ["Côtes fêlées"]}},
                   as_="sybeline")
    await table.ok({"type": "EndScene", "breather_hero_ids": ["sybeline"]})
    await table.ok({"type": "EndAct"})
    assert await version_of(table) > 40
    return table


async def test_folding_the_stored_events_reproduces_the_read_model(
        client: Client, ctx: AppContext) -> None:
    table = await played_through_an_act(client)
    await assert_replay_reproduces_read_model(ctx, table)


async def test_folding_the_stored_events_reproduces_the_read_model_as_json(
        client: Client, ctx: AppContext) -> None:
    table = await played_through_an_act(client)
    store = ctx.store
    assert isinstance(store, PostgresEventStore)
    folded = apply_events(empty_game(table.game_id), await store.load(table.game_id))
    as_json = msgspec.json.decode(msgspec.json.encode(folded.ruleset.view(folded.rules, GM)))
    stored = await store.read_model(table.game_id)
    assert stored == (folded.version, as_json)
    assert (await table.json("/state"))["state"] == stored[1]
    sybeline = stored[1]["characters"]["sybeline"]
    assert (sybeline["acts_played"], sybeline["evolution_track"]) == (1, 1)
    assert HIDDEN_IDS[0] not in stored[1]["keys"]  # a scene key goes with its scene


async def test_the_markdown_export_narrates_an_action(client: Client) -> None:
    table = await table_in_scene(client)
    await guard_scene(table)
    await table.ok(declare(target={"npc_id": "guard"}), as_="sybeline")
    await table.ok(difficulty())
    await table.ok(roll([1, 0, 0, -1]), as_="sybeline")
    await table.ok(activate(CONCEPT), as_="sybeline")
    await table.ok(activate("saoul"), as_="sybeline")
    await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    await table.ok({"type": "ChooseOutcome", "action_id": "a1", "option": "damage"},
                   as_="sybeline")
    response = await table.get("/export", format="markdown")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/markdown")
    text = response.text
    assert "- Rule system: Locquemare (`locquemare`)\n" in text
    expected = [
        r"- \*\*sybeline\*\* · DeclareAction · v\d+: Sybéline declares attack "
        r"\(aggro \+ adrenaline\) _",
        r"- \*\*GM\*\* · SetDifficulty · v\d+: The Adversity sets the difficulty for "
        r"Sybéline: 2 _",
        r"- \*\*sybeline\*\* · RollAction · v\d+: Sybéline rolls fate "
        r"\\\[\+1, 0, 0, -1\\\]: \+0 _",
        r"- \*\*sybeline\*\* · ActivateKey · v\d+\u2013\d+ _\(.*\)_\n"
        r"  - Sybéline activates 'Experte en arts martiaux' \(exploit, \+2\)\n"
        r"  - Sybéline spends an exploit token\n",
        r"- \*\*sybeline\*\* · ResolveAction · v\d+: Sybéline: motivation 8 vs difficulty 2 "
        r"— triumph \(damage \\\| 1 damage less for an elan\) _",
        r"- \*\*sybeline\*\* · ChooseOutcome · v\d+\u2013\d+ _\(.*\)_\n"
        r"  - Sybéline chooses damage\n  - Sybéline deals 6 damage to Guard\n"
        r"(  - .*\n)?  - Guard is taken out\n",
    ]
    for pattern in expected:
        assert re.search("^" + pattern, text, re.MULTILINE), (pattern, text)
    assert_problem(await table.get("/export", format="pdf"), 422, "invalid_format")
