from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seat_revoked_out import SeatRevokedOut
from typing import cast



def _get_kwargs(
    game_id: str,
    seat_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/{game_id}/seats/{seat_id}".format(game_id=quote(str(game_id), safe=""),seat_id=quote(str(seat_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatRevokedOut | None:
    if response.status_code == 200:
        response_200 = SeatRevokedOut.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatRevokedOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SeatRevokedOut]:
    """ Revoke a seat

     The gm revokes a seat: its token is refused (401) at once by every server
    process and its live feeds end. The seat stays in the log (`SeatRevoked`). Not
    the gm's own seat (409 `gm_seat_not_revocable`: rotate its token instead); a
    seat revoked already is 409 `seat_revoked`; an unknown one 404
    `seat_not_found`; another seat than the gm 403 `gm_only`.

    Args:
        game_id (str): The game's id (a UUID).
        seat_id (str): The seat's id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatRevokedOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat_id=seat_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    seat_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SeatRevokedOut | None:
    """ Revoke a seat

     The gm revokes a seat: its token is refused (401) at once by every server
    process and its live feeds end. The seat stays in the log (`SeatRevoked`). Not
    the gm's own seat (409 `gm_seat_not_revocable`: rotate its token instead); a
    seat revoked already is 409 `seat_revoked`; an unknown one 404
    `seat_not_found`; another seat than the gm 403 `gm_only`.

    Args:
        game_id (str): The game's id (a UUID).
        seat_id (str): The seat's id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatRevokedOut
     """


    return sync_detailed(
        game_id=game_id,
seat_id=seat_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    seat_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | SeatRevokedOut]:
    """ Revoke a seat

     The gm revokes a seat: its token is refused (401) at once by every server
    process and its live feeds end. The seat stays in the log (`SeatRevoked`). Not
    the gm's own seat (409 `gm_seat_not_revocable`: rotate its token instead); a
    seat revoked already is 409 `seat_revoked`; an unknown one 404
    `seat_not_found`; another seat than the gm 403 `gm_only`.

    Args:
        game_id (str): The game's id (a UUID).
        seat_id (str): The seat's id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatRevokedOut]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seat_id=seat_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    seat_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | SeatRevokedOut | None:
    """ Revoke a seat

     The gm revokes a seat: its token is refused (401) at once by every server
    process and its live feeds end. The seat stays in the log (`SeatRevoked`). Not
    the gm's own seat (409 `gm_seat_not_revocable`: rotate its token instead); a
    seat revoked already is 409 `seat_revoked`; an unknown one 404
    `seat_not_found`; another seat than the gm 403 `gm_only`.

    Args:
        game_id (str): The game's id (a UUID).
        seat_id (str): The seat's id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatRevokedOut
     """


    return (await asyncio_detailed(
        game_id=game_id,
seat_id=seat_id,
client=client,

    )).parsed
