"""Build ``module.zip`` for Foundry VTT (``make foundry-module``) with Python's zipfile, so
no ``zip`` binary is needed: the same archive the server serves at ``/foundry/module.zip``
(``infrastructure/foundry_package.py``), for a server at ``PUBLIC_URL`` (default
``http://127.0.0.1:8000``). Usage: ``python clients/foundry/build.py [OUT] [PUBLIC_URL]``."""

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from infrastructure.foundry_package import archive  # noqa: E402


def build(out: Path = HERE / "module.zip", public_url: str | None = None) -> Path:
    """Write the archive and return its path."""
    url = public_url or os.environ.get("PUBLIC_URL") or "http://127.0.0.1:8000"
    out.write_bytes(archive(url))
    return out


if __name__ == "__main__":
    print(build(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "module.zip",
                sys.argv[2] if len(sys.argv) > 2 else None))
