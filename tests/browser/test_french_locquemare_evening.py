"""A French Locquemare evening in the browser (issue #37): the French interface, the
default options (the server rolls), from the lobby; a player registers a hero through the
sheet (five keys, three prowesses, eight points of approaches and of resources in
selects), the MJ opens the scenario, the session and a scene; the hero declares an
action, a key is activated on it, the dice are rolled, and the Adversité inflicts a
consequence. Every page is scanned like the ESPRI evening's; axe-core finds no violation
with a form open.
"""

from typing import Any

from tests.browser.evening import Person, join, play_awaited, same_version
from tests.browser.support import invite

KEYS = (("concept", "Passeuse des brumes"), ("hamartia", "Orgueil"),
        ("other", "Dette envers la guilde"), ("other", "Sœur disparue"),
        ("other", "Lanterne d'ambre"))
POINTS = {"approaches": {"metis": "3", "ombre": "3", "focus": "2"},
          "resources": {"biblos": "3", "volonte": "3", "mystique": "2"}}


async def add_missing(form: Any, path: str, index: int, field: str) -> None:
    """Add an item to a list when the form does not show that one yet."""
    if not await form.locator(f'[name="{path}.{index}.{field}"]').count():
        await form.locator(f'[data-add="{path}+"]').click()


async def register(seat: Person, send: bool = True) -> None:
    """The sheet as the rulebook asks it, only with what the form shows (sent, unless
    ``send`` is False: the form stays open as filled)."""
    form = (await seat.press("RegisterCharacter") if send else
            seat.page.locator('#command-slot form[data-command="RegisterCharacter"]'))
    await form.locator('[name="name"]').fill(seat.name)
    await form.locator('[name="journey.from"]').fill("Exilée")
    await form.locator('[name="journey.to"]').fill("Gardienne du port")
    for index, (role, text) in enumerate(KEYS):  # the form shows as many as the sheet takes
        await add_missing(form, "character_keys", index, "text")
        await form.locator(f'[name="character_keys.{index}.text"]').fill(text)
        await form.locator(f'[name="character_keys.{index}.role"]').select_option(role)
    for index, name in enumerate(("Pas de brume", "Lire les marées", "Chant d'ambre")):
        await add_missing(form, "prowesses", index, "name")
        await form.locator(f'[name="prowesses.{index}.name"]').fill(name)
    for part, scores in POINTS.items():
        for name, score in scores.items():
            await form.locator(f'[name="{part}.{name}"]').select_option(score)
    await form.locator('[name="owner_player_id"]').select_option(label=seat.name)
    await seat.look("fiche")
    if send:
        await seat.accessible("fiche ouverte")
        await seat.send(form)


async def test_a_french_locquemare_evening_with_the_default_options(visit: Any,
                                                                    live_server: str) -> None:
    gm = Person("MJ", await visit(locale="fr-FR"))
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await gm.page.select_option("#new-ruleset", "locquemare")
    await gm.look("salon")
    await gm.click('#create-game button[type="submit"]')
    await gm.page.wait_for_selector("#now-status")
    maelle = await join(visit, await invite(gm.page, "Maëlle"), "Maëlle", phone=True)
    seats = [gm, maelle]
    await register(maelle)
    await same_version(seats, int(str(await maelle.page.text_content("#version"))))
    for command in ("StartScenario", "StartSession", "StartAct"):
        form = await gm.press(command)
        await gm.look(command)
        await same_version(seats, await gm.send(form))
    scene = await gm.press("StartScene")
    await scene.locator('[name="present_hero_ids"]').check()
    await same_version(seats, await gm.send(scene))
    action = await maelle.press("DeclareAction")
    await action.locator('[name="action_id"]').fill("le gué")
    await action.locator('[name="action_type"]').select_option(label="surmonter un obstacle")
    await action.locator('[name="approach"]').select_option(label="Astucieux")
    await action.locator('[name="resource"]').select_option(label="Biblos")
    await maelle.look("action")
    await maelle.accessible("action ouverte")
    await same_version(seats, await maelle.send(action))

    async def rolled(sent: list[str]) -> bool:
        return "RollAction" in sent
    assert await play_awaited(seats, rolled) == ["SetDifficulty", "RollAction"]
    log = str(await gm.page.text_content("#log"))
    # the fate dice as the rulebook says them, no brackets nor English (issue #37)
    assert "lance les dés :" in log and "[" not in log and "FATE" not in log, log[-600:]
    steps = await gm.page.locator(".timeline li button").all_text_contents()
    # an event with no narrated line is not listed as a bare « 4 · version 4 » (issue #37)
    assert steps and not [step for step in steps if " · version " in step], steps
    key = await maelle.press("ActivateKey")
    await key.locator('[name="key_id"]').select_option(label="Passeuse des brumes")
    await maelle.look("clé")
    await maelle.accessible("clé ouverte")
    await same_version(seats, await maelle.send(key))

    async def resolved(sent: list[str]) -> bool:
        return "ResolveAction" in sent
    await play_awaited(seats, resolved)
    consequence = await gm.press("InflictConsequence")
    await consequence.locator('[name="severity"]').select_option(label="mineure")
    await consequence.locator('[name="text"]').fill("Cheville foulée")
    await gm.look("conséquence")
    await gm.accessible("conséquence ouverte")
    await same_version(seats, await gm.send(consequence))
    assert await gm.page.text_content('[data-testid="phase"]') == "en scène"
    await maelle.visitor.shot("locquemare-maelle-telephone")
    await gm.visitor.shot("locquemare-mj")
    for seat in seats:
        await seat.look("fin")
    print(f"\nLocquemare: {sum(seat.clicks for seat in seats)} clicks; scan findings "
          f"{ {seat.name: seat.seen for seat in seats} }")
    for seat in seats:
        assert seat.seen == {}, f"{seat.name} read: {seat.seen}"
        assert seat.visitor.errors == [] and seat.visitor.foreign_requests() == []
    assert await maelle.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
