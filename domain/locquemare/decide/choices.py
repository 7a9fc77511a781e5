"""The values Locquemare's commands may take now, field by field (``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.offers``); a choice valid
only when sending for one hero names it (``character_id``).
"""

from collections.abc import Callable, Iterable

from domain.core import Choice, Table, plain_choices
from domain.locquemare.decide import may, may_complications, may_play
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.state import (
    ACTION_TYPES,
    APPROACHES,
    EFFECTS,
    RESOURCES,
    SEVERITIES,
    LocquemareState,
)

State = LocquemareState
ChoiceFn = Callable[[State, Table], list[Choice]]


def hero_names(state: State, ids: Iterable[str]) -> list[Choice]:
    """Heroes as choices, labelled with their names."""
    return [Choice(value=h, label=state.heroes[h].name) for h in ids if h in state.heroes]


def fixed(values: tuple[str, ...]) -> ChoiceFn:
    """The same values whatever the state (types, approaches, resources...)."""
    def choices(state: State, table: Table) -> list[Choice]:
        return plain_choices(values)
    return choices


action_types, approaches, resources = fixed(ACTION_TYPES), fixed(APPROACHES), fixed(RESOURCES)
severities, effects = fixed(SEVERITIES), fixed(EFFECTS)
key_kinds = fixed(("situation", "complication"))
complication_kinds = fixed(("decision", "event"))
npc_categories = fixed(("horde", "soldier", "adversary", "nemesis"))


def heroes(state: State, table: Table) -> list[Choice]:
    """Every hero at the table."""
    return hero_names(state, state.heroes)


def npcs(state: State, table: Table) -> list[Choice]:
    """Every npc."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()]


def npcs_with_consequences(state: State, table: Table) -> list[Choice]:
    """Npcs carrying a consequence, which a hero may build a complication on (T13)."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()
            if n.consequences]


def harmable_heroes(state: State, table: Table) -> list[Choice]:
    """Heroes with no pending harm."""
    return hero_names(state, may_play.harmable(state))


def stressable_heroes(state: State, table: Table) -> list[Choice]:
    """Heroes in the scene who can take stress."""
    return hero_names(state, may_play.stressable(state))


def stressable_npcs(state: State, table: Table) -> list[Choice]:
    """Npcs in the scene who can take stress."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may_play.stressable_npcs(state)]


def harmed_npcs(state: State, table: Table) -> list[Choice]:
    """Npcs with pending harm."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may_play.harmed_npcs(state)]


def player_seats(state: State, table: Table) -> list[Choice]:
    """The seats a hero may belong to: the asking player's own, or (gm) any player's."""
    seats = table.seat_choices()
    return seats if table.actor.is_gm else [c for c in seats if c.value == table.actor.seat_id]


def drawn_secrets(state: State, table: Table) -> list[Choice]:
    """Each hero's two drawn secrets (labelled by id: their texts are the owner's)."""
    return [Choice(value=s, label=s, character_id=h.hero_id)
            for h in state.heroes.values() for s in h.drawn_secret_ids]


def _key_label(state: State, key_id: str) -> str:
    return state.keys[key_id].text


def unknown_keys(state: State, table: Table) -> list[Choice]:
    """Keys the heroes do not know yet (the gm's choice only)."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values() if not k.known]


def all_keys(state: State, table: Table) -> list[Choice]:
    """Every key."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()]


def known_keys(state: State, table: Table) -> list[Choice]:
    """Keys every seat knows."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if seen_by_heroes(state, k)]


def removable_keys(state: State, table: Table) -> list[Choice]:
    """Situation, complication and elan keys."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if k.kind not in ("character", "consequence")]


def consequence_keys(state: State, table: Table) -> list[Choice]:
    """Consequence keys."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if k.kind == "consequence"]


def character_keys(state: State, table: Table) -> list[Choice]:
    """Each hero's own character keys."""
    return [Choice(value=k, label=_key_label(state, k), character_id=h.hero_id)
            for h in state.heroes.values() for k in h.character_key_ids if k in state.keys]


def open_action(state: State, table: Table) -> list[Choice]:
    """The open action's id."""
    return plain_choices([state.action.action_id] if state.action is not None else [])


def outcome_options(state: State, table: Table) -> list[Choice]:
    """The outcome menu of the open action."""
    return plain_choices(state.action.options if state.action is not None else ())


def harm_options(state: State, table: Table) -> list[Choice]:
    """Each hero's options about its pending harm."""
    return [Choice(value=o, label=o, character_id=h.hero_id) for h in state.heroes.values()
            if h.pending_harm is not None for o in h.pending_harm.options]


def track_rewards(state: State, table: Table) -> list[Choice]:
    """Five exploits; a prowess or a key are the Chorus's (gm) to grant."""
    return plain_choices(("five_exploits", "new_prowess", "new_key") if table.actor.is_gm
                         else ("five_exploits",))


def held_payments(state: State, table: Table) -> list[Choice]:
    """The exploit or danger tokens each hero holds (truths and lies)."""
    return [Choice(value=kind, label=kind, character_id=h.hero_id)
            for h in state.heroes.values() for kind in ("exploit", "danger") if h.tokens[kind]]


def acceptable(state: State, table: Table) -> list[Choice]:
    """Pending complications their target may accept, per target hero."""
    return [Choice(value=c.complication_id, label=c.text, character_id=c.target)
            for c in may_complications.acceptable(state)]


def refusable(state: State, table: Table) -> list[Choice]:
    """Pending complications their target may refuse, per target hero."""
    return [Choice(value=c.complication_id, label=c.text, character_id=c.target)
            for c in may_complications.refusable(state)]


def refusal_payments(state: State, table: Table) -> list[Choice]:
    """The exploit or danger tokens each hero holds (refusing a complication); the
    Adversity's danger for an npc's (T13)."""
    targets = dict.fromkeys(c.npc_id for c in may_complications.refusable(state) if c.npc_id)
    npcs = [Choice(value="danger", label="danger", character_id=n) for n in targets]
    return held_payments(state, table) + (npcs if table.actor.is_gm else [])


def bonus_prowesses(state: State, table: Table) -> list[Choice]:
    """The acting hero's applicable bonus prowesses."""
    action = state.action
    hero = state.heroes.get(action.hero_id) if action is not None else None
    if action is None or hero is None:
        return []
    return [Choice(value=p.prowess_id, label=p.name, character_id=hero.hero_id)
            for p in may_play.bonus_prowesses(state, hero, action)]


def absent_heroes(state: State, table: Table) -> list[Choice]:
    """Heroes not in the running scene."""
    present = state.scene.present_hero_ids if state.scene is not None else ()
    return hero_names(state, [h for h in state.heroes if h not in present])


def absent_npcs(state: State, table: Table) -> list[Choice]:
    """Npcs not in the running scene."""
    present = state.scene.present_npc_ids if state.scene is not None else ()
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()
            if n.npc_id not in present]


def unknown_npcs(state: State, table: Table) -> list[Choice]:
    """Npcs the heroes have not met (the gm's choice only)."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values() if not n.known]


def restorable_npcs(state: State, table: Table) -> list[Choice]:
    """Npcs with no pending harm."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may.restorable(state)]
