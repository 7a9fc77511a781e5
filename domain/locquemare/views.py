"""The Locquemare read model as typed structs (``LOCQUEMARE.view_type`` / ``sheet_type``),
and redaction: unknown keys, the secret pool and other heroes' unrevealed secrets are
gm-only (a hero sees its own secret); the Adversity's danger pool is public (U3: « Au début
de chaque scène, l'Adversité prend un nombre de jetons de danger »: they lie in front of her).

What a seat may not see is None in its view and in its copy of an event; the field's type
says ``| None`` and its docstring says when it is null.
"""

from typing import Annotated

from msgspec import Struct
from msgspec.structs import replace

from domain.core import Actor, Event, carried
from domain.locquemare import events as ev
from domain.locquemare.rules.action import HIDDEN, Action
from domain.locquemare.rules.secrecy import seen_by_heroes
from domain.locquemare.state import (
    Complication,
    Conflict,
    Counters,
    Hero,
    HeroSecret,
    Journey,
    Key,
    LocquemareState,
    Npc,
    PendingHarm,
    Phase,
    Prowess,
    ProwessUse,
    Scene,
    Secret,
    SecretCard,
)


class SecretView(Struct, frozen=True, kw_only=True):
    """A hero's kept secret as a seat sees it: the card for the gm, the owner, and everyone
    once revealed; otherwise only that it exists (``secret_id`` and ``text`` null)."""

    secret_id: Annotated[str | None, HIDDEN]
    """Null when hidden from this seat (another hero's unrevealed secret)."""
    text: Annotated[str | None, HIDDEN]
    """Null when hidden from this seat (another hero's unrevealed secret)."""
    revealed: bool


class DrawnSecret(Secret, frozen=True, kw_only=True):
    """One of the two secrets a hero drew and has not chosen between yet."""


class HeroSheet(Struct, frozen=True, kw_only=True):
    """A hero's sheet (spec section 3) with its character keys, redacted for the viewer.

    ``secret``'s card, ``drawn_secret_ids`` and ``drawn_secrets`` are null when hidden
    from this seat (they belong to the gm and the hero's owner).
    """

    hero_id: str
    owner_player_id: str
    name: str
    archetype: str | None
    journey: Journey
    character_key_ids: tuple[str, ...]
    character_keys: tuple[Key, ...]
    prowesses: tuple[Prowess, ...]
    approaches: dict[str, int]
    resources: dict[str, int]
    resources_current: dict[str, int]
    stress: int
    consequence_slots: dict[str, str | None]
    past_secrets: tuple[HeroSecret, ...]
    """The latest secrets revealed before the current one (T7), public once revealed: at
    most ``RECENT_SECRETS``; the older ones are in the log and the events."""
    extreme_key_ids: tuple[str, ...]
    extreme_used_in_scenario: bool
    tokens: dict[str, int]
    evolution_track: int
    secret: SecretView | None
    """Null when the hero has no secret; its card is null when hidden from this seat."""
    drawn_secret_ids: Annotated[tuple[str, ...] | None, HIDDEN]
    """Null when hidden from this seat (another hero's draw)."""
    drawn_secrets: Annotated[tuple[DrawnSecret, ...] | None, HIDDEN]
    """Null when hidden from this seat (another hero's draw)."""
    acts_played: int
    taken_out: bool
    conceded: bool
    consequences_in_scene: int
    truth_revealed_in_session: bool
    key_modified_this_act_end: bool
    approach_adjusted: bool
    resource_adjusted: bool
    prowess_uses: dict[str, ProwessUse]
    pending_harm: PendingHarm | None


class AdversityView(Struct, frozen=True, kw_only=True):
    """The Adversity's pool as a seat sees it."""

    danger: int | None
    """Her danger tokens, in every seat's view (U3); null only in an older client's copy."""
    accepted_defeat_this_scene: bool


class LocquemareView(Struct, frozen=True, kw_only=True):
    """The whole table (spec section 4) as one seat may see it.

    ``keys`` lists only known keys for heroes and observers; the open action's hidden key
    ids are null for them. ``complications`` lists the pending ones: an answered one is in
    the log and the events (C4: the read does not grow with the game).
    """

    phase: Phase
    session_open: bool
    counters: Counters
    scene: Scene | None
    adversity: AdversityView
    conflict: Conflict | None
    action: Action | None
    complications: dict[str, Complication]
    keys: dict[str, Key]
    npcs: dict[str, Npc]
    characters: dict[str, HeroSheet]
    secret_pool: Annotated[tuple[SecretCard, ...] | None, HIDDEN] = None
    """Null when hidden from this seat (every seat but the gm)."""


RECENT_SECRETS = 3
"""Revealed secrets a sheet shows: a hero acquires new ones as it evolves (« De nouveaux
secrets peuvent être acquis au fur et à mesure de l'évolution du personnage »), so the
whole history would grow with the campaign (issue #36: the state carries what play needs
now)."""


def _secret(hero: Hero, insider: bool) -> SecretView | None:
    secret = hero.secret
    if secret is None:
        return None
    if insider or secret.revealed:
        return SecretView(secret_id=secret.secret_id, text=secret.text, revealed=secret.revealed)
    return SecretView(secret_id=None, text=None, revealed=False)


def _sheet(state: LocquemareState, hero: Hero, viewer: Actor) -> HeroSheet:
    insider = viewer.is_gm or viewer.seat_id == hero.owner_player_id
    texts = {c.secret_id: c.text for c in state.secret_pool}
    drawn = tuple(DrawnSecret(secret_id=s, text=texts.get(s, ""))
                  for s in hero.drawn_secret_ids)
    return carried(
        HeroSheet, hero,
        character_keys=tuple(state.keys[k] for k in hero.character_key_ids if k in state.keys),
        secret=_secret(hero, insider),
        past_secrets=hero.past_secrets[-RECENT_SECRETS:],
        drawn_secret_ids=hero.drawn_secret_ids if insider else None,
        drawn_secrets=drawn if insider else None)


def _action(action: Action | None, gm: bool) -> Action | None:
    if action is None or gm:
        return action
    return replace(action, hidden_key_id=None, activations=tuple(
        replace(a, key_id=None) if a.hidden else a for a in action.activations))


def view(state: LocquemareState, viewer: Actor) -> LocquemareView:
    """The table as ``viewer`` may see it."""
    gm = viewer.is_gm
    return LocquemareView(
        phase=state.phase, session_open=state.session_open, counters=state.counters,
        scene=state.scene,
        adversity=AdversityView(danger=state.adversity.danger,
                                accepted_defeat_this_scene=state.adversity
                                .accepted_defeat_this_scene),
        conflict=state.conflict, action=_action(state.action, gm),
        complications={k: c for k, c in state.complications.items() if c.status == "pending"},
        keys={k: key for k, key in state.keys.items() if gm or seen_by_heroes(state, key)},
        npcs={n: npc for n, npc in state.npcs.items() if gm or npc.known},
        characters={h: _sheet(state, hero, viewer) for h, hero in state.heroes.items()},
        secret_pool=state.secret_pool if gm else None)


def _redacted(event: Event, viewer: Actor) -> bool | Event:
    match event:
        case ev.SecretPoolSet():
            return False
        case ev.KeyCreated(key=key):
            return key.known
        case ev.NpcCreated(npc=npc):
            return npc.known
        case ev.NpcRestored(hidden=True):
            return False
        case ev.KeyRemoved(hidden=True) | ev.KeyExtended(hidden=True) | \
                ev.KeyRevealed(hidden=True):  # T14: an unmet npc's key
            return False
        case ev.KeyActivated(hidden=True):
            return replace(event, key_id=None)
        case ev.DifficultySet():
            return replace(event, hidden_key_id=None, activations=tuple(
                replace(a, key_id=None) if a.hidden else a for a in event.activations))
        case ev.SecretsDrawn() if viewer.seat_id != event.owner_player_id:
            return replace(event, draw=None, secret_ids=None)
        case ev.SecretChosen() if viewer.seat_id != event.owner_player_id:
            return replace(event, secret_id=None, returned_secret_id=None)
    return True


def visible(event: Event, viewer: Actor) -> bool | Event:
    """True for the gm; for others False or a copy without the hidden fields."""
    if viewer.is_gm:
        return True
    return _redacted(event, viewer)
