"""Locquemare end to end over HTTP on real PostgreSQL: golden examples of the spec
(section 8) with the table's dice in a mixed game."""

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import refused, version_of
from tests.support.locquemare_http import (
    CONCEPT,
    HAMARTIA,
    activate,
    data_of,
    declare,
    difficulty,
    guard_scene,
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
    assert (pending["overflow"], pending["options"]) == (  # R2 adds accept_defeat
        2, ["absorb", "extreme", "accept_defeat", "taken_out"])
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
                                               "consequences_in_conflict": 1, "tokens": 2,
                                               "counted_in": "conflict"}  # R2
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
    assert (await state_of(table, as_="sybeline"))["adversity"]["danger"] == 12  # public (U3)


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
    assert spent == {"purpose": "activate_key", "remaining": 5}  # public (U3)
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
    other = await sheet_of(table, "sybeline", as_="artus")
    assert other["secret"] == {"secret_id": None, "text": None, "revealed": False}
    assert (other["drawn_secrets"], other["drawn_secret_ids"]) == (None, None)
