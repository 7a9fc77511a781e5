"""Sheet commands: characters, things, adjectives, tints and time (section 5, first table)."""


from domain.core import Command
from domain.voyages.rules.sheet import (
    Duration,
    Polarity,
    Record,
    Target,
    ThingSpec,
    Trade,
    Trait,
)


class OwnTintSpec(Record, frozen=True, kw_only=True):
    """An own tint as sent by a client (``current`` defaults to ``base_score``)."""

    tint: str
    base_score: int
    current: int | None = None


class InventorySpec(Record, frozen=True, kw_only=True):
    """An inventory tint as sent by a client."""

    tint: str
    points: int
    tattooed: bool = False
    inventory_id: str | None = None
    current: int | None = None


class AdjectiveSpec(Record, frozen=True, kw_only=True):
    """An adjective written on a sheet at registration."""

    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    adjective_id: str | None = None


class SheetCommand(Command, frozen=True, kw_only=True):
    """Fields of a full sheet (section 3), shared by registration and revision."""

    name: str
    traits: tuple[Trait, ...] = ()
    trades: tuple[Trade, ...] = ()
    own_tints: tuple[OwnTintSpec, ...] = ()
    tint_inventory: tuple[InventorySpec, ...] = ()
    flaws: tuple[str, ...] = ()
    adjectives: tuple[AdjectiveSpec, ...] = ()


class RegisterCharacter(SheetCommand, frozen=True, kw_only=True):
    """Create a character (id and owner default to a slug and the issuing seat)."""

    character_id: str | None = None
    owner_player_id: str | None = None


class ReviseCharacterSheet(SheetCommand, frozen=True, kw_only=True):
    """GM: replace a sheet (creation and evolution rules are out of scope)."""

    character_id: str
    reason: str = ""


class RegisterThing(ThingSpec, Command, frozen=True, kw_only=True):
    """GM: a thing that can carry adjectives."""


class AddAdjective(Command, frozen=True, kw_only=True):
    """GM: add an adjective (or raise the value of the same one, A2)."""

    target: Target
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False


class ChangeAdjectiveValue(Command, frozen=True, kw_only=True):
    """GM: change an adjective's value by ``delta``."""

    adjective_id: str
    delta: int


class RemoveAdjective(Command, frozen=True, kw_only=True):
    """GM: remove an adjective."""

    adjective_id: str
    reason: str = ""


class AddInventoryTint(Command, frozen=True, kw_only=True):
    """GM: add a tint to a character's inventory."""

    character_id: str
    tint: str
    points: int
    tattooed: bool = False


class RestoreTattooTint(Command, frozen=True, kw_only=True):
    """GM: a tattooed tint regains points back in contact with its tint [D13]."""

    character_id: str
    inventory_id: str
    amount: int


class RestNight(Command, frozen=True, kw_only=True):
    """GM: a night of rest regenerates one point of each own tint not neglected."""

    character_ids: tuple[str, ...]
    neglected: dict[str, tuple[str, ...]] = {}


class EndScene(Command, frozen=True, kw_only=True):
    """GM: the scene ends (scene adjectives expire)."""


class EndDay(Command, frozen=True, kw_only=True):
    """GM: the day ends (day adjectives expire)."""


class EndSession(Command, frozen=True, kw_only=True):
    """GM: the session ends (session adjectives expire)."""


class EndAdventure(Command, frozen=True, kw_only=True):
    """GM: the adventure ends (adventure adjectives expire)."""
