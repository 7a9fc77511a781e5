"""Offline verification of a gm's NDJSON export: the hash chain, then every server draw.

The chain proves the file was not changed after the server wrote it; it cannot prove the
server (or a forger who recomputes the chain) drew fairly. Once the game is closed its
seed is revealed (``GameClosed``) and must match the commitment published when the game
opened (``GameCreated``, or ``GameImported`` / ``GameForked`` for the draws after an
import or a fork; a fork of a closed game carries its source's seed). Then every
command is decided again, from the state folded up to the version before it, with the
command as sent, the seat that sent it and ``HmacRandomSource(seed, game id, version
before, mode)``: the events must come out identical (type and data). Platform events
are checked structurally (they decode and fold), never re-decided.

``ok`` means everything in the file was checked and found honest: an export whose seed is
not revealed yet reports ``seed_not_revealed`` (only its chain was checked).
"""

import hashlib

import msgspec

from domain.core import Actor, DomainError, HmacRandomSource, event_data, event_type
from domain.platform.events import PLATFORM_EVENT_NAMES, RESEEDING_EVENT_NAMES, VersionRange
from domain.rulesets import get_ruleset
from services.codec import codec_for
from services.envelope import StoredEvent
from services.errors import ServiceError
from services.history.ndjson import ParsedExport, chain_problem, parse_export
from services.history.session import command_groups
from services.loading import LoadedGame, apply_events, empty_game


class VerifyProblem(msgspec.Struct, frozen=True):
    """One finding: the version it concerns (None for the whole file), a kind, a detail."""

    version: int | None
    kind: str
    detail: str


class VerifyReport(msgspec.Struct, frozen=True):
    """The outcome of ``verify_export``."""

    ok: bool
    events_checked: int
    draws_checked: int
    problems: list[VerifyProblem]


class Segment(msgspec.Struct):
    """Versions drawn under one seed: from the start, or from an import on."""

    first: int
    game_id: str
    commitment: str
    seed: bytes | None = None
    has_commands: bool = False


def verify_export(body: bytes) -> VerifyReport:
    """Check an export's chain and, when its seed is revealed, re-derive every draw."""
    try:
        parsed = parse_export(body)
    except ServiceError as error:
        return _report(0, 0, [VerifyProblem(None, error.code, str(error.detail))])
    problems: list[VerifyProblem] = []
    broken = chain_problem(parsed)
    if broken is not None:
        problems.append(VerifyProblem(broken[0], "broken_chain", broken[1]))
    if parsed.header.redacted:
        problems.append(VerifyProblem(None, "redacted_export", "a player's export hides "
                                      "events: only the gm's export can be verified"))
        return _report(len(parsed.events), 0, problems)
    if get_ruleset(parsed.header.ruleset) is None:
        problems.append(VerifyProblem(None, "unknown_ruleset",
                                      f"no rule system {parsed.header.ruleset!r} here"))
        return _report(len(parsed.events), 0, problems)
    draws = Rederivation(parsed, problems).run()
    return _report(len(parsed.events), draws, problems)


class DrawCheck(msgspec.Struct, frozen=True):
    """What an import learns of a file's server draws: the problems found where the seed
    is revealed (any one refuses the file), the version ranges whose draws could not be
    re-derived (no seed revealed: they count as "imported, unverified"), and how many
    random values were re-derived."""

    problems: list[VerifyProblem]
    unverified: list[VersionRange]
    draws: int


def check_draws(parsed: ParsedExport) -> DrawCheck:
    """Re-derive every server draw of a parsed export whose seed it reveals, as
    ``verify_export`` does (its chain is checked already)."""
    problems: list[VerifyProblem] = []
    derivation = Rederivation(parsed, problems)
    found = derivation.segments
    draws = derivation.run() if any(s.seed is not None for s in found) else 0
    last = parsed.events[-1].version
    unverified = [VersionRange(s.first, found[i + 1].first - 1 if i + 1 < len(found) else last)
                  for i, s in enumerate(found) if s.seed is None and s.has_commands]
    return DrawCheck([p for p in problems if p.kind != "seed_not_revealed"], unverified,
                     draws)


def _report(events: int, draws: int, problems: list[VerifyProblem]) -> VerifyReport:
    return VerifyReport(not problems, events, draws, problems)


def segments(parsed: ParsedExport, problems: list[VerifyProblem]) -> list[Segment]:
    """The seed segments of a stream, each with its revealed seed when it matches."""
    events = parsed.events
    found = [Segment(1, parsed.header.game_id, str(events[0].data.get("seed_commitment")))]
    for event in events:
        if event.type in RESEEDING_EVENT_NAMES:  # an import or a fork: a new seed
            found[-1].game_id = str(event.data.get("source_game_id"))
            if event.data.get("source_seed"):  # a fork of a source that revealed its seed
                _reveal(found[-1], event.version, event.data["source_seed"], problems)
            found.append(Segment(event.version, parsed.header.game_id,
                                 str(event.data.get("seed_commitment"))))
        elif event.type == "GameClosed":
            _reveal(segment_at(found, event.version), event.version, event.data.get("seed"),
                    problems)
        elif event.type not in PLATFORM_EVENT_NAMES:
            segment_at(found, event.version).has_commands = True
    for segment in found:
        if segment.seed is None and segment.has_commands:
            problems.append(VerifyProblem(segment.first, "seed_not_revealed", (
                f"from version {segment.first} the seed is not revealed (the game is not "
                "closed): the draws cannot be re-derived, only the chain was checked")))
    return found


def segment_at(found: list[Segment], version: int) -> Segment:
    """The segment holding a version."""
    return next(s for s in reversed(found) if s.first <= version)


def _reveal(segment: Segment, version: int, revealed: object,
            problems: list[VerifyProblem]) -> None:
    try:
        seed = bytes.fromhex(str(revealed))
    except ValueError:
        seed = b""
    if hashlib.sha256(seed).hexdigest() == segment.commitment:
        segment.seed = seed
    else:
        problems.append(VerifyProblem(version, "seed_mismatch", "the revealed seed does "
                                      "not match the commitment published at the start"))


class Rederivation:
    """Folds the stream command by command, deciding each rules command again."""

    def __init__(self, parsed: ParsedExport, problems: list[VerifyProblem]) -> None:
        self.parsed = parsed
        self.problems = problems
        self.segments = segments(parsed, problems)

    def run(self) -> int:
        """The number of random values re-derived; findings go to ``problems``."""
        game, draws = empty_game(self.parsed.header.game_id), 0
        for group in command_groups(self.parsed.events):
            head = group[0]
            if head.type == "GameCreated" and head.version != 1:
                self._problem(head.version, "invalid_event", "GameCreated after the start")
            segment = segment_at(self.segments, head.version)
            if head.type not in PLATFORM_EVENT_NAMES and segment.seed is not None:
                draws += self._check(game, group, segment)
            try:
                game = apply_events(game, group)
            except Exception as error:  # a forged file may hold anything: report, stop
                self._problem(head.version, "invalid_event", f"does not replay: {error}")
                break
        return draws

    def _problem(self, version: int | None, kind: str, detail: str) -> None:
        self.problems.append(VerifyProblem(version, kind, detail))

    def _check(self, game: LoadedGame, group: list[StoredEvent], segment: Segment) -> int:
        head = group[0]
        try:
            raw = head.metadata["command"]
            actor = msgspec.convert(head.metadata["actor"], Actor)
            command = codec_for(game.ruleset).decode_command(msgspec.json.encode(raw))
        except (KeyError, msgspec.ValidationError, ServiceError) as error:
            self._problem(head.version, "invalid_command", f"the command as sent: {error}")
            return 0
        assert segment.seed is not None
        rng = HmacRandomSource(segment.seed, segment.game_id, head.version - 1,
                               game.platform.randomness)
        try:
            produced = game.ruleset.decide(game.rules, command, actor, rng)
        except DomainError as error:
            self._problem(head.version, "decision_refused",
                          f"{command.__class__.__name__} is refused now: {error.code}")
            return rng.counter
        except Exception as error:  # a forged history may break the rules' assumptions
            self._problem(head.version, "decision_failed", f"{type(error).__name__}: {error}")
            return rng.counter
        self._compare(group, [(event_type(e), event_data(e)) for e in produced], rng.counter)
        return rng.counter

    def _compare(self, group: list[StoredEvent], produced: list[tuple[str, object]],
                 draws: int) -> None:
        stored = [(event.type, event.data) for event in group]
        for index, (was, again) in enumerate(zip(stored, produced, strict=False)):
            if _normal(was) != _normal(again):
                kind = "draw_mismatch" if draws else "decision_mismatch"
                self._problem(group[index].version, kind,
                              f"stored {was[0]} {_text(was[1])}, the seed gives "
                              f"{again[0]} {_text(again[1])}")
                return
        if len(stored) != len(produced):
            self._problem(group[0].version, "decision_mismatch", f"{len(stored)} events stored, "
                          f"{len(produced)} decided again")


def _normal(value: object) -> object:
    return msgspec.json.decode(msgspec.json.encode(value))


def _text(value: object) -> str:
    return msgspec.json.encode(value, order="sorted").decode()
