"""Action rolls: the new roll opens, its character's previous roll closes (and leaves the
state: C4)."""

import msgspec
from msgspec.structs import replace

from domain.ardri.events import ActionRolled
from domain.ardri.evolve import with_session
from domain.ardri.state import ActionRoll, ArdriState


def action_rolled(state: ArdriState, e: ActionRolled) -> ArdriState:
    """The roll becomes its character's open roll; the previous one closes."""
    session = state.session
    if session is None:
        return state
    open_rolls = dict(session.open_rolls)
    previous_id = session.open_roll_by_character.get(e.character_id)
    if previous_id is not None:
        open_rolls.pop(previous_id, None)
    open_rolls[e.roll_id] = ActionRoll(**msgspec.structs.asdict(e))
    by_character = {**session.open_roll_by_character, e.character_id: e.roll_id}
    return with_session(state, replace(session, open_rolls=open_rolls,
                                       open_roll_by_character=by_character))
