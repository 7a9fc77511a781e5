"""One readable English session-log line per notable event."""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.locquemare import events as ev
from domain.locquemare.state import ADVERSITY, LocquemareState

State = LocquemareState


def _name(state: State, who: str | None) -> str:
    if who == ADVERSITY:
        return "the Adversity"
    hero = state.heroes.get(who or "")
    return hero.name if hero else str(who)


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _npc_name(state: State, npc_id: str | None) -> str:
    npc = state.npcs.get(npc_id or "")
    return npc.name if npc else str(npc_id)


def _names(state: State, hero_ids: tuple[str, ...], npc_ids: tuple[str, ...]) -> str:
    names = [_name(state, h) for h in hero_ids] + [_npc_name(state, n) for n in npc_ids]
    return ", ".join(names) or "Nobody"


def _actor(state: State, action_id: str) -> str:
    action = state.action
    return _name(state, action.hero_id) if action and action.action_id == action_id else "?"


def _signed(values: tuple[int, ...]) -> str:
    return ", ".join(f"{v:+d}" if v else "0" for v in values)


def _key_text(state: State, key_id: str | None) -> str:
    key = state.keys.get(key_id or "")
    return f"'{key.text}'" if key is not None and key.known else "a hidden key"


def _declared(s: State, e: ev.ActionDeclared) -> str:
    return f"{_name(s, e.hero_id)} declares {e.action_type.replace('_', ' ')} " \
           f"({e.approach} + {e.resource})"


def _difficulty(s: State, e: ev.DifficultySet) -> str:
    return f"The Adversity sets the difficulty for {_actor(s, e.action_id)}: {e.total}"


def _rolled(s: State, e: ev.ActionRolled) -> str:
    edge = f", edge d{e.edge.sides} {e.edge.values[0]}" if e.edge else ""
    return f"{_actor(s, e.action_id)} rolls fate [{_signed(e.fate.values)}]{edge}: " \
           f"{e.dice_total:+d}"


def _activated(s: State, e: ev.KeyActivated) -> str:
    key = "a hidden key" if e.hidden else _key_text(s, e.key_id)
    if e.activator == ADVERSITY:
        return f"The Adversity activates {key} against {_actor(s, e.action_id)} " \
               f"({e.payment}, +{e.bonus} difficulty)"
    helped = "" if e.activator == e.beneficiary else f" for {_name(s, e.beneficiary)}"
    return f"{_name(s, e.activator)} activates {key}{helped} ({e.payment}, +{e.bonus})"


def _resolved(s: State, e: ev.ActionResolved) -> str:
    who = _actor(s, e.action_id)
    if e.motivation is None:
        return f"{who} succeeds automatically (prowess)"
    return f"{who}: motivation {e.motivation} vs difficulty {e.difficulty} — {e.tier} " \
           f"({' | '.join(e.options)})"


def _stress(s: State, e: ev.StressApplied) -> str:
    return f"{_name(s, e.hero_id)} takes {e.amount} {e.resource} stress: absorbed " \
           f"{e.absorbed}, overflow {e.overflow}, stress {e.stress}"


def _checked(s: State, e: ev.StressChecked) -> str:
    result = f"converted to a {e.severity} consequence" if e.converted else "no conversion"
    return f"{_name(s, e.hero_id)} stress check: d10 {e.d10.values[0]} vs {e.stress} — {result}"


LINES: dict[type[Event], Callable[[State, Any], str]] = {
    ev.ActionDeclared: _declared,
    ev.DifficultySet: _difficulty,
    ev.ActionRolled: _rolled,
    ev.KeyActivated: _activated,
    ev.ActionResolved: _resolved,
    ev.ProwessActivated: lambda s, e: f"{_name(s, e.hero_id)} uses a prowess (+{e.bonus})",
    ev.OutcomeChosen: lambda s, e: f"{_actor(s, e.action_id)} chooses {e.option}",
    ev.DamageDealt: lambda s, e: f"{_actor(s, e.action_id)} deals {e.amount} damage"
    + (f" to {_npc_name(s, e.npc_id)}" if e.npc_id else ""),
    ev.StressApplied: _stress,
    ev.StressChecked: _checked,
    ev.ConsequenceInflicted: lambda s, e: f"{_name(s, e.hero_id)} suffers a {e.severity} "
    f"consequence: '{e.text}'",
    ev.HarmPending: lambda s, e: f"{_name(s, e.hero_id)} must resolve harm "
    f"({' | '.join(e.options)})",
    ev.HeroTakenOut: lambda s, e: f"{_name(s, e.hero_id)} is taken out",
    ev.HeroLeftScene: lambda s, e: f"{_name(s, e.hero_id)} panics and leaves the scene",
    ev.ExtremeConsequenceTaken: lambda s, e: f"{_name(s, e.hero_id)} takes the extreme "
    f"consequence '{e.text}' in place of {_key_text(s, e.replaced_key_id)}",
    ev.NpcTakenOut: lambda s, e: f"{_npc_name(s, e.npc_id)} is taken out",
    ev.DefeatAccepted: lambda s, e: f"{_name(s, e.hero_id)} accepts defeat ({e.tokens} tokens)",
    ev.TokenGained: lambda s, e: f"{_name(s, e.hero_id)} gains {e.count} {e.kind}",
    ev.TokenSpent: lambda s, e: f"{_name(s, e.hero_id)} spends {_article(e.kind)} {e.kind} token",
    ev.ElanCreated: lambda s, e: f"{_name(s, e.holder)} gains the elan '{e.text}'",
    ev.SceneStarted: lambda s, e: f"Scene {e.scene} begins",
    ev.SceneEnded: lambda s, e: f"Scene {e.scene} ends",
    ev.ActStarted: lambda s, e: f"Act {e.act} begins",
    ev.ActEnded: lambda s, e: f"Act {e.act} ends",
    ev.CharacterRegistered: lambda s, e: f"{e.hero.name} joins the table",
    ev.TruthRevealed: lambda s, e: f"{_name(s, e.hero_id)} reveals a truth: '{e.text}'",
    ev.SecretRevealed: lambda s, e: f"{_name(s, e.hero_id)}'s secret is out: '{e.text}'",
    ev.SceneJoined: lambda s, e: f"{_names(s, e.hero_ids, e.npc_ids)} join the scene",
    ev.NpcsLeftScene: lambda s, e: f"{_names(s, (), e.npc_ids)} leave the scene",
    ev.NpcRestored: lambda s, e: f"{_npc_name(s, e.npc_id)} is restored",
    ev.NpcRevealed: lambda s, e: f"{e.name} appears",
}


def narrate(state: State, event: Event) -> str | None:
    """A session-log line for ``event`` (``state`` is the state before it), or None."""
    line = LINES.get(type(event))
    return line(state, event) if line else None
