"""``/foundry``: the Foundry VTT module, installable by pasting
``https://<this server>/foundry/module.json`` into Foundry's *Install Module* dialog (see
``infrastructure.foundry_package``). Not part of the ``/v1`` API: no token, not in the
OpenAPI document, limited like the other tokenless routes."""

import hashlib

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import State

from infrastructure.foundry_package import archive, manifest


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


class FoundryModuleController(Controller):
    """The module's manifest and archive."""

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
