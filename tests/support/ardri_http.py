"""Ardri sheets, rolls, Murphy commands and tables shared by the Ardri HTTP tests."""

from typing import Any

from tests.support.api import Client, Table
from tests.support.ardri_xyrop import data_of

MYTHS = {"attribute_id": "myths_of_enorhim", "name": "Myths of Enorhim",
         "domain_id": "knowledge", "level": 2}


def sheet(cid: str, *, strength: int = 3, spirit: int = 3, intention: int = 3,
          modifiers: dict[str, int] | None = None, **extra: Any) -> dict[str, Any]:
    """A RegisterCharacter command on the default domain catalog."""
    return {"type": "RegisterCharacter", "character_id": cid, "name": cid.capitalize(),
            "characteristics": {"strength": strength, "spirit": spirit,
                                "intention": intention},
            "domain_modifiers": modifiers or {}, **extra}


def roll(cid: str, characteristic: str, domain_id: str | None, trinity: list[int] | None,
         attribute: int | None = None, **extra: Any) -> dict[str, Any]:
    """A RollAction, with the table's dice unless ``trinity`` is None."""
    command = {"type": "RollAction", "character_id": cid, "characteristic": characteristic,
               "domain_id": domain_id, **extra}
    if trinity is not None:
        command["dice"] = {"trinity": trinity, **({} if attribute is None
                                                  else {"attribute": attribute})}
    return command


def store(cid: str, roll_id: str, die_index: int = 0) -> dict[str, Any]:
    """A StoreMurphySuccess."""
    return {"type": "StoreMurphySuccess", "character_id": cid, "roll_id": roll_id,
            "die_index": die_index}


def use(cid: str, roll_id: str, stored_success_id: str) -> dict[str, Any]:
    """A UseMurphySuccess."""
    return {"type": "UseMurphySuccess", "character_id": cid, "roll_id": roll_id,
            "stored_success_id": stored_success_id}


async def ardri_table(client: Client, *sheets: dict[str, Any],
                      randomness: str = "mixed") -> Table:
    """Each character registered by its own player's seat, then a session with all."""
    table = await Table.create(client, "ardri", randomness=randomness)
    for command in sheets:
        await table.seat(command["character_id"])
        await table.ok(command, as_=command["character_id"])
    await table.ok({"type": "StartSession",
                    "present_character_ids": [s["character_id"] for s in sheets]})
    return table


async def rolled(table: Table, command: dict[str, Any]) -> dict[str, Any]:
    """The ActionRolled payload of a roll sent by the character's own player."""
    return data_of(await table.ok(command, as_=command["character_id"]), "ActionRolled")


async def murphy(table: Table, cid: str, as_: str = "gm") -> dict[str, Any]:
    """The Murphy part of the sheet served by GET /characters/{cid}."""
    part: dict[str, Any] = (await table.json(f"/characters/{cid}", as_=as_))["murphy"]
    return part


def stored_id(part: dict[str, Any], value: int) -> str:
    """The id of a stored success by its value."""
    return str(next(s["stored_success_id"] for s in part["stored"] if s["value"] == value))


SINNEAD = sheet("sinnead", spirit=4, intention=3, modifiers={"knowledge": 1, "unworthy": 1},
                attributes=[MYTHS])


async def sinnead_after_ex_1(client: Client) -> Table:
    """EX-1 played over HTTP: Sinnead keeps a lost 4."""
    table = await ardri_table(client, SINNEAD)
    first = await rolled(table, roll("sinnead", "spirit", "knowledge", [4, 7, 9], 12,
                                     attribute_id="myths_of_enorhim"))
    await table.ok(store("sinnead", first["roll_id"]), as_="sinnead")
    return table
