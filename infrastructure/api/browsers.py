"""What browsers need: CORS from an allow-list, and the API docs page served from here.

The docs page (``/schema``) is Swagger UI (``docs_page.py``: no inline script, so the
site's Content-Security-Policy holds there too) with its assets served by this server from
the ``swagger-ui-py`` package, not from a CDN: a fresh self-hosted server is often offline,
and a page that pulls scripts from elsewhere would break the "no request leaves the
origin" rule the web client keeps.
"""

from pathlib import Path

import swagger_ui
from litestar.config.cors import CORSConfig
from litestar.openapi.plugins import (
    JsonRenderPlugin,
    OpenAPIRenderPlugin,
    YamlRenderPlugin,
)
from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler

from infrastructure.api.docs_page import SwaggerPage

ASSETS_PATH = "/schema/assets"
SWAGGER_ASSETS = Path(swagger_ui.__file__).parent / "static"
CORS_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-Match",
                "Last-Event-ID", "X-Client-Name", "X-Correlation-Id"]
"""Request headers a cross-origin client may send."""
EXPOSED_HEADERS = ["ETag", "RateLimit", "RateLimit-Policy", "Location", "WWW-Authenticate",
                   "Retry-After", "X-Request-ID"]
"""Response headers a cross-origin client may read."""
PREFLIGHT_SECONDS = 86400


def cors_config(origins: tuple[str, ...]) -> CORSConfig | None:
    """CORS for exactly these origins; None (no CORS headers at all) when there are none."""
    if not origins:
        return None
    return CORSConfig(allow_origins=list(origins),
                      allow_methods=["GET", "POST", "DELETE", "OPTIONS"],
                      allow_headers=CORS_HEADERS, expose_headers=EXPOSED_HEADERS,
                      allow_credentials=False, max_age=PREFLIGHT_SECONDS)


def docs_plugins() -> list[OpenAPIRenderPlugin]:
    """``/schema`` (Swagger UI, self-hosted), ``/schema/openapi.json`` and ``.yaml``."""
    favicon = f"<link rel='icon' type='image/png' href='{ASSETS_PATH}/favicon-32x32.png'>"
    swagger = SwaggerPage(
        path=["/", "/swagger"], js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
        css_url=f"{ASSETS_PATH}/swagger-ui.css",
        standalone_preset_js_url=f"{ASSETS_PATH}/swagger-ui-standalone-preset.js",
        favicon=favicon)
    return [swagger, JsonRenderPlugin(), YamlRenderPlugin()]


def docs_assets_router() -> ControllerRouterHandler:
    """The Swagger UI scripts, styles and icons, under ``/schema/assets``."""
    return create_static_files_router(path=ASSETS_PATH, directories=[SWAGGER_ASSETS],
                                      include_in_schema=False, name="docs-assets")
