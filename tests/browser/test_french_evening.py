"""A French ESPRI evening in the browser (issue #37), as newcomers play it: the French
interface, the default creation options (the server draws), from the lobby; the MJ, Déva
(laptop) and Cérès (a phone, 390 by 844) each in their own browser, using only what their
page shows. Each character is registered through the guided sheet (a refusal said next to
its field, what was typed kept), the setup is played, then Calls: one with a direct
helper, one with a resonance, until one reached the extra gems and one took a prayer gem.
Every page is scanned for English words, ids, JSON, type names and spec codes; axe-core
finds no violation with a form open.
"""

from typing import Any

from tests.browser.evening import Person, join, play_awaited, same_version
from tests.browser.support import invite

CALLS_AT_MOST = 10
TUTELARY = {"Déva": "Hiver", "Cérès": "Automne"}


async def register(seat: Person, name: str, seasons: dict[str, str],
                   relation: str | None = None) -> None:
    """The guided sheet: the rulebook's words in selects, typed names, a relation."""
    form = await seat.press("RegisterCharacter")
    await form.locator('[name="name"]').fill(name)
    await form.locator('[name="kind"]').select_option(label="Gardien")
    await form.locator('[name="tutelary_season"]').select_option(label=seasons["tutelary"])
    await form.locator('[name="devotion"]').select_option(label="5")
    for season, score in seasons.items():
        if season != "tutelary":
            await form.locator(f'[name="seasons.{season}"]').select_option(label=score)
    await form.locator('[data-add="talents+"]').click()
    await form.locator('[name="talents.0"]').fill("Abri")
    if relation:
        await form.locator(f'[name="relations.{relation}#include"]').check()
        await form.locator(f'[name="relations.{relation}.nature"]').fill("tendresse")
    await seat.look("fiche")
    await seat.send(form)


async def a_refusal_beside_its_field(seat: Person) -> None:
    """Summer opposite a winter guardian is scored at most 4: the refusal stands next to
    « Été », in French, and the form keeps what was typed."""
    form = await seat.press("RegisterCharacter")
    await form.locator('[name="name"]').fill("Déva")
    await form.locator('[name="tutelary_season"]').select_option(label="Hiver")
    await form.locator('[name="seasons.summer"]').select_option(label="5")
    seat.clicks += 1
    await form.locator('button[type="submit"]').click()
    beside = form.locator('.field-problem[data-field="seasons.summer"]')
    await beside.wait_for()
    said = str(await beside.text_content())
    assert "Été" in said and "4" in said, said
    assert await form.locator('[name="name"]').input_value() == "Déva"
    await seat.look("refus")


async def test_a_french_espri_evening_with_the_default_options(visit: Any,
                                                               live_server: str) -> None:
    gm = Person("MJ", await visit(locale="fr-FR"))
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    assert await gm.page.locator('[name="options.language"]').input_value() == '"fr"'
    await gm.look("salon")
    await gm.visitor.shot("soiree-01-salon")
    await gm.click('#create-game button[type="submit"]')
    await gm.page.wait_for_selector("#now-status")
    links = {name: await invite(gm.page, name) for name in ("Déva", "Cérès")}
    deva = await join(visit, links["Déva"], "Déva")
    ceres = await join(visit, links["Cérès"], "Cérès", phone=True)
    seats = [gm, deva, ceres]

    await a_refusal_beside_its_field(deva)
    await register(deva, "Déva", {"tutelary": "Hiver", "winter": "6", "spring": "3",
                                  "summer": "2", "autumn": "3"})
    deva_id = await deva.page.get_attribute(".sheet", "data-character")
    await ceres.page.wait_for_selector(f'.sheet[data-character="{deva_id}"]', state="attached")
    await register(ceres, "Cérès", {"tutelary": "Automne", "autumn": "6", "winter": "3",
                                    "spring": "2", "summer": "3"}, relation=str(deva_id))
    await ceres.accessible("après l'inscription")

    async def declare_awaited(sent: list[str]) -> bool:
        return bool(await gm.page.locator("#offers [data-offer=DeclareCall].primary").count())

    async def call_over(sent: list[str]) -> bool:
        return "DeclareCall" in sent and await declare_awaited(sent)

    await play_awaited(seats, declare_awaited, before=start_the_scenario)
    await gm.visitor.shot("soiree-02-mj-apres-la-mise-en-place")

    seen: dict[str, Any] = {"calls": 0, "prayer": False, "extra": False, "clicks": []}
    for call in range(CALLS_AT_MOST):
        helper = None if "Aide Directe" in seen and "Résonance" in seen else (
            "Résonance" if "Aide Directe" in seen else "Aide Directe")
        leader = ceres if call == 2 else deva
        before = sum(s.clicks for s in seats)
        sent = await play_awaited(seats, call_over, before=calling(gm, leader, helper, seen))
        seen["calls"] += 1
        seen["clicks"].append(sum(s.clicks for s in seats) - before)
        seen["extra"] = seen["extra"] or "PlaceExtraGems" in sent
        if call == 0:
            await deva.visitor.shot("soiree-03-deva-apres-un-appel")
            await ceres.visitor.shot("soiree-04-ceres-telephone")
        if call >= 2 and seen["extra"] and seen["prayer"] and "Résonance" in seen:
            break
    assert seen["extra"] and seen["prayer"] and "Résonance" in seen and seen.get("phone"), seen
    print(f"\nclicks per Call: {seen['clicks']}; board picture: {gm.board}")
    for seat in seats:
        assert seat.seen == {}, f"{seat.name} read: {seat.seen}"
        assert seat.visitor.errors == [] and seat.visitor.foreign_requests() == []
    assert await ceres.page.evaluate("document.documentElement.scrollWidth <= innerWidth")


async def start_the_scenario(seat: Person, form: Any, command: str) -> None:
    """Nothing to change during the setup: the prefilled forms are sent as they are."""


def calling(gm: Person, leader: Person, helper: str | None, seen: dict[str, Any]) -> Any:
    """What the table changes in the awaited forms of one Call: the MJ names the leader
    (when the rules let them lead) and a helper; the leader adds a prayer gem once, when
    « Maintenant » offers it."""

    async def change(seat: Person, form: Any, command: str) -> None:
        assert (await seat.page.title()).startswith("★ À vous"), command  # whose turn
        if seat.name == "Cérès":  # on the phone: « Maintenant » first, in view
            top = await seat.page.evaluate(
                "() => { scrollTo(0, 0); return document.querySelector('#now')"
                ".getBoundingClientRect().top; }")
            assert top < 844 / 2, top
            seen["phone"] = seen.get("phone", 0) + 1
        if command == "DeclareCall":
            await declare(gm, form, leader, helper, seen)
        if command == "PlaceCallGems":  # the main gem of the called season, when in hand
            main = form.locator('[name="main"]')
            if seen["season"] in await main.locator("option").all_text_contents():
                await main.select_option(label=seen["season"])
        prayer = seat.page.locator("#offers [data-offer=AddPrayerGem]")
        if not seen["prayer"] and await prayer.count():
            version = await seat.send(await seat.press("AddPrayerGem"))
            seen["prayer"] = True
            await same_version([gm, seat], version)
            await seat.page.wait_for_selector("#command-slot form:has(.awaited)")

    return change


async def declare(gm: Person, form: Any, leader: Person, helper: str | None,
                  seen: dict[str, Any]) -> None:
    """The MJ's Call: its leader, the leader's tutelary season, a helper and its help."""
    leaders = await form.locator('[name="leader_id"] option').all_text_contents()
    chosen = leader.name if leader.name in leaders else leaders[0]
    await form.locator('[name="leader_id"]').select_option(label=chosen)
    season = TUTELARY[chosen]
    await form.locator('[name="called_season"]').select_option(label=season)
    await form.locator('[name="talent"]').select_option(label="Abri")
    seen["season"] = season
    if helper:
        await form.locator('[data-add="helpers+"]').click()
        modes = await form.locator('[name="helpers.0.mode"] option').all_text_contents()
        if helper not in modes:
            await form.locator(".list[data-path=helpers] li button.remove").click()
            return
        await form.locator('[name="helpers.0.mode"]').select_option(label=helper)
        if helper == "Résonance":
            await form.locator('[name="helpers.0.word"]').fill("Pierre")
        else:  # direct help names one of the helper's talents
            await form.locator('[name="helpers.0.talent"]').select_option(index=1)
        seen[helper] = True
    await gm.accessible("appel, formulaire ouvert")
