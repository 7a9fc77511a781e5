"""Whom the table waits for between scenes: the Adversity, to set the story going again.

Every step of the story's frame (a scenario, a session, an act, a scene) is the gm's to
start; once a hero is at the table and nothing else is awaited, play waits for that step.
``waiting_for`` keeps an entry only while the gm is offered its command (waiting ⇒
offered), so a step the gm may not take yet (an act before every hero's resources are
redistributed) is never promised.
"""

from domain.locquemare.state import LocquemareState as State


def _ready(state: State) -> bool:
    return bool(state.heroes) and state.action is None


def awaits_scenario(state: State) -> list[str | None]:
    """Before the first scenario (or between two), the gm opens the next one."""
    return [None] if _ready(state) and state.phase in ("setup", "between_scenarios") else []


def awaits_session(state: State) -> list[str | None]:
    """Inside a scenario, with no session open, the gm opens one."""
    return [None] if _ready(state) and state.phase == "between_acts" \
        and not state.session_open else []


def awaits_act(state: State) -> list[str | None]:
    """In a session, between acts, the gm opens the next act."""
    return [None] if _ready(state) and state.phase == "between_acts" \
        and state.session_open else []


def awaits_scene(state: State) -> list[str | None]:
    """In an act and a session, between scenes, the gm opens a scene."""
    return [None] if _ready(state) and state.phase == "in_act" and state.session_open else []
