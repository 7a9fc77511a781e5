"""Build ``module.zip`` for Foundry VTT (``make foundry-module``) with Python's zipfile, so
no ``zip`` binary is needed. Foundry expects the module's files under a folder named like
the module id."""

import json
import sys
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
FILES = ("module.json", "README.md", "scripts/tabletop.mjs")


def build(out: Path = HERE / "module.zip") -> Path:
    """Write the archive and return its path."""
    module_id = json.loads((HERE / "module.json").read_text())["id"]
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in FILES:
            archive.write(HERE / name, f"{module_id}/{name}")
    return out


if __name__ == "__main__":
    print(build(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "module.zip"))
