"""The recap's shape, typed per rule system (one tagged struct each, discriminated by
``ruleset``), so the OpenAPI document says which values each system's series carry."""

import msgspec

from services.recap.luck import Luck


class CharacterCounts(msgspec.Struct, frozen=True):
    """What one character's events came to: events about it, commands with any event
    about it, the outcomes of its rolls (each resolution once, as it ended)."""

    events: int
    commands: int
    outcomes: dict[str, int]


class Counts(msgspec.Struct, frozen=True):
    """Commands per type, events per type, outcomes (``success``, ``bitter_success``…),
    commands per seat that acted (the gm is ``GM``), and per character."""

    commands: dict[str, int]
    events: dict[str, int]
    outcomes: dict[str, int]
    actors: dict[str, int]
    characters: dict[str, CharacterCounts]


class Period(Counts, frozen=True):
    """One day or session as the rule system counts them (``number``; 0 before the
    first session), and the versions it spans."""

    number: int
    first_version: int
    last_version: int


class _Recap(msgspec.Struct, frozen=True, kw_only=True, tag_field="ruleset"):
    game_id: str
    version: int
    """The recap's last version (``at``, else the game's)."""
    unit: str
    """``day`` or ``session``: what a period is in this rule system."""
    outcome_names: dict[str, str]
    """Each outcome code of the recap (``bitter_success``…) as the rule system's glossary
    words it in the reader's language (« Réussite amère »)."""
    totals: Counts
    periods: list[Period]
    luck: Luck


class EspriValues(msgspec.Struct, frozen=True):
    """An ESPRI character's tracked values (resonance: summed over the relations)."""

    harmony: int
    rupture_points: int
    resonance: int


class EspriPoint(msgspec.Struct, frozen=True):
    """A character's values right after ``version`` (a point each time they change)."""

    version: int
    character_id: str
    values: EspriValues


class NymphPositions(msgspec.Struct, frozen=True):
    """Each season's nymph position (0: her cage) right after ``version``."""

    version: int
    winter: int
    spring: int
    summer: int
    autumn: int


class EspriRecap(_Recap, frozen=True, kw_only=True, tag="espri"):
    """ESPRI: periods are days; series of harmony, rupture points, resonance; nymphs."""

    series: list[EspriPoint]
    nymphs: list[NymphPositions]


class ArdriValues(msgspec.Struct, frozen=True):
    """An Ardri character's successes stored under Murphy's laws this session."""

    stored_successes: int


class ArdriPoint(msgspec.Struct, frozen=True):
    """A character's values right after ``version``."""

    version: int
    character_id: str
    values: ArdriValues


class ArdriRecap(_Recap, frozen=True, kw_only=True, tag="ardri"):
    """Ardri: periods are sessions; series of stored successes."""

    series: list[ArdriPoint]


class XyropValues(msgspec.Struct, frozen=True):
    """A Xyrop character's stress (the sum of its stress dice sizes) and destiny."""

    stress: int
    destiny: int


class XyropPoint(msgspec.Struct, frozen=True):
    """A character's values right after ``version``."""

    version: int
    character_id: str
    values: XyropValues


class XyropRecap(_Recap, frozen=True, kw_only=True, tag="xyrop"):
    """Xyrop: periods are sessions; series of stress and destiny."""

    series: list[XyropPoint]


class VoyagesValues(msgspec.Struct, frozen=True):
    """A Voyages character's current tint points and number of adjectives."""

    tint_points: int
    adjectives: int


class VoyagesPoint(msgspec.Struct, frozen=True):
    """A character's values right after ``version``."""

    version: int
    character_id: str
    values: VoyagesValues


class VoyagesRecap(_Recap, frozen=True, kw_only=True, tag="voyages"):
    """Voyages & Aventures: periods are sessions; series of tint points and adjectives."""

    series: list[VoyagesPoint]


class LocquemareValues(msgspec.Struct, frozen=True):
    """A Locquemare hero's stress, tokens (all kinds) and consequences taken."""

    stress: int
    tokens: int
    consequences: int


class LocquemarePoint(msgspec.Struct, frozen=True):
    """A hero's values right after ``version``."""

    version: int
    character_id: str
    values: LocquemareValues


class LocquemareRecap(_Recap, frozen=True, kw_only=True, tag="locquemare"):
    """Locquemare: periods are sessions; series of stress, tokens and consequences."""

    series: list[LocquemarePoint]


Recap = EspriRecap | ArdriRecap | XyropRecap | VoyagesRecap | LocquemareRecap
"""A recap, discriminated by ``ruleset``."""
RECAP_TYPES: dict[str, type[_Recap]] = {
    "espri": EspriRecap, "ardri": ArdriRecap, "xyrop": XyropRecap,
    "voyages": VoyagesRecap, "locquemare": LocquemareRecap}
