"""Fourth pass (spec section 0c, U1…U6): what a fourth reading of the seed against the
server left at the edges of the call, the setup and the words."""

import pytest
from msgspec.structs import replace

from domain.core import GM, DomainError
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.state import EspriState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    of_type,
    paved,
    seat,
    types,
)

DEVA = seat("deva")
FRENCH = words("fr", "espri")
SHATTERS = "« son Médium se brise et il ne peut plus communiquer avec les Nymphes »"


def _offered(state: EspriState, kind: str, actor: object = GM) -> bool:
    return any(a.type == kind for a in ESPRI.available(state, actor).available)  # type: ignore[arg-type]


def _awaited(state: EspriState) -> set[str]:
    return {t for w in ESPRI.available(state, GM).waiting_for for t in w.types}


def test_u1_a_leader_shattered_after_the_draw_advances_no_nymph() -> None:
    """Seed: « son Médium se brise et il ne peut plus communiquer avec les Nymphes »: the gm
    inflicts a rupture point on Déva (no harmony) after her draw; her bitter success still
    paves (the spring gem is placed) but Mÿelta does not walk, as for a shattered
    helper."""
    state = given(character("deva"), PLAY, paved("winter", ["winter"]), declared(),
                  drawn("spring"))
    outcome = spec(ESPRI).at(state).when(cmd.InflictRupture(character_id="deva", reason="anathema"))
    shattered, events = outcome.state, outcome.events
    assert "MediumShattered" in types(events)
    outcome = spec(ESPRI).at(shattered).when(cmd.PlaceCallGems(main="spring"), DEVA)
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.CallResultDetermined)[0].result == "bitter_success"
    assert [(p.quadrant, p.colour) for p in of_type(events, ev.GemPlaced)] == [
        ("spring", "spring")]
    assert of_type(events, ev.NymphMoved) == [] and after.board["winter"].nymph == 0
    assert after.open_call is None


def test_u1_a_rupture_only_hand_that_shatters_the_leader_still_places_its_extra_gems() -> None:
    """Seed, as above: Déva places her rupture gem for a success and takes the rupture
    point, which shatters her medium; the success's extra gem is still placed, but no
    nymph advances."""
    state = given(character("deva"), PLAY, paved("winter", ["winter"]), declared(),
                  drawn("rupture", "rupture"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="rupture", shift="up"), DEVA)
    waiting, events = outcome.state, outcome.events
    assert "MediumShattered" in types(events)
    assert waiting.open_call is not None and waiting.open_call.step == "awaiting_extra_gems"
    outcome = spec(ESPRI).at(waiting).when(cmd.PlaceExtraGems(gems=["rupture"]), DEVA)
    after, events = outcome.state, outcome.events
    assert [p.reason for p in of_type(events, ev.GemPlaced)] == ["extra"]
    assert of_type(events, ev.NymphMoved) == [] and after.open_call is None


def test_u2_a_rupture_inflicted_before_the_draw_leaves_the_last_gem_for_it() -> None:
    """Seed: « Quelle que soit la situation, une seule personne tirera les gemmes et les
    posera sur le plateau »: while Déva's declared call waits for its draw, the gm's
    rupture point on Cérès counts, but its prayer gem does not take the bag's last gem."""
    state = given(character("deva"), character("ceres", tutelary="autumn", harmony=3), PLAY,
                  declared())
    state = replace(state, pool={"rupture": 1})
    outcome = (
        spec(ESPRI).at(state).when(cmd.InflictRupture(character_id="ceres", reason="anathema"))
    )
    after, events = outcome.state, outcome.events
    gained = of_type(events, ev.RupturePointGained)[0]
    assert gained.no_gem_left and of_type(events, ev.PrayerGemReceived) == []
    assert after.characters["ceres"].rupture_points == 1 and after.pool == {"rupture": 1}
    events = spec(ESPRI).at(after).when(cmd.DrawGems(), DEVA).events
    assert of_type(events, ev.GemsDrawn)[0].gems == ("rupture",)


def test_u2_with_the_bag_empty_after_the_temptation_the_gm_may_cancel() -> None:
    """T15's one exception: the temptation was taken and the bag is empty (an older game's
    prayer gem took the last one), so the leader cannot draw: the gm's CancelCall is
    accepted, its reason says why, and the temptation's effects stay. With a gem in the
    bag it is still refused."""
    state = given(character("deva", harmony=3), PLAY, paved("winter", ["rupture", "rupture"]),
                  declared())
    tempted = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).state
    spec(ESPRI).at(tempted).when(cmd.CancelCall()).refused("temptation_taken")
    empty = replace(tempted, pool={})
    spec(ESPRI).at(empty).when(cmd.DrawGems(), DEVA).refused("pool_exhausted")
    assert _offered(empty, "CancelCall") and not _offered(empty, "DrawGems", DEVA)
    outcome = spec(ESPRI).at(empty).when(cmd.CancelCall())
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.CallCancelled)[0].reason == "pool_exhausted"
    assert after.open_call is None and after.characters["deva"].rupture_points == 1
    assert after.board["winter"].cells[1] is None


def test_u3_complete_setup_is_awaited_only_once_everyone_registered_has_set_up() -> None:
    """Seed: « Le MJ prend 4 gemmes de Rupture et les pose sur le plateau, une dans chaque
    quadrant, à la suite des gemmes déjà en place »: at an empty table CompleteSetup is
    offered but not awaited (a gm following the star would put the rupture gems on
    cell 1); once Déva is registered the table waits for her draw and choice first."""
    empty = given()
    assert _offered(empty, "CompleteSetup") and "CompleteSetup" not in _awaited(empty)
    registered = given(character("deva"))
    assert _awaited(registered) == {"DrawSetupGems"}
    spec(ESPRI).at(registered).when(cmd.CompleteSetup()).refused("setup_incomplete")
    drawn_gems = (
        spec(ESPRI)
        .at(registered)
        .when(
            cmd.DrawSetupGems(
                character_id="deva", gems=["winter", "winter", "spring", "summer", "autumn"]
            ),
            DEVA,
        )
        .state
    )
    assert _awaited(drawn_gems) == {"ChooseSetupPrayers"}
    ready = (
        spec(ESPRI)
        .at(drawn_gems)
        .when(cmd.ChooseSetupPrayers(character_id="deva", keep=["spring", "summer"]), DEVA)
        .state
    )
    assert _awaited(ready) == {"CompleteSetup"}
    events = spec(ESPRI).at(ready).when(cmd.CompleteSetup()).events
    winter = [p.cell for p in of_type(events, ev.GemPlaced) if p.quadrant == "winter"]
    assert winter == [3]  # after the two winter gems Déva placed


def test_u4_at_n_1_no_redraw_once_a_prayer_gem_joined_the_hand() -> None:
    """Seed: « 1 : tirer 1 gemme et la poser, avec possibilité de retirer en acceptant le
    nouveau résultat automatiquement »: a redraw is final, so it comes before the prayer
    gem or not at all."""
    state = given(character("deva", prayers=["time"]), PLAY, declared(n=1), drawn("summer"))
    added = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="time"), DEVA).state
    spec(ESPRI).at(added).when(cmd.Redraw(), DEVA).refused("prayer_gem_added")
    assert not _offered(added, "Redraw", DEVA)
    redrawn = spec(ESPRI).at(state).when(cmd.Redraw(gems=["spring"]), DEVA).state
    spec(ESPRI).at(redrawn).when(cmd.AddPrayerGem(colour="time"), DEVA).refused("redraw_is_final")


def test_u4_at_n_minus_1_the_gms_redraw_is_final_too() -> None:
    """Seed: « -1 : tirer 1 gemme et la poser, le MJ peut faire retirer celle-ci, le
    résultat sera acceptée automatiquement »: once the gm had the gem redrawn, Déva adds
    no prayer gem; and once she added one, the gm orders no redraw."""
    state = given(character("deva", prayers=["time"]), PLAY, declared(n=-1), drawn("summer"))
    redrawn = spec(ESPRI).at(state).when(cmd.Redraw(gems=["spring"]), GM).state
    spec(ESPRI).at(redrawn).when(cmd.AddPrayerGem(colour="time"), DEVA).refused("redraw_is_final")
    assert not _offered(redrawn, "AddPrayerGem", DEVA)
    added = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="time"), DEVA).state
    spec(ESPRI).at(added).when(cmd.Redraw(), GM).refused("prayer_gem_added")


def test_u5_a_shattered_character_cannot_spend_harmony() -> None:
    """Seed: « ce personnage perd immédiatement tous ses pouvoirs de Gardien, son Médium se
    brise »: Cérès, shattered, holds harmony but may not spend it, and is not offered to."""
    state = given(character("ceres", tutelary="autumn", harmony=1, rupture=2), PLAY)
    assert state.characters["ceres"].medium_shattered
    spec(ESPRI).at(state).when(
        cmd.SpendHarmony(character_id="ceres", purpose="score"), seat("ceres")
    ).refused("character_unavailable")
    assert not _offered(state, "SpendHarmony", seat("ceres"))
    intact = given(character("ceres", tutelary="autumn", harmony=1), PLAY)
    assert _offered(intact, "SpendHarmony", seat("ceres"))


def test_u6_a_step_of_the_call_is_said_in_french() -> None:
    """No « awaiting_shift » in a French refusal: while the call waits for Déva's shift, a
    draw is refused in the rulebook's words."""
    state = given(character("deva"), PLAY, declared(n=-2), drawn("spring", "time"))
    waiting = (
        spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring", modifier="time"), GM).state
    )
    with pytest.raises(DomainError) as refused:
        spec(ESPRI).at(waiting).when(cmd.DrawGems(), DEVA).accepted()
    said = refused.value.detail.said_in(FRENCH)  # type: ignore[attr-defined]
    assert "awaiting" not in said and "_" not in said
    assert "décalage du leader à choisir" in said


def test_u6_the_french_recap_summary_has_no_english_word_and_a_decimal_comma() -> None:
    """U6: the Markdown log's French summary says « jour 1 : », « gemmes », « physique »,
    « khi-deux » and writes its figures with a decimal comma (it said « jour 1: »,
    « gems », « physical », « chi-square 2.44 »)."""
    from domain.core import GM as READER
    from services.history.markdown import render_markdown
    from tests.unit.espri.test_narration_fr import stored_game

    markdown = render_markdown("game-1", stored_game(), READER, words("fr", "espri"))
    summary = markdown.split("## Résumé", 1)[1].split("\n\n")[1]
    assert summary.splitlines() == [
        "- jour 1\u202f: Réussite 1",
        "- gemmes\u202f: 2 tirages (physique, khi-deux 2,44, p = 0,785)"]
    english = render_markdown("game-1", stored_game(), READER)
    assert "- gems: 2 draws (physical, chi-square 2.44, p = 0.785)" in english


def test_u6_the_gems_a_critical_failure_sets_aside_are_named_as_gems() -> None:
    """U6: « 2 Rupture et Temps sont mises de côté » is reworded: the line names the gems
    removed, then their colours."""
    event = ev.GemsRemoved(quadrant="winter", cells=(2, 1), colours=("rupture", "time"),
                           reason="critical_failure")
    state = given(character("deva"), PLAY, paved("winter", ["time", "rupture"]))
    line = ESPRI.narrate(state, event, FRENCH)
    assert line is not None
    assert line.endswith("les gemmes retirées sont mises de côté (Rupture et Temps)")
