"""A French Voyages & Aventures evening in the browser (issue #37): the French interface,
the default options (the server rolls), from the lobby; each player registers a character
through the sheet (an inherited trait and its polarity, a trade with one aspect and its
tint point, personal or free, in a select), then a player rolls an action; the MJ opens a
situation with her in the front line, whatever the table awaits is played as the page
prefills it until the situation is scored. Then a conflict round: the MJ registers the
pirates and opens a boarding, the heroes (Léa and Tom, by name) against the pirates, and
every awaited step (approach, each side's roll from its own seat, scoring, spending,
blocks) is sent as the page prefills it; the MJ ends the conflict. Every page is scanned
like the ESPRI evening's; axe-core finds no violation with a form open.
"""

from typing import Any

from tests.browser.evening import Person, join, play_awaited, same_version
from tests.browser.support import invite

HEROES = {"Léa": ("fille de marin", "Fille de marin", "bleu", "cartographe", "Cartographe",
                  "lire les étoiles"),
          "Tom": ("enfant des forges", "Enfant des forges", "rouge", "forgeron", "Forgeron",
                  "battre le fer")}


async def register(seat: Person) -> None:
    """The sheet: a name, an inherited trait, a trade with one aspect and its tint."""
    trait, trait_name, tint, trade, trade_name, aspect = HEROES[seat.name]
    form = await seat.press("RegisterCharacter")
    await form.locator('[name="name"]').fill(seat.name)
    await form.locator('[data-add="traits+"]').click()
    await form.locator('[name="traits.0.trait_id"]').fill(trait)
    await form.locator('[name="traits.0.name"]').fill(trait_name)
    await form.locator('[name="traits.0.tint"]').fill(tint)
    await form.locator('[name="traits.0.polarity"]').select_option(label="positif")
    await form.locator('[data-add="trades+"]').click()
    await form.locator('[name="trades.0.trade_id"]').fill(trade)
    await form.locator('[name="trades.0.name"]').fill(trade_name)
    await form.locator('[data-add="trades.0.aspects+"]').click()
    await form.locator('[name="trades.0.aspects.0"]').fill(aspect)
    await form.locator('[data-add="trades.0.tint_points+"]').click()
    await form.locator('[name="trades.0.tint_points.0.tint"]').fill(tint)
    await form.locator('[name="trades.0.tint_points.0.kind"]').select_option(
        label="personnelle")
    await form.locator('[name="owner_player_id"]').select_option(label=seat.name)
    await seat.look("fiche")
    await seat.accessible("fiche ouverte")
    await seat.send(form)


async def open_the_boarding(gm: Person) -> int:
    """The MJ registers the pirates (a side's member that is not a character, T11) and
    opens a conflict: three tiers of the generic grid, the heroes (Léa and Tom, the sum of
    their scores, played by their seats) against the pirates (played by the MJ), the
    heroes holding the first approach; then starts the round."""
    pirates = await gm.press("RegisterThing")
    await pirates.locator('[name="thing_id"]').fill("pirates")
    await pirates.locator('[name="name"]').fill("Les pirates")
    gm.clicks += 2  # each field typed or picked counts as one
    await gm.send(pirates)
    form = await gm.press("OpenConflict")
    await form.locator('[name="conflict_id"]').fill("abordage")
    await form.locator('[name="frame"]').fill("Un abordage")
    gm.clicks += 2
    for tier, words in enumerate(("bousculé", "désarmé", "blessé")):
        await form.locator(f'[name="generic_grid.{tier}.description"]').fill(words)
        gm.clicks += 1
    for n, (side, name, members) in enumerate(SIDES):
        await form.locator(f'[name="sides.{n}.side_id"]').fill(side)
        await form.locator(f'[name="sides.{n}.name"]').fill(name)
        gm.clicks += 2
        for member in members:
            await form.locator(f'[data-path="sides.{n}.members"]').get_by_label(member).check()
            gm.clicks += 1
        if len(members) > 1:
            await form.locator(f'[name="sides.{n}.group_mode"]').select_option(
                label="la somme des scores")
            gm.clicks += 1
            for seat in members:
                await form.locator(f'[data-path="sides.{n}.controller_player_ids"]'
                                   ).get_by_label(seat).check()
                gm.clicks += 1
    await form.locator('[name="initiator_side_id"]').select_option(label="Les héros")
    gm.clicks += 1
    await gm.look("conflit")
    await gm.page.set_viewport_size({"width": 1280, "height": 900})
    await gm.visitor.shot("voyages-conflit-mj")
    await gm.accessible("conflit ouvert")
    await gm.send(form)
    return await gm.send(await gm.press("StartRound"))


SIDES = (("héros", "Les héros", ("Léa", "Tom")), ("pirates", "Les pirates", ("Les pirates",)))
"""The sides of the boarding: an id the table gives, a name, members by name."""


async def describe_approach(seat: Person, form: Any, command: str) -> None:
    """The side holding the approach says how it goes about it (the only words the round
    asks for); the MJ, who may act for every side, picks the pirates' own; every other
    awaited form is sent as the page prefilled it."""
    if seat.name == "MJ" and command in ("RollConflict", "DeclareSpending", "DeclareBlocks"):
        await form.locator('[name="side_id"]').select_option(label="Les pirates")
        seat.clicks += 1
    if command == "ChooseApproach":
        await form.locator('[name="description"]').fill("On saute à l'abordage")
        seat.clicks += 1
    if command == "RollConflict":
        await seat.visitor.shot(f"voyages-jet-{seat.name}")
        await seat.accessible("jet de camp")


async def round_resolved(sent: list[str]) -> bool:
    """Both sides have declared their blocks: the round is resolved."""
    return sent.count("DeclareBlocks") == 2


async def end_the_boarding(gm: Person) -> None:
    """The MJ ends the conflict (by its own ruling, as prefilled)."""
    form = await gm.press("EndConflict")
    await gm.look("fin du conflit")
    await gm.send(form)


async def test_a_french_voyages_evening_with_the_default_options(visit: Any,
                                                                 live_server: str) -> None:
    gm = Person("MJ", await visit(locale="fr-FR"))
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await gm.page.select_option("#new-ruleset", "voyages")
    await gm.look("salon")
    await gm.click('#create-game button[type="submit"]')
    await gm.page.wait_for_selector("#now-status")
    links = {name: await invite(gm.page, name) for name in HEROES}
    players = [await join(visit, links["Léa"], "Léa", phone=True),
               await join(visit, links["Tom"], "Tom")]
    seats = [gm, *players]
    for player in players:
        await register(player)
        await same_version(seats, int(str(await player.page.text_content("#version"))))
    lea = players[0]
    action = await lea.press("RollAction")
    await action.locator('[name="action_id"]').fill("grimper au mât")
    await action.locator('[name="character_id"]').select_option(label="Léa")
    await lea.look("action")
    await lea.accessible("action ouverte")
    await same_version(seats, await lea.send(action))
    log = str(await gm.page.text_content("#log"))
    assert "Léa lance" in log, log[-600:]
    situation = await gm.press("OpenSituation")
    await situation.locator('[name="situation_id"]').fill("la tempête")
    await situation.locator('[name="description"]').fill("Une tempête sur le pont")
    await situation.locator('[data-add="participants+"]').click()
    await situation.locator('[name="participants.0.character_id"]').select_option(label="Léa")
    await situation.locator('[name="participants.0.involvement"]').select_option(
        label="en première ligne")
    await gm.look("situation")
    await gm.accessible("situation ouverte")
    await same_version(seats, await gm.send(situation))

    async def rolled(sent: list[str]) -> bool:
        return "ScoreSituation" in sent
    played = await play_awaited(seats, rolled)
    assert played[-1] == "ScoreSituation" and "RollSituation" in played, played
    log = str(await gm.page.text_content("#log"))
    assert "Situation résolue" in log, log[-600:]
    clicks = sum(seat.clicks for seat in seats)
    await same_version(seats, await open_the_boarding(gm))
    played = await play_awaited(seats, round_resolved, before=describe_approach)
    await end_the_boarding(gm)
    log = str(await gm.page.text_content("#log"))
    assert "Les héros" in log and "Les pirates" in log, log[-900:]
    print(f"\nVoyages conflict round: {sum(seat.clicks for seat in seats) - clicks} clicks, "
          f"awaited forms sent: {played}")
    await lea.visitor.shot("voyages-lea-telephone")
    await gm.visitor.shot("voyages-mj")
    for seat in seats:
        await seat.look("fin")
    print(f"\nVoyages: {sum(seat.clicks for seat in seats)} clicks; scan findings "
          f"{ {seat.name: seat.seen for seat in seats} }")
    for seat in seats:
        assert seat.seen == {}, f"{seat.name} read: {seat.seen}"
        assert seat.visitor.errors == [] and seat.visitor.foreign_requests() == []
    assert await lea.page.evaluate("document.documentElement.scrollWidth <= innerWidth")
