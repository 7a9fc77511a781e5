"""The contract every rule system implements, and the primitives they share.

Public names are re-exported here so rule systems write ``from domain.core import ...``.
"""

from domain.core.actor import GM, Actor, Role, Seat
from domain.core.choices import Choice, ChoiceContext, Count, plain_choices
from domain.core.decider import Ruleset, TableRuleset, everything_visible, fold, unknown_command
from domain.core.emitter import (
    Emitter,
    Evolve,
    Evolver,
    EvolverTable,
    Handler,
    HandlerTable,
    evolve_with,
    run_handler,
)
from domain.core.errors import DomainError, InvalidValue, NotAuthorized
from domain.core.messages import Command, Event, carried, event_data, event_type
from domain.core.offers import (
    Affordance,
    ForCharacter,
    Move,
    MoveTable,
    NamedCheck,
    Offers,
    Waiting,
    available,
    character_choices,
    named,
)
from domain.core.randomness import (
    HmacRandomSource,
    RandomnessMode,
    RandomSource,
    ScriptedRandomSource,
    SeededRandomSource,
    draw_from_multiset,
    pick,
    result_source,
    roll_die,
)

__all__ = [
    "GM",
    "Actor",
    "Affordance",
    "Choice",
    "ChoiceContext",
    "Command",
    "Count",
    "DomainError",
    "Emitter",
    "Event",
    "Evolve",
    "Evolver",
    "EvolverTable",
    "ForCharacter",
    "Handler",
    "HandlerTable",
    "HmacRandomSource",
    "InvalidValue",
    "Move",
    "MoveTable",
    "NamedCheck",
    "NotAuthorized",
    "Offers",
    "RandomSource",
    "RandomnessMode",
    "Role",
    "Ruleset",
    "ScriptedRandomSource",
    "Seat",
    "SeededRandomSource",
    "TableRuleset",
    "Waiting",
    "available",
    "carried",
    "character_choices",
    "draw_from_multiset",
    "event_data",
    "event_type",
    "everything_visible",
    "evolve_with",
    "fold",
    "named",
    "pick",
    "plain_choices",
    "result_source",
    "roll_die",
    "run_handler",
    "unknown_command",
]
