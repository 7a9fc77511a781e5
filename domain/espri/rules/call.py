"""The Call (spec section 7): its state machine, effective score, draw table, result.

Steps: ``declared`` -> ``drawn`` -> (``awaiting_extra_gems`` | ``awaiting_rupture_removal``
| ``awaiting_prayer_keep``) -> closed (the open call is gone). ``resolving`` is the
transient step while a command applies the result's board effects.
"""

from collections.abc import Sequence
from typing import Literal

import msgspec

from domain.core.words import Text
from domain.espri.rules.gems import Colour, Season, is_season, relation
from domain.espri.rules.terms import sentence

Result = Literal["critical_failure", "failure", "bitter_success", "success", "critical_success"]
SCALE: tuple[Result, ...] = (
    "critical_failure", "failure", "bitter_success", "success", "critical_success",
)
Step = Literal[
    "declared", "drawn", "resolving", "awaiting_extra_gems", "awaiting_rupture_removal",
    "awaiting_prayer_keep", "awaiting_shift",
]
Chooser = Literal["leader", "gm"]
DifficultySource = Literal["weather", "opposition"]
MAX_DRAW = 12


class Modifier(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A bonus or malus to one participant's score (``character_id``, the leader when
    null); ``cap`` bounds a bonus, ``floor`` a malus (R2)."""

    label: str
    value: int
    cap: int | None = None
    floor: int | None = None
    character_id: str | None = None


class Helper(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A character helping the leader, by direct help (naming one of its own talents, T7)
    or by resonance (naming its word, T12, and no talent)."""

    character_id: str
    mode: Literal["direct", "resonance"]
    word: str | None = None
    talent: str | None = None


class CallDeclaration(msgspec.Struct, frozen=True, kw_only=True):
    """A call as declared: the fields ``CallDeclared``, the state's ``OpenCall`` and the
    read model's ``CallView`` start with."""

    call_id: str
    leader_id: str
    called_season: Season
    talent: str | None
    helpers: tuple[Helper, ...]
    difficulty: int
    difficulty_source: DifficultySource
    modifiers: tuple[Modifier, ...]
    effective_score: int


class OpenCall(CallDeclaration, frozen=True, kw_only=True):
    """The call in progress. ``n`` is the draw count (temptation included)."""

    n: int
    passive: bool
    step: Step = "declared"
    temptation_gems: int = 0
    hand: tuple[Colour, ...] = ()
    prayer_added: Colour | None = None
    redrawn: bool = False
    result: Result | None = None
    extra_count: int = 0
    removed: tuple[Colour, ...] = ()
    stalled: tuple[Season, ...] = ()
    chosen_main: Colour | None = None
    chosen_modifier: Literal["time", "rupture"] | None = None
    """T3: the gems the gm chose, waiting for the leader's shift."""

    def takes_part(self, cid: str) -> bool:
        """True for the leader and every helper."""
        return cid == self.leader_id or any(h.character_id == cid for h in self.helpers)

    @property
    def draw_size(self) -> int:
        """How many gems the draw table asks for."""
        return draw_size(self.n)

    @property
    def chooser(self) -> Chooser:
        """``leader`` or ``gm``: who chooses the placed gems."""
        return chooser(self.n)


def effective(base: int, modifiers: Sequence[Modifier]) -> int:
    """The base score with modifiers applied (7.1): capped bonuses, then floored maluses,
    then plain modifiers.

    The seed orders bounded effects "avec minimum/maximum par ordre décroissant/croissant
    respectivement": caps (maximum) ascending and floors (minimum) descending, so each
    bounded effect counts up to its own limit (R2 pins this order).
    """
    x = base
    for mod in sorted((m for m in modifiers if m.cap is not None), key=lambda m: m.cap or 0):
        x = max(x, min(x + mod.value, mod.cap or 0))
    for mod in sorted((m for m in modifiers if m.cap is None and m.floor is not None),
                      key=lambda m: -(m.floor or 0)):
        x = min(x, max(x + mod.value, mod.floor or 0))
    for mod in modifiers:
        if mod.cap is None and mod.floor is None:
            x += mod.value
    return x


def modifier_error(mod: Modifier) -> Text | None:
    """Why a modifier is refused (R2), or None: a cap is for a bonus, a floor for a malus,
    never both (either would be silently ignored by 7.1)."""
    if mod.cap is not None and mod.floor is not None:
        return sentence("a modifier has a cap or a floor, not both")
    if mod.cap is not None and mod.value < 0:
        return sentence("a malus takes a floor, not a cap")
    if mod.floor is not None and mod.value > 0:
        return sentence("a bonus takes a cap, not a floor")
    return None


def modifiers_of(modifiers: Sequence[Modifier], cid: str, leader_id: str) -> list[Modifier]:
    """The modifiers applying to one participant (R5): those naming it, and for the leader
    also those naming no one."""
    return [m for m in modifiers
            if m.character_id == cid or (m.character_id is None and cid == leader_id)]


def draw_size(n: int) -> int:
    """Gems drawn for a draw count ``n`` (7.3): n >= 2 -> n, 1/0/-1 -> 1, <= -2 -> |n|,
    never more than 12 (D8)."""
    if -1 <= n <= 1:
        return 1
    return min(abs(n), MAX_DRAW)


def chooser(n: int) -> Chooser:
    """The leader chooses unless n <= -2, when the gm does."""
    return "gm" if n <= -2 else "leader"


def forced_result(n: int) -> Result | None:
    """Beyond 12 gems the result is forced (7.2)."""
    if n > MAX_DRAW:
        return "critical_success"
    if n < -MAX_DRAW:
        return "critical_failure"
    return None


def redraw_actor(n: int) -> str | None:
    """Who may order a redraw: the leader at n = 1, the gm at n = -1 (D3)."""
    return {1: "leader", -1: "gm"}.get(n)


def shift(result: Result, direction: int) -> Result:
    """One step up (+1) or down (-1) the result scale, clamped."""
    index = min(len(SCALE) - 1, max(0, SCALE.index(result) + direction))
    return SCALE[index]


def base_result(called: str, main: str, shift_dir: str | None) -> Result:
    """The result a main gem gives before any modifier (7.4)."""
    if main == "time":
        return "bitter_success"
    if main == "rupture":
        return "success" if shift_dir == "up" else "failure"
    by_relation: dict[str, Result] = {
        "same": "success", "adjacent": "bitter_success", "opposite": "failure"}
    return by_relation[relation(called, main)]


def final_result(called: str, main: str, modifier: str | None, shift_dir: str | None,
                 with_talent: bool) -> tuple[Result, Result]:
    """(base result, final result) of the placed gems, without forcing."""
    base = base_result(called, main, shift_dir)
    result = base
    if modifier is not None:
        result = shift(result, 1 if shift_dir == "up" else -1)
    if not with_talent:
        result = shift(result, -1)
    return base, result


def main_gem_error(hand: Sequence[str], main: str, modifier: str | None) -> str | None:
    """The 7.4 error code for a main/modifier choice, or None when it is legal (D4)."""
    if is_season(main):
        return None
    if any(is_season(gem) for gem in hand):
        return "invalid_main_gem"
    if modifier is not None:
        return "time_with_rupture" if {main, modifier} == {"time", "rupture"} \
            else "invalid_main_gem"
    return None
