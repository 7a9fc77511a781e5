"""Value objects shared by commands, events and state (sheet parts, situation, dice)."""

from typing import Literal

import msgspec

Outcome = Literal["holy_trinity", "oma", "critical_success", "critical_failure", "success",
                  "failure"]
"""What a roll's dice mean (§7.3); a completed roll is a plain ``success`` (§7.4)."""
CompletedOutcome = Literal["success", "failure"]
StorableKind = Literal["lost", "wasted"]
Special = Literal["holy_trinity", "oma"]
BonusSource = Literal["murphy", "support", "mutual_aid"]
Difficulty = Literal["complicated", "near_impossible", "facility"]
"""A difficulty (malus 1 or 2) or a facility (bonus 1); since R1 it may come on top of
an opposition."""


class Attribute(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An attribute bound to one domain; level 1/2/3 adds a d20/d12/d8. ``attribute_id``
    is made from the name when not given (``Mythes d'Enorhim`` -> ``mythes_d_enorhim``)."""

    name: str
    domain_id: str
    level: int
    attribute_id: str = ""


class Skill(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A skill: free text, no mechanics."""

    name: str
    description: str = ""


class Sheet(msgspec.Struct, frozen=True, kw_only=True):
    """A validated character sheet (spec §3); ``domain_modifiers`` holds all nine ids."""

    name: str
    class_name: str | None
    characteristics: dict[str, int]
    domain_modifiers: dict[str, int]
    attributes: tuple[Attribute, ...] = ()
    skills: tuple[Skill, ...] = ()

    def attribute(self, attribute_id: str) -> Attribute | None:
        """The attribute with this id, if the sheet has it."""
        for attribute in self.attributes:
            if attribute.attribute_id == attribute_id:
                return attribute
        return None


class Situation(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The one-condition shape of a roll's conditions: normal, opposition, difficulty or
    facility (kept so that request bodies written before R1 stay valid).

    One flat shape, validated by decide, so that an unknown kind or level is the spec's
    ``invalid_situation`` rather than a decoding failure. Since R1 a roll may also name an
    ``Opposition`` and a ``difficulty`` separately, and both may apply together.
    """

    kind: str
    characteristic_challenge: int | None = None
    domain_challenge: int | None = None
    level: str | None = None


NORMAL = Situation(kind="normal")


class Opposition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An opponent's challenge levels 0..3 (at least one above 0); a domain challenge
    replaces the characteristic challenge (decision 6)."""

    characteristic_challenge: int = 0
    domain_challenge: int = 0


class Coordination(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A coordinated action: the supporters give the instigator +1 (D9)."""

    supporter_ids: list[str]


class Dice(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Physical results: the three trinity d10 (a 0 reads as 10) and the attribute die."""

    trinity: list[int]
    attribute: int | None = None


class Character(msgspec.Struct, frozen=True, kw_only=True):
    """A registered character and the seat that owns it."""

    character_id: str
    owner_player_id: str
    sheet: Sheet
