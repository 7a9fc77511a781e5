"""The choices of the table's steps (C6): stress tracks, elements, the winner's effect,
the 1s' effects and a milestone's options, each labelled in the reader's words. A value is
offered only when some target of the state can take it (``up`` while a track or an
element may still rise, ``down`` while one holds a die); which target goes with which
value is chosen apart (``FIELD_REFUSALS`` in the offers tests)."""

from collections.abc import Iterable

from domain.core import Choice, ChoiceContext
from domain.xyrop.decide.table import steppable_assets
from domain.xyrop.narrate import glossary
from domain.xyrop.rules.ladder import DIE_STEPS, StressLevel
from domain.xyrop.state import GameState


def _names(state: GameState, ids: Iterable[str]) -> list[Choice]:
    return [Choice(value=cid, label=state.characters[cid].name) for cid in ids
            if cid in state.characters]


def target_kinds(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A character's stress, or an npc's."""
    kinds = ["character"] if state.characters else []
    return context.terms([*kinds, "npc"], glossary.term)


def stress_targets(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The characters and the npcs the table already knows (an npc is named by the gm)."""
    npcs = [Choice(value=npc, label=npc) for npc in state.npc_stress
            if npc not in state.characters]
    return [*_names(state, state.characters), *npcs]


def stress_ids(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The table's stress catalog (« Blessure »)."""
    return context.terms(state.config.stress_catalog, glossary.stress)


def _levels(state: GameState) -> list[StressLevel]:
    catalog = state.config.stress_catalog
    tracks = [*(s.stress for s in state.characters.values()), *state.npc_stress.values()]
    return [track.get(stress_id, "none") for track in tracks for stress_id in catalog]


def stress_directions(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Up while a track is not out of play, down while one holds stress."""
    levels = _levels(state)
    found = ["up"] if any(level != "out" for level in levels) else []
    found += ["down"] if any(level != "none" for level in levels) else []
    return context.terms(found, glossary.term)


def _rated(state: GameState) -> list[int]:
    return [e.die for e in state.elements.values() if e.die is not None]


def element_actions(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Remove; up while a rated element is below d12; down while one holds a die."""
    dice = _rated(state)
    found = ["up"] if any(die < DIE_STEPS[-1] for die in dice) else []
    found += ["down"] if dice else []
    return context.terms([*found, "remove"], glossary.term)


def effect_types(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A stress step, or a rated element's step while one is on the table."""
    return context.terms(["stress_step", *(["element_step"] if _rated(state) else [])],
                       glossary.term)


def element_directions(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A stress track's or a rated element's step (either kind of effect)."""
    stress = {c.value for c in stress_directions(state, context)}
    dice = _rated(state)
    element = {"up"} if any(die < DIE_STEPS[-1] for die in dice) else set()
    found = stress | element | ({"down"} if dice else set())
    return context.terms([d for d in ("up", "down") if d in found], glossary.term)


def _elements(state: GameState, kind: str | None = None) -> list[Choice]:
    return [Choice(value=e.element_id, label=e.name if e.die is None else f"{e.name} (d{e.die})")
            for e in state.elements.values()
            if (kind is None and e.die is not None) or e.kind == kind]


def rated_elements(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The table's elements holding a die."""
    return _elements(state)


def complications(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The complications on the table."""
    return _elements(state, "complication")


def player_one_types(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A new complication; a complication stepped up, an opportunity lost, an asset
    stepped down, while the table holds one."""
    kinds = {e.kind for e in state.elements.values()}
    found = ["new_complication"]
    found += ["step_up_complication"] if any(
        e.kind == "complication" and (e.die or 0) < DIE_STEPS[-1]
        for e in state.elements.values()) else []
    found += ["degrade_opportunity"] if "opportunity" in kinds else []
    found += ["degrade_asset"] if any(s.assets for s in state.characters.values()) else []
    return context.terms(found, glossary.term)


def player_one_elements(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The complications and opportunities on the table."""
    return [*_elements(state, "complication"), *_elements(state, "opportunity")]


def asset_owners(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The characters holding an asset."""
    return _names(state, [cid for cid, s in state.characters.items() if s.assets])


def owned_assets(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Every character's assets (named with their holder: chosen apart from it)."""
    return [Choice(value=a.asset_id, label=f"{sheet.name}, {a.name} (d{a.die})")
            for sheet in state.characters.values() for a in sheet.assets]


def gm_ones_types(state: GameState, context: ChoiceContext) -> list[Choice]:
    """An opportunity; a complication stepped down while the table holds one."""
    return context.terms(["trigger_opportunity",
                        *(["improve_complication"] if complications(state, context) else [])],
                       glossary.term)


def milestone_types(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A new distinction, a step up, initial destiny + 1; a new treasure (the gm's)."""
    found = ["new_distinction", "step_up", "increase_initial_destiny"]
    found += ["new_treasure"] if context.actor.is_gm else []
    return context.terms(found, glossary.milestone)


def milestone_categories(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The kinds of die a milestone steps up."""
    return context.terms(("approach", "role", "value", "treasure"), glossary.term)


def milestone_traits(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each character's approaches, roles, values and treasures below d12."""
    found = []
    for cid, sheet in state.characters.items():
        dice = {**sheet.traits(), **{t.treasure_id: t.die for t in sheet.treasures}}
        labels = {t.treasure_id: t.name for t in sheet.treasures}
        found += [Choice(value=key, label=labels.get(key) or sheet.trait_name(key),
                         character_id=cid)
                  for key, die in dice.items() if die < DIE_STEPS[-1]]
    return found


def asset_steps(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's assets and treasures below d12 (T7)."""
    found = []
    for cid in (state.session.present_character_ids if state.session else ()):
        sheet = state.characters[cid]
        labels = {**{a.asset_id: a.name for a in sheet.assets},
                  **{t.treasure_id: t.name for t in sheet.treasures}}
        found += [Choice(value=key, label=labels.get(key, key), character_id=cid)
                  for key in steppable_assets(sheet, state.scene_index)]
    return found
