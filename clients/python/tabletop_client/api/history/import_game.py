from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.created_game_out import CreatedGameOut
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: str,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/import",
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/x-ndjson"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedGameOut | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedGameOut.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedGameOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: str,

) -> Response[CreatedGameOut | Problem]:
    """ Import an export

     Create a new game from a gm's NDJSON export (body, `application/x-ndjson`); its
    hash chain must verify, and so must its server draws where it reveals their seed
    (`draw_mismatch`); draws it does not let the server check are counted as imported,
    unverified. At most `IMPORT_MAX_BYTES` (413) and `IMPORT_MAX_EVENTS` events (422
    `too_many_events`).

    The new game has a new id, a new gm seat and token (returned only here) and a new
    secret seed for later draws.

    Args:
        body (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameOut | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: str,

) -> CreatedGameOut | Problem | None:
    """ Import an export

     Create a new game from a gm's NDJSON export (body, `application/x-ndjson`); its
    hash chain must verify, and so must its server draws where it reveals their seed
    (`draw_mismatch`); draws it does not let the server check are counted as imported,
    unverified. At most `IMPORT_MAX_BYTES` (413) and `IMPORT_MAX_EVENTS` events (422
    `too_many_events`).

    The new game has a new id, a new gm seat and token (returned only here) and a new
    secret seed for later draws.

    Args:
        body (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameOut | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: str,

) -> Response[CreatedGameOut | Problem]:
    """ Import an export

     Create a new game from a gm's NDJSON export (body, `application/x-ndjson`); its
    hash chain must verify, and so must its server draws where it reveals their seed
    (`draw_mismatch`); draws it does not let the server check are counted as imported,
    unverified. At most `IMPORT_MAX_BYTES` (413) and `IMPORT_MAX_EVENTS` events (422
    `too_many_events`).

    The new game has a new id, a new gm seat and token (returned only here) and a new
    secret seed for later draws.

    Args:
        body (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameOut | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: str,

) -> CreatedGameOut | Problem | None:
    """ Import an export

     Create a new game from a gm's NDJSON export (body, `application/x-ndjson`); its
    hash chain must verify, and so must its server draws where it reveals their seed
    (`draw_mismatch`); draws it does not let the server check are counted as imported,
    unverified. At most `IMPORT_MAX_BYTES` (413) and `IMPORT_MAX_EVENTS` events (422
    `too_many_events`).

    The new game has a new id, a new gm seat and token (returned only here) and a new
    secret seed for later draws.

    Args:
        body (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameOut | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
