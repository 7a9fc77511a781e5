from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.export_game_foundry_export import ExportGameFoundryExport
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    format_: str | Unset = 'ndjson',
    view_as: None | str | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    after: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["format"] = format_

    json_view_as: None | str | Unset
    if isinstance(view_as, Unset):
        json_view_as = UNSET
    else:
        json_view_as = view_as
    params["view_as"] = json_view_as

    json_lang: None | str | Unset
    if isinstance(lang, Unset):
        json_lang = UNSET
    else:
        json_lang = lang
    params["lang"] = json_lang

    json_min_version: int | None | Unset
    if isinstance(min_version, Unset):
        json_min_version = UNSET
    else:
        json_min_version = min_version
    params["min_version"] = json_min_version

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/export".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ExportGameFoundryExport | Problem | None:
    if response.status_code == 200:
        response_200 = ExportGameFoundryExport.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ExportGameFoundryExport | Problem]:
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
    format_: str | Unset = 'ndjson',
    view_as: None | str | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    after: int | None | Unset = UNSET,

) -> Response[ExportGameFoundryExport | Problem]:
    """ Export the log

     The game's log for this seat (hidden events stay hidden from non-gm seats, whose
    NDJSON export therefore cannot be imported); with a replica, maybe served there.
    The text of the Markdown and Foundry formats is in `lang`, else the best of
    `Accept-Language`, else the game's language (`Content-Language` says which).

    Args:
        game_id (str): The game's id (a UUID).
        format_ (str | Unset): One of ndjson, markdown, foundry: ndjson is the full record (re-
            importable from the gm's export), markdown a readable log, foundry Foundry VTT chat
            messages. Default: 'ndjson'.
        view_as (None | str | Unset): format=foundry only: the reader whose view makes an entry
            public (`observer`, the default, or a seat id; a seat other than the gm may name only
            itself). Entries that reader does not see as the caller does are marked
            `flags.tabletop.gm_only`.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        after (int | None | Unset): format=foundry only: the messages of the commands after this
            version (a follower passes the last version it has, the highest of its messages'
            `flags.tabletop.versions`): a new event costs it that event's message, not the whole log
            again. An ESPRI message that changed the board names the board picture once, in
            `flags.tabletop.board_picture` (`board.svg?at=<version>`: immutable, cacheable), never
            inlined.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportGameFoundryExport | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
format_=format_,
view_as=view_as,
lang=lang,
min_version=min_version,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: str | Unset = 'ndjson',
    view_as: None | str | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    after: int | None | Unset = UNSET,

) -> ExportGameFoundryExport | Problem | None:
    """ Export the log

     The game's log for this seat (hidden events stay hidden from non-gm seats, whose
    NDJSON export therefore cannot be imported); with a replica, maybe served there.
    The text of the Markdown and Foundry formats is in `lang`, else the best of
    `Accept-Language`, else the game's language (`Content-Language` says which).

    Args:
        game_id (str): The game's id (a UUID).
        format_ (str | Unset): One of ndjson, markdown, foundry: ndjson is the full record (re-
            importable from the gm's export), markdown a readable log, foundry Foundry VTT chat
            messages. Default: 'ndjson'.
        view_as (None | str | Unset): format=foundry only: the reader whose view makes an entry
            public (`observer`, the default, or a seat id; a seat other than the gm may name only
            itself). Entries that reader does not see as the caller does are marked
            `flags.tabletop.gm_only`.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        after (int | None | Unset): format=foundry only: the messages of the commands after this
            version (a follower passes the last version it has, the highest of its messages'
            `flags.tabletop.versions`): a new event costs it that event's message, not the whole log
            again. An ESPRI message that changed the board names the board picture once, in
            `flags.tabletop.board_picture` (`board.svg?at=<version>`: immutable, cacheable), never
            inlined.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportGameFoundryExport | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
format_=format_,
view_as=view_as,
lang=lang,
min_version=min_version,
after=after,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: str | Unset = 'ndjson',
    view_as: None | str | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    after: int | None | Unset = UNSET,

) -> Response[ExportGameFoundryExport | Problem]:
    """ Export the log

     The game's log for this seat (hidden events stay hidden from non-gm seats, whose
    NDJSON export therefore cannot be imported); with a replica, maybe served there.
    The text of the Markdown and Foundry formats is in `lang`, else the best of
    `Accept-Language`, else the game's language (`Content-Language` says which).

    Args:
        game_id (str): The game's id (a UUID).
        format_ (str | Unset): One of ndjson, markdown, foundry: ndjson is the full record (re-
            importable from the gm's export), markdown a readable log, foundry Foundry VTT chat
            messages. Default: 'ndjson'.
        view_as (None | str | Unset): format=foundry only: the reader whose view makes an entry
            public (`observer`, the default, or a seat id; a seat other than the gm may name only
            itself). Entries that reader does not see as the caller does are marked
            `flags.tabletop.gm_only`.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        after (int | None | Unset): format=foundry only: the messages of the commands after this
            version (a follower passes the last version it has, the highest of its messages'
            `flags.tabletop.versions`): a new event costs it that event's message, not the whole log
            again. An ESPRI message that changed the board names the board picture once, in
            `flags.tabletop.board_picture` (`board.svg?at=<version>`: immutable, cacheable), never
            inlined.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportGameFoundryExport | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
format_=format_,
view_as=view_as,
lang=lang,
min_version=min_version,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    format_: str | Unset = 'ndjson',
    view_as: None | str | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    min_version: int | None | Unset = UNSET,
    after: int | None | Unset = UNSET,

) -> ExportGameFoundryExport | Problem | None:
    """ Export the log

     The game's log for this seat (hidden events stay hidden from non-gm seats, whose
    NDJSON export therefore cannot be imported); with a replica, maybe served there.
    The text of the Markdown and Foundry formats is in `lang`, else the best of
    `Accept-Language`, else the game's language (`Content-Language` says which).

    Args:
        game_id (str): The game's id (a UUID).
        format_ (str | Unset): One of ndjson, markdown, foundry: ndjson is the full record (re-
            importable from the gm's export), markdown a readable log, foundry Foundry VTT chat
            messages. Default: 'ndjson'.
        view_as (None | str | Unset): format=foundry only: the reader whose view makes an entry
            public (`observer`, the default, or a seat id; a seat other than the gm may name only
            itself). Entries that reader does not see as the caller does are marked
            `flags.tabletop.gm_only`.
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        min_version (int | None | Unset): Read-your-writes with a replica: the answer reflects at
            least this version (a replica not there yet leaves it to the primary). A version in If-
            None-Match or If-Match counts the same.
        after (int | None | Unset): format=foundry only: the messages of the commands after this
            version (a follower passes the last version it has, the highest of its messages'
            `flags.tabletop.versions`): a new event costs it that event's message, not the whole log
            again. An ESPRI message that changed the board names the board picture once, in
            `flags.tabletop.board_picture` (`board.svg?at=<version>`: immutable, cacheable), never
            inlined.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportGameFoundryExport | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
format_=format_,
view_as=view_as,
lang=lang,
min_version=min_version,
after=after,

    )).parsed
