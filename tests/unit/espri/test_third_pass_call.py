"""Third pass, the call: the leader's shift when the gm chooses (T3)."""

from domain.core import GM
from domain.espri import commands as cmd
from domain.espri import events as ev
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    of_type,
    run,
    seat,
    then_error,
    types,
    when,
)

DEVA = seat("deva")


def test_t3_when_the_gm_chooses_the_gems_the_leader_chooses_the_shift() -> None:
    """Seed: « -2/-3/-4/... : tirer 2/3/4/... gemmes, le MJ choisira quelle gemme sera
    posée », and a modifier shifts the result « au choix de la personne posant les
    gemmes … le leader »: the gm places spring + time in a winter call, Déva shifts it up
    (bitter → success)."""
    state = given(character("deva"), PLAY, declared(n=-2), drawn("spring", "time"))
    then_error(state, cmd.PlaceCallGems(main="spring", modifier="time", shift="up"),
               "shift_is_leaders", GM)
    waiting, events = run(state, cmd.PlaceCallGems(main="spring", modifier="time"), GM)
    assert types(events) == ["CallGemsChosen", "CallAwaiting"]
    assert waiting.open_call is not None and waiting.open_call.step == "awaiting_shift"
    then_error(waiting, cmd.ChooseShift(shift="up"), "not_owner", seat("ceres"))
    events = when(waiting, cmd.ChooseShift(shift="up"), DEVA)
    result = of_type(events, ev.CallResultDetermined)[0]
    assert (result.main, result.modifier, result.shift) == ("spring", "time", "up")
    assert result.base_result == "bitter_success" and result.result == "success"


def test_t3_a_rupture_only_hand_is_the_leaders_choice_too() -> None:
    """Seed: « Si on ne tire que des gemmes de Rupture, on peut en poser une pour un
    Échec, ou en poser une pour une Réussite, en prenant 1 point de Rupture »: the gm
    places the rupture gem, the leader decides failure or success (and the point)."""
    state = given(character("deva", harmony=2), PLAY, declared(n=-2),
                  drawn("rupture", "rupture"))
    waiting, _ = run(state, cmd.PlaceCallGems(main="rupture"), GM)
    after, events = run(waiting, cmd.ChooseShift(shift="up"), DEVA)
    assert of_type(events, ev.CallResultDetermined)[0].base_result == "success"
    assert after.characters["deva"].rupture_points == 1


def test_t3_a_plain_season_gem_needs_no_shift() -> None:
    """Seed: « le MJ choisira quelle gemme sera posée »: a season gem alone is the whole
    choice; the call resolves at once."""
    state = given(character("deva"), PLAY, declared(n=-2), drawn("summer", "winter"))
    after, events = run(state, cmd.PlaceCallGems(main="summer"), GM)
    assert "CallGemsChosen" not in types(events) and after.open_call is None
    then_error(after, cmd.ChooseShift(shift="up"), "wrong_call_step", GM)
