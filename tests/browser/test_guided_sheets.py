"""Guided sheets checked as the player types (issue #37): before anything is sent, the
page says beside the field what breaks a budget or a range, in French, by the rules the
server applies (``POST .../commands/check`` runs the rule system's own decision); once
the field is set right, the note goes."""

from typing import Any

from tests.browser.evening import Person, join
from tests.browser.support import create_game, invite


async def a_player(visit: Any, live_server: str, ruleset: str, name: str) -> Person:
    """A French table of this rule system with one player, on that player's page."""
    gm = await visit(locale="fr-FR")
    await gm.page.goto(f"{live_server}/")
    await gm.page.wait_for_selector("#create-game")
    await create_game(gm.page, ruleset, "Fiches guidées")
    return await join(visit, await invite(gm.page, name), name)


async def note_beside(form: Any, field: str) -> str:
    """The note the page shows beside a field before sending (waits for it)."""
    note = form.locator(f'.field-check[data-field="{field}"]')
    await note.wait_for()
    return str(await note.text_content())


async def test_an_espri_season_out_of_range_is_said_before_sending(visit: Any,
                                                                   live_server: str) -> None:
    deva = await a_player(visit, live_server, "espri", "Déva")
    form = await deva.press("RegisterCharacter")
    await form.locator('[name="name"]').fill("Déva")
    await form.locator('[name="kind"]').select_option(label="Gardien")
    await form.locator('[name="tutelary_season"]').select_option(label="Hiver")
    await form.locator('[name="seasons.summer"]').select_option(label="5")
    said = await note_beside(form, "seasons.summer")
    assert "Été" in said and "4" in said, said
    assert await deva.page.text_content("#command-answer") == ""  # nothing was sent
    await deva.look("fiche vérifiée")
    await deva.accessible("fiche vérifiée")
    await deva.visitor.shot("fiche-espri-verifiee")
    await form.locator('[name="seasons.summer"]').select_option(label="3")
    await form.locator('.field-check[data-field="seasons.summer"]').wait_for(state="detached")
    verdict = form.locator('[data-testid="command-check"]')
    await deva.page.wait_for_function("v => v.dataset.verdict === 'accepted'",
                                      arg=await verdict.element_handle())
    assert deva.seen == {}, deva.seen


async def test_locquemare_approaches_over_their_eight_points_are_said_before_sending(
        visit: Any, live_server: str) -> None:
    from tests.browser.test_french_locquemare_evening import register

    maelle = await a_player(visit, live_server, "locquemare", "Maëlle")
    form = await maelle.press("RegisterCharacter")
    await register(maelle, send=False)
    await form.locator('[name="approaches.aggro"]').select_option("1")  # 9 points of 8
    said = await note_beside(form, "approaches")
    assert "8 points" in said, said
    await maelle.look("approches à 9")
    await maelle.visitor.shot("fiche-locquemare-verifiee")
    await form.locator('[name="approaches.aggro"]').select_option("0")
    await form.locator('.field-check[data-field="approaches"]').wait_for(state="detached")
    await maelle.send(form)
    assert maelle.seen == {}, maelle.seen


async def test_a_xyrop_sheet_breaking_two_rules_says_both_beside_their_fields(
        visit: Any, live_server: str) -> None:
    iris = await a_player(visit, live_server, "xyrop", "Iris")
    form = await iris.press("RegisterCharacter")
    await form.locator('[name="name"]').fill("Iris")
    await form.locator('[name="race.name"]').fill("Humaine")
    for index, name in enumerate(("Rusée", "Brave", "Curieuse")):
        await form.locator('[data-add="distinctions+"]').click()
        await form.locator(f'[name="distinctions.{index}.name"]').fill(name)
    await form.locator('[name="treasure.name"]').fill("Lanterne")
    await form.locator('[data-add="approaches+"]').click()  # no role: the second rule
    await form.locator('[name="approaches.0#key"]').fill("Prudence")
    await form.locator('[name="approaches.0#value"]').fill("7")  # not a die of the ladder
    die = await note_beside(form, "approaches.Prudence")
    roles = await note_beside(form, "roles")
    assert "Prudence" in die and "d12" in die, die
    assert "au moins 1" in roles, roles
    assert await iris.page.text_content("#command-answer") == ""  # nothing was sent
    await iris.accessible("fiche à deux erreurs")
    await form.locator('[name="approaches.0#value"]').fill("8")
    await form.locator('.field-check[data-field="approaches.Prudence"]').wait_for(
        state="detached")
    assert await form.locator('.field-check[data-field="roles"]').count() == 1
    assert iris.seen == {}, iris.seen
