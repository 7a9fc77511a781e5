from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.catalog_out import CatalogOut
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    language: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/i18n/web/{language}".format(language=quote(str(language), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatalogOut | Problem | None:
    if response.status_code == 200:
        response_200 = CatalogOut.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatalogOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    language: str,
    *,
    client: AuthenticatedClient,

) -> Response[CatalogOut | Problem]:
    """ The web table's strings in one language

     Every message of the web table as `{English: translation}`.

    Args:
        language (str): `en` or `fr`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogOut | Problem]
     """


    kwargs = _get_kwargs(
        language=language,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    language: str,
    *,
    client: AuthenticatedClient,

) -> CatalogOut | Problem | None:
    """ The web table's strings in one language

     Every message of the web table as `{English: translation}`.

    Args:
        language (str): `en` or `fr`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogOut | Problem
     """


    return sync_detailed(
        language=language,
client=client,

    ).parsed

async def asyncio_detailed(
    language: str,
    *,
    client: AuthenticatedClient,

) -> Response[CatalogOut | Problem]:
    """ The web table's strings in one language

     Every message of the web table as `{English: translation}`.

    Args:
        language (str): `en` or `fr`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogOut | Problem]
     """


    kwargs = _get_kwargs(
        language=language,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    language: str,
    *,
    client: AuthenticatedClient,

) -> CatalogOut | Problem | None:
    """ The web table's strings in one language

     Every message of the web table as `{English: translation}`.

    Args:
        language (str): `en` or `fr`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogOut | Problem
     """


    return (await asyncio_detailed(
        language=language,
client=client,

    )).parsed
