from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.ready_out import ReadyOut
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/ready",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ReadyOut | None:
    if response.status_code == 200:
        response_200 = ReadyOut.from_dict(response.json())



        return response_200

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ReadyOut.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ReadyOut]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ReadyOut]:
    """ Readiness

     503 unless the database answers and its migrations are current.

    Redis only carries the live feed: when it is down the server still serves
    commands and reads, so readiness stays 200 with `status: degraded`. A replica
    down or lagging does not change readiness either: the primary serves its reads.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReadyOut]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ReadyOut | None:
    """ Readiness

     503 unless the database answers and its migrations are current.

    Redis only carries the live feed: when it is down the server still serves
    commands and reads, so readiness stays 200 with `status: degraded`. A replica
    down or lagging does not change readiness either: the primary serves its reads.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReadyOut
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Problem | ReadyOut]:
    """ Readiness

     503 unless the database answers and its migrations are current.

    Redis only carries the live feed: when it is down the server still serves
    commands and reads, so readiness stays 200 with `status: degraded`. A replica
    down or lagging does not change readiness either: the primary serves its reads.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReadyOut]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> Problem | ReadyOut | None:
    """ Readiness

     503 unless the database answers and its migrations are current.

    Redis only carries the live feed: when it is down the server still serves
    commands and reads, so readiness stays 200 with `status: degraded`. A replica
    down or lagging does not change readiness either: the primary serves its reads.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReadyOut
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
