"""The server hands out the web client at ``/`` and nothing else changes for the API."""

from httpx import AsyncClient


async def test_the_table_page_and_its_modules_are_served_from_the_root(
        client: AsyncClient) -> None:
    page = await client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "default-src 'self'" in page.text and 'src="/app.js"' in page.text
    script = await client.get("/app.js")
    assert script.status_code == 200 and "javascript" in script.headers["content-type"]
    assert (await client.get("/style.css")).headers["content-type"].startswith("text/css")


async def test_api_paths_still_answer_as_the_api(client: AsyncClient) -> None:
    assert (await client.get("/health")).json() == {"status": "ok"}
    missing = await client.get("/v1/no-such-thing")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
    document = (await client.get("/schema/openapi.json")).json()
    assert "/" not in document["paths"] and "/{file_path}" not in document["paths"]
