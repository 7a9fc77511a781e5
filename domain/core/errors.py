"""Domain errors: a rule said no. Each carries a stable, documented ``code``.

The HTTP layer maps the three kinds in one place:
``DomainError`` -> 409 (not valid in this state), ``InvalidValue`` -> 422 (a malformed
or out-of-range value), ``NotAuthorized`` -> 403 (this seat may not do that).

``field`` (contract C5) names the command's field the refusal concerns, as a dotted path
(``seasons.winter``, ``characteristics.spirit``, ``gems``, ``keys.0.text``); the problem
document carries it as its ``field`` member, so a page says the refusal next to that
field. ``detail`` is a sentence for people, with no spec code and no identifier.
"""


class DomainError(Exception):
    """A command is not valid in the current state of the game."""

    def __init__(self, code: str, detail: str | None = None, field: str | None = None) -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail or code.replace("_", " ")
        self.field = field
        self.findings: tuple[DomainError, ...] = ()
        """Every rule the command breaks, this one first, when the rules list them all (a
        character sheet: ``guards.every_rule``); empty when only this one is known."""


class InvalidValue(DomainError):
    """A command carries a value outside the rules' ranges (HTTP 422)."""


class NotAuthorized(DomainError):
    """The acting seat may not issue this command (HTTP 403)."""
