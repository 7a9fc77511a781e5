"""Setup: the secret pool, heroes and their secrets, npcs."""

from msgspec.structs import replace

from domain.core import Actor, DomainError, Emitter, InvalidValue, NotAuthorized, RandomSource
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import State
from domain.locquemare.rules.dice import draw_two
from domain.locquemare.rules.ids import hero_key_form
from domain.locquemare.rules.sheet import check_sheet, slug
from domain.locquemare.state import SEVERITIES, Hero, Key, Npc


def set_secret_pool(em: Emitter[State], command: cmd.SetSecretPool, actor: Actor,
                    rng: RandomSource) -> None:
    """The Chorus prepares the secrets (setup or between scenarios)."""
    ids = [s.secret_id for s in command.secrets]
    if len(set(ids)) != len(ids):
        raise DomainError("duplicate_id", sentence("secret ids must be distinct"))
    em.emit(ev.SecretPoolSet(secrets=command.secrets))


def _owner(command: cmd.RegisterCharacter, actor: Actor) -> str:
    owner = command.owner_player_id or command.player_id
    if owner is None and not actor.is_gm:
        owner = actor.seat_id
    if not owner or (actor.is_gm and owner == actor.seat_id):
        raise InvalidValue("invalid_owner", sentence("a hero belongs to a player's seat"),
                           "owner_player_id")
    if not actor.may_act_for(owner):
        raise NotAuthorized("forbidden", sentence("a player registers heroes for its own seat"))
    return owner


def _hero_id(state: State, command: cmd.RegisterCharacter) -> str:
    given = command.hero_id or command.id
    if given is not None:
        if given in state.heroes:
            raise DomainError("duplicate_id", sentence("hero '%(hero_id)s' exists", hero_id=given))
        return given
    n = state.hero_seq + 1
    while f"{slug(command.name)}-{n}" in state.heroes:
        n += 1
    return f"{slug(command.name)}-{n}"


def _character_keys(state: State, command: cmd.RegisterCharacter, hero_id: str,
                    actor: Actor) -> list[Key]:
    keys: list[Key] = []
    others = 0
    for i, spec in enumerate(command.character_keys):
        if spec.role == "other":
            others += 1
        default = f"{hero_id}-{spec.role}" + (f"-{others}" if spec.role == "other" else "")
        key_id = spec.key_id or default
        if not actor.is_gm and not hero_key_form(hero_id, key_id):  # issue #38
            raise InvalidValue("invalid_key_id", sentence(
                "a hero's key is named after the hero: its id, then -concept, -hamartia or "
                "-other- and a number"), f"character_keys.{i}.key_id")
        if key_id in state.keys or any(k.key_id == key_id for k in keys):
            raise DomainError("duplicate_id", sentence("key '%(key_id)s' exists", key_id=key_id))
        keys.append(Key(key_id=key_id, text=spec.text, kind="character", role=spec.role,
                        owner_hero_id=hero_id, persistent=True))
    return keys


def register_character(em: Emitter[State], command: cmd.RegisterCharacter, actor: Actor,
                       rng: RandomSource) -> None:
    """A new hero with its five character keys."""
    state = em.state
    owner = _owner(command, actor)
    check_sheet(command)
    hero_id = _hero_id(state, command)
    keys = _character_keys(state, command, hero_id, actor)
    prowesses = tuple(p if p.prowess_id else replace(p, prowess_id=f"{hero_id}-prowess-{i}")
                      for i, p in enumerate(command.prowesses, 1))
    hero = Hero(hero_id=hero_id, owner_player_id=owner, name=command.name.strip(),
                archetype=command.archetype, journey=command.journey,
                character_key_ids=tuple(k.key_id for k in keys), prowesses=prowesses,
                approaches=dict(command.approaches), resources=dict(command.resources),
                resources_current=dict(command.resources))
    em.emit_all([ev.CharacterRegistered(hero=hero), *(ev.KeyCreated(key=k) for k in keys)])


def _reserved(state: State) -> set[str]:
    return {s for h in state.heroes.values() for s in h.drawn_secret_ids}


def draw_secrets(em: Emitter[State], command: cmd.DrawSecrets,
                 actor: Actor, rng: RandomSource) -> None:
    """Draw two secrets (D21); they stay reserved in the pool until one is chosen."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_draw_secrets
    hidden_secret = hero.secret is not None and not hero.secret.revealed  # T7
    if hidden_secret or hero.drawn_secret_ids:
        raise DomainError("secret_already_chosen", sentence("%(name)s already has a secret",
                                                            name=hero.name))
    reserved = _reserved(state)
    candidates = [c.secret_id for c in state.secret_pool if c.secret_id not in reserved]
    if len(candidates) < 2:
        raise DomainError("secret_pool_too_small", sentence("the pool holds fewer than 2 secrets"))
    record, drawn = draw_two(rng, candidates, command.drawn, f"{hero.hero_id}-secrets")
    em.emit(ev.SecretsDrawn(hero_id=hero.hero_id, owner_player_id=hero.owner_player_id,
                            draw=record, secret_ids=drawn))


def choose_secret(em: Emitter[State], command: cmd.ChooseSecret, actor: Actor,
                  rng: RandomSource) -> None:
    """Keep one drawn secret; the other returns to the pool."""
    state = em.state
    hero = state.heroes[command.hero_id]  # checked by may_choose_secret
    if command.secret_id not in hero.drawn_secret_ids:
        raise DomainError("not_drawn", sentence("'%(secret_id)s' was not drawn",
                                                secret_id=command.secret_id))
    other = next(s for s in hero.drawn_secret_ids if s != command.secret_id)
    em.emit(ev.SecretChosen(hero_id=hero.hero_id, owner_player_id=hero.owner_player_id,
                            secret_id=command.secret_id, returned_secret_id=other))


def _npc_ok(command: cmd.CreateNpc) -> bool:
    slots_ok = all(s in SEVERITIES for s in command.consequence_slots)
    boxes, slots = command.stress_boxes, len(command.consequence_slots)
    if command.category == "horde":
        return boxes == 0 and slots == 0
    if command.category == "soldier":
        return boxes == 1 and slots == 0
    if command.category == "adversary":
        return 1 <= boxes <= 3 and 1 <= slots <= 3 and slots_ok
    return command.category == "nemesis" and boxes >= 0 and slots_ok


def create_npc(em: Emitter[State], command: cmd.CreateNpc, actor: Actor, rng: RandomSource) -> None:
    """The Adversity creates an npc within its category's limits."""
    state = em.state
    if command.npc_id in state.npcs:
        raise DomainError("duplicate_id",
                          sentence("npc '%(npc_id)s' exists", npc_id=command.npc_id))
    if not _npc_ok(command) or not command.name.strip():
        raise InvalidValue("invalid_npc", sentence(
            "its stress boxes or consequence slots are out of its category's limits"),
            "category")
    npc = Npc(npc_id=command.npc_id, name=command.name, category=command.category,
              stress_boxes=command.stress_boxes, consequence_slots=command.consequence_slots,
              known=command.known)
    em.emit(ev.NpcCreated(npc=npc))
