"""A Chromium for the Owlbear Rodeo harness: the browser tests' one, with Chromium's Local
Network Access checks off. The harness shows Owlbear Rodeo's page at its real origin
(``https://www.owlbear.rodeo``, a public address) and the extension from the test server
on 127.0.0.1, which Chromium otherwise blocks as a public page reaching a local one; with
a public game server, as in real use, that check does not apply."""

import os
from collections.abc import AsyncIterator
from typing import Any

import pytest

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Any]:
    """One headless Chromium for the module's tests."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        print("\nOwlbear harness skipped: Playwright for Python is not installed")
        pytest.skip("Playwright for Python is not installed")
    if not os.path.exists(CHROMIUM):  # noqa: ASYNC240 - once per module
        print(f"\nOwlbear harness skipped: no Chromium at {CHROMIUM}")
        pytest.skip(f"no Chromium at {CHROMIUM}")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=[*CHROMIUM_ARGS, "--disable-features=LocalNetworkAccessChecks"])
        yield launched
        await launched.close()
