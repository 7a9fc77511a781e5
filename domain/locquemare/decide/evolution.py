"""Evolution, adjustments between acts and scenarios, truths and secrets."""

from msgspec.structs import replace

from domain.core import Actor, DomainError, Emitter, Event, InvalidValue, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_hero,
    require_choice,
    require_gm,
    require_phase,
)
from domain.locquemare.rules.sheet import allocation_ok, prowess_ok
from domain.locquemare.rules.tokens import require_token
from domain.locquemare.state import APPROACHES, RESOURCES, Hero, Key, Prowess

TRIGGERS = ("killed_undetected", "erased_evidence", "used_stealth", "convinced_someone",
            "used_influence", "used_others", "used_force", "used_cunning", "used_technology",
            "used_magic", "used_diplomacy", "used_violence", "made_a_plan", "made_a_discovery",
            "secret")


def award_evolution_points(em: Emitter[State], command: cmd.AwardEvolutionPoints, actor: Actor,
                           rng: RandomSource) -> None:
    """The Chorus awards 1 point per trigger; the track caps at 8 (D25)."""
    state = em.state
    hero = get_hero(state, command.hero_id)
    if not command.reasons or len(set(command.reasons)) != len(command.reasons) \
            or any(r not in TRIGGERS for r in command.reasons):
        invalid(sentence("reasons are distinct evolution triggers"))
    raw = hero.evolution_track + len(command.reasons)
    track = min(8, raw)
    em.emit(ev.EvolutionPointsAwarded(hero_id=hero.hero_id, reasons=command.reasons,
                                      gained=len(command.reasons), lost=raw - track, track=track))


def _new_prowess(hero: Hero, prowess: Prowess | None) -> Prowess:
    if prowess is None or not prowess_ok(prowess):
        invalid(sentence("a valid prowess is required"))
    pid = prowess.prowess_id or f"{hero.hero_id}-prowess-{len(hero.prowesses) + 1}"
    if any(p.prowess_id == pid for p in hero.prowesses):
        raise DomainError("duplicate_id", sentence("prowess '%(prowess_id)s' exists",
                                                   prowess_id=pid))
    return replace(prowess, prowess_id=pid)


def _track_reward(state: State, hero: Hero, command: cmd.EmptyEvolutionTrack,
                  actor: Actor) -> Event:
    if command.choice == "five_exploits":
        return ev.TokenGained(hero_id=hero.hero_id, kind="exploit", count=5, reason="evolution")
    require_gm(actor)
    if command.choice == "new_prowess":
        return ev.ProwessGained(hero_id=hero.hero_id, prowess=_new_prowess(hero, command.prowess))
    if command.key is None or not command.key.text.strip():
        invalid(sentence("a new key needs its text"), field="key.text")
    if command.key.key_id in state.keys:
        raise DomainError("duplicate_id", sentence("key '%(key_id)s' exists",
                                                   key_id=command.key.key_id))
    return ev.KeyCreated(key=Key(key_id=command.key.key_id, text=command.key.text, kind="character",
                                 role="other", owner_hero_id=hero.hero_id, persistent=True))


def empty_evolution_track(em: Emitter[State], command: cmd.EmptyEvolutionTrack, actor: Actor,
                          rng: RandomSource) -> None:
    """A full track buys five exploits, a prowess or a key (the last two: Chorus)."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_empty_track
    require_choice("choice", command.choice, ("five_exploits", "new_prowess", "new_key"))
    if hero.evolution_track != 8:
        raise DomainError("track_not_full", sentence("%(name)s's track is at %(track)s",
                                                     name=hero.name, track=hero.evolution_track))
    reward = _track_reward(state, hero, command, actor)
    em.emit_all([ev.EvolutionTrackEmptied(hero_id=hero.hero_id, choice=command.choice), reward])


def _own_character_key(hero: Hero, key_id: str) -> None:
    if key_id not in hero.character_key_ids:
        raise DomainError("not_hero_key", sentence("'%(key_id)s' is not one of %(name)s's keys",
                                                   key_id=key_id, name=hero.name))


def modify_character_key(em: Emitter[State], command: cmd.ModifyCharacterKey, actor: Actor,
                         rng: RandomSource) -> None:
    """Between acts, rewrite one character key, once."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_modify_key
    if hero.key_modified_this_act_end:
        raise DomainError("already_modified", sentence("one key per act end"))
    _own_character_key(hero, command.key_id)
    if not command.text.strip():
        invalid(sentence("a key needs a text"))
    em.emit(ev.CharacterKeyModified(hero_id=hero.hero_id, key_id=command.key_id,
                                    old_text=state.keys[command.key_id].text, text=command.text))


def redistribute_resources(em: Emitter[State], command: cmd.RedistributeResources, actor: Actor,
                           rng: RandomSource) -> None:
    """Between acts: each 0..5 (D3), summing to 8 + acts played."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by owns
    if not allocation_ok(command.resources, RESOURCES, 5, 8 + hero.acts_played):
        raise InvalidValue("invalid_allocation",
                           sentence("each resource from 0 to 5, %(total)s points in all",
                                    total=8 + hero.acts_played), "resources")
    em.emit(ev.ResourcesRedistributed(hero_id=hero.hero_id, resources=dict(command.resources)))


def _adjust(state: State, hero: Hero, command: cmd.AdjustApproaches | cmd.AdjustResources,
            names: tuple[str, ...], values: dict[str, int], done: bool) -> None:
    require_phase(state.phase, ("between_scenarios",))
    if done:
        raise DomainError("already_adjusted", sentence("once per scenario end"))
    require_choice("up", command.up, names)
    require_choice("down", command.down, names)
    if command.up == command.down:
        invalid(sentence("one trait goes up and another goes down"), field="down")
    if values[command.up] + 1 > 5 or values[command.down] - 1 < 0:
        raise InvalidValue("invalid_allocation", sentence("values stay within 0..5"),
                           "up" if values[command.up] + 1 > 5 else "down")


def adjust_approaches(em: Emitter[State], command: cmd.AdjustApproaches, actor: Actor,
                      rng: RandomSource) -> None:
    """Between scenarios: one approach +1, another -1."""
    hero = em.state.heroes[command.hero_id]  # checked by may_adjust_approaches
    _adjust(em.state, hero, command, APPROACHES, hero.approaches, hero.approach_adjusted)
    em.emit(ev.ApproachesAdjusted(hero_id=hero.hero_id, up=command.up, down=command.down))


def adjust_resources(em: Emitter[State], command: cmd.AdjustResources, actor: Actor,
                     rng: RandomSource) -> None:
    """Between scenarios: one resource +1, another -1."""
    hero = em.state.heroes[command.hero_id]  # checked by may_adjust_resources
    _adjust(em.state, hero, command, RESOURCES, hero.resources, hero.resource_adjusted)
    em.emit(ev.ResourcesAdjusted(hero_id=hero.hero_id, up=command.up, down=command.down))


def gain_prowess(em: Emitter[State], command: cmd.GainProwess,
                 actor: Actor, rng: RandomSource) -> None:
    """The Chorus grants a prowess between acts or scenarios."""
    state = em.state
    hero = get_hero(state, command.hero_id)
    em.emit(ev.ProwessGained(hero_id=hero.hero_id, prowess=_new_prowess(hero, command.prowess)))


def reveal_truth(em: Emitter[State], command: cmd.RevealTruth,
                 actor: Actor, rng: RandomSource) -> None:
    """Truth and lies: once per session, a token rewrites a key and gives 2 free activations."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_reveal_truth
    if not state.session_open:
        raise DomainError("wrong_phase", sentence("truths are revealed during a session"))
    if hero.truth_revealed_in_session:
        raise DomainError("truth_already_revealed", sentence("once per session"))
    _own_character_key(hero, command.key_id)
    require_choice("payment", command.payment, ("exploit", "danger"))
    require_token(hero, command.payment)
    if not command.text.strip():
        invalid(sentence("a key needs a text"))
    em.emit_all([ev.TruthRevealed(hero_id=hero.hero_id, key_id=command.key_id,
                                  old_text=state.keys[command.key_id].text, text=command.text),
                 ev.TokenSpent(hero_id=hero.hero_id, kind=command.payment, purpose="reveal_truth"),
                 ev.FreeActivationsGranted(key_id=command.key_id, holder=hero.hero_id, count=2,
                                           reason="truth")])


def reveal_secret(em: Emitter[State], command: cmd.RevealSecret, actor: Actor,
                  rng: RandomSource) -> None:
    """The hero's secret comes out."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_reveal_secret
    if hero.secret is None or hero.secret.revealed:
        raise DomainError("no_secret", sentence("%(name)s has no hidden secret", name=hero.name))
    em.emit(ev.SecretRevealed(hero_id=hero.hero_id, secret_id=hero.secret.secret_id,
                              text=hero.secret.text, description=command.description))
