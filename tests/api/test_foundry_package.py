"""The server hands out the Foundry module: ``/foundry/module.json`` whose ``manifest`` and
``download`` point back at it (``PUBLIC_URL``, else the address asked), and
``/foundry/module.zip`` laid out as Foundry's installer reads it (``module.json`` at the
root of the archive, beside the files it names)."""

import copy
import importlib.util
import io
import json
import zipfile
from dataclasses import replace
from pathlib import Path

import httpx
import pytest
from litestar import Litestar

from infrastructure.foundry_package import (
    MODULE_DIR,
    archive,
    files_digest,
    recorded_revision,
    server_release,
)
from infrastructure.runtime import Runtime
from infrastructure.settings import ROOT, ConfigurationError, ServerSettings


async def fetched(base: str, follow: bool = True) -> tuple[dict[str, object], zipfile.ZipFile,
                                                         httpx.Response]:
    """The manifest, and the archive at its ``download`` (or at this server's own path)."""
    async with httpx.AsyncClient(base_url=base) as http:
        manifest = (await http.get("/foundry/module.json")).json()
        download = await http.get(str(manifest["download"]) if follow else "/foundry/module.zip")
    assert download.status_code == 200
    return manifest, zipfile.ZipFile(io.BytesIO(download.content)), download


async def test_the_manifest_names_this_server_and_its_download_is_the_module(
        live_server: str) -> None:
    manifest, package, download = await fetched(live_server)
    assert manifest["manifest"] == f"{live_server}/foundry/module.json"
    assert manifest["download"] == f"{live_server}/foundry/module.zip"
    assert manifest["id"] == "tabletop-server-log"
    assert manifest["compatibility"] == {"minimum": "12", "verified": "13", "maximum": "13"}
    assert download.headers["content-type"] == "application/zip"
    names = set(package.namelist())
    assert "module.json" in names, "Foundry's installer looks for module.json at the root"
    assert all("/" not in name or name.split("/")[0] in ("scripts", "lang", "styles")
               for name in names)
    for entry in [*manifest["styles"], *(lang["path"] for lang in manifest["languages"])]:
        assert package.read(entry) == (MODULE_DIR / entry).read_bytes()
    assert json.loads(package.read("module.json")) == manifest
    esmodules = manifest["esmodules"]
    assert isinstance(esmodules, list)
    for entry in esmodules:
        assert package.read(entry) == (MODULE_DIR / entry).read_bytes()
    scripts = {p.name for p in (MODULE_DIR / "scripts").glob("*.mjs")}
    assert {n.removeprefix("scripts/") for n in names if n.startswith("scripts/")} == scripts


async def test_the_version_follows_the_release_and_changes_with_the_files(
        live_server: str) -> None:
    """A revision of the module is the digest of its files: the served archive's files must
    be the recorded revision's, so changing them without a new version (which Foundry
    would never offer to worlds) fails here. Bump ``version`` in module.json and write
    ``python -c 'from infrastructure.foundry_package import files_digest; print(files_digest())'``
    with it into clients/foundry/files.sha256."""
    manifest, package, _ = await fetched(live_server)
    digest, version = recorded_revision()
    assert manifest["version"] == version, "module.json's version is not the recorded one"
    release = server_release()
    assert str(manifest["version"]).startswith(release + "."), "not the server's release"
    assert str(manifest["version"]).removeprefix(release + ".").isdigit()
    served = {name: package.read(name) for name in package.namelist()}
    for name, body in served.items():
        if name != "module.json":
            assert body == (MODULE_DIR / name).read_bytes(), f"{name} is not the module's"
    assert files_digest() == digest, (
        "the module's files changed since version " + version + ": bump module.json's version "
        "and record the new digest " + files_digest() + " in clients/foundry/files.sha256")


async def test_the_community_fields_are_served(live_server: str) -> None:
    manifest, _, _ = await fetched(live_server)
    async with httpx.AsyncClient() as http:
        for field in ("url", "bugs", "license", "readme", "changelog"):
            assert str(manifest[field]).startswith(live_server + "/foundry/"), field
        for field in ("license", "readme", "changelog"):
            answer = await http.get(str(manifest[field]))
            assert answer.status_code == 200 and answer.text.strip(), field
        assert (await http.get(f"{live_server}/foundry/module.mjs")).status_code == 404


async def test_public_url_is_where_foundry_is_sent(app: Litestar, runtime: Runtime,
                                                  live_server: str) -> None:
    clone = copy.copy(runtime)
    clone.settings = replace(runtime.settings, server=replace(
        runtime.settings.server, public_url="https://table.example/tt"))
    app.state.runtime = clone
    try:
        manifest, package, _ = await fetched(live_server, follow=False)
    finally:
        app.state.runtime = runtime
    assert manifest["manifest"] == "https://table.example/tt/foundry/module.json"
    assert manifest["download"] == "https://table.example/tt/foundry/module.zip"
    assert json.loads(package.read("module.json"))["manifest"] == manifest["manifest"]


async def test_an_unchanged_module_answers_304(live_server: str) -> None:
    async with httpx.AsyncClient(base_url=live_server) as http:
        for path in ("/foundry/module.json", "/foundry/module.zip"):
            first = await http.get(path)
            again = await http.get(path, headers={"If-None-Match": first.headers["etag"]})
            assert (first.status_code, again.status_code, again.content) == (200, 304, b"")


def test_public_url_must_be_an_http_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PUBLIC_URL", "table.example")
    with pytest.raises(ConfigurationError):
        ServerSettings()
    monkeypatch.setenv("PUBLIC_URL", "https://table.example/")
    assert ServerSettings().public_url == "https://table.example"


def test_make_foundry_module_writes_the_served_archive(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("foundry_build",
                                                  ROOT / "clients" / "foundry" / "build.py")
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    out = builder.build(tmp_path / "module.zip", "https://table.example")
    assert out.read_bytes() == archive("https://table.example")
    with zipfile.ZipFile(out) as package:
        assert json.loads(package.read("module.json"))["download"] == (
            "https://table.example/foundry/module.zip")
