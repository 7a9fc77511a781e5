"""The browser table (``clients/web``), served as static files at ``/``.

The web client is a third-party client of the public API: plain HTML, CSS and ES modules,
no build step; the server only hands out its files. Every API route is matched before
these (the router's paths are more specific), so ``/v1/...`` and ``/schema`` never reach it.
"""

from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler

from infrastructure.settings import ROOT

WEB_ROOT = ROOT / "clients" / "web"


def web_client_router() -> ControllerRouterHandler:
    """``/`` -> ``clients/web/index.html``, ``/app.js`` etc. (not in the OpenAPI document)."""
    return create_static_files_router(path="/", directories=[WEB_ROOT], html_mode=True,
                                      include_in_schema=False, name="web-client",
                                      send_as_attachment=False)
