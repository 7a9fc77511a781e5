"""A French Ardri evening in the browser (issue #37): the French interface, the default
options (the server rolls), from the lobby; the MJ registers two characters through the
guided sheet (the rulebook's characteristics and domains in selects), opens the session,
and each player rolls from their own browser with what « Maintenant » offers, keeping a
lost success (Murphy) and giving a surplus one (mutual aid) whenever the dice allow it.
Every page is scanned like the ESPRI evening's; axe-core finds no violation, form open.
"""

from typing import Any

from tests.browser.evening import Person, join, same_version
from tests.browser.support import invite

ROLLS_AT_MOST = 14


async def register(gm: Person, name: str, owner: str) -> None:
    """The MJ fills the guided sheet: characteristics 3 to 5, two domain modifiers."""
    form = await gm.press("RegisterCharacter")
    await form.locator('[name="name"]').fill(name)
    await form.locator('[name="owner_player_id"]').select_option(label=owner)
    for characteristic, score in (("strength", "3"), ("spirit", "4"), ("intention", "3")):
        await form.locator(f'[name="characteristics.{characteristic}"]').select_option(
            label=score)
    for domain in ("knowledge", "unworthy"):
        await form.locator(f'[name="domain_modifiers.{domain}#include"]').check()
        await form.locator(f'[name="domain_modifiers.{domain}"]').select_option(label="1")
    await gm.look("fiche")
    await gm.accessible("fiche ouverte")
    await gm.send(form)


async def roll(seat: Person, seats: list[Person]) -> int:
    """The player rolls with Esprit and Savoir (the rest as the form offers it)."""
    form = await seat.press("RollAction")
    await form.locator('[name="characteristic"]').select_option(label="Esprit")
    await form.locator('[name="domain_id"]').select_option(label="Savoir")
    await form.locator('[name="task_id"]').fill("la porte")  # one task: mutual aid between them
    await seat.look("jet")
    version = await seat.send(form)
    await same_version(seats, version)
    return version


async def offered(seats: list[Person], command: str) -> Person | None:
    """The seat whose « Maintenant » offers this command, if any."""
    for seat in seats:
        if await seat.page.locator(f'#offers [data-offer="{command}"]').count():
            return seat
    return None


async def test_a_french_ardri_evening_with_the_default_options(visit: Any,
                                                               live_server: str) -> None:
    gm = Person("MJ", await visit(locale="fr-FR"))
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await gm.page.select_option("#new-ruleset", "ardri")
    await gm.look("salon")
    await gm.click('#create-game button[type="submit"]')
    await gm.page.wait_for_selector("#now-status")
    links = {name: await invite(gm.page, name) for name in ("Sinnead", "Fergus")}
    players = [await join(visit, links["Sinnead"], "Sinnead"),
               await join(visit, links["Fergus"], "Fergus", phone=True)]
    seats = [gm, *players]
    for player in players:
        await register(gm, player.name, player.name)
    start = await gm.press("StartSession")
    for box in await start.locator('input[type=checkbox][name="present_character_ids"]').all():
        await box.check()
    await same_version(seats, await gm.send(start))

    done: set[str] = set()
    for turn in range(ROLLS_AT_MOST):
        await roll(players[turn % 2], seats)
        # a gift first: storing takes the surplus success (or the failed roll's lost one)
        # that mutual aid needs, so it was never offered after a store (14 rolls of 14)
        for command in ("GiveSurplusSuccess", "StoreMurphySuccess"):
            seat = await offered(players, command)
            if seat is not None and command not in done:
                await seat.look(command)
                await same_version(seats, await seat.send(await seat.press(command)))
                done.add(command)
        if done == {"StoreMurphySuccess", "GiveSurplusSuccess"}:
            break
    await players[1].visitor.shot("ardri-fergus-telephone")
    await gm.visitor.shot("ardri-mj")
    print(f"\nArdri: {sorted(done)} within {turn + 1} rolls")
    assert "StoreMurphySuccess" in done, "no lost or wasted success in the rolls"
    for seat in seats:
        await seat.look("fin")
        assert seat.seen == {}, f"{seat.name} read: {seat.seen}"
        assert seat.visitor.errors == [] and seat.visitor.foreign_requests() == []
    assert await players[1].page.evaluate("document.documentElement.scrollWidth <= innerWidth")
