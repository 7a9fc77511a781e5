"""A French Xyrop evening in the browser (issue #37): the French interface, the default
options (the server rolls), from the lobby; each player registers a hero through the
sheet (the words they choose for approaches and roles, « Chef de bande », dice from the
ladder: the sheet and the choices say those words back), the MJ opens
the session, a player rolls an action, the MJ rolls the opposition, and the player spends
destiny to keep one more die: a contest with destiny. Every page is scanned like the
ESPRI evening's; axe-core finds no violation with a form open.
"""

from typing import Any

from tests.browser.evening import Person, join, same_version
from tests.browser.support import invite

HEROES = {"Iris": ("rusee", "Rusée", "Prudence", "Chef de bande"),
          "Noé": ("fidele", "Fidèle", "Franc-parler", "Soigneur")}


async def register(seat: Person) -> None:
    """The sheet: a name, a race, three distinctions, approaches and roles as dice."""
    _distinction, label, approach, role = HEROES[seat.name]
    form = await seat.press("RegisterCharacter")
    await form.locator('[name="name"]').fill(seat.name)
    await form.locator('[name="race.name"]').fill("Humaine")
    for index, name in enumerate((label, "Brave", "Curieux")):  # no identifier typed
        await form.locator('[data-add="distinctions+"]').click()
        assert await form.locator(f'[name="distinctions.{index}.distinction_id"]').count() == 0
        await form.locator(f'[name="distinctions.{index}.name"]').fill(name)
    for part, key in (("approaches", approach), ("roles", role)):
        await form.locator(f'[data-add="{part}+"]').click()
        await form.locator(f'[name="{part}.0#key"]').fill(key)
        await form.locator(f'[name="{part}.0#value"]').fill("8")
    await form.locator('[name="treasure.name"]').fill("Lanterne")
    owner = form.locator('[name="owner_player_id"]')
    await owner.select_option(label=seat.name)
    await seat.look("fiche")
    await seat.accessible("fiche ouverte")
    await seat.send(form)
    sheet = seat.page.locator(f'.sheet[aria-label$="{seat.name}"]')
    await sheet.wait_for(state="attached")  # the state panel is folded on a phone
    terms = await sheet.locator("dt").all_text_contents()
    assert "Race" in terms and "Humaine" not in terms, terms  # the field, not the race
    assert approach in terms and role in terms, terms  # the names written, never an id


async def test_a_french_xyrop_evening_with_the_default_options(visit: Any,
                                                               live_server: str) -> None:
    gm = Person("MJ", await visit(locale="fr-FR"))
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await gm.page.select_option("#new-ruleset", "xyrop")
    await gm.look("salon")
    await gm.click('#create-game button[type="submit"]')
    await gm.page.wait_for_selector("#now-status")
    links = {name: await invite(gm.page, name) for name in HEROES}
    players = [await join(visit, links["Iris"], "Iris"),
               await join(visit, links["Noé"], "Noé", phone=True)]
    seats = [gm, *players]
    for player in players:
        await register(player)
        await same_version(seats, int(str(await player.page.text_content("#version"))))
    start = await gm.press("StartSession")
    for box in await start.locator('input[type=checkbox][name="present_character_ids"]').all():
        await box.check()
    await gm.look("début")
    await same_version(seats, await gm.send(start))

    iris = players[0]
    action = await iris.press("RollAction")
    await action.locator('[name="role_id"]').select_option(label="Chef de bande")
    await action.locator('[data-add="distinctions+"]').click()

    await iris.look("action")
    await iris.accessible("action ouverte")
    await same_version(seats, await iris.send(action))
    opposition = await gm.press("RollOpposition")
    await opposition.locator('[name="kind"]').select_option(label="une difficulté")
    await opposition.locator('[name="difficulty_dice"]').select_option(label="2")
    await gm.look("opposition")
    await gm.accessible("opposition ouverte")
    await same_version(seats, await gm.send(opposition))
    destiny = await iris.press("SpendDestinyOnRoll")
    await iris.look("destin")
    version = await iris.send(destiny)
    await same_version(seats, version)
    log = str(await gm.page.text_content("#log"))
    assert "Destin" in log or "destin" in log, log[-600:]
    await players[1].visitor.shot("xyrop-noe-telephone")
    await iris.visitor.shot("xyrop-iris")
    await gm.visitor.shot("xyrop-mj")
    for seat in seats:
        await seat.look("fin")
    print(f"\nXyrop: {sum(seat.clicks for seat in seats)} clicks; scan findings "
          f"{ {seat.name: len(seat.seen) for seat in seats} }, board {[s.board for s in seats]}")
    for seat in seats:
        assert seat.seen == {}, f"{seat.name} read: {seat.seen}"
        assert seat.visitor.errors == [] and seat.visitor.foreign_requests() == []
    assert await players[1].page.evaluate("document.documentElement.scrollWidth <= innerWidth")
