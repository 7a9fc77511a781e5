"""Xyrop sheets, rolls, oppositions and tables shared by the Xyrop HTTP tests."""

from typing import Any

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import data_of


def sheet(cid: str = "pip") -> dict[str, Any]:
    """The sheet "Pip" of spec section 8, registered by its player's seat."""
    return {"type": "RegisterCharacter", "character_id": cid, "name": cid.capitalize(),
            "race": {"name": "hobbit"},
            "distinctions": [{"distinction_id": "master_burglar", "name": "Master burglar"},
                             {"distinction_id": "curious", "name": "Curious"},
                             {"distinction_id": "light_sleeper", "name": "Light sleeper"}],
            "approaches": {"careful": 8, "quick": 6}, "roles": {"burglar": 8, "scout": 6},
            "values": {"loyalty": 6},
            "treasure": {"treasure_id": "elven_cloak", "name": "Elven cloak"}}


async def xyrop_table(client: Client, *cids: str, randomness: str = "mixed",
                      **options: Any) -> Table:
    """Each character registered by its own player's seat, then a session with all."""
    table = await Table.create(client, "xyrop", randomness=randomness, **options)
    for cid in cids or ("pip",):
        await table.seat(cid)
        await table.ok(sheet(cid), as_=cid)
    await table.ok({"type": "StartSession", "present_character_ids": list(cids or ("pip",))})
    return table


def action(approach: str, role: str, dice: dict[str, int] | None, cid: str = "pip",
           **extra: Any) -> dict[str, Any]:
    """A RollAction, with the table's dice unless ``dice`` is None."""
    command = {"type": "RollAction", "character_id": cid, "approach_id": approach,
               "role_id": role, **extra}
    return command if dice is None else {**command, "dice": dice}


def difficulty(contest_id: str, dice: dict[str, int] | None,
               count: int | None = None) -> dict[str, Any]:
    """A difficulty of ``count`` (default: one per die given) d6."""
    command = {"type": "RollOpposition", "contest_id": contest_id, "kind": "difficulty",
               "difficulty_dice": count or len(dice or {})}
    return command if dice is None else {**command, "dice": dice}


async def rolled(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The ActionRolled payload of a roll sent by the character's own player."""
    return data_of(await table.ok(command, as_=command["character_id"]), "ActionRolled")


async def opposed(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The OppositionRolled payload of the gm's roll."""
    return data_of(await table.ok(command), "OppositionRolled")


async def pip(table: Table, as_: str = "gm", **at: Any) -> dict[str, Any]:
    """Pip's sheet served by GET /characters/pip."""
    read: dict[str, Any] = await table.json("/characters/pip", as_=as_, **at)
    return read


def stress_step(direction: str, cid: str = "pip") -> dict[str, Any]:
    """A gm AdjustStress on the wound track of a character."""
    return {"type": "AdjustStress", "target_kind": "character", "target_id": cid,
            "stress_id": "wound", "direction": direction}


async def ex_4_table(client: Client) -> tuple[Table, str]:
    """Pip wound d4, destiny 2, the complication "door blocked" at d8."""
    table = await xyrop_table(client)
    roll = await rolled(table, action("careful", "burglar", {"approach": 1, "role": 5}))
    body = await table.ok({"type": "ExploitPlayerOne", "contest_id": roll["contest_id"],
                           "effect": {"type": "new_complication",
                                      "description": "door blocked"}})
    door = data_of(body, "ComplicationCreated")["element_id"]
    await table.ok({"type": "CancelContest", "contest_id": roll["contest_id"]})
    await table.ok({"type": "AdjustElement", "element_id": door, "action": "up"})
    await table.ok(stress_step("up"))
    read = await pip(table)
    assert (read["stress"]["wound"], read["destiny_points"]) == (4, 2)
    assert (await table.json("/state"))["state"]["elements"][door]["die"] == 8
    return table, door


def keep_more(contest_id: str, keep_extra: int = 1) -> dict[str, Any]:
    """A SpendDestinyOnRoll (revision R1): keep more dice of an awaiting roll."""
    return {"type": "SpendDestinyOnRoll", "contest_id": contest_id, "keep_extra": keep_extra}


def group_difficulty(contest_ids: list[str], dice: dict[str, int]) -> dict[str, Any]:
    """One difficulty of len(dice) d6 against several awaiting contests (revision R2)."""
    return {"type": "RollOpposition", "contest_ids": contest_ids, "kind": "difficulty",
            "difficulty_dice": len(dice), "dice": dice}
