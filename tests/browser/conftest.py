"""A real browser (Debian's Chromium, driven by Playwright) against the live server.

Where Playwright or Chromium is missing, every browser test is skipped with the reason
printed. Playwright never downloads a browser here: it drives ``/usr/bin/chromium``.
"""

import os
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from tests.browser.support import Visitor

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def _skip(reason: str) -> None:
    print(f"\nbrowser tests skipped: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
async def browser() -> AsyncIterator[Any]:
    """One headless Chromium for the session."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        _skip("Playwright for Python is not installed (pip install playwright)")
    if not os.path.exists(CHROMIUM):  # noqa: ASYNC240 - once per session
        _skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=str(CHROMIUM),
                                                    args=CHROMIUM_ARGS)
        yield launched
        await launched.close()


@pytest.fixture
async def visit(browser: Any, live_server: str) -> AsyncIterator[Callable[..., Awaitable[Visitor]]]:
    """Open browser contexts on the live server; all are closed when the test ends (their
    live feeds too, so the server can stop)."""
    opened: list[Visitor] = []

    async def open_one(phone: bool = False, locale: str | None = None) -> Visitor:
        visitor = await Visitor.open(browser, live_server, phone=phone, locale=locale)
        opened.append(visitor)
        return visitor

    yield open_one
    for visitor in opened:
        await visitor.close()
