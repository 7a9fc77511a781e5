"""Application errors (not rule violations): each has a stable ``code``.

The HTTP layer maps each class to one status in one module; see
``infrastructure/api/problems.py``.
"""


class ServiceError(Exception):
    """Base of application errors."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class MalformedRequest(ServiceError):
    """The body is not JSON, or not an object (400)."""


class UnsupportedMediaType(ServiceError):
    """The body is not declared as the media type the route reads (415)."""


class TooLarge(ServiceError):
    """The body is larger than this route reads (413)."""


class InvalidRequest(ServiceError):
    """The body is JSON but does not match the command's schema (422)."""


class Unauthenticated(ServiceError):
    """No token, or a token no seat holds (401)."""


class Forbidden(ServiceError):
    """The seat may not do this (403)."""


class NotFound(ServiceError):
    """No such game, character or resource (404)."""


class VersionConflict(ServiceError):
    """Concurrent writers kept winning the race; retry (409)."""


class PreconditionFailed(ServiceError):
    """``If-Match`` named a version that is no longer current (412)."""


class PreconditionRequired(ServiceError):
    """A destructive request came without ``If-Match`` (428)."""


class RateLimited(ServiceError):
    """Too many commands from this seat (429); ``headers`` say when to come back."""

    def __init__(self, code: str, detail: str, headers: dict[str, str]) -> None:
        super().__init__(code, detail)
        self.headers = headers
