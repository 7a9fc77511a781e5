"""OpenAPI: game creation's creator token and the per-address limit of public routes.

``createGame`` and ``importGame`` need no token on an open server and a ``CreatorToken``
on one with ``GAME_CREATION=token`` (``security: [{}, {CreatorToken: []}]``), and answer
401/403/429 for that reason rather than for a seat's; every other operation without a
seat token may answer 429 for its client address.
"""

from typing import Any

from infrastructure.api.problems import PROBLEM_MEDIA_TYPE

CREATION_OPERATIONS = ("createGame", "importGame")
PROBES = ("health", "ready")
RETRY_AFTER = {"Retry-After": {"description": "Seconds until the address's window resets.",
                               "schema": {"type": "integer", "minimum": 1}}}
CREATION_ERRORS = {
    "401": ("`creator_token_required`: the server runs with GAME_CREATION=token and the "
            "request has no `Authorization: Bearer` creator token (see WWW-Authenticate)",
            {"WWW-Authenticate": {"description": 'Bearer realm="game creation"',
                                  "schema": {"type": "string"}}}),
    "403": ("`invalid_creator_token`: the bearer token is not one of the server's "
            "CREATOR_TOKENS", {}),
    "429": ("`rate_limited`: too many game creations and imports from this client address "
            "(PUBLIC_RATE_LIMIT per PUBLIC_RATE_WINDOW seconds; see Retry-After)",
            RETRY_AFTER),
}
PUBLIC_429 = ("`rate_limited`: too many requests from this client address "
              "(PUBLIC_READ_RATE_LIMIT per PUBLIC_RATE_WINDOW seconds; see Retry-After)",
              RETRY_AFTER)


def _problem(description: str, headers: dict[str, Any]) -> dict[str, Any]:
    response: dict[str, Any] = {"description": description, "content": {
        PROBLEM_MEDIA_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}}}
    if headers:
        response["headers"] = headers
    return response


def document_access(paths: dict[str, Any]) -> None:
    """Creation's security and 401/403/429, and the public operations' 429."""
    for item in paths.values():
        for operation in item.values():
            operation_id = operation.get("operationId")
            responses = operation.setdefault("responses", {})
            if operation_id in CREATION_OPERATIONS:
                operation["security"] = [{}, {"CreatorToken": []}]
                for status, (description, headers) in CREATION_ERRORS.items():
                    responses[status] = _problem(description, headers)
            elif not operation.get("security") and operation_id not in PROBES:
                responses["429"] = _problem(*PUBLIC_429)
