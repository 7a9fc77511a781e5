"""Ardri's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands of every kind, for any character, in any state."""

import random
from collections.abc import Iterator
from typing import Any

from domain.ardri import commands as cmd
from domain.ardri.rules.values import Coordination, Dice
from domain.ardri.state import ArdriState
from domain.core import Command

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # the passion's top depends on the intention chosen apart; the gm names the owner
    # (optional for a player)
    "RegisterCharacter": frozenset({"invalid_sheet@domain_modifiers.passion",
                                    "invalid_sheet@owner_player_id"}),
    "UpdateCharacterSheet": frozenset({"invalid_sheet@domain_modifiers.passion"}),
    # the domain is chosen apart from the characteristic, the attribute apart from both;
    # a challenge on the domain apart from the domain
    "RollAction": frozenset({"domain_characteristic_mismatch", "attribute_domain_mismatch",
                             "invalid_situation@opposition.domain_challenge"}),
    "OpenConcurrence": frozenset({"domain_characteristic_mismatch"}),
    # an attribute of another open concurrence's domain; a challenge on the domain of a
    # concurrence without one
    "RollConcurrence": frozenset({"attribute_domain_mismatch",
                                  "invalid_situation@opposition.domain_challenge"}),
    # the added and the removed characters are chosen apart
    "ChangeSessionRoster": frozenset({"invalid_roster@remove_ids"}),
    # the die (the stored success) is chosen apart from the partner's (instigator's) roll
    "GiveSurplusSuccess": frozenset({"murphy_value_above_threshold"}),
    "OfferMurphySupport": frozenset({"murphy_value_above_threshold"}),
}
"""Command -> the refusals two fields chosen apart may still cause (``code`` or
``code@field``)."""

WAYS_ON = frozenset({"StartSession", "EndSession", "RegisterCharacter"})
"""The gm's commands that move a table on when nobody is awaited."""


def free(state: ArdriState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave to the generator."""
    if kind is cmd.RegisterCharacter:
        return {"name": f"Nouveau {len(state.characters)}", "attributes.name": "Harpe"}
    if kind is cmd.UpdateCharacterSheet:
        return {"attributes.name": "Harpe"}
    return {}


def _ids(state: ArdriState) -> tuple[list[str], list[str], list[str], list[str]]:
    """Characters, rolls, stored successes and concurrences, each with an unknown one."""
    session = state.session
    characters = [*state.characters, "ghost"]
    if session is None:
        return characters, ["roll-404"], ["murphy-404"], ["concurrence-404"]
    closed = [f"roll-{n}" for n in range(session.first_sequence + 1, state.sequence + 1)
              if f"roll-{n}" not in session.open_rolls][-2:]
    rolls = [*session.open_rolls, *closed, "roll-404"]
    stored = [s.stored_success_id for m in session.murphy.values() for s in m.stored]
    return characters, rolls, [*stored, "murphy-404"], [*session.concurrences, "concurrence-404"]


def generated(state: ArdriState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the state (the property's "not offered" side)."""
    characters, rolls, stored, contests = _ids(state)
    pick = r.choice
    yield cmd.StartSession(present_character_ids=[pick(characters)])
    yield cmd.ChangeSessionRoster(add_ids=[pick(characters)])
    yield cmd.ChangeSessionRoster(remove_ids=[pick(characters)])
    yield cmd.UpdateCharacterSheet(character_id=pick(characters))
    yield cmd.EndSession()
    for cid in characters:
        yield cmd.RollAction(character_id=cid, characteristic="spirit",
                             dice=Dice(trinity=[1, 2, 9]))
        yield cmd.RollAction(character_id=cid, characteristic="strength", task_id="boat",
                             dice=Dice(trinity=[1, 2, 3]))
        yield cmd.StoreMurphySuccess(character_id=cid, roll_id=pick(rolls),
                                     die_index=r.randint(0, 2))
        yield cmd.UseMurphySuccess(character_id=cid, roll_id=pick(rolls),
                                   stored_success_id=pick(stored))
        yield cmd.OfferMurphySupport(roll_id=pick(rolls), supporter_id=cid,
                                     stored_success_id=pick(stored))
        yield cmd.RollConcurrence(concurrence_id=pick(contests), character_id=cid)
    others = [c for c in characters if c != "ghost"]
    if len(others) >= 2:
        yield cmd.RollAction(character_id=others[0], characteristic="strength",
                             coordination=Coordination(supporter_ids=others[1:]),
                             dice=Dice(trinity=[9, 1, 10]))
    yield cmd.GiveSurplusSuccess(from_roll_id=pick(rolls), die_index=r.randint(0, 3),
                                 to_roll_id=pick(rolls))
    yield cmd.OpenConcurrence(characteristic="spirit", participant_ids=others)
    yield cmd.CancelConcurrence(concurrence_id=pick(contests))
