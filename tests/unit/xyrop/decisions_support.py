"""What the decision tests of spec section 9 share: Pip's rolls and the gm's 2d6."""

import msgspec

from domain.xyrop.commands import AdjustStress, AwardValueDestiny, RollAction, RollOpposition
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState
from tests.support.decider_spec import spec

AWARD = AwardValueDestiny(character_id="pip", value_id="loyalty")
WOUND_UP = AdjustStress(target_kind="character", target_id="pip", stress_id="wound",
                        direction="up")


def roll(dice: dict[str, int] | None = None, **changes: object) -> RollAction:
    """Pip's careful burglary (5 + 5 by default)."""
    fields: dict[str, object] = {"character_id": "pip", "approach_id": "careful",
                                 "role_id": "burglar", "dice": dice or {"approach": 5,
                                                                        "role": 5}}
    fields.update(changes)
    return RollAction(**fields)  # type: ignore[arg-type]


def server_roll(**changes: object) -> RollAction:
    """Pip's careful burglary rolled by the server."""
    return msgspec.structs.replace(roll(), dice=None, **changes)


def oppose(state: GameState, high: int, low: int = 1) -> GameState:
    """The gm's 2d6 difficulty against the current contest."""
    assert state.session is not None and state.session.current_contest_id is not None
    return spec(XYROP).at(state).when(RollOpposition(
        contest_id=state.session.current_contest_id, kind="difficulty", difficulty_dice=2,
        dice={"difficulty:1": high, "difficulty:2": low})).state


def current(state: GameState) -> str:
    """The current contest id."""
    assert state.session is not None and state.session.current_contest_id is not None
    return state.session.current_contest_id
