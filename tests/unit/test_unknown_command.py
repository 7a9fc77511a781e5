"""Every rule system answers a command it does not have alike: ``unknown_command``."""

import pytest

from domain.core import GM, Command, InvalidValue, SeededRandomSource
from domain.rulesets import RULESETS
from services.i18n import words


class Teleport(Command, frozen=True):
    """A command no rule system has."""


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_a_rule_system_refuses_a_command_it_lacks_with_one_answer(name: str) -> None:
    ruleset = RULESETS[name]
    state = ruleset.initial_state(ruleset.options_type())
    with pytest.raises(InvalidValue) as refused:
        ruleset.decide(state, Teleport(), GM, SeededRandomSource(0))
    assert refused.value.code == "unknown_command"
    detail = refused.value.detail
    assert detail == f"{ruleset.title} has no such command"
    assert detail.said_in(words("fr", ruleset.catalog)) == (  # type: ignore[attr-defined]
        f"{ruleset.title} n'a pas cette commande")


def test_every_shipped_rule_system_is_asked() -> None:
    assert {"espri", "ardri", "xyrop", "voyages", "locquemare"} <= set(RULESETS)
