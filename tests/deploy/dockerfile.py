"""What a Dockerfile puts in its image, read the way Docker reads it (no engine needed):
instructions with their continuation lines, ``COPY``/``ADD`` in shell or JSON form (flags
such as ``--chown`` skipped; ``--from`` copies from another stage and is left out), where
each source lands given ``WORKDIR``, and the ``.dockerignore`` patterns (Go's
``filepath.Match`` plus Docker's ``**``, ``!`` exceptions, the last matching pattern
deciding, a pattern that matches a directory covering everything in it)."""

import fnmatch
import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path, PurePosixPath


def instructions(text: str) -> list[tuple[str, str]]:
    """``(KEYWORD, arguments)`` in order, continuation lines joined, comments dropped."""
    found, pending = [], ""
    for line in text.splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        keyword, _, arguments = (pending + line).strip().partition(" ")
        found.append((keyword.upper(), arguments.strip()))
        pending = ""
    return found


@dataclass(frozen=True)
class Copy:
    """One ``COPY``: its sources (in the build context) and its absolute destination."""

    sources: tuple[str, ...]
    destination: str

    def place_of(self, path: PurePosixPath, context: Path) -> PurePosixPath | None:
        """Where ``path`` (relative to the context) lands in the image, if this copies it."""
        for source in self.sources:
            for holder in [*reversed(path.parents[:-1]), path]:
                if not fnmatch.fnmatchcase(str(holder), source.strip("/").removeprefix("./")):
                    continue
                if (context / holder).is_dir():
                    return PurePosixPath(self.destination) / path.relative_to(holder)
                into = self.destination.endswith("/") or len(self.sources) > 1
                return PurePosixPath(self.destination) / path.name if into else PurePosixPath(
                    self.destination)
            if source.strip("/") in (".", ""):
                return PurePosixPath(self.destination) / path
        return None


def copies(text: str) -> tuple[list[Copy], PurePosixPath]:
    """Every ``COPY``/``ADD`` from the build context, and the last ``WORKDIR`` (where the
    server runs, so where it looks for its files)."""
    workdir, found = PurePosixPath("/"), []
    for keyword, arguments in instructions(text):
        if keyword == "WORKDIR":
            workdir = workdir / arguments
        if keyword not in ("COPY", "ADD"):
            continue
        words = json.loads(arguments) if arguments.startswith("[") else shlex.split(arguments)
        if any(word.startswith("--from") for word in words):
            continue
        *sources, destination = [word for word in words if not word.startswith("--")]
        target = str(workdir / destination) + ("/" if destination.endswith("/") else "")
        found.append(Copy(tuple(sources), target))
    return found, workdir


def image_place(copied: list[Copy], path: PurePosixPath, context: Path) -> PurePosixPath | None:
    """Where the image holds ``path`` (a later COPY of the same file wins), or None."""
    places = [place for copy in copied if (place := copy.place_of(path, context)) is not None]
    return places[-1] if places else None


def _pattern(glob: str) -> re.Pattern[str]:
    """A ``.dockerignore`` pattern as a regular expression over slash-separated paths."""
    out, index = "", 0
    while index < len(glob):
        if glob.startswith("**/", index):
            out, index = out + "(?:.*/)?", index + 3
        elif glob.startswith("**", index):
            out, index = out + ".*", index + 2
        elif glob[index] == "[":
            end = glob.index("]", index)
            out, index = out + glob[index:end + 1].replace("[!", "[^"), end + 1
        else:
            out += {"*": "[^/]*", "?": "[^/]"}.get(glob[index], re.escape(glob[index]))
            index += 1
    return re.compile(out + r"\Z")


def ignore_rules(text: str) -> list[tuple[bool, re.Pattern[str]]]:
    """``(is an exception, pattern)`` for each line of a ``.dockerignore``."""
    rules = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        exception = line.startswith("!")
        glob = str(PurePosixPath(line.removeprefix("!").strip().lstrip("/")))
        rules.append((exception, _pattern(glob)))
    return rules


def ignored(rules: list[tuple[bool, re.Pattern[str]]], path: PurePosixPath) -> bool:
    """Whether the build context leaves ``path`` out."""
    candidates = [str(p) for p in [path, *path.parents[:-1]]]
    left_out = False
    for exception, pattern in rules:
        if any(pattern.match(candidate) for candidate in candidates):
            left_out = not exception
    return left_out
