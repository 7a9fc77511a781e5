"""Driving the browser table like a person: pages, generated forms, screenshots.

Every browser context records the URL of each request its pages make, so a test can
check that none leaves the server's origin; uncaught script errors are kept too.
"""

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ARTIFACTS = Path(__file__).parent / "artifacts"
LOCAL_SCHEMES = ("data:", "blob:", "about:")


@dataclass
class Visitor:
    """One browser context (one person's browser) and its page; ``errors`` holds the
    script errors the page raised (a refused request is not one)."""

    context: Any
    page: Any
    origin: str
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @classmethod
    async def open(cls, browser: Any, base_url: str, phone: bool = False,
                   locale: str | None = None) -> "Visitor":
        """A fresh context (its own storage) with a page on the lobby; ``locale`` is the
        browser's language (``navigator.language`` and its ``Accept-Language``)."""
        viewport = {"width": 390, "height": 844} if phone else {"width": 1360, "height": 900}
        extra = {"locale": locale} if locale else {}
        context = await browser.new_context(viewport=viewport, **extra)
        page = await context.new_page()
        visitor = cls(context, page, base_url)
        context.on("request", lambda request: visitor.requests.append(request.url))
        page.on("pageerror", lambda error: visitor.errors.append(str(error)))
        return visitor

    def foreign_requests(self) -> list[str]:
        """Requests to anything but the server's origin."""
        origin = urlsplit(self.origin)
        return [url for url in self.requests if not url.startswith(LOCAL_SCHEMES)
                and (urlsplit(url).scheme, urlsplit(url).netloc) != (origin.scheme, origin.netloc)]

    async def shot(self, name: str) -> Path:
        """A full-page screenshot under tests/browser/artifacts/."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        await self.page.screenshot(path=str(path), full_page=True)
        return path

    async def close(self) -> None:
        """Close the context."""
        await self.context.close()


async def wait_version(page: Any, version: int) -> None:
    """Until the table on the page shows this game version."""
    await page.wait_for_function(
        "v => document.querySelector('#version')?.textContent === String(v)", arg=version)


async def create_game(page: Any, ruleset: str, title: str,
                      options: dict[str, str] | None = None) -> str:
    """Create a game in the lobby (options: select name -> value label); its id."""
    await page.select_option("#new-ruleset", ruleset)
    await page.fill("#new-title", title)
    for name, value in (options or {}).items():  # an option by its value ("mixed")
        await page.select_option(f'#create-game [name="options.{name}"]', value=json.dumps(value))
    await page.click('#create-game button[type="submit"]')
    await page.wait_for_url(re.compile(r"#/game/"))
    await page.wait_for_selector("#version")
    return str(page.url.split("#/game/")[1])


async def invite(page: Any, name: str, role: str = "player") -> str:
    """The gm invites a seat; its join link."""
    await page.select_option("#invite-role", role)
    await page.fill("#invite-name", name)
    before = await page.locator("[data-testid=join-link]").count()
    await page.click('#invite button[type="submit"]')
    link = page.locator("[data-testid=join-link]").nth(before)
    await link.wait_for()
    return str(await link.input_value())


class CommandForm:
    """The generated form of one command."""

    def __init__(self, page: Any, command: str) -> None:
        self.page = page
        self.command = command
        self.form = page.locator(f'form[data-command="{command}"]')

    @classmethod
    async def choose(cls, page: Any, command: str) -> "CommandForm":
        """Pick a command in the command panel ("All commands")."""
        await page.locator("#all-commands").evaluate("details => { details.open = true; }")
        await page.select_option("#command-type", command)
        await page.click("#command-clear")  # a fresh form, even for the command just sent
        found = cls(page, command)
        await found.form.wait_for()
        return found

    def field(self, path: str) -> Any:
        """The input of a body path ("helpers.0.mode")."""
        return self.form.locator(f'[name="{path}"]')

    async def fill(self, **values: Any) -> "CommandForm":
        """Fill text, number, select (value as its label) and checkbox fields by path."""
        for path, value in values.items():
            await self.set(path.replace("__", "."), value)
        return self

    async def set(self, path: str, value: Any) -> None:
        """One field by its path (a choice by its label, or by its value: a seat id)."""
        target = self.field(path)
        tag = await target.evaluate("e => e.tagName + ':' + (e.type || '')")
        if tag.startswith("SELECT"):
            labels = await target.locator("option").all_text_contents()
            label = str(value).lower() if isinstance(value, bool) else str(value)
            if label in labels:
                await target.select_option(label=label)
            else:
                await target.select_option(value=str(value))
        elif tag == "INPUT:checkbox":
            await target.set_checked(bool(value))
        else:
            await target.fill(str(value))

    async def add(self, path: str, *values: str) -> "CommandForm":
        """Append items to a list of choices (one "+ value" button per item)."""
        for value in values:
            await self.form.locator(f'[data-add="{path}+{value}"]').click()
        return self

    async def add_item(self, path: str) -> int:
        """Add one item to a list of objects; its index."""
        index = await self.form.locator(f'.list[data-path="{path}"] > ol > li').count()
        await self.form.locator(f'[data-add="{path}+"]').click()
        return int(index)

    async def fill_from(self, body: dict[str, Any], path: str = "") -> "CommandForm":
        """Fill the form so that it reads back as ``body`` (a command as JSON), the way a
        person would: choices picked, list items added, map entries typed in."""
        for key, value in body.items():
            if key == "type" or value is None:
                continue
            if key.endswith("_id") and "name" in body and \
                    not await self.field(f"{path}{key}").count():
                continue  # an id the page makes from the name typed (Xyrop's distinctions)
            await self.put(f"{path}{key}", value)
        return self

    async def put(self, path: str, value: Any) -> None:
        """One value at a path: a scalar, a list or an object/map."""
        if isinstance(value, list):
            await self.put_list(path, value)
        elif isinstance(value, dict):
            await self.put_object(path, value)
        else:
            await self.set(path, value)

    async def put_list(self, path: str, values: list[Any]) -> None:
        """Items of a list: the offered values' checkboxes, "+ value" buttons for a list of
        choices, else one item each."""
        boxes = self.form.locator(f'input[type=checkbox][name="{path}"]')
        if await boxes.count():
            for box in await boxes.all():
                await box.uncheck()
            for value in values:
                await self.form.locator(
                    f'input[type=checkbox][name="{path}"][value="{value}"]:not(:checked)'
                ).first.check()
            return
        prefilled = self.form.locator(f'.list[data-path="{path}"] > ol > li > button.remove')
        for _ in range(await prefilled.count()):  # a prefilled list of choices starts empty
            await prefilled.first.click()
        for value in values:
            quick = self.form.locator(f'[data-add="{path}+{value}"]')
            if not isinstance(value, dict | list) and await quick.count():
                await quick.click()
                continue
            index = await self.add_item(path)
            await self.put(f"{path}.{index}", value)

    async def put_object(self, path: str, value: dict[str, Any]) -> None:
        """A nested object's fields, or a map's entries (key typed, value filled)."""
        include = self.field(f"{path}#include")
        if await include.count():
            await include.check()
        if await self.form.locator(f'.keyed[data-path="{path}"]').count():
            for key, item in value.items():  # a row per key the offer lists
                ticked = self.field(f"{path}.{key}#include")
                if await ticked.count():
                    await ticked.check()
                await self.put(f"{path}.{key}", item)
            return
        is_map = await self.form.locator(f'.map[data-path="{path}"]').count()
        if not is_map:
            await self.fill_from(value, f"{path}.")
            return
        for key, item in value.items():
            index = await self.form.locator(f'[name^="{path}."][name$="#key"]').count()
            await self.form.locator(f'[data-add="{path}+"]').click()
            await self.field(f"{path}.{index}#key").fill(key)
            await self.put(f"{path}.{index}#value", item)

    async def send(self) -> dict[str, str]:
        """Submit; {"ok": the narrated answer, "version": n} for an accepted command (its
        form closes), {"code", "detail"} for a refusal (the form stays, as typed)."""
        return await submit(self.page, self.form)


async def submit(page: Any, form: Any) -> dict[str, str]:
    """Submit an opened command form and wait for the answer: accepted (the form closes,
    the panel says what happened and its version) or refused (said in the form)."""
    answer = page.locator("#command-answer")
    before = await answer.get_attribute("data-sequence") or ""
    handle = await form.element_handle()
    await form.locator('button[type="submit"]').click()
    await page.wait_for_function(
        """([form, before]) => {
             const answer = document.querySelector('#command-answer');
             return (answer.dataset.sequence || '') !== before ||
                    form.querySelector('[data-testid=command-problem]').textContent;
           }""", arg=[handle, before], polling=100)
    refused = await handle.evaluate("""form => {
        const box = form.querySelector('[data-testid=command-problem]');
        return box.textContent ? [box.dataset.code || '', box.textContent] : null; }""")
    if refused:
        return {"code": str(refused[0]), "detail": str(refused[1])}
    return {"ok": str(await answer.text_content()),
            "version": str(await answer.get_attribute("data-version"))}


async def accepted(form: CommandForm) -> str:
    """Send a form that must be accepted; the answer's text."""
    result = await form.send()
    assert "ok" in result, f"{form.command} refused: {result}"
    return result["ok"]


AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
"""What the accessibility check enforces: WCAG 2.1 A and AA, and axe's best practices
(heading order, landmarks, scrollable regions reachable by keyboard)."""


async def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's violations on the page (axe-playwright-python injects the axe-core
    release it ships), each as {id, impact, help, targets}."""
    from axe_playwright_python.async_playwright import Axe

    results = await Axe().run(page, options={"runOnly": {"type": "tag", "values": AXE_TAGS},
                                            "resultTypes": ["violations"]})
    return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
             "targets": [node["target"] for node in v["nodes"]][:5]}
            for v in results.response["violations"]]
