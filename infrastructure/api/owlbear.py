"""``/owlbear``: the Owlbear Rodeo extension, installable by pasting
``https://<this server>/owlbear/manifest.json`` into Owlbear Rodeo's *Add Extension*
dialog. Its popover page is shown by Owlbear Rodeo in an iframe, so the extension's pages
may be framed by ``OWLBEAR_FRAME_ANCESTORS`` (Owlbear Rodeo's origin by default) on top of
``FRAME_ANCESTORS``; the web table's pages stay as ``FRAME_ANCESTORS`` says. The popover
imports the web table's modules from ``/`` (same origin) and the Owlbear SDK from
``/owlbear/vendor/obr-sdk.js``, built from the npm package the lock file pins. Not part of
the ``/v1`` API: no token, not in the OpenAPI document."""

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import State
from litestar.params import PathParameter

from domain.core.words import sentence
from infrastructure.api.foundry_module import base_url
from infrastructure.api.security_headers import content_security_policy
from infrastructure.settings import ROOT, AccessSettings
from services.errors import NotFound

OWLBEAR_DIR = ROOT / "clients" / "owlbear"
FILES = {"popover.html": "text/html", "popover.js": "text/javascript",
         "popover.css": "text/css", "link.js": "text/javascript", "icon.svg": "image/svg+xml",
         "vendor/obr-sdk.js": "text/javascript"}
"""The extension's files, by path under ``/owlbear/``, and their media types."""


def extension_manifest(base: str) -> dict[str, Any]:
    """``manifest.json`` with its paths made absolute on the server at ``base``."""
    data: dict[str, Any] = msgspec.json.decode((OWLBEAR_DIR / "manifest.json").read_bytes())
    root = base.rstrip("/")
    action = {key: root + value if key in ("icon", "popover") else value
              for key, value in data["action"].items()}
    return {**data, "icon": root + data["icon"], "action": action}


def framed_by(access: AccessSettings) -> str:
    """The policy of the extension's pages: the usual one, framed by Owlbear Rodeo too."""
    ancestors = tuple(a for a in access.frame_ancestors if a != "'none'")
    return content_security_policy(ancestors + access.owlbear_ancestors)


class OwlbearController(Controller):
    """The extension's manifest and files."""

    path = "/owlbear"
    include_in_schema = False

    @get("/manifest.json", sync_to_thread=False)
    def manifest(self, request: Request[object, object, State]) -> Response[bytes]:
        """The manifest Owlbear Rodeo reads (from its own origin: any origin may read it)."""
        body = msgspec.json.encode(extension_manifest(base_url(request)))
        return Response(body, media_type="application/json", headers={
            "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache"})

    @get("/{name:path}", sync_to_thread=False)
    def file(self, name: Annotated[str, PathParameter(max_length=60)],
             request: Request[object, object, State]) -> Response[bytes]:
        """One of the extension's files, framable by Owlbear Rodeo."""
        relative = name.lstrip("/")
        media = FILES.get(relative)
        if media is None:
            raise NotFound("no_such_file", sentence("the Owlbear extension has no such file"))
        access: AccessSettings = request.app.state.runtime.settings.access
        return Response((OWLBEAR_DIR / relative).read_bytes(), media_type=media, headers={
            "Content-Security-Policy": framed_by(access), "Cache-Control": "no-cache"})
