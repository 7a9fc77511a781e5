"""Keys, facts and complications (7.5)."""

from msgspec.structs import replace

from domain.core import Actor, DomainError, Emitter, Event, InvalidValue, RandomSource, carried
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    State,
    get_hero,
    get_key,
    get_npc,
    known_key,
    met_npc,
    owned_hero,
    require_choice,
    require_gm,
)
from domain.locquemare.decide.may_complications import answers_for
from domain.locquemare.rules.ids import server_form
from domain.locquemare.rules.keys import owned_by_hero
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.rules.tokens import require_token
from domain.locquemare.state import ADVERSITY, Complication, Key


def create_key(em: Emitter[State], command: cmd.CreateKey, actor: Actor, rng: RandomSource) -> None:
    """A situation or complication key; outside a scene only persistent ones."""
    state = em.state
    if command.key_id in state.keys:
        raise DomainError("duplicate_id",
                          sentence("key '%(key_id)s' exists", key_id=command.key_id))
    if server_form(command.key_id):  # a hero's key id: a player could name it (issue #38)
        raise InvalidValue("invalid_key_id", sentence(
            "ids ending in -concept, -hamartia, or -other-, -consequence-, -extreme-, -elan- "
            "or -key- and a number, are the heroes'"), "key_id")
    require_choice("kind", command.kind, ("situation", "complication"))
    if not command.text.strip():
        invalid(sentence("a key needs a text"))
    owner = command.owner
    if owner is not None and owner.hero_id is not None:
        get_hero(state, owner.hero_id)
    if owner is not None and owner.npc_id is not None:
        get_npc(state, owner.npc_id)
    if not command.persistent and state.phase != "in_scene":
        raise DomainError("wrong_phase", sentence("a scene key is created in a scene"))
    secret_owner = owner is not None and owner.npc_id is not None \
        and not state.npcs[owner.npc_id].known
    key = Key(key_id=command.key_id, text=command.text, kind=command.kind,
              known=command.known and not secret_owner,  # a secret npc's key is secret (T14)
              owner_hero_id=owner.hero_id if owner else None,
              owner_npc_id=owner.npc_id if owner else None,
              persistent=command.persistent, created_in_scene=state.counters.scene,
              known_when_met=command.known and secret_owner)  # U4: known once the npc is met
    em.emit(ev.KeyCreated(key=key))


def reveal_key(em: Emitter[State], command: cmd.RevealKey, actor: Actor, rng: RandomSource) -> None:
    """An unknown key becomes known to everyone."""
    state = em.state
    key = get_key(state, command.key_id)
    if key.known:
        raise DomainError("key_already_known", sentence("'%(key_id)s' is known", key_id=key.key_id))
    em.emit(ev.KeyRevealed(key_id=key.key_id, text=key.text,
                           hidden=not seen_by_heroes(state, replace(key, known=True))))


def extend_key(em: Emitter[State], command: cmd.ExtendKey, actor: Actor, rng: RandomSource) -> None:
    """The Chorus makes a key persistent."""
    state = em.state
    key = get_key(state, command.key_id)
    em.emit(ev.KeyExtended(key_id=key.key_id, hidden=not seen_by_heroes(state, key)))


def remove_key(em: Emitter[State], command: cmd.RemoveKey, actor: Actor, rng: RandomSource) -> None:
    """Remove a key; character keys and consequences cannot be removed this way."""
    state = em.state
    key = get_key(state, command.key_id)
    if key.kind in ("character", "consequence"):
        raise DomainError("cannot_remove_key", sentence("%(kind)s keys stay", kind=key.kind))
    em.emit(ev.KeyRemoved(key_id=key.key_id, reason="removed",
                         hidden=not seen_by_heroes(state, key)))


def establish_fact(em: Emitter[State], command: cmd.EstablishFact, actor: Actor,
                   rng: RandomSource) -> None:
    """Anyone states a fact on known keys: no token, no dice."""
    state = em.state
    if not command.text.strip():
        invalid(sentence("a fact needs a text"))
    for key_id in command.key_ids:
        known_key(state, key_id)
    em.emit(ev.FactEstablished(text=command.text, key_ids=command.key_ids))


def _check_proposer(state: State, command: cmd.ProposeComplication, actor: Actor) -> None:
    if command.proposer == ADVERSITY:
        require_gm(actor)
        if command.npc_id is not None:
            invalid(sentence("the Adversity plays the npc: a complication on it is a hero's"),
                    field="npc_id")
        if command.token is not None:
            invalid(sentence("the Adversity pays from her reserve"), field="token")
        return
    ally = owned_hero(state, actor, command.proposer)
    if ally.hero_id == command.hero_id:
        if command.token is not None:
            invalid(sentence("a self-complication is paid from the reserve"), field="token")
        return
    if command.token is None:
        raise DomainError("no_token", sentence("an ally names the token it gives"), "token")
    if command.token == "offering":  # T8: « afin d'aider un autre personnage »
        raise DomainError("offering_only_helps", sentence(
            "an offering only helps another hero's action"))
    require_token(ally, command.token)


def _check_target(state: State, command: cmd.ProposeComplication) -> None:
    """A hero's character key, consequence or own situation key; or an npc's consequence
    (T13: the npc owns it)."""
    if (command.hero_id is None) == (command.npc_id is None):
        invalid(sentence("a complication is for one hero or one npc"), field="hero_id")
    key = state.keys.get(command.key_id)
    if command.npc_id is not None:
        npc = met_npc(state, command.npc_id)
        if key is None or key.owner_npc_id != npc.npc_id or key.kind != "consequence":
            raise DomainError("not_npc_key", sentence(
                "this key is not a consequence of %(name)s", name=npc.name), "key_id")
        return
    hero = get_hero(state, command.hero_id or "")
    if key is None or not owned_by_hero(key, hero.hero_id):
        raise DomainError("not_hero_key", sentence("this key is not %(name)s's",
                                                    name=hero.name), "key_id")


def propose_complication(em: Emitter[State], command: cmd.ProposeComplication, actor: Actor,
                         rng: RandomSource) -> None:
    """A complication on a hero's character key or consequence, or on an npc's
    consequence (T13)."""
    state = em.state
    if command.complication_id in state.complications:
        raise DomainError("duplicate_id", sentence("complication %(id)s exists",
                                                    id=repr(command.complication_id)))
    require_choice("complication_kind", command.complication_kind, ("decision", "event"))
    _check_target(state, command)
    _check_proposer(state, command, actor)
    em.emit(carried(ev.ComplicationProposed, command))


def _pending(state: State, complication_id: str, actor: Actor) -> Complication:
    complication = state.complications.get(complication_id)
    if complication is None:
        raise DomainError("not_pending", sentence("no complication %(id)s",
                                                   id=repr(complication_id)))
    answers_for(state, actor, complication.target)
    if complication.status != "pending":
        raise DomainError("not_pending", sentence("the complication was %(status)s",
                                                   status=complication.status))
    return complication


def accept_complication(em: Emitter[State], command: cmd.AcceptComplication, actor: Actor,
                        rng: RandomSource) -> None:
    """Accepted: an ally's token changes hands, else 1 danger from the reserve (D12); an
    npc's complication gives the ally's token to the Adversity, as a danger token (T13)."""
    state = em.state
    c = _pending(state, command.complication_id, actor)
    events: list[Event] = [ev.ComplicationAccepted(complication_id=c.complication_id)]
    if c.hero_id is None:
        require_token(get_hero(state, c.proposer), c.token or "")
        events += [ev.TokenSpent(hero_id=c.proposer, kind=c.token or "",
                                 purpose="npc_complication"),
                   ev.DangerTokensGranted(count=1, total=state.adversity.danger + 1)]
    elif c.proposer not in (ADVERSITY, c.hero_id) and c.token is not None:
        require_token(get_hero(state, c.proposer), c.token)
        events.append(ev.TokenTransferred(from_hero_id=c.proposer, to_hero_id=c.hero_id,
                                          kind=c.token))
    else:
        events.append(ev.TokenGained(hero_id=c.hero_id, kind="danger", count=1,
                                     reason="complication"))
    em.emit_all(events)


def refuse_complication(em: Emitter[State], command: cmd.RefuseComplication, actor: Actor,
                        rng: RandomSource) -> None:
    """Refused: the target spends an exploit or a danger token; for an npc, the Adversity
    spends one of her danger tokens (T13)."""
    state = em.state
    c = _pending(state, command.complication_id, actor)
    if c.proposer == c.hero_id:
        raise DomainError("cannot_refuse_own", sentence("a self-complication cannot be refused"))
    if c.hero_id is None:
        require_choice("payment", command.payment, ("danger",))
        if state.adversity.danger < 1:
            raise DomainError("no_token", sentence("the Adversity has no danger token"))
        em.emit_all([ev.ComplicationRefused(complication_id=c.complication_id,
                                            payment=command.payment),
                     ev.DangerTokenSpent(purpose="refuse_complication",
                                         remaining=state.adversity.danger - 1)])
        return
    require_choice("payment", command.payment, ("exploit", "danger"))
    require_token(state.heroes[c.hero_id], command.payment)
    payment = command.payment
    em.emit_all([ev.ComplicationRefused(complication_id=c.complication_id, payment=payment),
                 ev.TokenSpent(hero_id=c.hero_id, kind=payment, purpose="refuse_complication")])
