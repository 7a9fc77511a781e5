"""Standard headers of answers that create something or hand out a secret.

- ``201 Created`` names the new resource in ``Location`` (RFC 9110 10.2.2);
- an answer carrying a token, a ticket or a secret is ``Cache-Control: no-store`` (RFC
  9111 5.2.2.5, RFC 6750 5.3: no cache, proxy or browser history keeps a credential).
"""

from typing import TypeVar

from litestar import Response

T = TypeVar("T")
NO_STORE = {"Cache-Control": "no-store"}


def created(body: T, location: str, secret: bool = True,
            headers: dict[str, str] | None = None) -> Response[T]:
    """A 201 answer naming ``location``; ``no-store`` when it carries a ``secret``."""
    return Response(body, status_code=201, headers={
        "Location": location, **(NO_STORE if secret else {}), **(headers or {})})


def secret(body: T, headers: dict[str, str] | None = None) -> Response[T]:
    """A 200 answer carrying a credential: never stored."""
    return Response(body, headers={**NO_STORE, **(headers or {})})
