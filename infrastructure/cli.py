"""Command line: ``python -m infrastructure.cli COMMAND``.

- ``serve``: migrate, then serve the API (uvicorn) on HOST:PORT.
- ``migrate``: apply pending migrations.
- ``openapi [PATH]``: write the OpenAPI document (default ``api_spec/openapi.json``).
- ``database-url``: print the database URL in use (starting the embedded server if needed).
- ``replay``, ``rebuild-projections``, ``export``, ``import``, ``verify``: a game's history
  (see ``infrastructure.cli_history``).
"""

import argparse
import asyncio
import sys
from pathlib import Path

import msgspec

from infrastructure.cli_history import COMMANDS as HISTORY_COMMANDS
from infrastructure.cli_history import add_history_commands, run_history
from infrastructure.settings import ROOT, Settings

OPENAPI_PATH = ROOT / "api_spec" / "openapi.json"


def openapi_document() -> bytes:
    """The app's OpenAPI document, formatted and stable (sorted keys)."""
    from litestar._openapi.plugin import OpenAPIPlugin

    from infrastructure.api.app import create_app

    schema = create_app().plugins.get(OpenAPIPlugin).provide_openapi_schema()
    return msgspec.json.format(msgspec.json.encode(schema, order="sorted"), indent=2) + b"\n"


def _migrate(settings: Settings) -> str:
    from infrastructure.db.engine import ensure_database, upgrade_to_head
    from infrastructure.runtime import database_url

    url = database_url(settings)
    asyncio.run(ensure_database(url, settings.database))
    upgrade_to_head(url)
    return url


def _serve(settings: Settings) -> None:
    import uvicorn

    from infrastructure.api.app import create_app

    _migrate(settings)
    uvicorn.run(create_app(settings), host=settings.server.host, port=settings.server.port,
                log_level="info", access_log=False)  # our request log replaces it


def main(argv: list[str] | None = None) -> int:
    """Run one CLI command."""
    parser = argparse.ArgumentParser(prog="python -m infrastructure.cli")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("serve", help="migrate, then serve the API")
    sub.add_parser("migrate", help="apply pending migrations")
    sub.add_parser("database-url", help="print the database URL in use")
    openapi = sub.add_parser("openapi", help="write the OpenAPI document")
    openapi.add_argument("path", nargs="?", default=str(OPENAPI_PATH))
    add_history_commands(sub)
    args = parser.parse_args(argv)
    settings = Settings()
    if args.command in HISTORY_COMMANDS:
        return run_history(args, settings)
    if args.command == "serve":
        _serve(settings)
    elif args.command == "migrate":
        _migrate(settings)
        print("migrations applied")
    elif args.command == "database-url":
        print(_migrate(settings))
    else:
        Path(args.path).write_bytes(openapi_document())
        print(f"wrote {args.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
