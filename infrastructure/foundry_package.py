"""The Foundry VTT module as this server hands it out: its manifest and its archive, both
naming this server as the place to install and update it from.

Foundry installs a package from a manifest URL: it reads the manifest, downloads
``download``, looks for ``module.json`` at the root of the archive (else in the folder of
the first entry ending in ``module.json``) and extracts it into ``Data/modules/<id>``; later
it checks for updates at the ``manifest`` URL of the manifest it extracted (Foundry v11
``dist/packages/installer.mjs``, ``PackageInstaller#install``). So the archive holds the
module's files at its root, and its ``module.json`` is the served one, with ``manifest``
and ``download`` pointing here (``PUBLIC_URL``, or the address the request came to).
Standard library only: ``clients/foundry/build.py`` (``make foundry-module``) uses it too.

The module's ``version`` is the server's release (``pyproject.toml``) and the revision of
the module's files (``0.1.0.2``); ``clients/foundry/files.sha256`` records the digest of
the files that revision was made of, and a test fails when the files change without a new
revision, so a changed module is always offered to worlds as an update. The community
fields (``url``, ``bugs``, ``license``, ``readme``, ``changelog``) name files this server
serves next to the manifest.
"""

import hashlib
import io
import json
import tomllib
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MODULE_DIR = ROOT / "clients" / "foundry"
DIGEST_PATH = MODULE_DIR / "files.sha256"
SERVED_DOCUMENTS = ("README.md", "CHANGELOG.md", "LICENSE")
"""The module's documents served at ``/foundry/<name>`` (the manifest's community fields)."""
COMMUNITY_FIELDS = ("url", "bugs", "license", "readme", "changelog")
MANIFEST_PATH = "/foundry/module.json"
ARCHIVE_PATH = "/foundry/module.zip"
FIXED_TIME = (2026, 1, 1, 0, 0, 0)
"""Every archive entry's date: the same files give the same bytes (and ETag)."""


def module_files() -> list[str]:
    """The files the module is made of, relative to its folder (module.json first)."""
    found = sorted(p.relative_to(MODULE_DIR).as_posix()
                   for folder, pattern in (("scripts", "*.mjs"), ("lang", "*.json"),
                                           ("styles", "*.css"))
                   for p in (MODULE_DIR / folder).glob(pattern))
    return ["module.json", *SERVED_DOCUMENTS, *found]


def server_release() -> str:
    """The server's release, as ``pyproject.toml`` names it."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def files_digest() -> str:
    """SHA-256 over the module's files (``module.json`` without its ``version``): what a
    revision of the module is made of."""
    digest = hashlib.sha256()
    for name in module_files():
        body = (MODULE_DIR / name).read_bytes()
        if name == "module.json":
            data = json.loads(body)
            data.pop("version", None)
            body = json.dumps(data, sort_keys=True).encode()
        digest.update(name.encode() + b"\0" + hashlib.sha256(body).digest())
    return digest.hexdigest()


def recorded_revision() -> tuple[str, str]:
    """``(digest, version)`` as ``files.sha256`` records them for the current revision."""
    digest, version = DIGEST_PATH.read_text("utf-8").split()
    return digest, version


def manifest(base_url: str) -> dict[str, Any]:
    """``module.json`` with ``manifest``, ``download`` and the community fields on the
    server at ``base_url``."""
    data: dict[str, Any] = json.loads((MODULE_DIR / "module.json").read_text("utf-8"))
    base = base_url.rstrip("/")
    links = {key: base + data[key] for key in COMMUNITY_FIELDS
             if str(data.get(key, "")).startswith("/")}
    return {**data, **links, "manifest": base + MANIFEST_PATH, "download": base + ARCHIVE_PATH}


@lru_cache(maxsize=8)
def archive(base_url: str) -> bytes:
    """The installable zip: the module's files at its root, the manifest for ``base_url``."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as package:
        for name in module_files():
            body = (json.dumps(manifest(base_url), indent=2, ensure_ascii=False).encode()
                    if name == "module.json" else (MODULE_DIR / name).read_bytes())
            entry = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            package.writestr(entry, body)
    return out.getvalue()
