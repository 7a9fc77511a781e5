"""Difficulty, motivation, tier and outcome menus (7.2-7.4)."""

from domain.locquemare.rules.action import Action
from domain.locquemare.state import ADVERSITY, Hero, LocquemareState, has_effect

BASE_DIFFICULTY = 2

ACTIVATION_BONUS = 2

# (action type or create-advantage mode, tier) -> options; a single option applies at once.
MENUS: dict[tuple[str, str], tuple[str, ...]] = {
    ("create", "fail"): ("no_key", "key_adversity_free"),
    ("create", "tie"): ("no_key_elan", "key_both_elan"),
    ("create", "success"): ("key_hero_free",),
    ("create", "triumph"): ("key_hero_two_free",),
    ("activate", "fail"): ("not_activated", "activated_adversity_elan"),
    ("activate", "tie"): ("hero_free",),
    ("activate", "success"): ("hero_free",),
    ("activate", "triumph"): ("hero_two_free",),
    ("overcome", "fail"): ("obstacle_remains", "overcome_with_consequence"),
    ("overcome", "tie"): ("obstacle_remains", "overcome_adversity_elan"),
    ("overcome", "success"): ("overcome",),
    ("overcome", "triumph"): ("overcome_elan",),
    ("attack", "fail"): ("no_effect", "elan_for_consequence"),
    ("attack", "tie"): ("no_effect_elan",),
    ("attack", "success"): ("damage",),
    ("attack", "triumph"): ("damage", "damage_minus_1_elan"),
    ("defend", "fail"): ("suffer", "elan_for_consequence"),
    ("defend", "tie"): ("suffer",),
    ("defend", "success"): ("blocked",),
    ("defend", "triumph"): ("blocked_elan",),
}

CONSEQUENCE_OPTIONS = ("overcome_with_consequence", "elan_for_consequence")


def panicked_count(state: LocquemareState, acting_hero_id: str) -> int:
    """The other present heroes with a `panicked` consequence: +1 difficulty each (R4)."""
    if state.scene is None:
        return 0
    heroes = (state.heroes.get(h) for h in state.scene.present_hero_ids if h != acting_hero_id)
    return sum(1 for h in heroes if h is not None and has_effect(state, h, "panicked"))


def difficulty(adversity_activations: int, modifiers: int, panicked: int) -> int:
    """2 + 2 per key the Adversity activates + modifiers + panicked heroes (7.2)."""
    return BASE_DIFFICULTY + ACTIVATION_BONUS * adversity_activations + modifiers + panicked


def base_motivation(state: LocquemareState, hero: Hero, action: Action) -> int:
    """Approach + current resource (D9); irritated / disturbed zero them (7.3)."""
    a = 0 if has_effect(state, hero, "irritated") else hero.approaches.get(action.approach, 0)
    r = 0 if has_effect(state, hero, "disturbed") else hero.resources_current.get(
        action.resource, 0)
    return a + r


def key_bonus(action: Action) -> int:
    """Bonuses of the heroes' activations (the Adversity's count in the difficulty)."""
    return sum(a.bonus for a in action.activations if a.activator != ADVERSITY)


def prowess_bonus(action: Action) -> int:
    """Bonuses of the activated prowesses."""
    return sum(p.bonus for p in action.prowesses)


def tier_for(motivation: int, difficulty_total: int) -> str:
    """fail < tie < success < triumph; triumph is strictly above difficulty + 2 (D16)."""
    if motivation > difficulty_total + 2:
        return "triumph"
    if motivation > difficulty_total:
        return "success"
    return "tie" if motivation == difficulty_total else "fail"


def menu_key(action: Action) -> str:
    """The row of the outcome table: the action type, or the create-advantage mode."""
    if action.type != "create_advantage":
        return action.type
    mode = action.advantage.mode if action.advantage else "create"
    return "activate" if mode == "activate" else "create"


def options_for(action: Action, tier: str) -> tuple[str, ...]:
    """The outcome menu of an action's tier (7.4)."""
    return MENUS[(menu_key(action), tier)]
