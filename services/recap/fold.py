"""The recap of a log in one pass: each event is redacted for the reader as the log is
(``services.queries.redact``), counted, searched for draws, then folded into the state,
whose tracked values give the series after each command.

Commands are grouped as the readable log groups them (``services.history.session``): a
command counts once, for the seat that sent it, when the reader sees any of its events.
"""

from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec

from domain.core import Actor
from domain.core.draws import Draw
from domain.core.recap import RecapProfile, Values
from domain.core.words import Words
from domain.platform.events import PLATFORM_EVENT_NAMES, GameImported, VersionRange
from domain.platform.state import PlatformState, evolve_platform
from services.codec import RulesetCodec, codec_for
from services.envelope import StoredEvent
from services.errors import NotFound
from services.game_state import LoadedGame, apply_events, empty_game
from services.history.session import REDACTED, command_groups, seat_name
from services.queries import redact
from services.recap.luck import IMPORTED, Tally
from services.recap.model import RECAP_TYPES, Recap
from services.recap.systems import character_of


class _Counts:
    """Counters of one period (or of the whole log)."""

    def __init__(self, number: int = 0, first_version: int = 0) -> None:
        self.number, self.first_version, self.last_version = number, first_version, 0
        self.commands: Counter[str] = Counter()
        self.events: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.actors: Counter[str] = Counter()
        self.character_events: Counter[str] = Counter()
        self.character_commands: Counter[str] = Counter()
        self.character_outcomes: dict[str, Counter[str]] = {}

    def count(self, outcome: str, character: str | None, step: int = 1) -> None:
        """One outcome more (``step`` -1: one less, a resolution that ended otherwise)."""
        self.outcomes[outcome] += step
        if character is not None:
            self.character_outcomes.setdefault(character, Counter())[outcome] += step

    def out(self) -> dict[str, Any]:
        characters = {cid: {"events": n, "commands": self.character_commands[cid],
                            "outcomes": dict(+self.character_outcomes.get(cid, Counter()))}
                      for cid, n in sorted(self.character_events.items())}
        return {"commands": dict(self.commands), "events": dict(self.events),
                "outcomes": dict(+self.outcomes), "actors": dict(self.actors),
                "characters": characters}



def _humane(_words: Words, code: str) -> str:
    return code.replace("_", " ")


def _unset(_rules: Any, _event: Any) -> Any:
    raise AssertionError("no rule system before GameCreated")


class RecapFold:
    """The fold's running state: the game so far, counters, series and draws."""

    def __init__(self, game_id: str, viewer: Actor,
                 unverified: tuple[VersionRange, ...] = ()) -> None:
        self.game: LoadedGame = empty_game(game_id)
        self.viewer = viewer
        self.unverified = unverified
        """Version ranges whose server draws are imported, unverified."""
        self.profile: RecapProfile | None = None
        self.periods: list[_Counts] = []
        self.draws = Tally()
        self.series: list[dict[str, Any]] = []
        self.nymphs: list[dict[str, Any]] = []
        self._last: dict[str, Values] = {}
        self._last_table: Values | None = None
        self._owners: dict[str, str] = {}
        """A roll, contest or action id -> the character it belongs to."""
        self._resolutions: dict[str, tuple[_Counts, str | None, str]] = {}
        """A resolution's id -> the period it began in, its character, its outcome."""
        self._codec: RulesetCodec | None = None
        self._evolve_rules: Callable[[Any, Any], Any] = _unset

    def command(self, group: list[StoredEvent]) -> None:
        """Fold one command's events."""
        actor = seat_name(self.game.platform, group[0].metadata)
        seen: list[tuple[StoredEvent, str | None]] = []
        leader = self._leader()  # a call's events are its leader's (they name no one)
        gm, codec = self.viewer.is_gm, self._codec
        rules = self.game.rules
        for stored in group:
            platform = stored.type in PLATFORM_EVENT_NAMES
            shown = stored if gm and not platform else redact(self.game, stored, self.viewer)
            if shown.type != REDACTED:
                seen.append((shown, self._subject(shown) or leader))
                if not platform and rules is not None:
                    for draw in self.game.ruleset.dice.draws(shown.type, shown.data, rules):
                        self.draws.add(self._sourced(draw, stored.version))
            if platform or codec is None:
                self.game = apply_events(msgspec.structs.replace(self.game, rules=rules),
                                         [stored])
                rules = self.game.rules
            else:
                rules = self._evolve_rules(rules, codec.decode_event(stored))
        self.game = LoadedGame(self.game.game_id, group[-1].version, group[-1].hash,
                               self.game.platform, rules)
        if self.profile is None and self.game.rules is not None:
            self.profile = self.game.ruleset.recap
            self._codec = codec_for(self.game.ruleset)
            self._evolve_rules = self.game.ruleset.evolve
        period = self._period(group[0].version)
        period.last_version = group[-1].version
        if not seen:
            return
        command = str(group[0].metadata.get("command_type") or group[0].type)
        period.commands[command] += 1
        period.actors[actor] += 1
        period.character_commands.update({c for _, c in seen if c is not None})
        for shown, character in seen:
            period.events[shown.type] += 1
            if character is not None:
                period.character_events[character] += 1
            self._outcome(period, shown, character)
        self._points(group[-1].version)

    def _sourced(self, draw: Draw, version: int) -> Draw:
        """A server draw of an imported history no revealed seed checks is imported."""
        if draw.source == "server" and any(version in r for r in self.unverified):
            return msgspec.structs.replace(draw, source=IMPORTED)
        return draw

    def _subject(self, shown: StoredEvent) -> str | None:
        """The character an event is about: named in it, or owning the roll, contest or
        action it names (learnt from an earlier event naming both)."""
        named = character_of(shown.data)
        for key in self.profile.keys if self.profile else ():
            ref = shown.data.get(key)
            if isinstance(ref, str):
                if named is not None:
                    self._owners[ref] = named
                    return named
                return self._owners.get(ref)
        return named

    def _outcome(self, period: _Counts, shown: StoredEvent, character: str | None) -> None:
        """Count an outcome once per resolution: a later one replaces the earlier."""
        if self.profile is None:
            return
        opened = self.profile.opens.get(shown.type)
        if opened is not None and isinstance(shown.data.get(opened), str):
            self._resolutions.pop(shown.data[opened], None)
        field, key = self.profile.outcomes.get(shown.type, (None, None))
        outcome = shown.data.get(field) if field is not None else None
        if not isinstance(outcome, str):
            return
        ref = shown.data.get(key) if key is not None else None
        if isinstance(ref, str) and ref in self._resolutions:
            period, character, earlier = self._resolutions[ref]
            period.count(earlier, character, -1)
        period.count(outcome, character)
        if isinstance(ref, str):
            self._resolutions[ref] = (period, character, outcome)

    def _leader(self) -> str | None:
        """The leader of the open ESPRI call (its events name no character): the events
        of a call are the leader's."""
        call = getattr(self.game.rules, "open_call", None)
        leader = getattr(call, "leader_id", None)
        return leader if isinstance(leader, str) else None

    def _period(self, first_version: int) -> _Counts:
        number = self.profile.period(self.game.rules) if self.profile else None
        if not self.periods or (number is not None and number != self.periods[-1].number):
            self.periods.append(_Counts(number or 0, first_version))
        return self.periods[-1]

    def _points(self, version: int) -> None:
        if self.profile is None:
            return
        for cid, values in self.profile.series(self.game.rules).items():
            if self._last.get(cid) != values:
                self._last[cid] = values
                self.series.append({"version": version, "character_id": cid,
                                    "values": values})
        table = self.profile.table_series(self.game.rules)
        if table is not None and table != self._last_table:
            self._last_table = table
            self.nymphs.append({"version": version, **table})

    def _totals(self) -> _Counts:
        """The whole log: every period's counters added up."""
        totals = _Counts()
        for p in self.periods:
            for name in ("commands", "events", "outcomes", "actors", "character_events",
                         "character_commands"):
                getattr(totals, name).update(getattr(p, name))
            for cid, outcomes in p.character_outcomes.items():
                totals.character_outcomes.setdefault(cid, Counter()).update(outcomes)
        return totals

    def recap(self, words: Words) -> Recap:
        """The recap of everything folded so far."""
        ruleset = self.game.platform.ruleset
        periods = [{**p.out(), "number": p.number, "first_version": p.first_version,
                    "last_version": p.last_version} for p in self.periods]
        totals = self._totals().out()
        word = self.profile.word if self.profile else _humane
        body: dict[str, Any] = {
            "ruleset": ruleset, "game_id": self.game.game_id, "version": self.game.version,
            "unit": self.profile.unit if self.profile else "session",
            "outcome_names": {code: word(words, code) for code in sorted(totals["outcomes"])},
            "totals": totals, "periods": periods, "series": self.series,
            "luck": msgspec.to_builtins(self.draws.luck(words))}
        if ruleset == "espri":
            body["nymphs"] = self.nymphs
        kind = RECAP_TYPES.get(ruleset)
        if kind is None:
            raise NotFound("no_recap", f"the rule system {ruleset!r} has no recap")
        recap: Recap = msgspec.convert(body, kind)  # type: ignore[assignment]
        return recap


def build_recap(game_id: str, events: list[StoredEvent], viewer: Actor, words: Words,
                unverified: tuple[VersionRange, ...] | None = None) -> Recap:
    """The recap of a stream (from its first event) as ``viewer`` may see it; server
    draws within the ``unverified`` version ranges (by default, what the stream's last
    import says) count as imported, unverified."""
    if unverified is None:
        unverified = imported_unverified(events)
    fold = RecapFold(game_id, viewer, unverified)
    for group in command_groups(events):
        fold.command(group)
    return fold.recap(words)


def imported_unverified(events: list[StoredEvent]) -> tuple[VersionRange, ...]:
    """The version ranges whose server draws the stream's last import could not check."""
    imported = next((e for e in reversed(events) if e.type == "GameImported"), None)
    if imported is None:
        return ()
    event = msgspec.convert(imported.data, GameImported)
    return evolve_platform(PlatformState(), event, imported.version).unverified_draws
