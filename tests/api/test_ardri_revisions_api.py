"""Ardri revisions over HTTP on real PostgreSQL: R1 (an opposition and a difficulty or
facility on the same roll, older request bodies still valid) and R2 (the gm ends the
session whatever is open; an open roll never blocks another character's roll)."""

from tests.support.api import Client
from tests.support.ardri_http import ardri_table, roll, rolled, sheet, store
from tests.support.ardri_xyrop import data_of, refused, types_of


async def test_r1_a_roll_combines_an_opposition_and_a_difficulty_over_http(
        client: Client) -> None:
    """R1, seed: "L'instigateur doit réussir un jet sous les conditions nommées (normale,
    en opposition, ou en difficulté)" (listed, never said to exclude each other)."""
    table = await ardri_table(client, sheet("findell", strength=5, modifiers={"sword": 1}))
    duel = await rolled(table, roll(
        "findell", "strength", "sword", [2, 3, 9],
        opposition={"characteristic_challenge": 1, "domain_challenge": 2},
        difficulty="complicated"))
    assert (duel["applied_opposition_malus"], duel["difficulty_modifier"],
            duel["situation_modifier"], duel["effective_threshold"]) == (2, -1, -3, 3)
    assert (duel["opposition"], duel["difficulty"], duel["outcome"]) == (
        {"characteristic_challenge": 1, "domain_challenge": 2}, "complicated", "success")
    state = await table.json("/state")
    served = state["state"]["open_rolls"][duel["roll_id"]]
    assert (served["opposition"], served["difficulty"]) == (duel["opposition"], "complicated")


async def test_r1_an_older_one_situation_body_still_rolls_and_combines_over_http(
        client: Client) -> None:
    """R1 keeps request bodies with the one ``situation`` valid; seed: "les conditions
    nommées (normale, en opposition, ou en difficulté)"."""
    table = await ardri_table(client, sheet("findell", strength=4))
    older = await rolled(table, roll("findell", "strength", None, [2, 3, 9],
                                     situation={"kind": "difficulty",
                                                "level": "near_impossible"}))
    assert (older["opposition"], older["difficulty"], older["effective_threshold"]) == (
        None, "near_impossible", 2)
    mixed = await rolled(table, roll("findell", "strength", None, [2, 3, 9],
                                     situation={"kind": "opposition",
                                                "characteristic_challenge": 1},
                                     difficulty="facility"))
    assert (mixed["situation_modifier"], mixed["effective_threshold"]) == (0, 4)
    await refused(table, roll("findell", "strength", None, [1, 2, 3],
                              situation={"kind": "facility"}, difficulty="complicated"),
                  422, "invalid_situation", as_="findell")
    await refused(table, roll("findell", "strength", None, [1, 2, 3],
                              opposition={"characteristic_challenge": 4}),
                  422, "invalid_situation", as_="findell")


async def test_r2_open_rolls_block_nobody_and_the_gm_ends_the_session_over_http(
        client: Client) -> None:
    """R2, seed: "A la fin de la séance, les réussites de Murphy non utilisée
    disparaissent." (the gm ends the session whatever is still open)."""
    table = await ardri_table(client, sheet("ed", strength=4), sheet("sam", strength=4))
    ed = await rolled(table, roll("ed", "strength", None, [1, 9, 9]))
    sam = await rolled(table, roll("sam", "strength", None, [2, 9, 9]))
    await table.ok(store("ed", ed["roll_id"]), as_="ed")
    contest = await table.ok({"type": "OpenConcurrence", "characteristic": "spirit",
                              "participant_ids": ["ed", "sam"]})
    contest_id = data_of(contest, "ConcurrenceOpened")["concurrence_id"]
    state = (await table.json("/state"))["state"]
    assert set(state["open_rolls"]) == {ed["roll_id"], sam["roll_id"]}
    ended = await table.ok({"type": "EndSession"})
    assert types_of(ended) == ["SessionEnded"]
    summary = data_of(ended, "SessionEnded")
    assert summary["cancelled_concurrence_ids"] == [contest_id]
    assert summary["discarded_murphy"] == [{"character_id": "ed", "values": [1]}]
    assert (await table.json("/state"))["state"]["open_rolls"] == {}
