"""``python -m tests.deploy.read_probe RECORD ARGS…``: the server's command line
(``infrastructure.cli ARGS…``) with every file it opens and every directory it lists
written to RECORD, one path a line, by an audit hook (PEP 578) set before the server's
first import: imports, templates, catalogs, static files, whatever reads them."""

import runpy
import sys
from os import PathLike, fspath
from typing import Any

RECORDED_EVENTS = ("open", "os.listdir", "os.scandir")


def main() -> None:
    """Record, then run the command line as ``python -m infrastructure.cli`` would."""
    record = open(sys.argv[1], "a", buffering=1)  # noqa: SIM115 (open for the process's life)

    def hook(event: str, arguments: tuple[Any, ...]) -> None:
        if event in RECORDED_EVENTS and arguments and isinstance(arguments[0], str | PathLike):
            record.write(fspath(arguments[0]) + "\n")

    sys.addaudithook(hook)
    sys.argv = ["infrastructure.cli", *sys.argv[2:]]
    runpy.run_module("infrastructure.cli", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
