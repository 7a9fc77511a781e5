"""The values Xyrop's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.offers``); a choice valid
only when sending for one character names it (``character_id``).
"""

from collections.abc import Iterable

from domain.core import Actor, Choice, Table, plain_choices
from domain.xyrop.decide import ContestCheck, live, passes, present_ids
from domain.xyrop.decide.action import keep_open
from domain.xyrop.decide.contest import effect_open
from domain.xyrop.decide.ones import gm_ones_open, player_one_open
from domain.xyrop.decide.table import steppable_assets
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import Contest, GameState


def names(state: GameState, ids: Iterable[str]) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].name) for cid in ids
            if cid in state.characters]


def every_character(state: GameState, table: Table) -> list[Choice]:
    """Every character of the game."""
    return names(state, state.characters)


def present(state: GameState, table: Table) -> list[Choice]:
    """The characters present in the session."""
    return names(state, present_ids(state))


def absent(state: GameState, table: Table) -> list[Choice]:
    """The characters not in the session."""
    here = set(present_ids(state))
    return names(state, [cid for cid in state.characters if cid not in here])


def owner_seats(state: GameState, table: Table) -> list[Choice]:
    """The seat a new character belongs to: the asking player's own, or (gm) any player's."""
    if table.actor.is_gm:
        return table.seat_choices()
    return [c for c in table.seat_choices() if c.value == table.actor.seat_id]


def _contest_label(state: GameState, contest: Contest) -> str:
    sheet = state.characters.get(contest.character_id)
    who = sheet.name if sheet is not None else contest.character_id
    return f"{who}: {contest.label or contest.contest_id} ({contest.player_total})"


def _contests(state: GameState, contests: Iterable[Contest], actor: Actor,
              check: ContestCheck) -> list[Choice]:
    return [Choice(value=c.contest_id, label=_contest_label(state, c)) for c in contests
            if _open(check, state, actor, c)]


def _open(check: ContestCheck, state: GameState, actor: Actor, contest: Contest) -> bool:
    return passes(lambda: check(state, actor, contest))


def awaiting_contests(state: GameState, table: Table) -> list[Choice]:
    """The rolls awaiting their opposition."""
    session = state.session
    contests = session.awaiting_contests() if session is not None else ()
    return [Choice(value=c.contest_id, label=_contest_label(state, c)) for c in contests]


def keepable_contests(state: GameState, table: Table) -> list[Choice]:
    """The rolls in which this seat may keep one more die."""
    return _contests(state, live(state), table.actor, keep_open)


def effect_contests(state: GameState, table: Table) -> list[Choice]:
    """The resolved rolls whose winning side this seat is, their effect still open."""
    return _contests(state, live(state), table.actor, effect_open)


def player_one_contests(state: GameState, table: Table) -> list[Choice]:
    """The rolls with a player 1 the gm may still use."""
    return _contests(state, live(state), table.actor, player_one_open)


def gm_ones_contests(state: GameState, table: Table) -> list[Choice]:
    """The rolls whose opposition rolled 1s not yet exploited."""
    return _contests(state, live(state), table.actor, gm_ones_open)


def kinds(state: GameState, table: Table) -> list[Choice]:
    """A difficulty or an npc's dice."""
    return plain_choices(("difficulty", "npc"))


def difficulty_dice(state: GameState, table: Table) -> list[Choice]:
    """A difficulty rolls 2 to 4 d6."""
    return plain_choices((2, 3, 4))


def ladder(state: GameState, table: Table) -> list[Choice]:
    """The dice d4..d12."""
    return [Choice(value=faces, label=f"d{faces}") for faces in DIE_STEPS]


def directions(state: GameState, table: Table) -> list[Choice]:
    """A step up or down."""
    return plain_choices(("up", "down"))


def element_actions(state: GameState, table: Table) -> list[Choice]:
    """Step an element up or down, or remove it."""
    return plain_choices(("up", "down", "remove"))


def elements(state: GameState, table: Table) -> list[Choice]:
    """The table's elements."""
    return [Choice(value=e.element_id, label=e.name) for e in state.elements.values()]


def rated_elements(state: GameState, table: Table) -> list[Choice]:
    """The table's elements holding a die."""
    return [Choice(value=e.element_id, label=f"{e.name} (d{e.die})")
            for e in state.elements.values() if e.die is not None]


def stress_ids(state: GameState, table: Table) -> list[Choice]:
    """The stress catalog."""
    return plain_choices(state.config.stress_catalog)


def target_kinds(state: GameState, table: Table) -> list[Choice]:
    """A character's or an npc's stress."""
    return plain_choices(("character", "npc"))


def approaches(state: GameState, table: Table) -> list[Choice]:
    """Each present character's approaches."""
    return [Choice(value=key, label=key, character_id=cid) for cid in present_ids(state)
            for key in state.characters[cid].approaches]


def roles(state: GameState, table: Table) -> list[Choice]:
    """Each present character's roles."""
    return [Choice(value=key, label=key, character_id=cid) for cid in present_ids(state)
            for key in state.characters[cid].roles]


def values(state: GameState, table: Table) -> list[Choice]:
    """Each present character's values."""
    return [Choice(value=key, label=key, character_id=cid) for cid in present_ids(state)
            for key in state.characters[cid].values]


def distinctions(state: GameState, table: Table) -> list[Choice]:
    """Each present character's distinctions and race."""
    return [Choice(value=key, label=label, character_id=cid) for cid in present_ids(state)
            for key, label in [*((d.distinction_id, d.name)
                                 for d in state.characters[cid].distinctions),
                               ("race", state.characters[cid].race.name)]]


def distinction_modes(state: GameState, table: Table) -> list[Choice]:
    """A distinction adds a d8, or a d4 that gains 1 destiny."""
    return plain_choices(("d8", "d4"))


def treasures(state: GameState, table: Table) -> list[Choice]:
    """Each present character's treasures."""
    return [Choice(value=t.treasure_id, label=t.name, character_id=cid)
            for cid in present_ids(state) for t in state.characters[cid].treasures]


def assets(state: GameState, table: Table) -> list[Choice]:
    """Each present character's assets."""
    return [Choice(value=a.asset_id, label=f"{a.name} (d{a.die})", character_id=cid)
            for cid in present_ids(state) for a in state.characters[cid].assets]


def assets_to_step(state: GameState, table: Table) -> list[Choice]:
    """Each present character's assets and treasures below d12 (T7)."""
    return [Choice(value=asset_id, label=asset_id, character_id=cid)
            for cid in present_ids(state)
            for asset_id in steppable_assets(state.characters[cid], state.scene_index)]


def categories(state: GameState, table: Table) -> list[Choice]:
    """Approach, role or value."""
    return plain_choices(("approach", "role", "value"))


def traits(state: GameState, table: Table) -> list[Choice]:
    """Every character's approaches, roles and values."""
    return [Choice(value=key, label=key, character_id=cid)
            for cid, sheet in state.characters.items()
            for key in (*sheet.approaches, *sheet.roles, *sheet.values)]
