from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_recap_picture_chart import GetRecapPictureChart
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    chart: GetRecapPictureChart | Unset = GetRecapPictureChart.TIMELINE,
    at: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_chart: str | Unset = UNSET
    if not isinstance(chart, Unset):
        json_chart = chart.value

    params["chart"] = json_chart

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at

    json_lang: None | str | Unset
    if isinstance(lang, Unset):
        json_lang = UNSET
    else:
        json_lang = lang
    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/recap.svg".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = cast(str, response.content)
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
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
    chart: GetRecapPictureChart | Unset = GetRecapPictureChart.TIMELINE,
    at: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Response[Any | Problem | str]:
    """ A recap chart as SVG

     The chart `chart` of the recap now or up to version `at`.

    Args:
        game_id (str): The game's id (a UUID).
        chart (GetRecapPictureChart | Unset): `timeline`: each character's tracked values by
            version; `outcomes`: the results per period; `luck`: observed against expected counts per
            kind of draw. Default: GetRecapPictureChart.TIMELINE.
        at (int | None | Unset): A past version: the recap of the log up to that event.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
chart=chart,
at=at,
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
    chart: GetRecapPictureChart | Unset = GetRecapPictureChart.TIMELINE,
    at: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Any | Problem | str | None:
    """ A recap chart as SVG

     The chart `chart` of the recap now or up to version `at`.

    Args:
        game_id (str): The game's id (a UUID).
        chart (GetRecapPictureChart | Unset): `timeline`: each character's tracked values by
            version; `outcomes`: the results per period; `luck`: observed against expected counts per
            kind of draw. Default: GetRecapPictureChart.TIMELINE.
        at (int | None | Unset): A past version: the recap of the log up to that event.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
     """


    return sync_detailed(
        game_id=game_id,
client=client,
chart=chart,
at=at,
lang=lang,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    chart: GetRecapPictureChart | Unset = GetRecapPictureChart.TIMELINE,
    at: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Response[Any | Problem | str]:
    """ A recap chart as SVG

     The chart `chart` of the recap now or up to version `at`.

    Args:
        game_id (str): The game's id (a UUID).
        chart (GetRecapPictureChart | Unset): `timeline`: each character's tracked values by
            version; `outcomes`: the results per period; `luck`: observed against expected counts per
            kind of draw. Default: GetRecapPictureChart.TIMELINE.
        at (int | None | Unset): A past version: the recap of the log up to that event.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
chart=chart,
at=at,
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
    chart: GetRecapPictureChart | Unset = GetRecapPictureChart.TIMELINE,
    at: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,

) -> Any | Problem | str | None:
    """ A recap chart as SVG

     The chart `chart` of the recap now or up to version `at`.

    Args:
        game_id (str): The game's id (a UUID).
        chart (GetRecapPictureChart | Unset): `timeline`: each character's tracked values by
            version; `outcomes`: the results per period; `luck`: observed against expected counts per
            kind of draw. Default: GetRecapPictureChart.TIMELINE.
        at (int | None | Unset): A past version: the recap of the log up to that event.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
chart=chart,
at=at,
lang=lang,

    )).parsed
