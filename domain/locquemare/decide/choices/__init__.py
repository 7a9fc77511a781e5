"""The values Locquemare's commands may take now, field by field (``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.choices``), labelled in the
reader's words (« Féroce », « Adrénaline », « autre clé », a hero's or an npc's name, a
key's text); a choice valid only when sending for one hero names it (``character_id``).
The action's and the complications' choices are in ``choices.play``; ``FREE_FIELDS``
lists the fields left to the table's own words and numbers (names, texts, physical dice).
"""

from collections.abc import Callable, Iterable, Mapping

from domain.core import Choice, ChoiceContext, Command, Count
from domain.core.choices import Label
from domain.core.words import say
from domain.locquemare import commands as cmd
from domain.locquemare.decide import may, may_complications, may_play
from domain.locquemare.decide.choices import play
from domain.locquemare.narrate import glossary
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.rules.sheet import PROWESS_EFFECTS, PROWESS_LIMITS
from domain.locquemare.state import (
    ACTION_TYPES,
    APPROACHES,
    EFFECTS,
    RESOURCES,
    SEVERITIES,
    LocquemareState,
)

State = LocquemareState
ChoiceFn = Callable[[State, ChoiceContext], list[Choice]]


def hero_names(state: State, ids: Iterable[str]) -> list[Choice]:
    """Heroes as choices, labelled with their names."""
    return [Choice(value=h, label=state.heroes[h].name) for h in ids if h in state.heroes]


FREE_FIELDS: Mapping[type[Command], tuple[str, ...]] = {
    cmd.RegisterCharacter: ("name", "journey", "character_keys.text", "character_keys.key_id",
                           "prowesses.prowess_id", "prowesses.name", "hero_id", "id"),
    cmd.SetSecretPool: ("secrets.secret_id", "secrets.text"),
    cmd.CreateNpc: ("npc_id", "name"),
    cmd.CreateKey: ("key_id", "text"),
    cmd.DeclareAction: ("action_id",),
    cmd.ProposeComplication: ("complication_id", "text"),
    cmd.StartConflict: ("conflict_id",),
    cmd.EmptyEvolutionTrack: ("key.key_id", "key.text", "prowess.prowess_id",
                             "prowess.name"),
    cmd.GainProwess: ("prowess.prowess_id", "prowess.name"),
}
"""The fields whose values are the table's own words (a name, a text, a new id)."""


def fixed(values: Iterable[str], label: Label) -> ChoiceFn:
    """The same values whatever the state, in the reader's words (said once per language)."""
    kept, said = tuple(values), dict[int, tuple[object, list[Choice]]]()

    def choices(state: State, context: ChoiceContext) -> list[Choice]:
        words, found = said.get(id(context.words), (None, []))
        if words is not context.words:
            found = context.terms(kept, label)
            said[id(context.words)] = (context.words, found)
        return list(found)
    return choices


action_types = fixed(ACTION_TYPES, glossary.action_type)
approaches, resources = fixed(APPROACHES, glossary.approach), fixed(RESOURCES, glossary.resource)
severities, effects = fixed(SEVERITIES, glossary.severity), fixed(EFFECTS, glossary.effect)
key_kinds = fixed(("situation", "complication"), glossary.term)
complication_kinds = fixed(("decision", "event"), glossary.term)
npc_categories = fixed(("horde", "soldier", "adversary", "nemesis"), glossary.term)
advantage_modes = fixed(("create", "discover", "activate"), glossary.term)
key_roles = fixed(("concept", "hamartia", "other"), glossary.term)
prowess_effects = fixed(PROWESS_EFFECTS, glossary.term)
prowess_limits = fixed(PROWESS_LIMITS, glossary.term)
reasons = fixed(("killed_undetected", "erased_evidence", "used_stealth", "convinced_someone",
                 "used_influence", "used_others", "used_force", "used_cunning",
                 "used_technology", "used_magic", "used_diplomacy", "used_violence",
                 "made_a_plan", "made_a_discovery", "secret"), glossary.reason)


def creation_points(state: State, context: ChoiceContext) -> list[Choice]:
    """An approach's or a resource's value at creation (0 to 3, AP1, R1)."""
    return context.numbers(range(4))


def allocation_points(state: State, context: ChoiceContext) -> list[Choice]:
    """A resource's value after an act (0 to 5, D3)."""
    return context.numbers(range(6))


def five(state: State, context: ChoiceContext) -> list[Count]:
    """A hero registers with exactly five character keys (K1)."""
    return [Count(min=5, max=5)]


def three(state: State, context: ChoiceContext) -> list[Count]:
    """A hero registers with exactly three prowesses (P1)."""
    return [Count(min=3, max=3)]


def heroes(state: State, context: ChoiceContext) -> list[Choice]:
    """Every hero at the table."""
    return hero_names(state, state.heroes)


def npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Every npc."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()]


def npcs_with_consequences(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs carrying a consequence, which a hero may build a complication on (T13)."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()
            if n.consequences]


def harmable_heroes(state: State, context: ChoiceContext) -> list[Choice]:
    """Heroes with no pending harm."""
    return hero_names(state, may_play.harmable(state))


def stressable_heroes(state: State, context: ChoiceContext) -> list[Choice]:
    """Heroes in the scene who can take stress."""
    return hero_names(state, may_play.stressable(state))


def stressable_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs in the scene who can take stress."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may_play.stressable_npcs(state)]


def harmed_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs with pending harm."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may_play.harmed_npcs(state)]


def player_seats(state: State, context: ChoiceContext) -> list[Choice]:
    """The seats a hero may belong to: the asking player's own, or (gm) any player's."""
    seats = context.seat_choices()
    return seats if context.actor.is_gm else [c for c in seats if c.value == context.actor.seat_id]


def drawn_secrets(state: State, context: ChoiceContext) -> list[Choice]:
    """Each hero's two drawn secrets, labelled with their texts (the hero's player and the
    gm read them; a hero's secrets are offered to its seat only)."""
    texts = {c.secret_id: c.text for c in state.secret_pool}
    return [Choice(value=s, label=texts.get(s, s), character_id=h.hero_id)
            for h in state.heroes.values() for s in h.drawn_secret_ids
            if context.actor.may_act_for(h.owner_player_id)]


def _key_label(state: State, key_id: str) -> str:
    return state.keys[key_id].text


def unknown_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Keys the heroes do not know yet (the gm's choice only)."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values() if not k.known]


def all_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Every key."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()]


def known_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Keys every seat knows."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if seen_by_heroes(state, k)]


def removable_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Situation, complication and elan keys."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if k.kind not in ("character", "consequence")]


def consequence_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Consequence keys."""
    return [Choice(value=k.key_id, label=k.text) for k in state.keys.values()
            if k.kind == "consequence"]


def character_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """Each hero's own character keys."""
    return [Choice(value=k, label=_key_label(state, k), character_id=h.hero_id)
            for h in state.heroes.values() for k in h.character_key_ids if k in state.keys]


def open_action(state: State, context: ChoiceContext) -> list[Choice]:
    """The open action's id."""
    action = state.action
    if action is None:
        return []
    hero = state.heroes.get(action.hero_id)
    return [Choice(value=action.action_id, label=say(
        context.words, "%(name)s's action", name=hero.name if hero else action.hero_id))]


def outcome_options(state: State, context: ChoiceContext) -> list[Choice]:
    """The outcome menu of the open action."""
    return context.terms(state.action.options if state.action is not None else (),
                       glossary.option)


def harm_options(state: State, context: ChoiceContext) -> list[Choice]:
    """Each hero's options about its pending harm."""
    return [context.term(o, glossary.harm_option, h.hero_id) for h in state.heroes.values()
            if h.pending_harm is not None for o in h.pending_harm.options]


def track_rewards(state: State, context: ChoiceContext) -> list[Choice]:
    """Five exploits; a prowess or a key are the Chorus's (gm) to grant."""
    return context.terms(("five_exploits", "new_prowess", "new_key") if context.actor.is_gm
                       else ("five_exploits",), glossary.term)


def held_payments(state: State, context: ChoiceContext) -> list[Choice]:
    """The exploit or danger tokens each hero holds (truths and lies)."""
    return [context.term(kind, glossary.payment, h.hero_id)
            for h in state.heroes.values() for kind in ("exploit", "danger") if h.tokens[kind]]


def acceptable(state: State, context: ChoiceContext) -> list[Choice]:
    """Pending complications their target may accept, per target hero."""
    return [Choice(value=c.complication_id, label=c.text, character_id=c.target)
            for c in may_complications.acceptable(state)]


def refusable(state: State, context: ChoiceContext) -> list[Choice]:
    """Pending complications their target may refuse, per target hero."""
    return [Choice(value=c.complication_id, label=c.text, character_id=c.target)
            for c in may_complications.refusable(state)]


def refusal_payments(state: State, context: ChoiceContext) -> list[Choice]:
    """The exploit or danger tokens each hero holds (refusing a complication); the
    Adversity's danger for an npc's (T13)."""
    targets = dict.fromkeys(c.npc_id for c in may_complications.refusable(state) if c.npc_id)
    npcs = [context.term("danger", glossary.payment, n) for n in targets]
    return held_payments(state, context) + (npcs if context.actor.is_gm else [])


def bonus_prowesses(state: State, context: ChoiceContext) -> list[Choice]:
    """The acting hero's applicable bonus prowesses."""
    action = state.action
    hero = state.heroes.get(action.hero_id) if action is not None else None
    if action is None or hero is None:
        return []
    return [Choice(value=p.prowess_id, label=p.name, character_id=hero.hero_id)
            for p in may_play.bonus_prowesses(state, hero, action)]


def absent_heroes(state: State, context: ChoiceContext) -> list[Choice]:
    """Heroes not in the running scene."""
    present = state.scene.present_hero_ids if state.scene is not None else ()
    return hero_names(state, [h for h in state.heroes if h not in present])


def absent_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs not in the running scene."""
    present = state.scene.present_npc_ids if state.scene is not None else ()
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values()
            if n.npc_id not in present]


def unknown_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs the heroes have not met (the gm's choice only)."""
    return [Choice(value=n.npc_id, label=n.name) for n in state.npcs.values() if not n.known]


def restorable_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """Npcs with no pending harm."""
    return [Choice(value=n, label=state.npcs[n].name) for n in may.restorable(state)]


SHEET: dict[str, ChoiceFn] = {
    "owner_player_id": player_seats, "approaches": approaches, "approaches.*": creation_points,
    "resources": resources, "resources.*": creation_points, "character_keys.role": key_roles,
    "prowesses.effect": prowess_effects, "prowesses.limit": prowess_limits,
    "prowesses.action_types": action_types}
"""The finite fields of a new hero's sheet (its free words are ``FREE_FIELDS``)."""
DECLARATION: dict[str, ChoiceFn] = {
    "action_type": action_types, "approach": approaches, "resource": resources,
    "advantage.mode": advantage_modes, "advantage.key_id": play.advantage_keys,
    "target.npc_id": play.target_npcs, "target.key_id": play.advantage_keys,
    "threat_resource": resources, "auto_success_prowess_id": play.auto_success_prowesses}
"""An action's declaration: its type, approach and resource, what it aims at."""
DIFFICULTY: dict[str, ChoiceFn] = {
    "action_id": open_action, "key_activations.key_id": play.adversity_keys,
    "key_activations.payment": play.adversity_payments, "hidden_key_id": play.hidden_keys,
    "grant_edge_die": play.granted_sides, "edge_dice": play.granted_sides}
"""The Adversity's keys and payments against the declared action (U2)."""
ACTIVATION: dict[str, ChoiceFn] = {
    "action_id": open_action, "key_id": play.activation_keys,
    "payment": play.activation_payments, "edge_die.sides": play.edge_sides}
"""A hero's key and payment for the rolled action (U2)."""
