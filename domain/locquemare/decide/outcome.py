"""Action flow, second half: resolve, choose an outcome, owed consequences; and what each
option of an outcome menu puts into play (7.4), with hemorrhage and closing."""

from collections.abc import Callable

from msgspec.structs import replace

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_hero,
    named_action,
    require_choice,
    require_no_pending_harm,
)
from domain.locquemare.decide.harm import apply_npc_stress, apply_stress, consequence_without_slot
from domain.locquemare.rules.action import Action
from domain.locquemare.rules.harm import free_slots, owes_consequence
from domain.locquemare.rules.resolution import (
    CONSEQUENCE_OPTIONS,
    base_motivation,
    key_bonus,
    options_for,
    prowess_bonus,
    tier_for,
)
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.state import ADVERSITY, EFFECTS, SEVERITIES, Key, has_effect, new_key_id


def resolve_action(em: Emitter[State], command: cmd.ResolveAction, actor: Actor,
                   rng: RandomSource) -> None:
    """Final motivation against difficulty (7.3); a single-option tier applies at once."""
    state = em.state
    action = named_action(state)
    hero = state.heroes[action.hero_id]  # checked by leads
    base = base_motivation(state, hero, action)
    keys, prowesses = key_bonus(action), prowess_bonus(action)
    motivation = base + action.dice_total + prowesses + keys
    difficulty = action.difficulty or 0
    tier = tier_for(motivation, difficulty)
    em.emit(ev.ActionResolved(action_id=action.action_id, base_motivation=base,
                              dice_total=action.dice_total, prowess_bonus=prowesses,
                              key_bonus=keys, motivation=motivation, difficulty=difficulty,
                              tier=tier, options=options_for(action, tier)))
    conclude(em, rng, command.elan_text, command.stress_check_d10)


def choose_outcome(em: Emitter[State], command: cmd.ChooseOutcome, actor: Actor,
                   rng: RandomSource) -> None:
    """Pick an option of the menu; `*_consequence` options owe a consequence, and with
    every slot full the owner pays it with the extreme consequence or goes out (R1)."""
    state = em.state
    action = named_action(state)
    hero = state.heroes[action.hero_id]  # checked by leads
    if command.option not in action.options:
        raise DomainError("invalid_option", sentence("options are %(options)s",
                                                    options=", ".join(action.options)))
    apply_option(em, rng, command.option, command.elan_text, command.stress_check_d10)
    if command.option in CONSEQUENCE_OPTIONS and not free_slots(em.state.heroes[hero.hero_id]):
        consequence_without_slot(em, hero.hero_id)
    close_if_done(em)


def inflict_consequence(em: Emitter[State], command: cmd.InflictConsequence, actor: Actor,
                        rng: RandomSource) -> None:
    """The Adversity places a consequence; it pays an owed one when the action waits.

    A taken slot is refused while another is free (T3, ``consequence_slot_taken`` naming
    the free ones); with none free, the owner pays it with the extreme consequence,
    accepts defeat or is taken out (R1).
    """
    state = em.state
    hero = get_hero(state, command.hero_id)
    require_no_pending_harm(hero)
    require_choice("severity", command.severity, SEVERITIES)
    require_choice("effect", command.effect, EFFECTS)
    if not command.text.strip():
        invalid(sentence("a consequence needs a text"))
    owed = owes_consequence(state, hero.hero_id)
    free = free_slots(hero)
    if not free:
        consequence_without_slot(em, hero.hero_id)
        return
    slot = command.severity
    if slot not in free:  # T3: the Adversity names a free severity
        raise DomainError("consequence_slot_taken", sentence(
            "%(name)s's %(severity)s slot is taken; free: %(free)s", name=hero.name,
            severity=slot, free=", ".join(free)))
    em.emit(ev.ConsequenceInflicted(
        hero_id=hero.hero_id, key_id=new_key_id(state, f"{hero.hero_id}-consequence"),
        severity=slot, text=command.text, effect=command.effect,
        cause="outcome" if owed else "adversity"))
    if owed:
        close_if_done(em)


class Outcome:
    """The context of an applied option: the emitter, the action and the player's extras."""

    def __init__(self, em: Emitter[State], rng: RandomSource, action: Action,
                 elan_text: str | None, d10: int | None) -> None:
        self.em, self.rng, self.action = em, rng, action
        self.elan_text, self.d10 = elan_text, d10

    def elan(self, holder: str) -> None:
        """An elan card for ``holder`` (the hero's text is the player's, if given)."""
        if holder == ADVERSITY:  # T15: the Adversity names hers at SetDifficulty
            text = self.action.adversity_elan_text or "Adversity's elan"
        else:
            text = self.elan_text or "Elan"
        key_id = new_key_id(self.em.state, f"{self.action.action_id}-elan")
        self.em.emit(ev.ElanCreated(key_id=key_id, holder=holder, text=text))

    def free(self, key_id: str | None, holder: str, count: int) -> None:
        """Free activations on a key."""
        if key_id is not None and key_id in self.em.state.keys:
            self.em.emit(ev.FreeActivationsGranted(key_id=key_id, holder=holder, count=count,
                                                   reason="advantage"))

    def key_in_play(self) -> str | None:
        """Create the advantage's new key, or reveal the discovered one (7.4)."""
        action, state = self.action, self.em.state
        advantage = action.advantage
        if advantage is None or advantage.mode == "activate":
            return advantage.key_id if advantage else None
        if advantage.mode == "discover":
            hidden = state.keys.get(action.hidden_key_id or "")
            if hidden is None:
                return None
            if not hidden.known:
                met = seen_by_heroes(state, replace(hidden, known=True))
                self.em.emit(ev.KeyRevealed(key_id=hidden.key_id, text=hidden.text,
                                            hidden=not met))
            return hidden.key_id
        key = Key(key_id=new_key_id(state, f"{action.action_id}-key"),
                  text=advantage.key_text or "", kind="situation",
                  created_in_scene=state.counters.scene)
        self.em.emit(ev.KeyCreated(key=key))
        return key.key_id

    def overcome(self) -> None:
        """Remove the obstacle key targeted by an overcome action."""
        target = self.action.target
        key = self.em.state.keys.get(target.key_id or "") if target else None
        if key is not None and key.kind in ("situation", "complication"):
            self.em.emit(ev.KeyRemoved(key_id=key.key_id, reason="overcome",
                                       hidden=not seen_by_heroes(self.em.state, key)))

    def damage(self, reduction: int) -> None:
        """Damage = motivation - difficulty (minus the elan's point); npc harm follows."""
        action = self.action
        amount = (action.motivation or 0) - (action.difficulty or 0) - reduction
        npc_id = action.target.npc_id if action.target else None
        self.em.emit(ev.DamageDealt(action_id=action.action_id, npc_id=npc_id, amount=amount))
        npc = self.em.state.npcs.get(npc_id or "")
        if npc is not None and amount > 0 and not npc.taken_out and npc.harm_pending is None:
            apply_npc_stress(self.em, npc.npc_id, amount)

    def suffer(self) -> None:
        """Defence lost: stress = difficulty - motivation on the threatened resource (D18)."""
        action = self.action
        amount = (action.difficulty or 0) - (action.motivation or 0)
        hero = self.em.state.heroes.get(action.hero_id)
        if action.threat_resource and amount >= 1 and hero is not None \
                and not hero.taken_out and hero.pending_harm is None:
            apply_stress(self.em, self.rng, action.hero_id, amount, action.threat_resource,
                         self.d10)


def _nothing(o: Outcome) -> None:
    return None


def _key_both_elan(o: Outcome) -> None:
    o.key_in_play()
    o.elan(o.action.hero_id)
    o.elan(ADVERSITY)


def _activated_adversity_elan(o: Outcome) -> None:
    o.free(o.key_in_play(), o.action.hero_id, 1)
    o.elan(ADVERSITY)


def _overcome_adversity_elan(o: Outcome) -> None:
    o.overcome()
    o.elan(ADVERSITY)


def _overcome_elan(o: Outcome) -> None:
    o.overcome()
    o.elan(o.action.hero_id)


def _damage_minus_1_elan(o: Outcome) -> None:
    o.damage(1)
    o.elan(o.action.hero_id)


def _hero_elan(o: Outcome) -> None:
    o.elan(o.action.hero_id)


def _free_for(holder: str, count: int) -> Callable[[Outcome], None]:
    def effect(o: Outcome) -> None:
        o.free(o.key_in_play(), o.action.hero_id if holder == "hero" else holder, count)
    return effect


OPTION_EFFECTS: dict[str, Callable[[Outcome], None]] = {
    "no_key": _nothing,
    "key_adversity_free": _free_for(ADVERSITY, 1),
    "no_key_elan": _hero_elan,
    "key_both_elan": _key_both_elan,
    "key_hero_free": _free_for("hero", 1),
    "key_hero_two_free": _free_for("hero", 2),
    "not_activated": _nothing,
    "activated_adversity_elan": _activated_adversity_elan,
    "hero_free": _free_for("hero", 1),
    "hero_two_free": _free_for("hero", 2),
    "obstacle_remains": _nothing,
    "overcome_with_consequence": Outcome.overcome,
    "overcome_adversity_elan": _overcome_adversity_elan,
    "overcome": Outcome.overcome,
    "overcome_elan": _overcome_elan,
    "no_effect": _nothing,
    "elan_for_consequence": _hero_elan,
    "no_effect_elan": _hero_elan,
    "damage": lambda o: o.damage(0),
    "damage_minus_1_elan": _damage_minus_1_elan,
    "suffer": Outcome.suffer,
    "blocked": _nothing,
    "blocked_elan": _hero_elan,
}


def apply_option(em: Emitter[State], rng: RandomSource, option: str, elan_text: str | None,
                 d10: int | None) -> None:
    """Record the chosen option and put its effects into play."""
    action = em.state.action
    if action is None:
        return
    em.emit(ev.OutcomeChosen(action_id=action.action_id, option=option))
    chosen = em.state.action or action
    OPTION_EFFECTS[option](Outcome(em, rng, chosen, elan_text, d10))


def hemorrhage(em: Emitter[State], rng: RandomSource, hero_id: str, d10: int | None) -> None:
    """A bleeding hero takes 1 adrenaline stress after each action (7.4)."""
    hero = em.state.heroes.get(hero_id)
    if hero is not None and not hero.taken_out and hero.pending_harm is None \
            and has_effect(em.state, hero, "hemorrhage"):
        apply_stress(em, rng, hero_id, 1, "adrenaline", d10)


def close_if_done(em: Emitter[State]) -> None:
    """The action closes once chosen and no consequence is owed."""
    action = em.state.action
    if action is not None and action.chosen is not None and not action.pending_consequence:
        em.emit(ev.ActionClosed(action_id=action.action_id))


def conclude(em: Emitter[State], rng: RandomSource, elan_text: str | None, d10: int | None) -> None:
    """After resolution: a single option applies at once, then hemorrhage, then closing."""
    action = em.state.action
    if action is None:
        return
    if len(action.options) == 1:
        apply_option(em, rng, action.options[0], elan_text, None)
    hemorrhage(em, rng, action.hero_id, d10)
    close_if_done(em)
