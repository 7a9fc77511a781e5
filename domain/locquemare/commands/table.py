"""Commands of the table: setup, scenarios, acts, scenes and sessions, keys and facts,
evolution (spec section 5)."""

from msgspec import Struct

from domain.core import Command
from domain.locquemare.state import Journey, NpcProfile, Prowess, Scene, SecretCard


class KeyRef(Struct, frozen=True, kw_only=True):
    """What a command or event about one key starts with."""

    key_id: str


class KeyText(KeyRef, frozen=True, kw_only=True):
    """What a command or event that writes a key's text starts with."""

    text: str


class HeroRef(Struct, frozen=True, kw_only=True):
    """What a command or event about one hero starts with."""

    hero_id: str


class CharacterKeySpec(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One of the five character keys given at registration."""

    text: str
    role: str  # concept | hamartia | other
    key_id: str | None = None


class KeyRewrite(HeroRef, Command, frozen=True, kw_only=True):
    """A new text for one of the hero's character keys."""

    key_id: str
    text: str


class Adjustment(Struct, frozen=True, kw_only=True):
    """Between scenarios: one of the hero's ratings +1, another -1 (what the ``Adjust*``
    commands ask and their ``*Adjusted`` events record)."""

    hero_id: str
    up: str
    down: str


class ProwessGain(Struct, frozen=True, kw_only=True):
    """A prowess a hero gains (``GainProwess``, ``ProwessGained``)."""

    hero_id: str
    prowess: Prowess


class ResourceAllocation(Struct, frozen=True, kw_only=True):
    """A hero's new resource allocation (``RedistributeResources``,
    ``ResourcesRedistributed``)."""

    hero_id: str
    resources: dict[str, int]


class EvolutionAward(Struct, frozen=True, kw_only=True):
    """Evolution points for a hero, one per trigger (``AwardEvolutionPoints``,
    ``EvolutionPointsAwarded``)."""

    hero_id: str
    reasons: tuple[str, ...]


class SetSecretPool(Command, frozen=True, kw_only=True):
    """Chorus: the secrets heroes will draw from."""

    secrets: tuple[SecretCard, ...]


class RegisterCharacter(Command, frozen=True, kw_only=True):
    """Create a hero (K1, P1, AP1, R1)."""

    name: str
    journey: Journey
    character_keys: tuple[CharacterKeySpec, ...]
    prowesses: tuple[Prowess, ...]
    approaches: dict[str, int]
    resources: dict[str, int]
    hero_id: str | None = None
    id: str | None = None
    owner_player_id: str | None = None
    player_id: str | None = None
    archetype: str | None = None


class DrawSecrets(HeroRef, Command, frozen=True, kw_only=True):
    """Draw two secrets from the pool (``drawn``: two pool ids drawn at the table)."""

    drawn: tuple[str, ...] | None = None


class ChooseSecret(HeroRef, Command, frozen=True, kw_only=True):
    """Keep one of the two drawn secrets; the other returns to the pool."""

    secret_id: str


class CreateNpc(NpcProfile, Command, frozen=True, kw_only=True):
    """Adversity: a non-hero with its stress boxes and consequence slots."""

    consequence_slots: tuple[str, ...] = ()
    known: bool = False
    """Known to the heroes from the start; a secret npc is met when it joins a scene (T14)."""


class StartScenario(Command, frozen=True, kw_only=True):
    """Adversity: open a scenario."""


class EndScenario(Command, frozen=True, kw_only=True):
    """Chorus: close the scenario (between acts)."""

    grave_recovery_hero_ids: tuple[str, ...] = ()


class StartAct(Command, frozen=True, kw_only=True):
    """Adversity: open an act; heroes receive their tokens."""


class EndAct(Command, frozen=True, kw_only=True):
    """Chorus: close the act."""

    medium_recovery_hero_ids: tuple[str, ...] = ()


class StartScene(Scene, Command, frozen=True, kw_only=True):
    """Adversity: open a scene with the heroes and npcs present."""


class EndScene(Command, frozen=True, kw_only=True):
    """Adversity: close the scene."""

    breather_hero_ids: tuple[str, ...] = ()


class StartSession(Command, frozen=True, kw_only=True):
    """Adversity: a playing session begins."""


class EndSession(Command, frozen=True, kw_only=True):
    """Adversity: the playing session ends."""


class KeyOwner(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Who a created key belongs to: a hero or an npc (none: the scene or the world)."""

    hero_id: str | None = None
    npc_id: str | None = None


class CreateKey(KeyText, Command, frozen=True, kw_only=True):
    """Adversity or Chorus: a situation or complication key."""

    kind: str = "situation"
    owner: KeyOwner | None = None
    known: bool = True
    persistent: bool = False


class RevealKey(KeyRef, Command, frozen=True, kw_only=True):
    """Adversity: an unknown key becomes known."""


class ExtendKey(KeyRef, Command, frozen=True, kw_only=True):
    """Chorus: a key outlives its scene."""


class RemoveKey(KeyRef, Command, frozen=True, kw_only=True):
    """Adversity: remove a situation, complication or elan key."""

    reason: str | None = None


class EstablishFact(Command, frozen=True, kw_only=True):
    """Anyone: state a fact resting on known keys (a player's hero must be in the scene
    and not out, T9)."""

    text: str
    key_ids: tuple[str, ...] = ()
    hero_id: str | None = None
    """The hero who speaks (a player's seat; default: any of its heroes in the scene)."""


class AwardEvolutionPoints(EvolutionAward, Command, frozen=True, kw_only=True):
    """Chorus: one evolution point per listed trigger."""


class NewKey(KeyText, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A new character key gained by emptying the track."""


class EmptyEvolutionTrack(HeroRef, Command, frozen=True, kw_only=True):
    """Spend a full track: five exploits, a new prowess or a new key."""

    choice: str  # five_exploits | new_prowess | new_key
    prowess: Prowess | None = None
    key: NewKey | None = None


class ModifyCharacterKey(KeyRewrite, frozen=True, kw_only=True):
    """Rewrite one character key, once per act end."""


class RedistributeResources(ResourceAllocation, Command, frozen=True, kw_only=True):
    """Between acts: a new resource allocation summing to 8 + acts played."""


class AdjustApproaches(Adjustment, Command, frozen=True, kw_only=True):
    """Between scenarios: one approach +1, another -1."""

class AdjustResources(Adjustment, Command, frozen=True, kw_only=True):
    """Between scenarios: one resource +1, another -1."""

class GainProwess(ProwessGain, Command, frozen=True, kw_only=True):
    """Chorus: a hero gains a prowess."""


class RevealTruth(KeyRewrite, frozen=True, kw_only=True):
    """Truth and lies: rewrite a character key, once per session, for a token."""

    payment: str


class RevealSecret(HeroRef, Command, frozen=True, kw_only=True):
    """The hero's secret comes out."""

    description: str = ""
