from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    share_id: str,
    *,
    after: int | None | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/shared/{share_id}/events/stream".format(share_id=quote(str(share_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Shared: the live feed

     Missed events, then live ones; it ends when the link is revoked. A link pinned
    to a version has no live feed (409 `share_pinned`).

    Args:
        share_id (str): The share's id.
        after (int | None | Unset): Start after this version (default: the current version).
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Shared: the live feed

     Missed events, then live ones; it ends when the link is revoked. A link pinned
    to a version has no live feed (409 `share_pinned`).

    Args:
        share_id (str): The share's id.
        after (int | None | Unset): Start after this version (default: the current version).
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        share_id=share_id,
client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Shared: the live feed

     Missed events, then live ones; it ends when the link is revoked. A link pinned
    to a version has no live feed (409 `share_pinned`).

    Args:
        share_id (str): The share's id.
        after (int | None | Unset): Start after this version (default: the current version).
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Shared: the live feed

     Missed events, then live ones; it ends when the link is revoked. A link pinned
    to a version has no live feed (409 `share_pinned`).

    Args:
        share_id (str): The share's id.
        after (int | None | Unset): Start after this version (default: the current version).
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        share_id=share_id,
client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
