from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.fork_in import ForkIn
from ...models.forked_game import ForkedGame
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: ForkIn,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/fork".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ForkedGame | Problem | None:
    if response.status_code == 201:
        response_201 = ForkedGame.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ForkedGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkIn,

) -> Response[ForkedGame | Problem]:
    """ Fork the game at a version

     A new game holding this game's events 1..`at` re-sealed after a
    `GameForked` event, with a new secret seed; the same seat ids with new tokens
    (returned only here, the gm's as `gm_token`). The source is untouched. Only the
    source's gm may fork (403); `at` below 1 is 400 `invalid_parameter`, above the
    source's version 422
    `version_out_of_range`.

    Args:
        game_id (str): The game's id (a UUID).
        body (ForkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ForkedGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkIn,

) -> ForkedGame | Problem | None:
    """ Fork the game at a version

     A new game holding this game's events 1..`at` re-sealed after a
    `GameForked` event, with a new secret seed; the same seat ids with new tokens
    (returned only here, the gm's as `gm_token`). The source is untouched. Only the
    source's gm may fork (403); `at` below 1 is 400 `invalid_parameter`, above the
    source's version 422
    `version_out_of_range`.

    Args:
        game_id (str): The game's id (a UUID).
        body (ForkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ForkedGame | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkIn,

) -> Response[ForkedGame | Problem]:
    """ Fork the game at a version

     A new game holding this game's events 1..`at` re-sealed after a
    `GameForked` event, with a new secret seed; the same seat ids with new tokens
    (returned only here, the gm's as `gm_token`). The source is untouched. Only the
    source's gm may fork (403); `at` below 1 is 400 `invalid_parameter`, above the
    source's version 422
    `version_out_of_range`.

    Args:
        game_id (str): The game's id (a UUID).
        body (ForkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ForkedGame | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ForkIn,

) -> ForkedGame | Problem | None:
    """ Fork the game at a version

     A new game holding this game's events 1..`at` re-sealed after a
    `GameForked` event, with a new secret seed; the same seat ids with new tokens
    (returned only here, the gm's as `gm_token`). The source is untouched. Only the
    source's gm may fork (403); `at` below 1 is 400 `invalid_parameter`, above the
    source's version 422
    `version_out_of_range`.

    Args:
        game_id (str): The game's id (a UUID).
        body (ForkIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ForkedGame | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
