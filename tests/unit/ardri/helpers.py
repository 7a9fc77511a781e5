"""Ardri's test fixtures (sheets, sessions, rolls with physical dice, a game played in
place) for the one test language of every decider,
``tests.support.decider_spec``."""

from collections.abc import Sequence
from typing import Any

import msgspec

from domain.ardri.commands import RollAction
from domain.ardri.decider import ARDRI
from domain.ardri.events import ActionRolled, CharacterRegistered, SessionStarted
from domain.ardri.rules.catalog import DEFAULT_DOMAIN_CATALOG
from domain.ardri.rules.sheet import build_sheet
from domain.ardri.rules.values import NORMAL, Attribute, Coordination, Dice, Opposition, Situation
from domain.ardri.state import ArdriOptions, ArdriState
from domain.core import GM, Actor, Event
from tests.support.decider_spec import Play, spec

PLAYER = Actor(seat_id="p1", role="player")
OTHER_PLAYER = Actor(seat_id="p2", role="player")


def attribute(attribute_id: str, domain_id: str, level: int) -> Attribute:
    """An attribute for a sheet."""
    return Attribute(attribute_id=attribute_id, name=attribute_id.replace("_", " ").title(),
                     domain_id=domain_id, level=level)


def registered(character_id: str, *, strength: int = 3, spirit: int = 3, intention: int = 3,
               owner: str = "p1", modifiers: dict[str, int] | None = None,
               attributes: Sequence[Attribute] = ()) -> CharacterRegistered:
    """A CharacterRegistered event for a sheet on the default catalog."""
    sheet = build_sheet(DEFAULT_DOMAIN_CATALOG, name=character_id.capitalize(), class_name=None,
                        characteristics={"strength": strength, "spirit": spirit,
                                         "intention": intention},
                        domain_modifiers=modifiers or {}, attributes=attributes, skills=())
    return CharacterRegistered(character_id=character_id, owner_player_id=owner, sheet=sheet)


def session(*character_ids: str, number: int = 1) -> SessionStarted:
    """A SessionStarted event with these characters present."""
    return SessionStarted(session_number=number, present_character_ids=character_ids)


def opposition(characteristic: int = 0, domain: int = 0) -> Situation:
    """An opposition situation with npc challenge levels."""
    return Situation(kind="opposition", characteristic_challenge=characteristic,
                     domain_challenge=domain)


def difficulty(level: str) -> Situation:
    """A difficulty situation."""
    return Situation(kind="difficulty", level=level)


FACILITY = Situation(kind="facility")


def roll_command(character_id: str, characteristic: str, domain_id: str | None,
                 trinity: Sequence[int], *, attribute_id: str | None = None,
                 attribute_value: int | None = None, situation: Situation = NORMAL,
                 opposition: Opposition | None = None, difficulty: str | None = None,
                 supporters: Sequence[str] | None = None, task_id: str | None = None,
                 ) -> RollAction:
    """A RollAction with physical dice."""
    return RollAction(
        character_id=character_id, characteristic=characteristic, domain_id=domain_id,
        attribute_id=attribute_id, situation=situation, opposition=opposition,
        difficulty=difficulty,
        coordination=Coordination(supporter_ids=list(supporters)) if supporters is not None
        else None, task_id=task_id, dice=Dice(trinity=list(trinity), attribute=attribute_value))


class Game(Play[ArdriState]):
    """An Ardri game played in place (the harness's ``Play``), with its sheets' lookups."""

    def __init__(self, *given: Event, options: ArdriOptions | None = None) -> None:
        super().__init__(spec(ARDRI, options).given(given))

    def roll(self, *args: Any, actor: Actor = GM, **kwargs: Any) -> ActionRolled:
        """A RollAction with physical dice; its single ActionRolled event."""
        (event,) = self.when(roll_command(*args, **kwargs), actor)
        assert isinstance(event, ActionRolled)
        return event

    def sheet(self, character_id: str) -> dict[str, Any]:
        """The character's sheet in the gm's view, as JSON builtins."""
        sheet: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(
            ARDRI.view(self.state, GM).characters[character_id]))
        return sheet

    def stored_values(self, character_id: str) -> list[int]:
        """The values of the character's stored Murphy successes."""
        return [s["value"] for s in self.sheet(character_id)["murphy"]["stored"]]

    def store_count(self, character_id: str) -> int:
        """The character's store count this session."""
        count: int = self.sheet(character_id)["murphy"]["store_count"]
        return count
