from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ardri_create_game_in import ArdriCreateGameIn
from ...models.created_game_out import CreatedGameOut
from ...models.espri_create_game_in import EspriCreateGameIn
from ...models.locquemare_create_game_in import LocquemareCreateGameIn
from ...models.problem import Problem
from ...models.voyages_create_game_in import VoyagesCreateGameIn
from ...models.xyrop_create_game_in import XyropCreateGameIn
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn | XyropCreateGameIn,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    
    if isinstance(body, EspriCreateGameIn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriCreateGameIn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropCreateGameIn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesCreateGameIn):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

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
    body: ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn | XyropCreateGameIn,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreatedGameOut | Problem]:
    """ Create a game

     Create a game and its gm seat; the gm token is returned only here.

    Args:
        idempotency_key (str | Unset): Retry-safe key: the same key with the same body replays the
            first response (kept 24 hours).
        body (ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn
            | XyropCreateGameIn): Create a game of a hosted rule system.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameOut | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn | XyropCreateGameIn,
    idempotency_key: str | Unset = UNSET,

) -> CreatedGameOut | Problem | None:
    """ Create a game

     Create a game and its gm seat; the gm token is returned only here.

    Args:
        idempotency_key (str | Unset): Retry-safe key: the same key with the same body replays the
            first response (kept 24 hours).
        body (ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn
            | XyropCreateGameIn): Create a game of a hosted rule system.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameOut | Problem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn | XyropCreateGameIn,
    idempotency_key: str | Unset = UNSET,

) -> Response[CreatedGameOut | Problem]:
    """ Create a game

     Create a game and its gm seat; the gm token is returned only here.

    Args:
        idempotency_key (str | Unset): Retry-safe key: the same key with the same body replays the
            first response (kept 24 hours).
        body (ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn
            | XyropCreateGameIn): Create a game of a hosted rule system.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedGameOut | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn | XyropCreateGameIn,
    idempotency_key: str | Unset = UNSET,

) -> CreatedGameOut | Problem | None:
    """ Create a game

     Create a game and its gm seat; the gm token is returned only here.

    Args:
        idempotency_key (str | Unset): Retry-safe key: the same key with the same body replays the
            first response (kept 24 hours).
        body (ArdriCreateGameIn | EspriCreateGameIn | LocquemareCreateGameIn | VoyagesCreateGameIn
            | XyropCreateGameIn): Create a game of a hosted rule system.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedGameOut | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
