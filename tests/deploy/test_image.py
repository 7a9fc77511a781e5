"""The Docker image holds every file the server reads at run time, where the server reads
it. No base image can be pulled here (this machine's docker has no engine), so the test
reads the ``Dockerfile`` and ``.dockerignore`` as Docker does (``tests/deploy/dockerfile``)
and checks them against what the real server reads: each file a server started under an
audit hook opens or lists while it starts and answers every GET route of its app, and
every file of each directory it serves as static files (the web table, and any other
the app mounts: the Owlbear Rodeo extension's, when it has one)."""

import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

import httpx
import pytest
from litestar import Litestar
from litestar.static_files.base import StaticFiles

from infrastructure.api.app import create_app
from infrastructure.settings import ROOT
from tests.deploy.dockerfile import copies, ignore_rules, ignored, image_place, instructions
from tests.support.engines import drop_database, fresh_database, redis_test_url
from tests.support.servers import ServerProcess, free_port

DOCKERFILE, DOCKERIGNORE = ROOT / "Dockerfile", ROOT / ".dockerignore"
FILLERS = {"language": "fr"}
"""A value for each path parameter a GET route takes (others: a rule system's name)."""
NOT_SERVED = {"node_modules", "tests"}
"""Directories inside a static directory that are tools of its developers, not served."""
CATALOG_COMPILER = "tools/i18n.py compile"


def static_directories(app: Litestar) -> set[Path]:
    """The directories the app serves files from (``create_static_files_router`` keeps
    its ``StaticFiles`` in the closure of its handlers)."""
    found: set[Path] = set()
    for route in app.routes:
        for handler in getattr(route, "route_handlers", ()):
            for cell in getattr(handler.fn, "__closure__", None) or ():
                contents = cell.cell_contents
                if isinstance(contents, StaticFiles):
                    found.update(Path(directory) for directory in contents.directories)
    return found


def get_paths(app: Litestar) -> list[str]:
    """A URL for each GET route: path parameters filled (``FILLERS``), except a game's or a
    share's (their data is in PostgreSQL, not in files) and static files' (read apart)."""
    paths = []
    for route in app.routes:
        if "GET" not in getattr(route, "methods", ()) or re.search(r"_id\b|:path}", route.path):
            continue
        paths.append(re.sub(r"{(\w+)(?::\w+)?}", lambda m: FILLERS.get(m[1], "espri"),
                            route.path))
    return sorted(set(paths))


@pytest.fixture(scope="module")
def server_reads(tmp_path_factory: pytest.TempPathFactory) -> Iterator[set[PurePosixPath]]:
    """Everything under the repository the real server opened or listed (audit hook:
    ``tests/deploy/read_probe.py``) while starting and answering every GET route."""
    work, port, url = tmp_path_factory.mktemp("image"), free_port(), fresh_database("_image")
    record, log = work / "reads.txt", work / "server.log"
    environment = {**os.environ, "DATABASE_URL": url, "REDIS_URL": redis_test_url(),
                   "HOST": "127.0.0.1", "PORT": str(port), "LOG_FORMAT": "json"}
    with log.open("ab") as out:
        process = subprocess.Popen([sys.executable, "-m", "tests.deploy.read_probe",
                                    str(record), "serve"], cwd=ROOT, env=environment,
                                   stdout=out, stderr=subprocess.STDOUT)
    server = ServerProcess(process, f"http://127.0.0.1:{port}", log)
    try:
        server.wait_ready()
        for path in get_paths(create_app()):
            httpx.get(server.url + path, timeout=30)
    finally:
        server.stop()
        drop_database(url)
    environment_root = Path(os.path.realpath(sys.prefix))  # a venv inside the checkout:
    # the Python environment, which the image installs where its own Python looks
    yield {PurePosixPath(path.relative_to(ROOT)) for path in map(_real, record.read_text(
        ).splitlines()) if path.is_relative_to(ROOT) and path != ROOT and path.exists()
        and not path.is_relative_to(environment_root)
        and "__pycache__" not in path.parts}  # ROOT: the WORKDIR, listed by imports


def _real(recorded: str) -> Path:
    return Path(os.path.realpath(ROOT / recorded))


def static_files(directories: set[Path]) -> set[PurePosixPath]:
    """Every file of the static directories under the repository, but their tools."""
    environment_root = Path(os.path.realpath(sys.prefix))  # Swagger UI's files in a venv
    return {PurePosixPath(path.relative_to(ROOT)) for directory in directories
            if directory.is_relative_to(ROOT) and not directory.is_relative_to(environment_root)
            for path in directory.rglob("*")
            if path.is_file() and not NOT_SERVED & set(path.relative_to(directory).parts)}


def test_the_image_holds_every_file_the_server_reads_where_it_reads_it(
        server_reads: set[PurePosixPath], capsys: pytest.CaptureFixture[str]) -> None:
    text = DOCKERFILE.read_text()
    copied, workdir = copies(text)
    rules = ignore_rules(DOCKERIGNORE.read_text())
    compiles = any(keyword == "RUN" and CATALOG_COMPILER in arguments
                   for keyword, arguments in instructions(text))
    needed = server_reads | static_files(static_directories(create_app()))
    missing = []
    for path in sorted(needed):
        source = path.with_suffix(".po") if path.suffix == ".mo" and compiles else path
        if ignored(rules, source) or image_place(copied, source, ROOT) != workdir / source:
            missing.append(str(path))
    assert missing == [], f"read at run time, not in the image where the server looks: {missing}"
    assert {"clients/web/index.html", "clients/foundry/module.json"} <= {str(p) for p in needed}
    by_directory = Counter(str(PurePosixPath(*p.parts[:2 if p.parts[0] == "clients" else 1]))
                           for p in needed)
    with capsys.disabled():
        print(f"\nimage: {len(needed)} files read at run time, all copied to {workdir}: "
              f"{dict(sorted(by_directory.items()))}")


def test_what_the_dockerfile_copies_exists_and_the_catalog_compiler_comes_along() -> None:
    text = DOCKERFILE.read_text()
    copied, _ = copies(text)
    rules = ignore_rules(DOCKERIGNORE.read_text())
    for copy in copied:
        for source in copy.sources:
            matches = list(ROOT.glob(source))
            assert matches, f"COPY {source}: not in the build context"
            assert not all(ignored(rules, PurePosixPath(m.relative_to(ROOT))) for m in matches)
    assert any(CATALOG_COMPILER in arguments for keyword, arguments in instructions(text)
               if keyword == "RUN")
    assert not ignored(rules, PurePosixPath(CATALOG_COMPILER.split()[0]))
