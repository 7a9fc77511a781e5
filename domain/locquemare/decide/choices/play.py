"""The values of the action's and the complications' fields (``decider.MOVES``): the keys
a seat may activate now and what it can pay with, the Adversity's keys and payments, the
prowesses, the discoverable keys, the complication's keys and tokens (U2).

Each function is ``(state, table) -> choices``, labelled in the reader's words (a key by
its text, a payment by the rulebook's word); a choice valid only when sending for one hero
names it (``character_id``).
"""

from domain.core import Choice, ChoiceContext
from domain.locquemare.decide import may_play
from domain.locquemare.narrate import glossary
from domain.locquemare.rules.dice import EDGE_SIDES
from domain.locquemare.rules.keys import in_play, owned_by_hero
from domain.locquemare.rules.prowesses import limit_reached
from domain.locquemare.state import ADVERSITY, Hero, LocquemareState, is_present

State = LocquemareState
HELD = ("exploit", "danger")
"""The tokens a hero pays a refusal, a truth or a prowess with."""


def _key(state: State, key_id: str, for_hero: str | None = None) -> Choice:
    return Choice(value=key_id, label=state.keys[key_id].text, character_id=for_hero)


def _rolled(state: State) -> bool:
    return state.action is not None and state.action.status == "rolled"


def _activators(state: State) -> list[Hero]:
    """Heroes who may activate a key for the rolled action now."""
    if not _rolled(state):
        return []
    return [h for h in state.heroes.values() if is_present(state, h.hero_id)
            and not (h.taken_out or h.conceded) and h.pending_harm is None]


def activation_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """The keys each present hero may activate for the rolled action (7.5, T1)."""
    action = state.action
    found: list[Choice] = []
    for hero in _activators(state):
        assert action is not None
        keys = dict.fromkeys(k for k, _ in may_play.activations(state, hero, action))
        found += [_key(state, k, hero.hero_id) for k in keys]
    return found


def activation_payments(state: State, context: ChoiceContext) -> list[Choice]:
    """What each present hero can pay an activation with now (a token it holds, a free
    activation or an elan it holds; an offering only for another hero's action, D32)."""
    action = state.action
    found: list[Choice] = []
    for hero in _activators(state):
        assert action is not None
        kinds = dict.fromkeys(p for _, p in may_play.activations(state, hero, action))
        found += context.terms(kinds, glossary.payment, hero.hero_id)
    return found


def edge_sides(state: State, context: ChoiceContext) -> list[Choice]:
    """The edge dice the Adversity allowed for this action (T5), as « d6 »."""
    action = state.action
    sides = action.edge_dice if action is not None and _rolled(state) else ()
    return [Choice(value=s, label=f"d{s}") for s in sides]


def granted_sides(state: State, context: ChoiceContext) -> list[Choice]:
    """Every edge die the Adversity may grant or allow (d4 … d20)."""
    return [Choice(value=s, label=f"d{s}") for s in EDGE_SIDES]


def _adversity_pairs(state: State) -> list[tuple[str, str]]:
    """(key, payment) pairs the Adversity may activate against the declared action."""
    action = state.action
    if action is None or action.status != "declared":
        return []
    pairs = []
    for key in state.keys.values():
        if key.kind == "elan":
            if key.elan_holder == ADVERSITY:
                pairs.append((key.key_id, "elan"))
            continue
        if not in_play(state, key, ADVERSITY):
            continue
        if state.adversity.danger:
            pairs.append((key.key_id, "danger"))
        if key.free_activations.get(ADVERSITY, 0) >= 1:
            pairs.append((key.key_id, "free_activation"))
    return pairs


def adversity_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """The keys the Adversity may activate against the declared action (7.2)."""
    return [_key(state, k) for k in dict.fromkeys(k for k, _ in _adversity_pairs(state))]


def adversity_payments(state: State, context: ChoiceContext) -> list[Choice]:
    """What the Adversity can pay with now: danger tokens, free activations, elans."""
    kinds = dict.fromkeys(p for _, p in _adversity_pairs(state))
    return context.terms(kinds, glossary.payment)


def hidden_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """For a discovery, the unknown keys in play in the scene (T11)."""
    action = state.action
    if action is None or action.advantage is None or action.advantage.mode != "discover":
        return []
    return [_key(state, k.key_id) for k in state.keys.values()
            if not k.known and in_play(state, k, ADVERSITY)]


def prowess_payments(state: State, context: ChoiceContext) -> list[Choice]:
    """The tokens the acting hero can pay a costly prowess with (D31)."""
    action = state.action
    hero = state.heroes.get(action.hero_id) if action is not None else None
    if action is None or hero is None or not _rolled(state):
        return []
    if not any(p.costs_token for p in may_play.bonus_prowesses(state, hero, action)):
        return []
    return context.terms([k for k in HELD if hero.tokens[k]], glossary.payment, hero.hero_id)


def complication_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """The keys a complication may rest on: every hero's own keys the heroes know, and the
    npcs' consequences (T10, T13)."""
    return [_key(state, k.key_id) for k in state.keys.values()
            if k.known and (any(owned_by_hero(k, h) for h in state.heroes)
                            or (k.owner_npc_id is not None and k.kind == "consequence"))]


def complication_tokens(state: State, context: ChoiceContext) -> list[Choice]:
    """The tokens each hero may give an ally for a complication (T8: no offering)."""
    return [context.term(kind, glossary.payment, h.hero_id) for h in state.heroes.values()
            for kind in HELD if h.tokens[kind]]


def advantage_keys(state: State, context: ChoiceContext) -> list[Choice]:
    """The known keys in play each hero may aim an advantage or an action at (T2)."""
    return [_key(state, k.key_id, h) for h in state.heroes for k in state.keys.values()
            if k.kind != "elan" and in_play(state, k, h)]


def target_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """The npcs in the scene an action may aim at (T2), none with pending harm (T4)."""
    return [c for c in present_npcs(state, context)
            if state.npcs[str(c.value)].harm_pending is None]


def present_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """The npcs in the scene the heroes know (T2, T14)."""
    present = state.scene.present_npc_ids if state.scene is not None else ()
    return [Choice(value=n, label=state.npcs[n].name) for n in present
            if n in state.npcs and (state.npcs[n].known or context.actor.is_gm)]


def auto_success_prowesses(state: State, context: ChoiceContext) -> list[Choice]:
    """Each hero's auto-success prowesses it may use now (D23, D31)."""
    found = []
    for hero in state.heroes.values():
        payable = bool(hero.tokens["exploit"] or hero.tokens["danger"])
        found += [Choice(value=p.prowess_id, label=p.name, character_id=hero.hero_id)
                  for p in hero.prowesses if p.effect == "auto_success"
                  and (payable or not p.costs_token)
                  and not limit_reached(state, hero, p)]
    return found


def leaving_npcs(state: State, context: ChoiceContext) -> list[Choice]:
    """The npcs the Adversity may take out of the scene (T1): hers to move."""
    return present_npcs(state, context) if context.actor.is_gm else []

