"""History commands of the CLI: replay, rebuild-projections, export, import, verify.

- ``replay GAME [--to N]``: print the gm's view of a game (at version N) as JSON.
- ``rebuild-projections``: recompute every game's read model from its events.
- ``export GAME --format ndjson|markdown|foundry [--out FILE]``: the gm's export.
- ``import FILE``: import a gm's NDJSON export as a new game; prints its gm token.
- ``verify FILE``: check an export offline (exit 0 when honest, 1 with the problems).

Whatever a game holds, nothing it stored is written raw to the terminal: every control
character but line breaks and tabs is shown as a ``\\u001b`` escape (``terminal_safe``).
"""

import argparse
import asyncio
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TextIO

import msgspec
import sqlalchemy as sa
import structlog

from domain.core import GM, DomainError
from domain.core.words import sentence
from infrastructure.db.schema import read_models, streams
from infrastructure.logging import configure_logging
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from services import queries
from services.errors import InvalidRequest, ServiceError
from services.history.export import FORMATS, export_game
from services.history.importer import import_ndjson
from services.history.verify import verify_export
from services.loading import apply_events, empty_game
from services.text import terminal_safe

COMMANDS = frozenset({"replay", "rebuild-projections", "export", "import", "verify"})


def add_history_commands(sub: "argparse._SubParsersAction[Any]") -> None:
    """Declare the history sub-commands on the CLI's parser."""
    replay = sub.add_parser("replay", help="print a game's gm view (at a version) as JSON")
    replay.add_argument("game")
    replay.add_argument("--to", type=int, default=None, help="the version to stop at")
    sub.add_parser("rebuild-projections", help="recompute every read model from the events")
    export = sub.add_parser("export", help="export a game's log (the gm's export)")
    export.add_argument("game")
    export.add_argument("--format", choices=FORMATS, default="ndjson")
    export.add_argument("--out", default=None, help="a file (default: standard output)")
    imported = sub.add_parser("import", help="import an NDJSON export as a new game")
    imported.add_argument("file")
    verify = sub.add_parser("verify", help="verify an NDJSON export offline")
    verify.add_argument("file")


def run_history(args: argparse.Namespace, settings: Settings) -> int:
    """Run one history command; its exit code (2: the command could not run)."""
    try:
        return _run(args, settings)
    except OSError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, settings: Settings) -> int:
    if args.command == "verify":
        return verify(Path(args.file).read_bytes(), sys.stdout)
    if not structlog.is_configured():  # the default logger prints to stdout: keep it clean
        configure_logging(settings.server.log_format)
    if args.command == "import":
        body = Path(args.file).read_bytes()
        return asyncio.run(_with_runtime(settings, lambda r: import_file(r, body, args.file)))
    if args.command == "export":
        out: dict[str, bytes] = {}
        code = asyncio.run(_with_runtime(
            settings, lambda r: export(r, args.game, args.format, out)))
        _write(out.get("body"), args.out)
        return code
    if args.command == "replay":
        return asyncio.run(_with_runtime(settings, lambda r: replay(r, args.game, args.to)))
    return asyncio.run(_with_runtime(settings, rebuild_projections))


def _write(body: bytes | None, path: str | None) -> None:
    if body is None:
        return
    if path is None:
        sys.stdout.write(terminal_safe(body.decode()))  # JSON stays equal: see terminal_safe
    else:
        Path(path).write_bytes(body)
        print(f"wrote {path}", file=sys.stderr)


async def _with_runtime(settings: Settings, work: Callable[[Runtime], Awaitable[int]]) -> int:
    runtime = await Runtime.start(settings)
    try:
        return await work(runtime)
    except (ServiceError, DomainError) as error:
        print(terminal_safe(f"error: {error.code}: {error.detail}"), file=sys.stderr)
        return 2
    finally:
        await runtime.stop()


def _game_id(value: str) -> str:
    try:
        return str(uuid.UUID(value))
    except ValueError as error:
        raise InvalidRequest("invalid_game_id",
            sentence('%(value)r is not a game id',
                     value=value)) from error


def _print_json(value: Any) -> None:
    print(terminal_safe(msgspec.json.format(msgspec.json.encode(value), indent=2).decode()))


async def replay(runtime: Runtime, game: str, to: int | None) -> int:
    """Print the gm's view of a game at version ``to`` (default: now)."""
    loaded = await queries.load_game(runtime.ctx, _game_id(game), to)
    _print_json({"game_id": loaded.game_id, "ruleset": loaded.platform.ruleset,
                 "version": loaded.version, "state": loaded.ruleset.view(loaded.rules, GM)})
    return 0


async def export(runtime: Runtime, game: str, fmt: str, out: dict[str, bytes]) -> int:
    """The gm's export of a game, into ``out["body"]``."""
    out["body"] = (await export_game(runtime.ctx, _game_id(game), GM, fmt)).body
    return 0


async def import_file(runtime: Runtime, body: bytes, name: str) -> int:
    """Import an export; print the new game's id, gm seat and gm token."""
    metadata = {"command_id": str(uuid.uuid4()), "client": "cli", "source_file": name}
    created = await import_ndjson(runtime.ctx, body, metadata)
    _print_json(created)
    return 0


def verify(body: bytes, out: TextIO) -> int:
    """Print the verification of an export; 0 when it is honest, 1 otherwise."""
    report = verify_export(body)
    summary = f"{report.events_checked} events checked, {report.draws_checked} draws re-derived"
    if report.ok:
        print(f"ok: {summary}", file=out)
        return 0
    print(f"NOT VERIFIED: {summary}", file=out)
    for problem in report.problems:
        where = "file" if problem.version is None else f"version {problem.version}"
        print(terminal_safe(f"  {where}: {problem.kind}: {problem.detail}"), file=out)
    return 1


class ProgressBar:
    """A one-line progress bar on a terminal stream: items done / total and a rate."""

    def __init__(self, total: int, unit: str, stream: TextIO, width: int = 30) -> None:
        self.total, self.unit, self.stream, self.width = total, unit, stream, width
        self.started = time.perf_counter()

    def update(self, done: int, events: int) -> None:
        """Redraw the bar after ``done`` items and ``events`` events."""
        filled = self.width if self.total == 0 else self.width * done // self.total
        rate = events / max(time.perf_counter() - self.started, 1e-9)
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} {self.unit}  {rate:,.0f} events/s")
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line."""
        self.stream.write("\n")
        self.stream.flush()


async def rebuild_projections(runtime: Runtime) -> int:
    """Recompute every game's read model (the gm's view) from its events."""
    async with runtime.engine.connect() as connection:
        ids = (await connection.scalars(
            sa.select(streams.c.stream_id).order_by(streams.c.created_at, streams.c.stream_id)
        )).all()
    bar, events, failed = ProgressBar(len(ids), "games", sys.stderr), 0, []
    for done, game_id in enumerate(ids, start=1):
        try:
            events += await rebuild_one(runtime, str(game_id))
        except Exception as error:  # one broken game must not stop the others
            failed.append(f"{game_id}: {type(error).__name__}: {error}")
        bar.update(done, events)
    bar.close()
    for line in failed:
        print(terminal_safe(f"failed: {line}"), file=sys.stderr)
    print(f"rebuilt {len(ids) - len(failed)} of {len(ids)} read models ({events} events)")
    return 1 if failed else 0


async def rebuild_one(runtime: Runtime, game_id: str) -> int:
    """Recompute one read model (never over a newer one written meanwhile); events read."""
    stored = await runtime.ctx.store.load(game_id)
    game = apply_events(empty_game(game_id), stored)
    view = game.ruleset.view(game.rules, GM)
    async with runtime.engine.begin() as connection:
        await connection.execute(
            read_models.update()
            .where(read_models.c.stream_id == game_id, read_models.c.version <= game.version)
            .values(version=game.version, state=view, updated_at=sa.func.now()))
    return len(stored)
