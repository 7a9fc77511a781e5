"""Command line: ``python -m infrastructure.cli COMMAND``.

- ``serve``: migrate, then serve the API (uvicorn) on HOST:PORT with WORKERS processes.
- ``migrate``: apply pending migrations.
- ``openapi [PATH]``: write the OpenAPI document (default ``api_spec/openapi.json``, and
  then also the TypeScript types ``clients/typescript/src/api.d.ts`` and the Python SDK's
  package ``clients/python/tabletop_client``, see ``infrastructure.sdk``).
- ``database-url``: print the database URL in use (starting the embedded server if needed).
- ``replay``, ``rebuild-projections``, ``export``, ``import``, ``verify``: a game's history
  (see ``infrastructure.cli_history``).
"""

import argparse
import asyncio
import os
import sys
from pathlib import Path

import msgspec

from infrastructure.cli_history import COMMANDS as HISTORY_COMMANDS
from infrastructure.cli_history import add_history_commands, run_history
from infrastructure.settings import ROOT, ConfigurationError, Settings

OPENAPI_PATH = ROOT / "api_spec" / "openapi.json"
WORKER_STARTUP_SECONDS = 60
"""How long a worker may take to start (uvicorn's 5 s default kills slow starters on a
loaded machine, and restarts them in a loop)."""
TYPESCRIPT_TYPES = ROOT / "clients" / "typescript" / "src" / "api.d.ts"
OPENAPI_TYPESCRIPT = ROOT / "clients" / "node_modules" / ".bin" / "openapi-typescript"


def typescript_types(document: Path, out: Path, tool: Path = OPENAPI_TYPESCRIPT) -> None:
    """Generate TypeScript types of an OpenAPI document with openapi-typescript (the
    clients/ npm package; a field with a default is optional in a request, as sent)."""
    import subprocess

    subprocess.run([str(tool), str(document), "--default-non-nullable", "false",
                    "--output", str(out)], cwd=ROOT / "clients", check=True,
                   capture_output=True, timeout=300)


def openapi_document() -> bytes:
    """The app's OpenAPI document, formatted and stable (sorted keys)."""
    from infrastructure.api.app import create_app
    from infrastructure.api.openapi import openapi_schema

    schema = openapi_schema(create_app())
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

    server = settings.server
    if server.workers > 1:
        prepare_metrics_directory()
    url = _migrate(settings)
    if server.workers > 1:  # workers use the engines this process started (embedded ones
        # too), so only this process holds them, and its exit stops them
        from infrastructure.runtime import redis_url

        os.environ.setdefault("DATABASE_URL", url)
        os.environ.setdefault("REDIS_URL", redis_url(settings))
    if server.metrics and server.metrics_port:
        from infrastructure.metrics import serve_metrics_port

        serve_metrics_port(server.host, server.metrics_port)
    if server.workers == 1:
        from infrastructure.api.app import create_app

        uvicorn.run(create_app(settings), host=server.host, port=server.port,
                    log_level="info", access_log=False,  # our request log replaces it
                    proxy_headers=False)  # FORWARDED_ALLOW_IPS is read by the app itself
        return
    uvicorn.run("infrastructure.api.app:create_app", factory=True, workers=server.workers,
                host=server.host, port=server.port, log_level="info", access_log=False,
                timeout_worker_healthcheck=WORKER_STARTUP_SECONDS, proxy_headers=False)


def prepare_metrics_directory() -> None:
    """Prometheus multi-process mode: every worker writes its figures under one directory
    (set before any worker imports prometheus-client; emptied at each start)."""
    import shutil
    import tempfile

    name = "PROMETHEUS_MULTIPROC_DIR"  # read when prometheus-client is first imported
    directory = os.environ.get(name) or tempfile.mkdtemp(prefix="tabletop-metrics-")
    shutil.rmtree(directory, ignore_errors=True)
    Path(directory).mkdir(parents=True)
    os.environ[name] = directory


def _write_openapi(path: Path) -> None:
    """The document, and with it (default path) the committed TypeScript types and Python
    SDK."""
    path.write_bytes(openapi_document())
    print(f"wrote {path}")
    if path.resolve() != OPENAPI_PATH.resolve():
        return
    from infrastructure.sdk import PYTHON_PACKAGE, python_client

    python_client(path)
    print(f"wrote {PYTHON_PACKAGE}")
    if not OPENAPI_TYPESCRIPT.exists():
        print(f"skipped {TYPESCRIPT_TYPES}: openapi-typescript is not installed "
              "(run `npm ci` in clients/)")
        return
    typescript_types(path, TYPESCRIPT_TYPES)
    print(f"wrote {TYPESCRIPT_TYPES}")


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
    try:
        settings = Settings()
    except ConfigurationError as error:
        print(f"configuration error: {error}", file=sys.stderr)
        return 2
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
        _write_openapi(Path(args.path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
