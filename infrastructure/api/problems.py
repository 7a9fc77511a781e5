"""Every error as an RFC 9457 problem document, mapped in this one module.

Body: ``{"type": "about:blank", "title": <status phrase>, "status", "detail", "code",
"instance"}`` with media type ``application/problem+json``; ``code`` is stable and
documented, ``detail`` is for people; a rule's refusal that concerns one field of the
command also carries ``field``, its dotted path (contract C5: ``seasons.winter``).
"""

from http import HTTPStatus
from typing import Any

import msgspec
import structlog
from litestar import Request, Response
from litestar.exceptions import HTTPException, NotFoundException, ValidationException
from litestar.types import ExceptionHandlersMap
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from domain.core import DomainError, InvalidValue, NotAuthorized
from domain.core.words import sentence
from infrastructure.api.language import problem_detail
from services import errors
from services.text import shown_escaped

PROBLEM_MEDIA_TYPE = "application/problem+json"
DATABASE_DOWN_SQLSTATES = ("08", "57P")
"""Connection exceptions; admin or crash shutdown, "cannot connect now" (starting up)."""
DATABASE_TIMEOUT_SQLSTATES = ("57014", "55P03")
"""``statement_timeout`` (query_canceled) and ``lock_timeout`` (lock_not_available): the
database is too busy to answer in time, not a bug; nothing was written."""
DATABASE_MODULES = ("sqlalchemy", "asyncpg")
"""Where an ``OSError`` raised from the database path comes from (a refused or dropped
connection): only those are the database's 503; any other is a 500 with its traceback."""
DATABASE_RETRY_AFTER = "2"
log = structlog.get_logger("api")

SERVICE_STATUS: dict[type[errors.ServiceError], int] = {
    errors.MalformedRequest: 400,
    errors.UnsupportedMediaType: 415,
    errors.TooLarge: 413,
    errors.InvalidRequest: 422,
    errors.Unauthenticated: 401,
    errors.Forbidden: 403,
    errors.NotFound: 404,
    errors.VersionConflict: 409,
    errors.PreconditionFailed: 412,
    errors.PreconditionRequired: 428,
    errors.RateLimited: 429,
}

HTTP_CODES = {400: "bad_request", 401: "unauthenticated", 403: "forbidden", 404: "not_found",
              405: "method_not_allowed", 409: "conflict", 413: "body_too_large",
              415: "unsupported_media_type", 422: "invalid_request", 429: "rate_limited"}


class Finding(msgspec.Struct, frozen=True, omit_defaults=True):
    """One rule a command breaks, beside the field it concerns."""

    code: str
    detail: str
    field: str | None = None


class Problem(msgspec.Struct, frozen=True, omit_defaults=True):
    """An RFC 9457 problem document; ``field``: the command's field a refusal concerns."""

    type: str
    title: str
    status: int
    detail: str
    code: str
    instance: str | None = None
    field: str | None = None
    findings: tuple[Finding, ...] = ()


def problem(request: Request[Any, Any, Any], status: int, code: str, detail: str,
            headers: dict[str, str] | None = None, field: str | None = None,
            findings: tuple[DomainError, ...] = ()) -> Response[Problem]:
    """A problem response; its ``detail`` in the request's language (``?lang=``,
    ``Accept-Language``), its ``code`` always the same (and on the request's one log
    line)."""
    structlog.contextvars.bind_contextvars(code=code)
    body = Problem(type="about:blank", title=HTTPStatus(status).phrase, status=status,
                   detail=shown_escaped(problem_detail(request, detail)), code=code,
                   instance=shown_escaped(request.url.path), field=field,
                   findings=tuple(Finding(code=found.code, field=found.field, detail=shown_escaped(
                       problem_detail(request, found.detail))) for found in findings))
    if status == 401:  # RFC 9110 15.5.2: a 401 names the scheme it wants
        headers = {"WWW-Authenticate": "Bearer", **(headers or {})}
    return Response(body, status_code=status, media_type=PROBLEM_MEDIA_TYPE, headers=headers)


def domain_error_status(error: DomainError) -> int:
    """409 for a rule that says no, 422 for a bad value, 403 for a seat that may not."""
    if isinstance(error, NotAuthorized):
        return 403
    if isinstance(error, InvalidValue):
        return 422
    return 409


def handle_domain_error(request: Request[Any, Any, Any], error: DomainError) -> Response[Problem]:
    """A rule system refused a command."""
    return problem(request, domain_error_status(error), error.code, error.detail,
                   field=error.field, findings=error.findings)


def handle_service_error(request: Request[Any, Any, Any],
                         error: errors.ServiceError) -> Response[Problem]:
    """The application layer refused a request."""
    status = next(s for cls, s in SERVICE_STATUS.items() if isinstance(error, cls))
    # RateLimited carries Retry-After, a 401 may carry WWW-Authenticate
    headers: dict[str, str] | None = getattr(error, "headers", None)
    return problem(request, status, error.code, error.detail, headers)


def handle_http_exception(request: Request[Any, Any, Any],
                          error: HTTPException) -> Response[Problem]:
    """Framework errors (routing, query parameters, body size) as problems."""
    status = error.status_code
    code = HTTP_CODES.get(status, "http_error")
    detail = error.detail
    if isinstance(error, ValidationException):
        code = "invalid_parameter"
        extra = error.extra if isinstance(error.extra, list) else []
        detail = "; ".join(f"{e.get('key')}: {e.get('message')}" for e in extra
                           if isinstance(e, dict)) or detail
    if isinstance(error, NotFoundException):
        code = "not_found"
    if status >= 500:
        log.error("http_exception", status=status, detail=detail)
    return problem(request, status, code, detail, headers=error.headers)


def handle_unexpected(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """A bug: logged with its trace, answered without internals."""
    log.exception("unhandled_error", error_type=type(error).__name__)
    return problem(request, 500, "internal_error", "the server failed; the error was logged")


def database_unavailable(error: Exception) -> bool:
    """The error says the database cannot be reached now (not a bug in a query)."""
    if isinstance(error, DBAPIError):
        sqlstate = _sqlstate(error)
        return error.connection_invalidated or (
            sqlstate is not None and sqlstate.startswith(DATABASE_DOWN_SQLSTATES))
    # refused, no socket, connect timeout: raised inside the driver or SQLAlchemy's pool
    return isinstance(error, OSError) and raised_in(error, DATABASE_MODULES)


def database_timed_out(error: Exception) -> bool:
    """A statement or a lock wait ran past its server-side timeout."""
    return isinstance(error, DBAPIError) and _sqlstate(error) in DATABASE_TIMEOUT_SQLSTATES


def _sqlstate(error: DBAPIError) -> str | None:
    sqlstate = getattr(error.orig, "sqlstate", None)
    return sqlstate if isinstance(sqlstate, str) else None


def raised_in(error: BaseException, packages: tuple[str, ...]) -> bool:
    """Whether a frame of ``error``'s traceback runs code of one of ``packages``."""
    frame = error.__traceback__
    while frame is not None:
        module = str(frame.tb_frame.f_globals.get("__name__", ""))
        if module.split(".", 1)[0] in packages:
            return True
        frame = frame.tb_next
    return False


def handle_database_error(request: Request[Any, Any, Any],
                          error: Exception) -> Response[Problem]:
    """503 while the database is unreachable (the pool reconnects by itself) or too busy
    to answer within its timeouts; any other error (another ``OSError`` too: a missing
    file, a full disk) is a bug, a 500 logged with its traceback."""
    if database_timed_out(error):
        log.warning("database_timeout", sqlstate=_sqlstate(error))  # type: ignore[arg-type]
        return problem(request, 503, "database_timeout",
                       sentence("the database took too long to answer; retry shortly"),
                       headers={"Retry-After": DATABASE_RETRY_AFTER})
    if not database_unavailable(error):
        return handle_unexpected(request, error)
    log.warning("database_unavailable", error_type=type(error).__name__, error=str(error))
    return problem(request, 503, "database_unavailable",
                   sentence("the database cannot be reached right now; retry shortly"),
                   headers={"Retry-After": DATABASE_RETRY_AFTER})


def handle_pool_timeout(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """503 when every pooled connection stayed busy for ``pool_timeout_s``: overload, not
    a bug; nothing was written (the request never reached the database)."""
    log.warning("database_busy", error=str(error)[:200])
    return problem(request, 503, "database_busy",
                   sentence("every database connection is busy; retry shortly"),
                   headers={"Retry-After": DATABASE_RETRY_AFTER})


EXCEPTION_HANDLERS: ExceptionHandlersMap = {
    DomainError: handle_domain_error,
    errors.ServiceError: handle_service_error,
    HTTPException: handle_http_exception,
    DBAPIError: handle_database_error,
    PoolTimeout: handle_pool_timeout,
    OSError: handle_database_error,
    Exception: handle_unexpected,
}
