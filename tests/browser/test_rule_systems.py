"""Every other rule system at the browser table: create a game in the lobby, register a
character and resolve one action, all through the forms generated from the OpenAPI
document (server randomness: the forms hide the physical dice fields).

The sheets are the HTTP suites' fixtures (tests/support/*_http.py); the gm sends every
command (the gm may act on a player's behalf).
"""

from typing import Any

from tests.browser.support import (
    CommandForm,
    Visitor,
    accepted,
    create_game,
    invite,
    wait_version,
)
from tests.support import ardri_http, locquemare_http, voyages_http, xyrop_http

Body = dict[str, Any]


async def play(gm: Visitor, ruleset: str, steps: list[Body]) -> list[str]:
    """Create a game of ``ruleset`` in the lobby, invite the player "alex" (who owns the
    character) and send every step through its form; the answers' texts."""
    await gm.page.goto(f"{gm.origin}/")
    await gm.page.wait_for_selector("#create-game")
    await create_game(gm.page, ruleset, f"A {ruleset} evening")
    link = await invite(gm.page, "alex")
    seat_id = link.split("#join/")[1].split("/")[1]
    await wait_version(gm.page, 2)
    answers = []
    for step in steps:
        if step["type"] == "RegisterCharacter":
            step = {**step, "owner_player_id": seat_id}  # the player's seat owns it
        form = await CommandForm.choose(gm.page, step["type"])
        answers.append(await accepted(await form.fill_from(step)))
    return answers


async def sheet_shown(gm: Visitor, character_id: str) -> None:
    """The character's sheet is on the page, rendered from the read model."""
    await gm.page.wait_for_selector(f'.sheet[data-character="{character_id}"]')


def assert_clean(gm: Visitor) -> None:
    """No request left the origin; no script error."""
    assert gm.foreign_requests() == []
    assert gm.errors == []


async def test_ardri_a_character_registered_and_an_action_rolled_in_the_browser(
        visit: Any) -> None:
    gm = await visit()
    answers = await play(gm, "ardri", [
        ardri_http.SINNEAD,
        {"type": "StartSession", "present_character_ids": ["sinnead"]},
        ardri_http.roll("sinnead", "spirit", "knowledge", None),
    ])
    assert answers[-1]  # the narrated line of the roll (no JSON, no event type)
    await sheet_shown(gm, "sinnead")
    await gm.shot("ardri-action")
    assert_clean(gm)


async def test_xyrop_a_character_registered_and_a_contest_resolved_in_the_browser(
        visit: Any) -> None:
    gm = await visit()
    answers = await play(gm, "xyrop", [
        xyrop_http.sheet("pip"),
        {"type": "StartSession", "present_character_ids": ["pip"]},
        xyrop_http.action("careful", "burglar", None),
    ])
    assert "{" not in answers[-1], answers[-1]  # said in words, never JSON
    state = await gm.page.evaluate("""async id => {
        const seats = JSON.parse(localStorage.getItem('tabletop.seats.v1'));
        const seat = seats.find(s => s.game_id === id);
        const headers = {Authorization: `Bearer ${seat.token}`};
        const answer = await fetch(`/v1/games/${id}/state`, {headers});
        return (await answer.json()).state; }""", gm.page.url.split("#/game/")[1])
    contest = state["session"]["current_contest_id"]
    form = await CommandForm.choose(gm.page, "RollOpposition")
    opposition = xyrop_http.difficulty(contest, None, 2)
    opposition["contest_ids"] = [opposition.pop("contest_id")]  # the form's list of rolls
    await accepted(await form.fill_from(opposition))
    await sheet_shown(gm, "pip")
    terms = await gm.page.locator('.sheet[data-character="pip"] dt').all_text_contents()
    # trait_names only names the traits: no entry of its own (issue #37)
    assert "Trait names" not in terms and "Approach" in " ".join(terms), terms
    await gm.shot("xyrop-contest")
    assert_clean(gm)


async def test_voyages_a_character_registered_and_an_action_rolled_in_the_browser(
        visit: Any) -> None:
    gm = await visit()
    answers = await play(gm, "voyages", [
        voyages_http.tetra_sheet(),
        voyages_http.roll_action("a1", "tetra", None),
    ])
    assert answers[-1]
    await sheet_shown(gm, "tetra")
    await gm.shot("voyages-action")
    assert_clean(gm)


async def test_locquemare_a_hero_registered_and_an_action_resolved_in_the_browser(
        visit: Any) -> None:
    gm = await visit()
    answers = await play(gm, "locquemare", [
        locquemare_http.sybeline_sheet(),
        {"type": "StartScenario"}, {"type": "StartAct"}, {"type": "StartSession"},
        {"type": "StartScene", "present_hero_ids": ["sybeline"]},
        locquemare_http.declare("overcome"),
        locquemare_http.difficulty(),
        locquemare_http.roll(None),
        {"type": "ResolveAction", "action_id": "a1"},
    ])
    assert answers[-1] and "{" not in answers[-1], answers[-1]
    await sheet_shown(gm, "sybeline")
    await gm.shot("locquemare-action")
    assert_clean(gm)
