"""The web client's JSDoc types hold: ``tsc --checkJs`` over clients/web (strict)."""

import subprocess

from infrastructure.settings import ROOT
from tests.support.node import node_env, npm_bin

WEB = ROOT / "clients" / "web"


def test_the_web_client_type_checks_with_tsc_check_js() -> None:
    tsc = npm_bin("tsc")
    done = subprocess.run([str(tsc), "-p", str(WEB / "tsconfig.json")], cwd=WEB,
                          env=node_env(), capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_web_client_is_plain_es_modules_with_nothing_from_elsewhere() -> None:
    page = (WEB / "index.html").read_text(encoding="utf-8")
    assert '<script type="module" src="/app.js">' in page
    for path in WEB.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        imports = [line for line in text.splitlines() if line.startswith("import ")]
        assert all('from "./' in line for line in imports), (path.name, imports)
        assert "http://" not in text and "https://" not in text, path.name
