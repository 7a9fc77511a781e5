"""A French table in the browser, seat by seat, with only what the page shows: the lobby,
invitations, the « Maintenant » panel and its prefilled forms, and a scan of every page
for what a French reader must never read (English words, raw ids, JSON, type names, spec
codes).

``Person`` is one person's browser (its own context); ``play_awaited`` sends, seat after
seat, the form the page opened because the table waits for that seat, as prefilled,
until ``done`` says so, and fails on a stuck step (nobody awaited, nothing sent).
"""

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tests.browser.support import Visitor, axe_violations, submit, wait_version

ENGLISH = ("the", "and", "of", "to", "Waiting", "Send", "Close game", "Nobody", "Board",
           "State", "Replay", "Lobby", "seat", "player", "none", "default", "Accepted",
           "missing", "required", "field", "winter", "spring", "summer", "autumn",
           "guardian", "priestess", "true", "false", "True", "False", "success", "failure",
           "knowledge", "roll", "Add", "remove", "Invite", "Name", "Role", "version of",
           "live", "connecting", "offline", "Now", "Done", "day", "weather", "gm", "world",
           "Pool", "Character", "keys", "Prowesses", "average", "sum", "adjectives",
           "medium", "tense", "restrained", "adventure", "positive", "negative", "neutral",
           "personal", "free", "unchanged", "choice", "item", "key", "entries")
"""English words a French page must not show (none of them is also a French word here),
the English values of the rule systems' enums among them."""

PATTERNS = {
    "english": re.compile(r"\b(?:" + "|".join(re.escape(w) for w in ENGLISH) + r")\b"),
    "ids": re.compile(r"\bseat_[0-9a-f]{4,}|\b[0-9a-f]{8}-[0-9a-f]{4}-|\b[a-z]+-\d+\b|"
                      r"\b[a-z]+_[a-z0-9_]+\b"),
    "json": re.compile(r"[{\[]\s*\"|\":\s*[\"\d{\[]"),
    "type names": re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"),
    "spec codes": re.compile(r"\b[TRUD]\d{1,2}\b|\[[A-Z]{1,2}\d+\]|\(\d+\.\d+\)"),
}

READ_PAGE = """() => {
  const board = document.querySelector('#board');
  const pictured = board ? [...board.querySelectorAll('text')].map(t => t.textContent) : [];
  if (board) board.style.display = 'none';
  const shown = [document.title, document.body.innerText];
  if (board) board.style.display = '';
  for (const select of document.querySelectorAll('select')) {  // every option a person may open
    shown.push(...[...select.options].map(o => o.text));
  }
  for (const node of document.querySelectorAll('[aria-label], [title]')) {
    shown.push(node.getAttribute('aria-label') || '', node.getAttribute('title') || '');
  }
  return [shown.join('\\n'), pictured.join('\\n')];
}"""


def scan(text: str) -> Counter[str]:
    """What a French reader must not read, counted by kind (each distinct string once)."""
    found: Counter[str] = Counter()
    for kind, pattern in PATTERNS.items():
        found[kind] += len(set(pattern.findall(text)))
    return found


def findings(text: str) -> dict[str, list[str]]:
    """The strings ``scan`` counts, by kind."""
    return {kind: sorted(set(pattern.findall(text))) for kind, pattern in PATTERNS.items()
            if pattern.findall(text)}


@dataclass
class Person:
    """One person at the table: a browser context on its page, and what it clicked."""

    name: str
    visitor: Visitor
    clicks: int = 0
    seen: dict[str, list[str]] = field(default_factory=dict)
    board: dict[str, set[str]] = field(default_factory=dict)

    @property
    def page(self) -> Any:
        return self.visitor.page

    async def click(self, selector: str) -> None:
        """A click a person makes (counted)."""
        self.clicks += 1
        await self.page.click(selector)

    async def look(self, where: str) -> None:
        """Scan the page as it is now; what it should not show is kept by place (the
        board picture's words apart: the server draws them)."""
        text, board = await self.page.evaluate(READ_PAGE)
        for kind, strings in findings(board).items():
            self.board.setdefault(kind, set()).update(strings)
        for kind, strings in findings(text).items():
            self.seen.setdefault(kind, [])
            self.seen[kind] += [f"{where}: {s}" for s in strings if f"{where}: {s}" not in
                                self.seen[kind]]

    async def awaited_form(self) -> Any | None:
        """The form the page opened because the table waits for this seat, if any."""
        form = self.page.locator("#command-slot form:has(.awaited)")  # opened by the page
        return form if await form.count() else None

    async def press(self, offer: str) -> Any:
        """Press a button of « Maintenant »; the form it opens."""
        await self.click(f'#offers [data-offer="{offer}"]')
        form = self.page.locator(f'#command-slot form[data-command="{offer}"]')
        await form.wait_for()
        return form

    async def send(self, form: Any, retry: bool = False) -> int:
        """Send a form that must be accepted (one click); the version it reached. With
        ``retry``, a refusal said next to a field whose choice was left empty is answered
        as a person would: that field's first choice picked, the form sent again."""
        self.clicks += 1
        result = await submit(self.page, form)
        if "ok" not in result and retry:
            beside = form.locator(".field-problem")
            field = await beside.get_attribute("data-field") if await beside.count() else None
            select = form.locator(f'select[name="{field}"]')
            if field and await select.count() and await select.input_value() == "":
                await self.look(f"refus {field}")
                self.clicks += 1
                await select.select_option(index=1)
                self.clicks += 1
                result = await submit(self.page, form)
        assert "ok" in result, f"{self.name}: refused: {result}"
        assert "{" not in result["ok"], result  # the narrated line, never JSON
        return int(result["version"])

    async def accessible(self, where: str) -> None:
        """axe-core: no violation (WCAG 2.1 AA and best practices)."""
        violations = await axe_violations(self.page)
        assert violations == [], f"{self.name}, {where}: {violations}"


async def join(visit: Any, link: str, name: str, phone: bool = False) -> Person:
    """A person opens the join link they were given, in a French browser."""
    visitor = await visit(phone=phone, locale="fr-FR")
    await visitor.page.goto(link)
    await visitor.page.wait_for_selector("#now-status")
    return Person(name, visitor)


async def same_version(seats: list[Person], version: int) -> None:
    """Every page shows this version (live)."""
    for seat in seats:
        await wait_version(seat.page, version)


async def play_awaited(seats: list[Person], done: Any, steps: int = 40,
                       before: Any = None) -> list[str]:
    """Send, seat after seat, the awaited form as the page prefilled it, until
    ``done(sent)`` (an async predicate on the commands sent so far);
    ``before(seat, form, command)`` may change a form first. The commands sent, in
    order; fails when nobody is awaited before ``done``."""
    sent: list[str] = []
    for _ in range(steps):
        if await done(sent):
            return sent
        for seat in seats:
            form = await seat.awaited_form()
            if form is None:
                continue
            command = str(await form.get_attribute("data-command"))
            if before is not None:
                await before(seat, form, command)
            await seat.look(command)
            version = await seat.send(form, retry=True)
            sent.append(command)
            await same_version(seats, version)
            break
        else:
            waiting = await seats[0].page.text_content("#now-status")
            raise AssertionError(f"stuck: nobody is awaited ({waiting}) after {sent}")
    raise AssertionError(f"not done after {steps} steps: {sent}")
