"""How each Locquemare event changes the state, by the topics of ``decide`` (``setup``,
``structure``, ``keys``, ``action``, ``outcome``, ``harm``, ``evolution``: each evolves the
events its topic's handlers emit first); here, the state updates evolvers share.

Evolvers are total: they never raise and never draw.
"""

from typing import Any

from msgspec.structs import replace

from domain.locquemare.state import LocquemareState, replace_hero, replace_key

State = LocquemareState


def update_hero(state: State, hero_id: str, **changes: Any) -> State:
    """The state with one hero's fields changed (unchanged if the hero is unknown)."""
    hero = state.heroes.get(hero_id)
    if hero is None:
        return state
    return replace_hero(state, replace(hero, **changes))


def update_all_heroes(state: State, **changes: Any) -> State:
    """The state with the same fields changed on every hero."""
    heroes = {hid: replace(hero, **changes) for hid, hero in state.heroes.items()}
    return replace(state, heroes=heroes)


def add_tokens(state: State, hero_id: str, kind: str, delta: int) -> State:
    """The state with a hero's tokens of ``kind`` moved by ``delta`` (never below 0)."""
    hero = state.heroes.get(hero_id)
    if hero is None:
        return state
    tokens = {**hero.tokens, kind: max(0, hero.tokens.get(kind, 0) + delta)}
    return replace_hero(state, replace(hero, tokens=tokens))


def update_key(state: State, key_id: str, **changes: object) -> State:
    """The state with one key's fields changed (unchanged if the key is unknown)."""
    key = state.keys.get(key_id)
    if key is None:
        return state
    return replace_key(state, replace(key, **changes))


def forget_key(state: State, key_id: str) -> State:
    """The state without the key, and without it among its hero's character keys."""
    keys = dict(state.keys)
    key = keys.pop(key_id, None)
    state = replace(state, keys=keys)
    hero = state.heroes.get(key.owner_hero_id or "") if key else None
    if hero is None or key_id not in hero.character_key_ids:
        return state
    ids = tuple(k for k in hero.character_key_ids if k != key_id)
    return replace_hero(state, replace(hero, character_key_ids=ids))


def update_action(state: State, action_id: str, **changes: Any) -> State:
    """The state with the open action changed (unchanged unless it is ``action_id``)."""
    action = state.action
    if action is None or action.action_id != action_id:
        return state
    return replace(state, action=replace(action, **changes))
