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
    game_id: str,
    *,
    after: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,
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

    json_lang: None | str | Unset
    if isinstance(lang, Unset):
        json_lang = UNSET
    else:
        json_lang = lang
    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events/stream".format(game_id=quote(str(game_id), safe=""),),
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
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Live feed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`), one message per event:

    - `id`: the event's version; `event`: its type (`Redacted` when hidden from this seat);
      `data`: the event as `GET .../events` serves it (one JSON line, see `Event`) plus
      `narration` (its log line(s) for this seat, in `lang`, else `Accept-Language`, else
      the game's language; `[]` when it says nothing: the lines of `GET .../log`) and `board`
      (true when it changed the board picture: re-read `board.svg` only then). The newest
      message of a batch also carries `state`: this seat's `GET .../state` answer (in the
      stream's language) at that version, as a JSON merge patch (RFC 7386, `patch`, plus
      `nulls`: the paths of the members that become null) of the one this stream sent before
      (`base`: its version), or whole (`base` null) on a stream's first message; null on the
      other messages and when larger than 64 KB (then read `state`).
    - The first message also sets `retry: 2000` (milliseconds before a browser reconnects).
    - Reconnection: send the last `id` received back as `Last-Event-ID` (browsers do it by
      themselves); the server replays exactly the events after it from the store, then live
      ones, in version order, each once. `after` does the same on a first connection.
    - Keep-alive: an idle stream gets a `: keep-alive` comment line about every 15 seconds.
    - The stream never ends by itself; close it to stop.

    Args:
        game_id (str): The game's id (a UUID).
        after (int | None | Unset): Start after this version (default: the current version).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
lang=lang,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Live feed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`), one message per event:

    - `id`: the event's version; `event`: its type (`Redacted` when hidden from this seat);
      `data`: the event as `GET .../events` serves it (one JSON line, see `Event`) plus
      `narration` (its log line(s) for this seat, in `lang`, else `Accept-Language`, else
      the game's language; `[]` when it says nothing: the lines of `GET .../log`) and `board`
      (true when it changed the board picture: re-read `board.svg` only then). The newest
      message of a batch also carries `state`: this seat's `GET .../state` answer (in the
      stream's language) at that version, as a JSON merge patch (RFC 7386, `patch`, plus
      `nulls`: the paths of the members that become null) of the one this stream sent before
      (`base`: its version), or whole (`base` null) on a stream's first message; null on the
      other messages and when larger than 64 KB (then read `state`).
    - The first message also sets `retry: 2000` (milliseconds before a browser reconnects).
    - Reconnection: send the last `id` received back as `Last-Event-ID` (browsers do it by
      themselves); the server replays exactly the events after it from the store, then live
      ones, in version order, each once. `after` does the same on a first connection.
    - Keep-alive: an idle stream gets a `: keep-alive` comment line about every 15 seconds.
    - The stream never ends by itself; close it to stop.

    Args:
        game_id (str): The game's id (a UUID).
        after (int | None | Unset): Start after this version (default: the current version).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
lang=lang,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Live feed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`), one message per event:

    - `id`: the event's version; `event`: its type (`Redacted` when hidden from this seat);
      `data`: the event as `GET .../events` serves it (one JSON line, see `Event`) plus
      `narration` (its log line(s) for this seat, in `lang`, else `Accept-Language`, else
      the game's language; `[]` when it says nothing: the lines of `GET .../log`) and `board`
      (true when it changed the board picture: re-read `board.svg` only then). The newest
      message of a batch also carries `state`: this seat's `GET .../state` answer (in the
      stream's language) at that version, as a JSON merge patch (RFC 7386, `patch`, plus
      `nulls`: the paths of the members that become null) of the one this stream sent before
      (`base`: its version), or whole (`base` null) on a stream's first message; null on the
      other messages and when larger than 64 KB (then read `state`).
    - The first message also sets `retry: 2000` (milliseconds before a browser reconnects).
    - Reconnection: send the last `id` received back as `Last-Event-ID` (browsers do it by
      themselves); the server replays exactly the events after it from the store, then live
      ones, in version order, each once. `after` does the same on a first connection.
    - Keep-alive: an idle stream gets a `: keep-alive` comment line about every 15 seconds.
    - The stream never ends by itself; close it to stop.

    Args:
        game_id (str): The game's id (a UUID).
        after (int | None | Unset): Start after this version (default: the current version).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
lang=lang,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    lang: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Live feed (Server-Sent Events)

     Server-Sent Events (`text/event-stream`), one message per event:

    - `id`: the event's version; `event`: its type (`Redacted` when hidden from this seat);
      `data`: the event as `GET .../events` serves it (one JSON line, see `Event`) plus
      `narration` (its log line(s) for this seat, in `lang`, else `Accept-Language`, else
      the game's language; `[]` when it says nothing: the lines of `GET .../log`) and `board`
      (true when it changed the board picture: re-read `board.svg` only then). The newest
      message of a batch also carries `state`: this seat's `GET .../state` answer (in the
      stream's language) at that version, as a JSON merge patch (RFC 7386, `patch`, plus
      `nulls`: the paths of the members that become null) of the one this stream sent before
      (`base`: its version), or whole (`base` null) on a stream's first message; null on the
      other messages and when larger than 64 KB (then read `state`).
    - The first message also sets `retry: 2000` (milliseconds before a browser reconnects).
    - Reconnection: send the last `id` received back as `Last-Event-ID` (browsers do it by
      themselves); the server replays exactly the events after it from the store, then live
      ones, in version order, each once. `after` does the same on a first connection.
    - Keep-alive: an idle stream gets a `: keep-alive` comment line about every 15 seconds.
    - The stream never ends by itself; close it to stop.

    Args:
        game_id (str): The game's id (a UUID).
        after (int | None | Unset): Start after this version (default: the current version).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        last_event_id (str | Unset): Resume after this version (reconnects).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
lang=lang,
last_event_id=last_event_id,

    )).parsed
