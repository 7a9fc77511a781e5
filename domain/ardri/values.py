"""Value objects shared by commands, events and state (sheet parts, situation, dice)."""

import msgspec


class Attribute(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An attribute bound to one domain; level 1/2/3 adds a d20/d12/d8."""

    attribute_id: str
    name: str
    domain_id: str
    level: int


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
    """Exactly one situation per roll (D5): normal, opposition, difficulty or facility.

    One flat shape, validated by decide, so that an unknown kind or level is the spec's
    ``invalid_situation`` rather than a decoding failure.
    """

    kind: str
    characteristic_challenge: int | None = None
    domain_challenge: int | None = None
    level: str | None = None


NORMAL = Situation(kind="normal")


class Coordination(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A coordinated action: the supporters give the instigator +1 (D9)."""

    supporter_ids: list[str]


class Dice(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Physical results: the three trinity d10 (a 0 reads as 10) and the attribute die."""

    trinity: list[int]
    attribute: int | None = None
