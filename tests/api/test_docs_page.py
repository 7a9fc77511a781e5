"""The docs page at /schema loads everything from this server (no CDN)."""

import re

from tests.support.api import Client

ASSET = re.compile(r'(?:src|href)=["\']([^"\']+)["\']')


async def test_the_docs_page_loads_its_assets_from_this_server(client: Client) -> None:
    page = await client.get("/schema")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assets = ASSET.findall(page.text)
    assert any(a.endswith("swagger-ui-bundle.js") for a in assets)
    assert any(a.endswith("swagger-ui.css") for a in assets)
    for asset in assets:
        assert asset.startswith("/"), f"{asset} is not served by this server"
        fetched = await client.get(asset)
        assert fetched.status_code == 200, asset
        assert len(fetched.content) > 0


async def test_the_document_is_still_served_as_json_and_yaml(client: Client) -> None:
    document = await client.get("/schema/openapi.json")
    assert document.status_code == 200 and document.json()["openapi"].startswith("3.1")
    assert (await client.get("/schema/openapi.yaml")).status_code == 200
