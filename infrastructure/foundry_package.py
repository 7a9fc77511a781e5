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
"""

import io
import json
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

MODULE_DIR = Path(__file__).resolve().parent.parent / "clients" / "foundry"
MANIFEST_PATH = "/foundry/module.json"
ARCHIVE_PATH = "/foundry/module.zip"
FIXED_TIME = (2026, 1, 1, 0, 0, 0)
"""Every archive entry's date: the same files give the same bytes (and ETag)."""


def module_files() -> list[str]:
    """The files the module is made of, relative to its folder (module.json first)."""
    scripts = sorted(p.relative_to(MODULE_DIR).as_posix()
                     for p in (MODULE_DIR / "scripts").glob("*.mjs"))
    return ["module.json", "README.md", *scripts]


def manifest(base_url: str) -> dict[str, Any]:
    """``module.json`` with ``manifest`` and ``download`` on the server at ``base_url``."""
    data: dict[str, Any] = json.loads((MODULE_DIR / "module.json").read_text("utf-8"))
    base = base_url.rstrip("/")
    return {**data, "manifest": base + MANIFEST_PATH, "download": base + ARCHIVE_PATH}


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
