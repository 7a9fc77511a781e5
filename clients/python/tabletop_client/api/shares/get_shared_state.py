from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ardri_state_out import ArdriStateOut
from ...models.espri_state_out import EspriStateOut
from ...models.locquemare_state_out import LocquemareStateOut
from ...models.problem import Problem
from ...models.voyages_state_out import VoyagesStateOut
from ...models.xyrop_state_out import XyropStateOut
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    share_id: str,
    *,
    at: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/shared/{share_id}/state".format(share_id=quote(str(share_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_out_type_0 = EspriStateOut.from_dict(data)



                return componentsschemas_state_out_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_out_type_1 = ArdriStateOut.from_dict(data)



                return componentsschemas_state_out_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_out_type_2 = XyropStateOut.from_dict(data)



                return componentsschemas_state_out_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_state_out_type_3 = VoyagesStateOut.from_dict(data)



                return componentsschemas_state_out_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_state_out_type_4 = LocquemareStateOut.from_dict(data)



            return componentsschemas_state_out_type_4

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
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
    at: int | None | Unset = UNSET,

) -> Response[ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
    """ Shared: the state

     The read model as an observer reads it, now (or at the link's version) or at
    `at`.

    Args:
        share_id (str): The share's id.
        at (int | None | Unset): A past version: the recap of the log up to that event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
at=at,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
    """ Shared: the state

     The read model as an observer reads it, now (or at the link's version) or at
    `at`.

    Args:
        share_id (str): The share's id.
        at (int | None | Unset): A past version: the recap of the log up to that event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem
     """


    return sync_detailed(
        share_id=share_id,
client=client,
at=at,

    ).parsed

async def asyncio_detailed(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> Response[ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
    """ Shared: the state

     The read model as an observer reads it, now (or at the link's version) or at
    `at`.

    Args:
        share_id (str): The share's id.
        at (int | None | Unset): A past version: the recap of the log up to that event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]
     """


    kwargs = _get_kwargs(
        share_id=share_id,
at=at,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    share_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
    """ Shared: the state

     The read model as an observer reads it, now (or at the link's version) or at
    `at`.

    Args:
        share_id (str): The share's id.
        at (int | None | Unset): A past version: the recap of the log up to that event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem
     """


    return (await asyncio_detailed(
        share_id=share_id,
client=client,
at=at,

    )).parsed
