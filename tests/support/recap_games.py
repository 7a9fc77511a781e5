"""Short real games of Ardri, Xyrop, Voyages & Aventures and Locquemare over HTTP, each
moving the values its recap follows (issue #29), with the table's dice in a mixed game.

Each game returns its table once played; the dice are chosen so every outcome is known.
"""

from tests.support import ardri_http, locquemare_http, voyages_http, xyrop_http
from tests.support.api import Client, Table


async def ardri_game(client: Client) -> Table:
    """Sinnead keeps a lost 4 (EX-1), fails again and spends it; Brann rolls a success."""
    table = await ardri_http.sinnead_after_ex_1(client)
    brann = ardri_http.sheet("brann", strength=4)
    await table.seat("brann")
    await table.ok(brann, as_="brann")
    await table.ok({"type": "ChangeSessionRoster",
                    "add_ids": ["brann"]})
    await ardri_http.rolled(table, ardri_http.roll("brann", "strength", "body", [1, 2, 9]))
    part = await ardri_http.murphy(table, "sinnead")
    second = await ardri_http.rolled(table, ardri_http.roll(
        "sinnead", "spirit", "knowledge", [2, 9, 10]))
    await table.ok(ardri_http.use("sinnead", second["roll_id"],
                                  ardri_http.stored_id(part, 4)), as_="sinnead")
    return table


async def xyrop_game(client: Client) -> Table:
    """Pip takes a wound and spends destiny (EX-4's set-up), then rolls against a
    difficulty twice: a failure, then a success."""
    table, _door = await xyrop_http.ex_4_table(client)
    for dice, difficulty in (({"approach": 2, "role": 1}, {"difficulty:1": 6,
                                                           "difficulty:2": 5}),
                             ({"approach": 6, "role": 5}, {"difficulty:1": 2,
                                                           "difficulty:2": 3})):
        roll = await xyrop_http.rolled(table, xyrop_http.action("careful", "burglar", dice))
        await xyrop_http.opposed(table, xyrop_http.difficulty(roll["contest_id"],
                                                              difficulty))
    return table


async def voyages_game(client: Client) -> Table:
    """Doc's surgery (a yes), Tetra's failed roll rerolled with her own tint (VA-EX-4),
    then Tetra's solo situation buying adjectives (VA-EX-8)."""
    table = await voyages_http.voyages_table(client)
    await table.ok(voyages_http.roll_action("a4", "doc", [4], *voyages_http.SURGERY),
                   as_="doc")
    await table.ok(voyages_http.roll_action("a1", "tetra", [2]), as_="tetra")
    await table.ok({"type": "RerollWithTint", "resolution_id": "a1", "roll_id": "a1:main",
                    "tint_source": "own", "tint": "curiosity", "dice": [5]}, as_="tetra")
    await table.ok(voyages_http.open_tetra_situation())
    await table.ok({"type": "RollSituation", "situation_id": "s1", "character_id": "tetra",
                    "dice": [6], "modifiers": [voyages_http.mod("good_approach", 1)]})
    await table.ok({"type": "RollEnvironment", "situation_id": "s1", "dice": [2]})
    await table.ok({"type": "ScoreSituation", "situation_id": "s1"})
    await table.ok(voyages_http.spend("player:tetra", voyages_http.adjective_purchase(
        2, 1, "rested")), as_="tetra")
    return table


async def locquemare_game(client: Client) -> Table:
    """LOC-EX-1 (Sybéline's triumph, two tokens spent), a failed overcome, then stress
    absorbed by a minor consequence (LOC-EX-5)."""
    table = await locquemare_http.table_in_scene(client)
    await locquemare_http.guard_scene(table)
    await table.ok(locquemare_http.declare(target={"npc_id": "guard"}), as_="sybeline")
    await table.ok(locquemare_http.difficulty())
    await table.ok(locquemare_http.roll([1, 0, 0, -1]), as_="sybeline")
    for key_id in (locquemare_http.CONCEPT, "saoul"):
        await table.ok(locquemare_http.activate(key_id), as_="sybeline")
    await table.ok({"type": "ResolveAction", "action_id": "a1"}, as_="sybeline")
    await table.ok({"type": "ChooseOutcome", "action_id": "a1", "option": "damage"},
                   as_="sybeline")
    await locquemare_http.failed_overcome(table, "a2")
    await table.ok({"type": "ChooseOutcome", "action_id": "a2",
                    "option": "obstacle_remains"}, as_="sybeline")
    await table.ok({"type": "ApplyStress", "hero_id": "artus", "amount": 4,
                    "resource": "adrenaline", "stress_check_d10": 9})
    await table.ok({"type": "ResolveHarm", "hero_id": "artus", "option": "absorb",
                    "absorb": {"slots": ["minor"], "texts": ["Côtes fêlées"]}}, as_="artus")
    return table
