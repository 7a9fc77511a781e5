"""Outcome effects (7.4): what each option of an outcome menu puts into play."""

from collections.abc import Callable

from domain.core import RandomSource
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.checks import new_key_id
from domain.locquemare.evolve import Flow
from domain.locquemare.harm import apply_npc_stress, apply_stress
from domain.locquemare.lookups import has_effect
from domain.locquemare.state import ADVERSITY, Action, Key


class Outcome:
    """The context of an applied option: the flow, the action and the player's extras."""

    def __init__(self, flow: Flow, rng: RandomSource, action: Action,
                 elan_text: str | None, d10: int | None) -> None:
        self.flow, self.rng, self.action = flow, rng, action
        self.elan_text, self.d10 = elan_text, d10

    def elan(self, holder: str) -> None:
        """An elan card for ``holder`` (the hero's text is the player's, if given)."""
        default = "Adversity's elan" if holder == ADVERSITY else "Elan"
        text = (self.elan_text or default) if holder != ADVERSITY else default
        key_id = new_key_id(self.flow.state, f"{self.action.action_id}-elan")
        self.flow.emit(ev.ElanCreated(key_id=key_id, holder=holder, text=text))

    def free(self, key_id: str | None, holder: str, count: int) -> None:
        """Free activations on a key."""
        if key_id is not None and key_id in self.flow.state.keys:
            self.flow.emit(ev.FreeActivationsGranted(key_id=key_id, holder=holder, count=count,
                                                     reason="advantage"))

    def key_in_play(self) -> str | None:
        """Create the advantage's new key, or reveal the discovered one (7.4)."""
        action, state = self.action, self.flow.state
        advantage = action.advantage
        if advantage is None or advantage.mode == "activate":
            return advantage.key_id if advantage else None
        if advantage.mode == "discover":
            hidden = state.keys.get(action.hidden_key_id or "")
            if hidden is None:
                return None
            if not hidden.known:
                self.flow.emit(ev.KeyRevealed(key_id=hidden.key_id, text=hidden.text))
            return hidden.key_id
        key = Key(key_id=new_key_id(state, f"{action.action_id}-key"),
                  text=advantage.key_text or "", kind="situation",
                  created_in_scene=state.counters.scene)
        self.flow.emit(ev.KeyCreated(key=key))
        return key.key_id

    def overcome(self) -> None:
        """Remove the obstacle key targeted by an overcome action."""
        target = self.action.target
        key = self.flow.state.keys.get(target.key_id or "") if target else None
        if key is not None and key.kind in ("situation", "complication"):
            self.flow.emit(ev.KeyRemoved(key_id=key.key_id, reason="overcome",
                                         hidden=not key.known))

    def damage(self, reduction: int) -> None:
        """Damage = motivation - difficulty (minus the elan's point); npc harm follows."""
        action = self.action
        amount = (action.motivation or 0) - (action.difficulty or 0) - reduction
        npc_id = action.target.npc_id if action.target else None
        self.flow.emit(pe.DamageDealt(action_id=action.action_id, npc_id=npc_id, amount=amount))
        npc = self.flow.state.npcs.get(npc_id or "")
        if npc is not None and amount > 0 and not npc.taken_out and npc.harm_pending is None:
            apply_npc_stress(self.flow, npc.npc_id, amount)

    def suffer(self) -> None:
        """Defence lost: stress = difficulty - motivation on the threatened resource (D18)."""
        action = self.action
        amount = (action.difficulty or 0) - (action.motivation or 0)
        hero = self.flow.state.heroes.get(action.hero_id)
        if action.threat_resource and amount >= 1 and hero is not None \
                and not hero.taken_out and hero.pending_harm is None:
            apply_stress(self.flow, self.rng, action.hero_id, amount, action.threat_resource,
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


EFFECTS: dict[str, Callable[[Outcome], None]] = {
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


def apply_option(flow: Flow, rng: RandomSource, option: str, elan_text: str | None,
                 d10: int | None) -> None:
    """Record the chosen option and put its effects into play."""
    action = flow.state.action
    if action is None:
        return
    flow.emit(pe.OutcomeChosen(action_id=action.action_id, option=option))
    chosen = flow.state.action or action
    EFFECTS[option](Outcome(flow, rng, chosen, elan_text, d10))


def hemorrhage(flow: Flow, rng: RandomSource, hero_id: str, d10: int | None) -> None:
    """A bleeding hero takes 1 adrenaline stress after each action (7.4)."""
    hero = flow.state.heroes.get(hero_id)
    if hero is not None and not hero.taken_out and hero.pending_harm is None \
            and has_effect(flow.state, hero, "hemorrhage"):
        apply_stress(flow, rng, hero_id, 1, "adrenaline", d10)


def close_if_done(flow: Flow) -> None:
    """The action closes once chosen and no consequence is owed."""
    action = flow.state.action
    if action is not None and action.chosen is not None and not action.pending_consequence:
        flow.emit(pe.ActionClosed(action_id=action.action_id))


def conclude(flow: Flow, rng: RandomSource, elan_text: str | None, d10: int | None) -> None:
    """After resolution: a single option applies at once, then hemorrhage, then closing."""
    action = flow.state.action
    if action is None:
        return
    if len(action.options) == 1:
        apply_option(flow, rng, action.options[0], elan_text, None)
    hemorrhage(flow, rng, action.hero_id, d10)
    close_if_done(flow)
