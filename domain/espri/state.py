"""The state of an ESPRI game (spec section 5)."""

from typing import Literal

import msgspec

from domain.core import DomainError
from domain.core.guards import require_character
from domain.espri.rules.board import Board, Quadrant, empty_board
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import Colour, Season, full_pool
from domain.espri.rules.sheet import Character
from domain.espri.rules.terms import sentence

Phase = Literal["setup", "play"]


class EspriOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options."""

    gem_caterpillar: bool = False


class RechargeRequest(msgspec.Struct, frozen=True, kw_only=True):
    """A player's resonance recharge waiting for the gm's judgement (T11)."""

    character_id: str
    target_id: str
    manifestation: str = ""
    day: int


class EspriState(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the rules need; round-trips through JSON (snapshots).

    ``setup_draws`` holds gems drawn at setup and not yet chosen; ``stalled_nymphs`` the
    nymphs of the last call that were due to advance and did not move;
    ``recharge_requests`` the players' recharges the gm has yet to judge (T11).
    """

    phase: Phase = "setup"
    day: int = 1
    pool: dict[str, int] = msgspec.field(default_factory=full_pool)
    board: Board = msgspec.field(default_factory=empty_board)
    characters: dict[str, Character] = {}
    setup_draws: dict[str, tuple[Colour, ...]] = {}
    setup_done: tuple[str, ...] = ()
    open_call: OpenCall | None = None
    nymphs_in_world: tuple[Season, ...] = ()
    options: EspriOptions = EspriOptions()
    calls_declared: int = 0
    stalled_nymphs: tuple[Season, ...] = ()
    recharge_requests: tuple[RechargeRequest, ...] = ()


def initial_state(options: EspriOptions | None = None) -> EspriState:
    """A new game: a full bag, an empty board, nymphs in their cages."""
    return EspriState(options=options or EspriOptions())


def character(state: EspriState, character_id: str, code: str = "unknown_character",
              field: str | None = None) -> Character:
    """The character, or ``DomainError(code)`` (naming ``field``)."""
    return require_character(state.characters, character_id, code, sentence(
        "there is no such character in this game"), field)


def open_call(state: EspriState, code: str = "wrong_call_step") -> OpenCall:
    """The call in progress; without one, every call step is the wrong step."""
    if state.open_call is None:
        raise DomainError(code, sentence("no call in progress"))
    return state.open_call


def quadrant(state: EspriState, season: Season) -> Quadrant:
    """One quadrant of the board."""
    return state.board[season]


def pool_size(state: EspriState) -> int:
    """How many gems are left in the bag."""
    return sum(state.pool.values())


def pool_left_for_gems_taken(state: EspriState, taken: int) -> bool:
    """Whether ``taken`` gems may leave the bag for prayers or a setup draw: a call declared
    and not drawn yet is owed at least one gem, so nothing else may empty the bag before
    its leader draws (the call could not go on: « une seule personne tirera les gemmes »)."""
    owed = 1 if state.open_call is not None and state.open_call.step == "declared" else 0
    return pool_size(state) - taken >= owed
