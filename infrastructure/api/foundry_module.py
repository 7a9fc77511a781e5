"""``/foundry``: the Foundry VTT module, installable by pasting
``https://<this server>/foundry/module.json`` into Foundry's *Install Module* dialog (see
``infrastructure.foundry_package``). Not part of the ``/v1`` API: no token, not in the
OpenAPI document, limited like the other tokenless routes."""

import hashlib
from typing import Annotated

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import State
from litestar.params import PathParameter

from domain.core.words import sentence
from infrastructure.foundry_package import MODULE_DIR, SERVED_DOCUMENTS, archive, manifest
from services.errors import NotFound


def base_url(request: Request[object, object, State]) -> str:
    """Where Foundry should fetch the module: ``PUBLIC_URL``, else the address asked."""
    configured: str | None = request.app.state.runtime.settings.server.public_url
    return configured or str(request.base_url).rstrip("/")


def _cached(body: bytes, media_type: str, request: Request[object, object, State],
            **headers: str) -> Response[bytes]:
    tag = f'"{hashlib.sha256(body).hexdigest()[:32]}"'
    if request.headers.get("if-none-match") == tag:
        return Response(b"", status_code=304, headers={"ETag": tag})
    return Response(body, media_type=media_type,
                    headers={"ETag": tag, "Cache-Control": "no-cache", **headers})


DocumentName = Annotated[str, PathParameter(max_length=40, description="The file's name.")]


class FoundryModuleController(Controller):
    """The module's manifest, archive and documents (readme, changelog, license)."""

    path = "/foundry"
    include_in_schema = False

    @get("/module.json", sync_to_thread=False)
    def module_manifest(self, request: Request[object, object, State]) -> Response[bytes]:
        """The manifest, ``manifest`` and ``download`` pointing at this server."""
        body = msgspec.json.encode(manifest(base_url(request)))
        return _cached(body, "application/json", request)

    @get("/module.zip", sync_to_thread=False)
    def module_archive(self, request: Request[object, object, State]) -> Response[bytes]:
        """The archive Foundry downloads: the module's files at its root."""
        return _cached(archive(base_url(request)), "application/zip", request,
                       **{"Content-Disposition": 'attachment; filename="tabletop.zip"'})

    @get("/{name:str}", sync_to_thread=False)
    def document(self, name: DocumentName,
                 request: Request[object, object, State]) -> Response[bytes]:
        """``README.md``, ``CHANGELOG.md`` or ``LICENSE``: the manifest's community links."""
        if name not in SERVED_DOCUMENTS:
            raise NotFound("no_such_file", sentence("the Foundry module has no such file"))
        media = "text/markdown" if name.endswith(".md") else "text/plain"
        return _cached((MODULE_DIR / name).read_bytes(), f"{media}; charset=utf-8", request)
