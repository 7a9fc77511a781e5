"""Lookups over a hero's consequences."""

from domain.locquemare.state import Hero, Key, LocquemareState


def hero_consequence_keys(state: LocquemareState, hero: Hero) -> list[Key]:
    """The hero's consequence keys (slots and extreme)."""
    ids = [k for k in hero.consequence_slots.values() if k] + list(hero.extreme_key_ids)
    return [state.keys[k] for k in ids if k in state.keys]


def has_effect(state: LocquemareState, hero: Hero, effect: str) -> bool:
    """True when one of the hero's consequences carries ``effect``."""
    return any(key.effect == effect for key in hero_consequence_keys(state, hero))
