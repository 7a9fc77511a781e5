"""Locquemare end to end over HTTP on real PostgreSQL: golden examples of the spec
(section 8) with the table's dice in a mixed game, hidden information through every read
path, authorization, refused steps, server dice, replay and the markdown session log."""

import re
from typing import Any

import msgspec
import pytest

from domain.core import GM
from infrastructure.db.event_store import PostgresEventStore
from services.context import AppContext
from services.game_state import apply_events, empty_game
from tests.support.api import Client, Table, assert_problem
from tests.support.ardri_xyrop import assert_replay_reproduces_read_model, refused, version_of
from tests.support.locquemare_http import (
    CONCEPT,
    HAMARTIA,
    Body,
    activate,
    assert_absent,
    assert_pool_hidden,
    data_of,
    declare,
    difficulty,
    everything_seen_by,
    guard_scene,
    hero_sheet,
    locquemare_table,
    open_act,
    open_scene,
    roll,
    sheet_of,
    state_of,
    table_in_scene,
    types_of,
)

# --- golden examples ------------------------------------------------------------------


async def test_loc_ex_1_sybeline_two_keys_give_plus_four_and_a_triumph_over_http(
        client: Client) -> None:
    table = await table_in_scene(client)
    await guard_scene(table)
    declared = await table.ok(declare(target={"npc_id": "guard"}), as_="sybeline")
    assert types_of(declared) == ["ActionDeclared"]
    assert data_of(await table.ok(difficulty()), "DifficultySet")["total"] == 2
    rolled = data_of(await table.ok(roll([1, 0, 0, -1]), as_="sybeline"), "ActionRolled")
    assert (rolled["fate"]["values"], rolled["fate"]["source"]) == ([1, 0, 0, -1], "physical")
    assert rolled["dice_total"] == 0
    for key_id in (CONCEPT, "saoul"):
        body = await table.ok(activate(key_id), as_="sybeline")
        assert types_of(body) == ["KeyActivated", "TokenSpent"]
        assert data_of(body, "KeyActivated")["bonus"] == 2
    assert (await sheet_of(table, "sybeline", as_="sybeline"))["tokens"]["exploit"] == 0
    resolved = data_of(await table.ok({"type": "ResolveAction", "action_id": "a1"},
                                      as_="sybeline"), "ActionResolved")
    assert resolved == {"action_id": "a1", "base_motivation": 4, "dice_total": 0,
                        "prowess_bonus": 0, "key_bonus": 4, "motivation": 8, "difficulty": 2,
                        "tier": "triumph", "options": ["damage", "damage_minus_1_elan"]}
    assert (await state_of(table, as_="artus"))["action"]["status"] == "awaiting_choice"
    chosen = await table.ok({"type": "ChooseOutcome", "action_id": "a1", "option": "damage"},
                            as_="sybeline")
    assert types_of(chosen) == ["OutcomeChosen", "DamageDealt", "NpcStressApplied",
                                "NpcTakenOut", "ActionClosed"]
    assert data_of(chosen, "DamageDealt")["amount"] == 6
    stress = data_of(chosen, "NpcStressApplied")
    assert (stress["boxes_marked"], stress["remaining"]) == (1, 5)
    state = await state_of(table, as_="artus")
    assert state["action"] is None and state["npcs"]["guard"]["taken_out"] is True


async def test_loc_ex_5_overflow_is_absorbed_by_a_minor_consequence_over_http(
        client: Client) -> None:
    table = await table_in_scene(client)
    body = await table.ok({"type": "ApplyStress", "hero_id": "sybeline", "amount": 4,
                           "resource": "adrenaline", "stress_check_d10": 9})
    assert types_of(body) == ["StressApplied", "StressChecked", "HarmPending"]
    applied = data_of(body, "StressApplied")
    assert (applied["absorbed"], applied["overflow"], applied["stress"],
            applied["resource_current"]) == (2, 2, 2, 0)
    check = data_of(body, "StressChecked")
    assert (check["d10"]["values"], check["d10"]["source"], check["converted"]) == (
        [9], "physical", False)
    pending = data_of(body, "HarmPending")
    assert (pending["overflow"], pending["options"]) == (2, ["absorb", "extreme", "taken_out"])
    sheet = await sheet_of(table, "sybeline", as_="sybeline")
    assert sheet["pending_harm"]["overflow"] == 2
    await refused(table, declare(), 409, "harm_pending", as_="sybeline")
    resolved = await table.ok({"type": "ResolveHarm", "hero_id": "sybeline",
                               "option": "absorb", "absorb": {"slots": ["minor"],
                                                              "texts": ["Côtes fêlées"]}},
                              as_="sybeline")
    assert types_of(resolved) == ["ConsequenceInflicted", "HarmResolved"]
    inflicted = data_of(resolved, "ConsequenceInflicted")
    assert (inflicted["severity"], inflicted["cause"]) == ("minor", "absorb")
    sheet = await sheet_of(table, "sybeline", as_="artus")
    assert sheet["pending_harm"] is None and sheet["stress"] == 2
    assert sheet["consequence_slots"]["minor"] == inflicted["key_id"]
    assert sheet["resources_current"]["adrenaline"] == 0


async def test_loc_ex_6_artus_accepts_defeat_for_two_tokens_over_http(client: Client) -> None:
    table = await table_in_scene(client)
    await table.ok({"type": "StartConflict", "conflict_id": "c1"})
    await table.ok({"type": "InflictConsequence", "hero_id": "artus", "severity": "minor",
                    "text": "Jambe brisée"})
    body = await table.ok({"type": "AcceptDefeat", "hero_id": "artus"}, as_="artus")
    assert types_of(body) == ["DefeatAccepted", "TokenGained"]
    assert data_of(body, "DefeatAccepted") == {"hero_id": "artus",
                                               "consequences_in_conflict": 1, "tokens": 2}
    assert data_of(body, "TokenGained") == {"hero_id": "artus", "kind": "danger", "count": 2,
                                            "reason": "accepted_defeat"}
    artus = await sheet_of(table, "artus", as_="artus")
    assert artus["conceded"] is True and artus["tokens"]["danger"] == 2
    await refused(table, declare(hero_id="artus"), 409, "hero_unavailable", as_="artus")


async def spend_two_danger_on_artus(table: Table, action_id: str,
                                    fate: list[int]) -> None:
    """An action of Sybéline against which the Adversity activates two of Artus' keys."""
    await table.ok(declare(action_id=action_id), as_="sybeline")
    await table.ok(difficulty(action_id, {"key_id": "artus-concept"},
                              {"key_id": "artus-hamartia"}))
    await table.ok(roll(fate, action_id), as_="sybeline")
    await table.ok({"type": "ResolveAction", "action_id": action_id}, as_="sybeline")


async def test_loc_ex_9_the_adversity_pool_per_scene_over_http(client: Client) -> None:
    table = await locquemare_table(client)
    await open_act(table)
    await open_scene(table, heroes=("sybeline", "artus"))
    assert (await state_of(table))["adversity"]["danger"] == 6
    await spend_two_danger_on_artus(table, "a1", [0, 0, 0, 0])
    assert (await state_of(table))["adversity"]["danger"] == 4
    await table.ok({"type": "ChooseOutcome", "action_id": "a1", "option": "no_effect"},
                   as_="sybeline")
    ended = (await table.ok({"type": "EndScene"}))["events"][-1]
    assert (ended["type"], ended["data"]) == ("AdversityTokensDiscarded", {"count": 4})
    assert (await state_of(table))["adversity"]["danger"] == 0
    await open_scene(table, heroes=("sybeline", "artus"))
    await spend_two_danger_on_artus(table, "a2", [1, 1, 1, 1])  # success: one outcome, closed
    await table.ok({"type": "StartConflict", "conflict_id": "c1"})
    await table.ok({"type": "AdversityAcceptsDefeat"})
    kept = (await table.ok({"type": "EndScene"}))["events"][-1]
    assert (kept["type"], kept["data"]) == ("AdversityTokensKept", {"kept": 4, "bonus": 2})
    assert (await state_of(table))["adversity"]["danger"] == 6
    await open_scene(table, heroes=("sybeline",))
    assert (await state_of(table))["adversity"]["danger"] == 12
    assert "danger" not in (await state_of(table, as_="sybeline"))["adversity"]


async def test_loc_ex_13_a_key_activated_against_the_hero_pays_her_over_http(
        client: Client) -> None:
    table = await table_in_scene(client)
    await table.ok(declare(), as_="sybeline")
    body = await table.ok(difficulty("a1", {"key_id": HAMARTIA, "payment": "danger"}))
    assert data_of(body, "DifficultySet")["total"] == 4
    assert data_of(body, "DangerTokenSpent") == {"purpose": "activate_key", "remaining": 5}
    assert data_of(body, "TokenGained") == {"hero_id": "sybeline", "kind": "danger",
                                            "count": 1, "reason": "key_activated_against"}
    assert (await sheet_of(table, "sybeline", as_="sybeline"))["tokens"]["danger"] == 1
    page = await table.json("/events", as_="sybeline", after=await version_of(table) - 4)
    (spent,) = [e["data"] for e in page["events"] if e["type"] == "DangerTokenSpent"]
    assert spent == {"purpose": "activate_key", "remaining": None}
    await table.ok(roll([0, 0, 0, 0]), as_="sybeline")
    await refused(table, activate(HAMARTIA), 409, "key_already_activated", as_="sybeline")


async def test_loc_ex_14_an_ally_pays_an_offering_for_sybeline_over_http(
        client: Client) -> None:
    table = await table_in_scene(client)
    await guard_scene(table)
    await table.ok(declare(), as_="sybeline")
    await table.ok(difficulty())
    await table.ok(roll([0, 0, 0, 0]), as_="sybeline")
    await refused(table, activate("saoul", payment="offering"), 409,
                  "offering_only_for_others", as_="sybeline")
    helped = data_of(await table.ok(activate("saoul", activator="artus", payment="offering"),
                                    as_="artus"), "KeyActivated")
    assert (helped["bonus"], helped["beneficiary"], helped["activator"]) == (
        2, "sybeline", "artus")
    assert (await sheet_of(table, "artus", as_="artus"))["tokens"]["offering"] == 0
    resolved = await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    assert data_of(resolved, "ActionResolved")["motivation"] == 6


async def test_loc_ex_20_secrets_draw_two_keep_one_over_http(client: Client) -> None:
    secrets = [{"secret_id": f"s{i}", "text": f"Secret {i}"} for i in range(1, 6)]
    table = await locquemare_table(client, secrets=secrets)
    drawn = data_of(await table.ok({"type": "DrawSecrets", "hero_id": "sybeline",
                                    "drawn": ["s2", "s4"]}, as_="sybeline"), "SecretsDrawn")
    assert drawn["secret_ids"] == ["s2", "s4"] and drawn["draw"]["source"] == "physical"
    own = await sheet_of(table, "sybeline", as_="sybeline")
    assert own["drawn_secrets"] == [{"secret_id": "s2", "text": "Secret 2"},
                                    {"secret_id": "s4", "text": "Secret 4"}]
    chosen = data_of(await table.ok({"type": "ChooseSecret", "hero_id": "sybeline",
                                     "secret_id": "s4"}, as_="sybeline"), "SecretChosen")
    assert (chosen["secret_id"], chosen["returned_secret_id"]) == ("s4", "s2")
    pool = (await state_of(table))["secret_pool"]
    assert [card["secret_id"] for card in pool] == ["s1", "s2", "s3", "s5"]
    own = await sheet_of(table, "sybeline", as_="sybeline")
    assert own["secret"] == {"secret_id": "s4", "text": "Secret 4", "revealed": False}
    assert (await sheet_of(table, "sybeline", as_="artus"))["secret"] == {"revealed": False}


# --- hidden information through every read path --------------------------------------

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


@pytest.mark.parametrize("pool_via", ["options", "command"])
async def test_no_unrevealed_secret_or_unknown_key_text_reaches_another_seat(
        client: Client, live_server: str, pool_via: str) -> None:
    table = await hidden_table(client, pool_via)
    keys = [HIDDEN_KEY, NPC_KEY, *HIDDEN_IDS]
    secrets = SECRET_TEXTS
    assert_absent(await everything_seen_by(table, live_server, "artus"),
                  [secrets["s1"], secrets["s2"], secrets["s5"], *keys], "artus")
    assert_absent(await everything_seen_by(table, live_server, "watcher"),
                  [*secrets.values(), *keys], "the observer")
    sybeline = await everything_seen_by(table, live_server, "sybeline")
    assert_absent(sybeline, [secrets["s3"], secrets["s4"], secrets["s5"], *keys], "sybeline")
    assert secrets["s1"].encode() in sybeline
    artus_sheet = await sheet_of(table, "artus", as_="artus")
    assert [s["text"] for s in artus_sheet["drawn_secrets"]] == [secrets["s3"], secrets["s4"]]
    gm = await everything_seen_by(table, live_server, "gm")
    assert all(text.encode() in gm for text in [*secrets.values(), HIDDEN_KEY, NPC_KEY])
    for seat in ("artus", "watcher"):
        await assert_pool_hidden(table, seat)


async def test_a_discovered_key_and_a_revealed_secret_reach_players_from_then_on(
        client: Client) -> None:
    table = await hidden_table(client, "command")
    before = await version_of(table)
    resolved = await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    assert data_of(resolved, "ActionResolved")["tier"] == "triumph"
    assert data_of(resolved, "KeyRevealed") == {"key_id": HIDDEN_IDS[0], "text": HIDDEN_KEY}
    discovered = await table.ok({"type": "RevealSecret", "hero_id": "sybeline",
                                 "description": "at the ball"}, as_="sybeline")
    assert data_of(discovered, "SecretRevealed")["text"] == SECRET_TEXTS["s1"]
    for seat in ("artus", "watcher"):
        state = await state_of(table, as_=seat)
        assert state["keys"][HIDDEN_IDS[0]]["text"] == HIDDEN_KEY
        assert NPC_KEY not in str(state)
        assert state["characters"]["sybeline"]["secret"]["text"] == SECRET_TEXTS["s1"]
        events = str((await table.json("/events", as_=seat, after=before))["events"])
        assert HIDDEN_KEY in events and SECRET_TEXTS["s1"] in events
        past = (await table.get("/state", as_=seat, at=before)).content
        assert_absent(past, [HIDDEN_KEY, SECRET_TEXTS["s1"]], f"{seat} at v{before}")
        past_sheet = await sheet_of(table, "sybeline", as_=seat, at=before)
        assert past_sheet["secret"] == {"revealed": False}


# --- authorization --------------------------------------------------------------------

async def test_a_player_cannot_act_for_another_seats_hero(client: Client) -> None:
    table = await table_in_scene(client, secrets=POOL)
    await refused(table, {"type": "DrawSecrets", "hero_id": "sybeline"}, 403, "forbidden",
                  as_="artus")
    await refused(table, declare(), 403, "forbidden", as_="artus")
    await table.ok(declare(), as_="sybeline")
    await table.ok(difficulty())
    await refused(table, roll([0, 0, 0, 0]), 403, "forbidden", as_="artus")
    await table.ok(roll([0, 0, 0, 0]), as_="sybeline")
    await refused(table, activate(CONCEPT), 403, "forbidden", as_="artus")
    await refused(table, {"type": "ResolveAction", "action_id": "a1"}, 403, "forbidden",
                  as_="artus")
    await refused(table, {"type": "RevealTruth", "hero_id": "sybeline", "key_id": CONCEPT,
                          "text": "x", "payment": "exploit"}, 403, "forbidden", as_="artus")
    intruder = hero_sheet("intruder", "Intruder", owner=table.seat_ids["sybeline"])
    await refused(table, intruder, 403, "forbidden", as_="artus")
    await refused(table, declare(hero_id="artus", action_id="a2"), 403, "read_only_seat",
                  as_="watcher")
    assert (await state_of(table))["action"]["status"] == "rolled"


async def test_adversity_and_chorus_commands_are_refused_to_players(client: Client) -> None:
    table = await locquemare_table(client)
    for command in ({"type": "SetSecretPool", "secrets": POOL},
                    {"type": "CreateNpc", "npc_id": "n", "name": "N", "category": "horde"},
                    {"type": "StartScenario"}):
        await refused(table, command, 403, "forbidden", as_="sybeline")
    await open_act(table)
    await refused(table, {"type": "StartScene", "present_hero_ids": ["sybeline"]}, 403,
                  "forbidden", as_="sybeline")
    await open_scene(table)
    await table.ok({"type": "CreateKey", "key_id": "k", "text": "ZZHIDDENKEYZZ",
                    "known": False})
    await table.ok(declare(), as_="sybeline")
    gm_only: list[Body] = [
        difficulty(), {"type": "RevealKey", "key_id": "k"},
        {"type": "CreateKey", "key_id": "k2", "text": "t"},
        {"type": "ApplyStress", "hero_id": "artus", "amount": 1, "resource": "ichor",
         "stress_check_d10": 5},
        {"type": "InflictConsequence", "hero_id": "sybeline", "severity": "minor",
         "text": "t"},
        {"type": "AwardEvolutionPoints", "hero_id": "sybeline", "reasons": ["used_force"]},
        {"type": "EndScene"}, {"type": "EndAct"}]
    for command in gm_only:
        await refused(table, command, 403, "forbidden", as_="sybeline")
    assert (await state_of(table))["keys"]["k"]["known"] is False


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
        r"— triumph \(damage \\\| damage\\_minus\\_1\\_elan\) _",
        r"- \*\*sybeline\*\* · ChooseOutcome · v\d+\u2013\d+ _\(.*\)_\n"
        r"  - Sybéline chooses damage\n  - Sybéline deals 6 damage to Guard\n"
        r"(  - .*\n)?  - Guard is taken out\n",
    ]
    for pattern in expected:
        assert re.search("^" + pattern, text, re.MULTILINE), (pattern, text)
    assert_problem(await table.get("/export", format="pdf"), 422, "invalid_format")
