"""The hidden-ids property (issue #38), shared by the five rule systems' state machines:
for every seat but the gm, a command naming an id that seat may not see (a hidden key, an
unmet npc, another hero's secret) is answered exactly as the same command naming a fresh
id nobody has used: the same refusal (code, detail with the id itself left out, field), or
the same events as that seat reads them. Otherwise a refusal (« key '…' exists ») or an
acceptance tells the seat the hidden thing exists.

- **What a seat may not see**: every id the gm's view names (a map's keys, a field named
  ``id``, ``…_id`` or ``…_ids``) that the seat's view and its visible log do not name.
- **The commands tried**: every command offered to the seat, built from its choices
  (``tests.support.offer_build``), and the rule system's random generator's; in each,
  every field holding an id (``id``, ``…_id``, each element of ``…_ids``, at any depth)
  is set to the hidden id, then to a fresh id that extends it (same prefix, so a rule on
  the id's form answers both alike).
"""

import inspect
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import msgspec
from hypothesis.stateful import INVARIANT_MARKER, RuleBasedStateMachine, invariant

from domain.core import GM, Actor, Command, DomainError, Event, SeededRandomSource, TableRuleset
from tests.support.offer_build import Free, build
from tests.support.offers import OBSERVER, Generated, seats_of

Path = tuple[str | int, ...]


def _named_id(name: str) -> bool:
    return name == "id" or name.endswith("_id")


def _walk(value: Any, name: str, path: Path, keys: bool) -> Iterator[tuple[Path, str]]:
    """(path, id) for every id in a JSON-ready value: with ``keys`` (a read), a map's keys
    too; without (a command), the id fields left null too."""
    if isinstance(value, dict):
        for key, item in value.items():
            if keys and isinstance(item, dict):
                yield (*path, key), key  # a map of records keyed by their ids
            yield from _walk(item, str(key), (*path, key), keys)
    elif isinstance(value, list | tuple):
        many = name.endswith("_ids")
        for i, item in enumerate(value):
            if many and isinstance(item, str):
                yield (*path, i), item
            else:
                yield from _walk(item, name, (*path, i), keys)
    elif isinstance(value, str) and _named_id(name):
        yield path, value
    elif value is None and not keys and _named_id(name):
        yield path, ""  # an id a command may give (else the server names it)


def ids_named(value: Any) -> set[str]:
    """Every id a view, an event or a command names."""
    return {found for _, found in _walk(msgspec.to_builtins(value), "", (), True)}


def _seen_log(ruleset: TableRuleset[Any, Any], log: Iterable[Event], seat: Actor) -> list[Any]:
    shown = ((e, ruleset.visible(e, seat)) for e in log)
    return [e if v is True else v for e, v in shown if v is not False]


def hidden_from(ruleset: TableRuleset[Any, Any], state: Any, log: Sequence[Event],
                seat: Actor) -> list[str]:
    """The ids the gm reads that ``seat`` does not (in its view or its visible log)."""
    seen = ids_named(ruleset.view(state, seat)) | ids_named(_seen_log(ruleset, log, seat))
    return sorted(ids_named(ruleset.view(state, GM)) - seen)


def fresh_like(hidden: str, used: set[str]) -> str:
    """An id nobody has used, starting with ``hidden``."""
    n = 0
    while f"{hidden}-fresh{n}" in used:
        n += 1
    return f"{hidden}-fresh{n}"


def _json(command: Command) -> Any:
    return msgspec.json.decode(msgspec.json.encode(command))


def _id_paths(command: Command) -> list[Path]:
    return [path for path, _ in _walk(_json(command), "", (), False)]


def _at(data: Any, path: Path) -> Any:
    for part in path:
        data = data[part]
    return data


def _with(command: Command, path: Path, value: str) -> Command:
    data = _json(command)
    _at(data, path[:-1])[path[-1]] = value
    return msgspec.convert(data, type(command))


def _anonymous(text: str, ident: str) -> str:
    return re.sub(rf"(?<![\w-]){re.escape(ident)}(?!\w)", "<id>", text)


def answer(ruleset: TableRuleset[Any, Any], state: Any, command: Command, seat: Actor,
           ident: str) -> tuple[Any, ...]:
    """What ``seat`` learns from ``command``: its refusal (code, detail, field) or the
    events it reads, ``ident`` written ``<id>`` in both."""
    try:
        events = ruleset.decide(state, command, seat, SeededRandomSource(7, mode="mixed"))
    except DomainError as error:
        return ("refused", error.code, _anonymous(error.detail, ident), error.field)
    seen = msgspec.json.encode(_seen_log(ruleset, events, seat)).decode()
    return ("accepted", _anonymous(seen, ident))


def _probes(ruleset: TableRuleset[Any, Any], state: Any, seat: Actor, seed: int, free: Free,
            generated: Generated) -> list[tuple[Command, Path]]:
    """One (command, id field) per command type and field: the offered command first (its
    other fields acceptable), else a generated one."""
    r = random.Random(seed)
    seats = seats_of(ruleset, state)
    commands: list[Command] = []
    for affordance in ruleset.available(state, seat, seats).available:
        for cid in affordance.character_ids or [None]:
            try:
                commands.append(build(ruleset, state, affordance, cid, r, free))
            except AssertionError:  # an offer its own property refuses (tests.support.offers)
                continue
    probes: dict[tuple[str, Path], tuple[Command, Path]] = {}
    for command in [*commands, *generated(state, r)]:
        for path in _id_paths(command):
            shape = tuple(p if isinstance(p, str) else 0 for p in path)
            probes.setdefault((type(command).__name__, shape), (command, path))
    return list(probes.values())


def check_hidden_ids(ruleset: TableRuleset[Any, Any], state: Any, log: Sequence[Event],
                     seed: int, free: Free, generated: Generated) -> int:
    """The property at one state, for every seat but the gm; the number of (seat, hidden
    id) pairs checked (each against every id field of every command tried)."""
    seats = [s for s in seats_of(ruleset, state) if s.role != "gm"]
    used = ids_named(ruleset.view(state, GM)) | ids_named(list(log))
    pairs = 0
    for seat in (OBSERVER if s.role == "observer" else Actor(seat_id=s.seat_id, role=s.role)
                 for s in seats):
        hidden = hidden_from(ruleset, state, log, seat)
        if not hidden:
            continue
        probes = _probes(ruleset, state, seat, seed, free, generated)
        for ident in hidden:
            pairs += 1
            fresh = fresh_like(ident, used)
            for command, path in probes:
                named = answer(ruleset, state, _with(command, path, ident), seat, ident)
                unknown = answer(ruleset, state, _with(command, path, fresh), seat, fresh)
                assert named == unknown, (
                    f"seat {seat.seat_id} tells the hidden id {ident!r} from a fresh one at "
                    f"{'.'.join(map(str, path))} of {type(command).__name__}: {named} != "
                    f"{unknown}; state {state!r}")
    return pairs


def _checked_elsewhere(self: RuleBasedStateMachine) -> None:
    """An invariant of the machine's own test, not run again here."""


def hidden_ids_machine(machine: type[RuleBasedStateMachine],
                       check: Callable[[Any], int], pairs: list[int],
                       ) -> type[RuleBasedStateMachine]:
    """``machine``'s rules with one invariant, ``check`` (the machine -> the pairs it
    checked, appended to ``pairs``); its own invariants run in its own tests."""

    def a_hidden_id_is_answered_as_a_fresh_one(self: RuleBasedStateMachine) -> None:
        pairs.append(check(self))

    members: dict[str, Any] = {name: _checked_elsewhere for name, f
                               in inspect.getmembers(machine)
                               if getattr(f, INVARIANT_MARKER, None) is not None}
    members["a_hidden_id_is_answered_as_a_fresh_one"] = invariant()(
        a_hidden_id_is_answered_as_a_fresh_one)
    return type(f"{machine.__name__}HiddenIds", (machine,), members)


def machine_check(ruleset: TableRuleset[Any, Any], free: Free, generated: Generated,
                  ) -> Callable[[Any], int]:
    """The property for a machine holding ``state`` and ``log``."""
    return lambda machine: check_hidden_ids(ruleset, machine.state, machine.log,
                                            len(machine.log), free, generated)
