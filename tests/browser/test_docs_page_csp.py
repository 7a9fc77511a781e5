"""The docs page and the web table under the server's Content-Security-Policy, in Chromium:
Swagger UI starts, renders every operation, and the browser reports no violation."""

from typing import Any

from tests.browser.support import Visitor

VIOLATIONS = """() => { window.violations = [];
  document.addEventListener("securitypolicyviolation",
    (e) => window.violations.push(e.violatedDirective + " " + e.blockedURI)); }"""


async def open_watched(browser: Any, live_server: str, path: str) -> tuple[Visitor, list[str]]:
    """A page on ``path``, with the console's "Refused to…" (CSP) messages collected."""
    visitor = await Visitor.open(browser, live_server)
    refused: list[str] = []
    visitor.page.on("console", lambda message: refused.append(message.text)
                    if "Content Security Policy" in message.text else None)
    await visitor.page.add_init_script(f"({VIOLATIONS})()")
    await visitor.page.goto(live_server + path)
    return visitor, refused


async def test_swagger_ui_works_under_the_policy(browser: Any, live_server: str) -> None:
    visitor, refused = await open_watched(browser, live_server, "/schema")
    try:
        page = visitor.page
        await page.wait_for_selector(".swagger-ui .info .title", timeout=20000)
        await page.wait_for_selector("#operations-games-createGame", timeout=20000)
        assert "Tabletop game server" in await page.inner_text(".swagger-ui .info .title")
        await page.click("#operations-games-createGame .opblock-summary")
        await page.wait_for_selector("#operations-games-createGame .responses-table")
        assert await page.evaluate("window.violations") == []
        assert refused == [] and visitor.errors == []
        assert visitor.foreign_requests() == []
        await visitor.shot("docs-page-csp")
    finally:
        await visitor.close()


async def test_the_web_table_raises_no_violation(browser: Any, live_server: str) -> None:
    visitor, refused = await open_watched(browser, live_server, "/")
    try:
        await visitor.page.wait_for_selector("#new-ruleset", timeout=20000)
        assert await visitor.page.evaluate("window.violations") == []
        assert refused == [] and visitor.errors == []
    finally:
        await visitor.close()
