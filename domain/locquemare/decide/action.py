"""Action flow, first half: declare, difficulty, roll, key and prowess activations."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource, carried
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_key,
    known_key,
    met_npc,
    named_action,
    require_available,
    require_choice,
)
from domain.locquemare.decide.outcome import conclude
from domain.locquemare.rules.action import Action, Activation
from domain.locquemare.rules.dice import EDGE_SIDES, bad_dice, edge_roll, fate_roll
from domain.locquemare.rules.keys import in_play, owned_by_hero
from domain.locquemare.rules.prowesses import auto_success_prowess, bonus_prowess, prowess_payment
from domain.locquemare.rules.resolution import (
    ACTIVATION_BONUS,
    difficulty,
    options_for,
    panicked_count,
)
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.rules.tokens import require_token
from domain.locquemare.state import ACTION_TYPES, ADVERSITY, APPROACHES, RESOURCES, Hero, Prowess

PAID = ("exploit", "offering", "danger")


def _require_in_scene(state: State, hero_id: str, key_id: str, field: str) -> None:
    """A key the action names is in play in the scene (T2)."""
    if not key_id:
        invalid(sentence("name the key"), field=field)
    key = known_key(state, key_id)
    if not in_play(state, key, hero_id):
        raise DomainError("not_in_scene", sentence("'%(text)s' is not in play in this scene",
                                                   text=key.text), field)


def _check_declaration(state: State, command: cmd.DeclareAction) -> None:
    require_choice("action_type", command.action_type, ACTION_TYPES)
    require_choice("approach", command.approach, APPROACHES)
    require_choice("resource", command.resource, RESOURCES)
    if (command.advantage is None) != (command.action_type != "create_advantage"):
        invalid(sentence("an advantage is given when creating an advantage, and only then"),
                field="advantage")
    if command.advantage is not None:
        advantage = command.advantage
        require_choice("advantage.mode", advantage.mode, ("create", "discover", "activate"))
        if advantage.mode == "activate":
            _require_in_scene(state, command.hero_id, advantage.key_id or "", "advantage.key_id")
        if command.advantage.mode == "create" and not (command.advantage.key_text or "").strip():
            invalid(sentence("creating a key needs its text"), field="advantage.key_text")
    if command.target is not None and command.target.npc_id is not None:
        npc = met_npc(state, command.target.npc_id)
        if state.scene is None or npc.npc_id not in state.scene.present_npc_ids:
            raise DomainError("not_in_scene", sentence("%(name)s is not in the scene",
                                                       name=npc.name))
        if command.action_type == "attack" and npc.harm_pending is not None:  # T4
            raise DomainError("npc_harm_pending", sentence("%(name)s's pending harm comes first",
                                                           name=npc.name))
    if command.target is not None and command.target.key_id is not None:
        _require_in_scene(state, command.hero_id, command.target.key_id, "target.key_id")
    if command.threat_resource is not None:
        if command.action_type != "defend":
            invalid(sentence("the threatened resource is for defending only"),
                    field="threat_resource")
        require_choice("threat_resource", command.threat_resource, RESOURCES)


def declare_action(em: Emitter[State], command: cmd.DeclareAction, actor: Actor,
                   rng: RandomSource) -> None:
    """Open the one action of the table (D35); an auto-success prowess resolves it at once."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_act
    if state.action is not None:
        raise DomainError("action_in_progress", sentence("another action is open"))
    require_available(state, hero)
    if command.action_id in state.action_ids:
        raise DomainError("duplicate_id", sentence("action '%(action_id)s' exists",
                                                   action_id=command.action_id))
    _check_declaration(state, command)
    prowess = auto_success_prowess(state, hero, command)
    em.emit(carried(ev.ActionDeclared, command))
    if prowess is not None:
        _succeed_automatically(em, rng, hero, prowess, command.stress_check_d10)


def _succeed_automatically(em: Emitter[State], rng: RandomSource, hero: Hero, prowess: Prowess,
                           d10: int | None) -> None:
    payment = prowess_payment(hero, prowess, None, automatic=True)
    action = em.state.action
    assert action is not None
    em.emit(ev.ProwessActivated(action_id=action.action_id, hero_id=hero.hero_id,
                                prowess_id=prowess.prowess_id, bonus=0, payment=payment))
    if payment is not None:
        em.emit(ev.TokenSpent(hero_id=hero.hero_id, kind=payment, purpose="prowess"))
    em.emit(_auto_success(em.state.action))
    conclude(em, rng, None, d10)


def _auto_success(action: Action | None) -> ev.ActionResolved:
    assert action is not None
    return ev.ActionResolved(action_id=action.action_id, base_motivation=None, dice_total=0,
                             prowess_bonus=0, key_bonus=0, motivation=None, difficulty=None,
                             tier="success", options=options_for(action, "success"))


def _adversity_activation(state: State, spec: cmd.KeyActivationSpec) -> Activation:
    key = get_key(state, spec.key_id)
    require_choice("payment", spec.payment, ("danger", "free_activation", "elan"))
    if key.kind == "elan" or spec.payment == "elan":
        if key.kind != "elan" or key.elan_holder != ADVERSITY or spec.payment != "elan":
            raise DomainError("no_free_activation", sentence("the Adversity holds no such elan"),
                              "key_activations.payment")
    elif not in_play(state, key, ADVERSITY):
        raise DomainError("unknown_key", sentence("key '%(key_id)s' is not in play",
                                                  key_id=key.key_id))
    if spec.payment == "free_activation" and key.free_activations.get(ADVERSITY, 0) < 1:
        raise DomainError("no_free_activation", sentence(
            "the Adversity has no free activation there"), "key_activations.payment")
    return Activation(key_id=key.key_id, activator=ADVERSITY, beneficiary=None,
                      payment=spec.payment, bonus=ACTIVATION_BONUS,
                      hidden=not seen_by_heroes(state, key))


def _check_difficulty(state: State, command: cmd.SetDifficulty, action: Action) -> None:
    if command.grant_edge_die is not None and command.grant_edge_die not in EDGE_SIDES:
        raise bad_dice(sentence("an edge die is a d4, d6, d8, d10, d12 or d20"))
    if any(sides not in EDGE_SIDES for sides in command.edge_dice):
        raise bad_dice(sentence("an edge die is a d4, d6, d8, d10, d12 or d20"))
    if action.advantage is not None and action.advantage.mode == "discover":
        # T11: a discovery may find nothing; a named key is hidden and in the scene
        hidden = state.keys.get(command.hidden_key_id or "")
        if command.hidden_key_id is not None and (hidden is None or hidden.known):
            raise DomainError("discover_needs_hidden_key", sentence("name an unknown key, or none"))
        if hidden is not None and not in_play(state, hidden, ADVERSITY):
            raise DomainError("not_in_scene", sentence("the discovered key is not in this scene"))
    elif command.hidden_key_id is not None:
        invalid(sentence("a hidden key is named only to discover one"), field="hidden_key_id")
    ids = [a.key_id for a in command.key_activations]
    if len(set(ids)) != len(ids):
        raise DomainError("key_already_activated", sentence("a key is activated once per action"))
    dangers = sum(1 for a in command.key_activations if a.payment == "danger")
    if dangers > state.adversity.danger:
        raise DomainError("no_danger_token", sentence("the Adversity lacks danger tokens"))


def set_difficulty(em: Emitter[State], command: cmd.SetDifficulty, actor: Actor,
                   rng: RandomSource) -> None:
    """The Adversity sets the difficulty and activates keys against the action (7.2)."""
    state = em.state
    action = named_action(state)
    _check_difficulty(state, command, action)
    activations = tuple(_adversity_activation(state, spec) for spec in command.key_activations)
    panicked = panicked_count(state, action.hero_id)
    total = difficulty(len(activations), sum(m.value for m in command.modifiers), panicked)
    em.emit(ev.DifficultySet(action_id=action.action_id, base=2, activations=activations,
                             modifiers=command.modifiers, panicked=panicked, total=total,
                             edge_die_sides=command.grant_edge_die,
                             hidden_key_id=command.hidden_key_id,
                             edge_dice=tuple(dict.fromkeys(command.edge_dice)),
                             elan_text=(command.elan_text or "").strip() or None))
    for activation in activations:
        _emit_adversity_activation(em, action, activation)


def _emit_adversity_activation(em: Emitter[State], action: Action, activation: Activation) -> None:
    key_id = activation.key_id or ""
    em.emit(ev.KeyActivated(action_id=action.action_id, key_id=key_id, activator=ADVERSITY,
                            beneficiary=None, payment=activation.payment,
                            bonus=activation.bonus, hidden=activation.hidden))
    if activation.payment == "danger":
        remaining = em.state.adversity.danger - 1
        em.emit(ev.DangerTokenSpent(purpose="activate_key", remaining=remaining))
        key = em.state.keys.get(key_id)
        if key is not None and owned_by_hero(key, action.hero_id):
            em.emit(ev.TokenGained(hero_id=action.hero_id, kind="danger", count=1,
                                   reason="key_activated_against"))
    elif activation.payment == "free_activation":
        em.emit(ev.FreeActivationUsed(key_id=key_id, holder=ADVERSITY,
                                      action_id=action.action_id))
    else:
        em.emit(ev.ElanUsed(key_id=key_id, holder=ADVERSITY, action_id=action.action_id))
        em.emit(ev.KeyRemoved(key_id=key_id, reason="used"))


def roll_action(em: Emitter[State], command: cmd.RollAction,
                actor: Actor, rng: RandomSource) -> None:
    """Four fate dice, plus the granted edge die (D19 a)."""
    state = em.state
    action = named_action(state)
    dice = command.dice
    fate = fate_roll(rng, dice.fate if dice else None, f"{action.action_id}-fate")
    edge = None
    if action.edge_die_sides is not None:
        if dice is not None and dice.edge is None:
            raise bad_dice(sentence("the granted edge die is missing"))
        edge = edge_roll(rng, action.edge_die_sides, dice.edge if dice else None,
                         f"{action.action_id}-edge")
    elif dice is not None and dice.edge is not None:
        raise bad_dice(sentence("no edge die was granted"))
    total = sum(fate.values) + (edge.values[0] if edge else 0)
    em.emit(ev.ActionRolled(action_id=action.action_id, fate=fate, edge=edge, dice_total=total))


def _check_payment(state: State, command: cmd.ActivateKey, action: Action) -> None:
    hero = state.heroes[command.activator_hero_id]
    key = state.keys[command.key_id]
    require_choice("payment", command.payment, (*PAID, "free_activation", "elan"))
    if command.edge_die is not None and command.payment not in PAID:
        raise DomainError("edge_die_needs_paid_activation", sentence(
            "an edge die replaces a paid +2"), "edge_die")
    if command.edge_die is not None and command.edge_die.sides not in action.edge_dice:
        raise DomainError("edge_die_not_allowed", sentence(
            "the Adversity allowed no d%(sides)d for this action", sides=command.edge_die.sides))
    if (command.payment == "elan") != (key.kind == "elan"):
        invalid(sentence("an elan is activated with payment elan, and only an elan"),
                field="payment")
    if command.payment == "offering" and hero.hero_id == action.hero_id:
        raise DomainError("offering_only_for_others", sentence("an offering helps another hero"))
    if command.payment in PAID:
        require_token(hero, command.payment)
    if command.payment == "free_activation" and key.free_activations.get(hero.hero_id, 0) < 1:
        raise DomainError("no_free_activation", sentence("%(name)s has no free activation there",
                                                         name=hero.name), "payment")


def _check_activation(state: State, command: cmd.ActivateKey, action: Action) -> None:
    hero = state.heroes[command.activator_hero_id]
    key = known_key(state, command.key_id)
    if key.kind == "elan" and key.elan_holder != hero.hero_id:
        raise DomainError("not_elan_holder", sentence("only its holder activates an elan"))
    if not in_play(state, key, hero.hero_id):
        raise DomainError("unknown_key", sentence("key '%(key_id)s' is not in play",
                                                  key_id=key.key_id))
    if any(a.key_id == key.key_id for a in action.activations):
        raise DomainError("key_already_activated", sentence("a key is activated once per action"))
    _check_payment(state, command, action)


def _pay_activation(em: Emitter[State], command: cmd.ActivateKey) -> None:
    if command.payment in PAID:
        em.emit(ev.TokenSpent(hero_id=command.activator_hero_id, kind=command.payment,
                              purpose="activate_key"))
    elif command.payment == "free_activation":
        em.emit(ev.FreeActivationUsed(key_id=command.key_id, holder=command.activator_hero_id,
                                      action_id=command.action_id))
    else:
        em.emit(ev.ElanUsed(key_id=command.key_id, holder=command.activator_hero_id,
                            action_id=command.action_id))
        em.emit(ev.KeyRemoved(key_id=command.key_id, reason="used"))


def activate_key(em: Emitter[State], command: cmd.ActivateKey,
                 actor: Actor, rng: RandomSource) -> None:
    """A hero activates a key for the rolled action: +2, or an edge die (7.5)."""
    state = em.state
    action = named_action(state)
    hero = state.heroes[command.activator_hero_id]  # checked by may_activate_key
    _check_activation(state, command, action)
    edge = None
    if command.edge_die is not None:
        edge = edge_roll(rng, command.edge_die.sides, command.edge_die.value,
                         f"{action.action_id}-edge-{command.key_id}")
    em.emit(ev.KeyActivated(action_id=action.action_id, key_id=command.key_id,
                            activator=hero.hero_id, beneficiary=action.hero_id,
                            payment=command.payment, edge=edge,
                            bonus=edge.values[0] if edge else ACTIVATION_BONUS))
    _pay_activation(em, command)


def activate_prowess(em: Emitter[State], command: cmd.ActivateProwess, actor: Actor,
                     rng: RandomSource) -> None:
    """The acting hero adds a bonus prowess (D31: a token only if it costs one)."""
    state = em.state
    action = named_action(state)
    hero = state.heroes[action.hero_id]  # checked by may_use_prowess
    prowess = bonus_prowess(state, hero, action, command.prowess_id)
    payment = prowess_payment(hero, prowess, command.payment, automatic=False)
    events: list[Event] = [ev.ProwessActivated(
        action_id=action.action_id, hero_id=hero.hero_id, prowess_id=prowess.prowess_id,
        bonus=prowess.bonus, payment=payment)]
    if payment is not None:
        events.append(ev.TokenSpent(hero_id=hero.hero_id, kind=payment, purpose="prowess"))
    em.emit_all(events)
