"""The Litestar application factory."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.datastructures import State
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, SecurityScheme

from infrastructure.api.body_guard import refuse_deep_json
from infrastructure.api.browsers import cors_config, docs_assets_router, docs_plugins
from infrastructure.api.creation_guard import limit_public_requests
from infrastructure.api.dependencies import provide_ctx, provide_reads
from infrastructure.api.feed import FeedController
from infrastructure.api.fork import ForkController
from infrastructure.api.foundry_module import FoundryModuleController
from infrastructure.api.games import GameController, GamesController
from infrastructure.api.history import HistoryController
from infrastructure.api.languages import LanguagesController
from infrastructure.api.me import MeController
from infrastructure.api.openapi import document_commands
from infrastructure.api.owlbear import OwlbearController
from infrastructure.api.pictures import PicturesController
from infrastructure.api.problems import EXCEPTION_HANDLERS
from infrastructure.api.recap import RecapController
from infrastructure.api.request_log import request_log_middleware
from infrastructure.api.ruleset_schema import RulesetSchemaController
from infrastructure.api.seats import SeatsController
from infrastructure.api.security_headers import security_headers_hook
from infrastructure.api.shares import SharedController, SharesController
from infrastructure.api.system import SystemController
from infrastructure.api.tickets import StreamTicketController
from infrastructure.api.web import web_client_router
from infrastructure.api.webhooks import WebhookController
from infrastructure.heap import freeze_startup_heap
from infrastructure.logging import configure_logging
from infrastructure.metrics import metrics_endpoint
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings

API_DESCRIPTION = """An event-sourced game server for tabletop role-playing games.

Commands go to `POST /v1/games/{game_id}/commands`, tagged by `type`; every change is an
event in the game's log (`GET /v1/games/{game_id}/events`). Authenticate with
`Authorization: Bearer <seat token>`. Errors are RFC 9457 problem documents
(`application/problem+json`) with a stable `code`."""


def openapi_config() -> OpenAPIConfig:
    """OpenAPI 3.1 at /schema/openapi.json."""
    return OpenAPIConfig(
        title="Tabletop game server", version="1.0.0", description=API_DESCRIPTION,
        components=Components(security_schemes={
            "BearerToken": SecurityScheme(
                type="http", scheme="bearer", description="A seat token of the game."),
            "CreatorToken": SecurityScheme(
                type="http", scheme="bearer", description="One of the operator's "
                "CREATOR_TOKENS: needed to create or import a game when the server runs "
                "with GAME_CREATION=token."),
            "StreamTicket": SecurityScheme(
                type="apiKey", security_scheme_in="query", name="ticket",
                description="A stream ticket (POST /v1/games/{game_id}/stream-tickets), "
                "for the live feed only: EventSource cannot send Authorization."),
        }),
        render_plugins=docs_plugins(),
        use_handler_docstrings=True,  # each operation's description is its docstring
    )


def compression_config() -> CompressionConfig:
    """gzip for every answer of 500 bytes or more (JSON, SVG, the web table's JavaScript,
    the OpenAPI document) to a client that accepts it; never the live feeds, whose
    messages must leave as they come. Level 6: most of level 9's gain for far less CPU."""
    return CompressionConfig(backend="gzip", gzip_compress_level=6, minimum_size=500,
                             exclude=[r"/events/stream$"])


def create_app(settings: Settings | None = None, runtime: Runtime | None = None) -> Litestar:
    """The application; ``runtime`` may be given by tests that share one database."""
    settings = settings or Settings()
    configure_logging(settings.server.log_format)

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        own = runtime is None
        running = runtime or await Runtime.start(settings)
        app.state.runtime = running
        app.state.ctx = running.ctx
        if own:
            running.start_webhook_workers()
            freeze_startup_heap()  # full GC passes then skip the permanent objects
            running.start_retention_purge()
        try:
            yield
        finally:
            limits = app.state.get("stream_limits")
            if limits is not None:
                await limits.close()  # this process's streams stop counting at once
            if own:
                await running.stop()

    app = Litestar(
        route_handlers=[SystemController, GamesController, GameController, FeedController,
                        HistoryController, StreamTicketController, docs_assets_router(),
                        PicturesController, ForkController, web_client_router(),
                        WebhookController, SeatsController, LanguagesController,
                        FoundryModuleController, OwlbearController, RecapController,
                        SharesController, SharedController, RulesetSchemaController,
                        MeController],
        dependencies={"ctx": Provide(provide_ctx, sync_to_thread=False),
                      "reads": Provide(provide_reads, sync_to_thread=False)},
        exception_handlers=EXCEPTION_HANDLERS,
        # per client address (routes without a seat token), then no body nested too deep
        guards=[limit_public_requests, refuse_deep_json],
        before_send=[security_headers_hook(settings.access)],  # CSP, nosniff, referrer
        state=State({"access": settings.access, "feed_limits": settings.feed_limits,
                     "limits": settings.limits}),
        cors_config=cors_config(settings.server.cors_origins),
        compression_config=compression_config(),
        openapi_config=openapi_config(),
        lifespan=[lifespan],
        request_max_body_size=settings.server.max_body_bytes,
        debug=False,
    )
    if settings.server.metrics and not settings.server.metrics_port:
        app.register(metrics_endpoint)  # GET /metrics (Prometheus), no seat token
    document_commands(app)
    # Around Litestar's whole handler rather than as route middleware: it then logs (and
    # tags with X-Request-ID) every request, unmatched paths and CORS preflights included,
    # and routes carry no middleware, so Litestar adds no second exception-handling layer
    # to each of them (~20 µs a command).
    app.asgi_handler = request_log_middleware(app.asgi_handler)
    return app
