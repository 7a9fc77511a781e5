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
    game_id: str,
    *,
    at: int | None | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at

    json_min_version: int | None | Unset
    if isinstance(min_version, Unset):
        json_min_version = UNSET
    else:
        json_min_version = min_version
    params["min_version"] = json_min_version

    json_lang: None | str | Unset
    if isinstance(lang, Unset):
        json_lang = UNSET
    else:
        json_lang = lang
    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/state".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
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

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
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
    at: int | None | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Response[Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
    """ Full state, now or at a version

     The read model as this seat may see it; `at` travels back in time. With a
    replica, a read naming a version (`at`, `min_version`) may be served there. The
    offered choices are labelled in `lang`, else `Accept-Language`, else the game's
    language. ETag: weak, per version, reader and language; `If-None-Match` with it
    answers 304.

    Args:
        game_id (str): The game's id (a UUID).
        at (int | None | Unset): A past version: the state right after that event.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
at=at,
min_version=min_version,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
    """ Full state, now or at a version

     The read model as this seat may see it; `at` travels back in time. With a
    replica, a read naming a version (`at`, `min_version`) may be served there. The
    offered choices are labelled in `lang`, else `Accept-Language`, else the game's
    language. ETag: weak, per version, reader and language; `If-None-Match` with it
    answers 304.

    Args:
        game_id (str): The game's id (a UUID).
        at (int | None | Unset): A past version: the state right after that event.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
at=at,
min_version=min_version,
lang=lang,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Response[Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]:
    """ Full state, now or at a version

     The read model as this seat may see it; `at` travels back in time. With a
    replica, a read naming a version (`at`, `min_version`) may be served there. The
    offered choices are labelled in `lang`, else `Accept-Language`, else the game's
    language. ETag: weak, per version, reader and language; `If-None-Match` with it
    answers 304.

    Args:
        game_id (str): The game's id (a UUID).
        at (int | None | Unset): A past version: the state right after that event.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
at=at,
min_version=min_version,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem | None:
    """ Full state, now or at a version

     The read model as this seat may see it; `at` travels back in time. With a
    replica, a read naming a version (`at`, `min_version`) may be served there. The
    offered choices are labelled in `lang`, else `Accept-Language`, else the game's
    language. ETag: weak, per version, reader and language; `If-None-Match` with it
    answers 304.

    Args:
        game_id (str): The game's id (a UUID).
        at (int | None | Unset): A past version: the state right after that event.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ArdriStateOut | EspriStateOut | LocquemareStateOut | VoyagesStateOut | XyropStateOut | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
at=at,
min_version=min_version,
lang=lang,

    )).parsed
