"""The docs page (Swagger UI at ``/schema``) without inline script or style.

Litestar's Swagger page starts Swagger UI from an inline ``<script>`` holding the whole
document and styles the body inline, which a ``script-src 'self'`` policy blocks. This
page loads the same self-hosted assets, then ``/schema/swagger-init.js`` (served here),
which starts Swagger UI on ``/schema/openapi.json``: the site-wide policy of
``infrastructure/api/security_headers.py`` holds on the docs too, with no hash or
``'unsafe-inline'`` exception. No OAuth2 redirect page: the API has no OAuth2 flow.
"""

import json
from html import escape
from typing import Any

from litestar import Request, Router, get
from litestar.openapi.plugins import SwaggerRenderPlugin

INIT_SCRIPT = "swagger-init.js"
INIT_JS = """"use strict";
document.body.style.margin = "0";
window.ui = SwaggerUIBundle({
  url: %s,
  dom_id: "#swagger-container",
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
});
"""


class SwaggerPage(SwaggerRenderPlugin):
    """Swagger UI started by a script file, not an inline one."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(style="", **kwargs)

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        """The page: the assets, then the start-up script, all from this origin."""
        config = request.app.openapi_config
        base = (config.path if config else None) or "/schema"
        title = escape(str(openapi_schema.get("info", {}).get("title", "API")))
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
  <title>{title}</title>
  {self.favicon}
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link href="{self.css_url}" rel="stylesheet">
  <script src="{self.js_url}"></script>
  <script src="{self.standalone_preset_js_url}"></script>
</head>
<body>
  <div id="swagger-container"></div>
  <script src="{base.rstrip("/")}/{INIT_SCRIPT}"></script>
</body>
</html>
""".encode()

    def receive_router(self, router: Router) -> None:
        """Serve the start-up script beside the page."""

        @get(f"/{INIT_SCRIPT}", media_type="text/javascript", include_in_schema=False,
             sync_to_thread=False, name="swagger-init")
        def init_script(request: Request[Any, Any, Any]) -> str:
            return INIT_JS % json.dumps(self.get_openapi_json_route(request))

        router.register(init_script)
