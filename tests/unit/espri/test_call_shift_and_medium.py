"""Third pass, the call: the leader's shift when the gm chooses (T3), a shattered
medium (T4), a critical failure for every participant (T5)."""

from domain.core import GM
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    nymph_at,
    of_type,
    paved,
    seat,
    types,
)

DEVA = seat("deva")


def test_t3_when_the_gm_chooses_the_gems_the_leader_chooses_the_shift() -> None:
    """Seed: « -2/-3/-4/... : tirer 2/3/4/... gemmes, le MJ choisira quelle gemme sera
    posée », and a modifier shifts the result « au choix de la personne posant les
    gemmes … le leader »: the gm places spring + time in a winter call, Déva shifts it up
    (bitter → success)."""
    state = given(character("deva"), PLAY, declared(n=-2), drawn("spring", "time"))
    spec(ESPRI).at(state).when(
        cmd.PlaceCallGems(main="spring", modifier="time", shift="up"), GM
    ).refused("shift_is_leaders")
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring", modifier="time"), GM)
    waiting, events = outcome.state, outcome.events
    assert types(events) == ["CallGemsChosen", "CallAwaiting"]
    assert waiting.open_call is not None and waiting.open_call.step == "awaiting_shift"
    spec(ESPRI).at(waiting).when(cmd.ChooseShift(shift="up"), seat("ceres")).refused("not_owner")
    events = spec(ESPRI).at(waiting).when(cmd.ChooseShift(shift="up"), DEVA).events
    result = of_type(events, ev.CallResultDetermined)[0]
    assert (result.main, result.modifier, result.shift) == ("spring", "time", "up")
    assert result.base_result == "bitter_success" and result.result == "success"


def test_t3_a_rupture_only_hand_is_the_leaders_choice_too() -> None:
    """Seed: « Si on ne tire que des gemmes de Rupture, on peut en poser une pour un
    Échec, ou en poser une pour une Réussite, en prenant 1 point de Rupture »: the gm
    places the rupture gem, the leader decides failure or success (and the point)."""
    state = given(character("deva", harmony=2), PLAY, declared(n=-2),
                  drawn("rupture", "rupture"))
    waiting = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="rupture"), GM).state
    outcome = spec(ESPRI).at(waiting).when(cmd.ChooseShift(shift="up"), DEVA)
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.CallResultDetermined)[0].base_result == "success"
    assert after.characters["deva"].rupture_points == 1


def test_t3_a_plain_season_gem_needs_no_shift() -> None:
    """Seed: « le MJ choisira quelle gemme sera posée »: a season gem alone is the whole
    choice; the call resolves at once."""
    state = given(character("deva"), PLAY, declared(n=-2), drawn("summer", "winter"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), GM)
    after, events = outcome.state, outcome.events
    assert "CallGemsChosen" not in types(events) and after.open_call is None
    spec(ESPRI).at(after).when(cmd.ChooseShift(shift="up"), GM).refused("wrong_call_step")


def test_t4_a_leader_shattered_by_the_temptation_ends_the_call() -> None:
    """Seed: « ce personnage perd immédiatement tous ses pouvoirs de Gardien, son Médium se
    brise et il ne peut plus communiquer avec les Nymphes »: Déva (0 harmony) yields to
    the temptation, shatters, and her call closes before any draw; the temptation's
    effects (the gem removed, the point, its prayer gem) stay."""
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]), declared())
    outcome = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events)[-2:] == ["MediumShattered", "CallClosed"]
    assert of_type(events, ev.CallClosed)[0].reason == "medium_shattered"
    assert after.open_call is None and after.board["winter"].cells[1] is None
    assert after.characters["deva"].rupture_points == 1
    assert after.characters["deva"].prayer_gems == ("rupture",)
    spec(ESPRI).at(after).when(cmd.DrawGems(), DEVA).refused("wrong_call_step")


def test_t4_a_helper_shattered_during_the_call_advances_no_nymph() -> None:
    """Seed: « son Médium se brise et il ne peut plus communiquer avec les Nymphes »:
    Cérès shatters after the draw; Déva's bitter success walks Mÿelta only, not Ailma."""
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("winter", ["winter"]), paved("autumn", ["autumn"]),
                  declared(helpers=[("ceres", "direct")]), drawn("spring"),
                  ev.RupturePointGained(character_id="ceres", total=1, reason="test"),
                  ev.MediumShattered(character_id="ceres"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA)
    after, events = outcome.state, outcome.events
    assert [m.season for m in of_type(events, ev.NymphMoved)] == ["winter"]
    assert after.board["autumn"].nymph == 0


def test_t5_a_critical_failure_sends_every_participants_nymph_to_her_cage() -> None:
    """Seed: « les conséquences négatives d'une Réussite Amère ou d'un Échec Critique
    s'appliquent à tous les participants. Cependant, seul le leader bénéficie de la gemme
    de Prière en cas d'Échec Critique »: Ailma (Cérès helped) goes back too; Déva alone
    may keep a removed gem."""
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("winter", ["winter"] * 5), paved("autumn", ["autumn"]),
                  nymph_at("winter", 2), nymph_at("autumn", 1),
                  declared(helpers=[("ceres", "direct")]), drawn("summer", "time"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="summer", modifier="time", shift="down"), DEVA)
    )
    after, events = outcome.state, outcome.events
    back = [(m.season, m.to) for m in of_type(events, ev.NymphMoved)
            if m.reason == "critical_failure"]
    assert back == [("winter", 0), ("autumn", 0)]
    assert after.open_call is not None and after.open_call.step == "awaiting_prayer_keep"
    spec(ESPRI).at(after).when(cmd.KeepPrayerGem(colour="winter"), seat("ceres")).refused(
        "not_owner"
    )


def test_t6_an_unplaced_prayer_gem_goes_back_to_the_leader_not_to_the_extra_gems() -> None:
    """Seed: « Le leader choisi parmi les gemmes tirées restantes autant de gemmes que son
    score »: Déva's added spring prayer gem is not drawn; unplaced, it goes back to her
    prayers and is not among the extra gems (one drawn gem left, so one extra)."""
    state = given(character("deva", prayers=("spring",)), PLAY, declared(),
                  drawn("winter", "time"))
    state = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="spring"), DEVA).state
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA)
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.PrayerGemReturned) == [ev.PrayerGemReturned(
        call_id="call-1", character_id="deva", colour="spring")]
    assert after.characters["deva"].prayer_gems == ("spring",)
    assert after.open_call is not None and after.open_call.extra_count == 1
    assert after.open_call.hand == ("time",)
    spec(ESPRI).at(after).when(cmd.PlaceExtraGems(gems=["spring"]), DEVA).refused("gem_not_in_hand")


def test_t6_with_prayers_filled_meanwhile_the_unplaced_gem_goes_to_the_pool() -> None:
    """Seed: « Un personnage peut avoir autant de gemmes de Prières que sa Dévotion »:
    Déva (devotion 2) adds her spring prayer gem, then the gm inflicts a rupture point (a
    rupture prayer gem fills her prayers); unplaced, the spring gem goes back to the pool,
    not above her devotion (found by the liveness property)."""
    state = given(character("deva", prayers=("spring", "autumn")), PLAY, declared(),
                  drawn("winter", "time"))
    state = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="spring"), DEVA).state
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.InflictRupture(character_id="deva", reason="anathème"), GM)
        .state
    )
    assert sorted(state.characters["deva"].prayer_gems) == ["autumn", "rupture"]
    pool = state.pool["spring"]
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA)
    after, events = outcome.state, outcome.events
    assert not of_type(events, ev.PrayerGemReturned)
    assert ev.GemsReturnedToPool(gems=("spring",), reason="prayers_full") in events
    assert sorted(after.characters["deva"].prayer_gems) == ["autumn", "rupture"]
    assert after.pool["spring"] == pool + 1
    assert after.open_call is not None and after.open_call.hand == ("time",)


def test_a_declared_call_keeps_the_last_gem_of_the_pool_for_its_draw() -> None:
    """Found by the completion property: Cérès spent a harmony for a prayer gem while Déva's
    call waited for its draw, took the bag's last gem, and the call could not go on (its
    leader's ``DrawGems`` refused ``pool_exhausted``). Seed: « Quelle que soit la situation,
    une seule personne tirera les gemmes et les posera sur le plateau »: until the leader
    has drawn, nothing else takes the bag's last gem; after the draw it may."""
    from msgspec.structs import replace

    from domain.espri.rules.values import SheetChanges

    ceres = seat("ceres")
    state = given(character("deva"), character("ceres", tutelary="winter", harmony=2), PLAY,
                  declared())
    state = replace(state, pool={"winter": 1})
    spec(ESPRI).at(state).when(
        cmd.SpendHarmonyForPrayer(character_id="ceres", recipient_id="ceres"), ceres
    ).refused("pool_exhausted")
    spec(ESPRI).at(state).when(
        cmd.AdjustSheet(character_id="ceres", changes=SheetChanges(prayer_gems=["winter"])), GM
    ).refused("pool_exhausted")
    outcome = spec(ESPRI).at(state).when(cmd.DrawGems(), DEVA)
    drawing, events = outcome.state, outcome.events
    assert of_type(events, ev.GemsDrawn)[0].gems == ("winter",)
    assert sum(drawing.pool.values()) == 0
    state = replace(state, pool={"winter": 2})
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.SpendHarmonyForPrayer(character_id="ceres", recipient_id="ceres"), ceres)
        .state
    )
    assert after.characters["ceres"].prayer_gems == ("winter",)
    assert spec(ESPRI).at(after).when(cmd.DrawGems(), DEVA).events
