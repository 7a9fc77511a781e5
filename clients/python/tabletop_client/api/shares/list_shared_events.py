from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ardri_event_page_out import ArdriEventPageOut
from ...models.espri_event_page_out import EspriEventPageOut
from ...models.locquemare_event_page_out import LocquemareEventPageOut
from ...models.problem import Problem
from ...models.voyages_event_page_out import VoyagesEventPageOut
from ...models.xyrop_event_page_out import XyropEventPageOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    share_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/shared/{share_id}/events".format(share_id=quote(str(share_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_page_out_type_0 = EspriEventPageOut.from_dict(data)



                return componentsschemas_event_page_out_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_page_out_type_1 = ArdriEventPageOut.from_dict(data)



                return componentsschemas_event_page_out_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_page_out_type_2 = XyropEventPageOut.from_dict(data)



                return componentsschemas_event_page_out_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_page_out_type_3 = VoyagesEventPageOut.from_dict(data)



                return componentsschemas_event_page_out_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_event_page_out_type_4 = LocquemareEventPageOut.from_dict(data)



            return componentsschemas_event_page_out_type_4

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem]:
    """ Shared: the event log

     The log as an observer reads it (up to the link's version, when it has one).

    Args:
        share_id (str): The share's id.
        after (int | Unset): Versions after this one. Default: 0.
        limit (int | Unset): Page size. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem | None:
    """ Shared: the event log

     The log as an observer reads it (up to the link's version, when it has one).

    Args:
        share_id (str): The share's id.
        after (int | Unset): Versions after this one. Default: 0.
        limit (int | Unset): Page size. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem
     """


    return sync_detailed(
        share_id=share_id,
client=client,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem]:
    """ Shared: the event log

     The log as an observer reads it (up to the link's version, when it has one).

    Args:
        share_id (str): The share's id.
        after (int | Unset): Versions after this one. Default: 0.
        limit (int | Unset): Page size. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem | None:
    """ Shared: the event log

     The log as an observer reads it (up to the link's version, when it has one).

    Args:
        share_id (str): The share's id.
        after (int | Unset): Versions after this one. Default: 0.
        limit (int | Unset): Page size. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArdriEventPageOut | EspriEventPageOut | LocquemareEventPageOut | VoyagesEventPageOut | XyropEventPageOut | Problem
     """


    return (await asyncio_detailed(
        share_id=share_id,
client=client,
after=after,
limit=limit,

    )).parsed
