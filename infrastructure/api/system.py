"""Liveness, readiness and the catalogue of rule systems."""

from litestar import Controller, Response, get
from litestar.datastructures import State
from litestar.openapi.datastructures import ResponseSpec

from domain.rulesets import RULESETS
from infrastructure.api.schemas import HealthOut, ReadyOut, RulesetOut
from infrastructure.redis_feed import redis_ready


class SystemController(Controller):
    """Health probes and ``/v1/rulesets``."""

    tags = ["system"]

    @get("/health", operation_id="health", summary="Liveness")
    async def health(self) -> HealthOut:
        """The process answers."""
        return HealthOut("ok")

    @get("/ready", operation_id="ready", summary="Readiness", responses={
        503: ResponseSpec(ReadyOut, description="The database is unreachable or behind.")})
    async def ready(self, state: State) -> Response[ReadyOut]:
        """503 unless the database answers and its migrations are current.

        Redis only carries the live feed: when it is down the server still serves
        commands and reads, so readiness stays 200 with ``status: degraded``. A replica
        down or lagging does not change readiness either: the primary serves its reads."""
        runtime = state.runtime
        database = await runtime.database_status()
        migrations = await runtime.migration_status()
        redis = await redis_ready(runtime.redis)
        replica = await runtime.reads.measure()  # a bypassed replica: the primary reads
        healthy = database == "ok" and migrations == "current"
        status = ("ok" if redis != "down" else "degraded") if healthy else "unavailable"
        lag = runtime.reads.lag
        body = ReadyOut(status, database, migrations, redis, replica,
                        None if lag is None or lag == float("inf") else round(lag, 3))
        return Response(body, status_code=200 if healthy else 503)

    @get("/v1/rulesets", operation_id="listRulesets", summary="Rule systems")
    async def rulesets(self) -> list[RulesetOut]:
        """Every rule system hosted, with its commands and events."""
        return [RulesetOut(r.name, r.title,
                           [str(t.__struct_config__.tag) for t in r.command_types],
                           [str(t.__struct_config__.tag) for t in r.event_types])
                for r in RULESETS.values()]
