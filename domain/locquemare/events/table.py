"""Events of the table: setup, structure, tokens and keys (spec section 6). Fields that
may be redacted for heroes (the Adversity's pool, hidden keys, secrets) are nullable."""

from typing import Annotated

from domain.core import Event
from domain.locquemare.commands.table import HeroRef, KeyRef, KeyText
from domain.locquemare.rules.action import HIDDEN, DiceRecord
from domain.locquemare.state import Hero, Key, Npc, SecretCard


class HolderEvent(KeyRef, Event, frozen=True, kw_only=True):
    """Tokens or an elan on a key, for one holder."""

    holder: str


class KeyRewritten(HeroRef, Event, frozen=True, kw_only=True):
    """One of the hero's character keys got a new text."""

    key_id: str
    old_text: str
    text: str


class SecretPoolSet(Event, frozen=True, kw_only=True):
    """The Chorus prepared the secret pool (gm only)."""

    secrets: tuple[SecretCard, ...]


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A hero was created."""

    hero: Hero


class NpcCreated(Event, frozen=True, kw_only=True):
    """An npc was created."""

    npc: Npc


class SecretsDrawn(HeroRef, Event, frozen=True, kw_only=True):
    """Two secrets were drawn for a hero (seen by the owner and the gm).

    ``draw`` and ``secret_ids`` are null when hidden from this seat.
    """

    owner_player_id: str
    draw: Annotated[DiceRecord | None, HIDDEN]
    secret_ids: Annotated[tuple[str, ...] | None, HIDDEN]


class SecretChosen(HeroRef, Event, frozen=True, kw_only=True):
    """The hero kept a secret; the other went back to the pool."""

    owner_player_id: str
    secret_id: Annotated[str | None, HIDDEN]
    returned_secret_id: Annotated[str | None, HIDDEN]


class ScenarioStarted(Event, frozen=True, kw_only=True):
    """A scenario opened."""

    scenario: int


class ScenarioEnded(Event, frozen=True, kw_only=True):
    """The scenario closed."""

    scenario: int
    grave_recovered: tuple[str, ...] = ()


class ActStarted(Event, frozen=True, kw_only=True):
    """An act opened."""

    act: int


class ActEnded(Event, frozen=True, kw_only=True):
    """The act closed; every hero counts one more act played."""

    act: int
    medium_recovered: tuple[str, ...] = ()


class SceneStarted(Event, frozen=True, kw_only=True):
    """A scene opened."""

    scene: int
    present_hero_ids: tuple[str, ...]
    present_npc_ids: tuple[str, ...]


class SceneEnded(Event, frozen=True, kw_only=True):
    """The scene closed."""

    scene: int
    breather_hero_ids: tuple[str, ...] = ()


class SessionStarted(Event, frozen=True, kw_only=True):
    """A playing session began."""

    session: int


class SessionEnded(Event, frozen=True, kw_only=True):
    """The playing session ended."""

    session: int


class TokensGranted(HeroRef, Event, frozen=True, kw_only=True):
    """Act start tokens by prowess count (7.7)."""

    offering: int
    exploit: int
    prowess_count: int


class TokensDiscarded(HeroRef, Event, frozen=True, kw_only=True):
    """A hero's reserve emptied at act end."""

    exploit: int
    offering: int
    danger: int


class DangerTokensGranted(Event, frozen=True, kw_only=True):
    """The Adversity took heroes + 1 danger tokens at scene start, or an ally's token for
    a complication on an npc it accepted (T13)."""

    count: int
    total: Annotated[int | None, HIDDEN]


class AdversityTokensDiscarded(Event, frozen=True, kw_only=True):
    """The Adversity lost her unspent tokens at scene end."""

    count: Annotated[int | None, HIDDEN]


class AdversityTokensKept(Event, frozen=True, kw_only=True):
    """The Adversity accepted defeat: she keeps her tokens and gains 2."""

    kept: Annotated[int | None, HIDDEN]
    bonus: int = 2


class TokenSpent(HeroRef, Event, frozen=True, kw_only=True):
    """A hero spent a token."""

    kind: str
    purpose: str


class TokenGained(HeroRef, Event, frozen=True, kw_only=True):
    """A hero gained tokens."""

    kind: str
    count: int
    reason: str


class TokenTransferred(Event, frozen=True, kw_only=True):
    """An ally's token went to the hero who accepted a complication."""

    from_hero_id: str
    to_hero_id: str
    kind: str


class DangerTokenSpent(Event, frozen=True, kw_only=True):
    """The Adversity spent a danger token."""

    purpose: str
    remaining: Annotated[int | None, HIDDEN]


class KeyCreated(Event, frozen=True, kw_only=True):
    """A key card was put in play (hidden from heroes while unknown)."""

    key: Key


class KeyRevealed(KeyText, Event, frozen=True, kw_only=True):
    """An unknown key became known; its text is public from now on, unless it is the key
    of an npc the heroes have not met (``hidden``, T14): then the gm's alone until then."""

    hidden: bool = False


class KeyExtended(KeyRef, Event, frozen=True, kw_only=True):
    """A key became persistent."""

    hidden: bool = False


class KeyRemoved(KeyRef, Event, frozen=True, kw_only=True):
    """A key left play."""

    reason: str  # removed | scene_end | used | overcome | replaced
    hidden: bool = False


class FactEstablished(Event, frozen=True, kw_only=True):
    """A fact was established on known keys."""

    text: str
    key_ids: tuple[str, ...]


class CharacterKeyModified(KeyRewritten, frozen=True, kw_only=True):
    """A character key was rewritten at act end."""


class FreeActivationsGranted(HolderEvent, frozen=True, kw_only=True):
    """Free activation (energy) tokens were put on a key for a holder."""

    count: int
    reason: str


class FreeActivationUsed(HolderEvent, frozen=True, kw_only=True):
    """A free activation was used."""

    action_id: str


class ElanCreated(HolderEvent, frozen=True, kw_only=True):
    """An elan card was given to a holder."""

    text: str


class ElanUsed(HolderEvent, frozen=True, kw_only=True):
    """An elan was activated (it is then removed)."""

    action_id: str
