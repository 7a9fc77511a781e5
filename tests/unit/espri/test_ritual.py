"""Section 6, the communion ritual: who contributes, what each removes
and pays, and when it may happen."""

from typing import Literal

from domain.core import Event
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.state import EspriState
from domain.espri.views import gem_totals
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    given,
    paved,
    types,
)

QUARTET = (("deva", "winter"), ("sol", "spring"), ("ete", "summer"), ("ceres", "autumn"))


def low_pool(*extra: Event) -> EspriState:
    """60 gems on the board, a pool of 11 rupture gems and 1 time gem; one rupture gem
    on winter 16."""
    return given(
        *(character(cid, tutelary=season, harmony=1) for cid, season in QUARTET),
        character("lune", kind="priestess", harmony=1), PLAY,
        paved("winter", ["winter"] * 12 + ["time"] * 3 + ["rupture"]),
        paved("spring", ["spring"] * 12 + ["time"] * 3),
        paved("summer", ["summer"] * 12 + ["time"] * 3),
        paved("autumn", ["autumn"] * 12 + ["time"] * 2), *extra)


def ritual(rupture: tuple[int, ...] = (16,), lune: tuple[int, ...] = (15,),
           deva: tuple[tuple[str, int], ...] = (("winter", 12),),
           members: tuple[str, ...] = ("deva", "sol", "ete", "ceres", "lune"),
           ) -> cmd.PerformCommunionRitual:
    cells: dict[str, tuple[cmd.Cell, ...]] = {
        cid: (cmd.Cell(quadrant=season, cell=12),) for cid, season in QUARTET}
    cells["deva"] = tuple(cmd.Cell(quadrant=q, cell=c) for q, c in deva)
    cells["lune"] = tuple(cmd.Cell(quadrant="winter", cell=c) for c in lune)
    pays: dict[str, Literal["harmony"] | cmd.PrayerPayment] = dict.fromkeys(members, "harmony")
    return cmd.PerformCommunionRitual(
        contributions=[cmd.Contribution(character_id=cid, pays=pays[cid], cells=cells[cid])
                       for cid in members],
        rupture_cells=[cmd.Cell(quadrant="winter", cell=c) for c in rupture])


def test_the_communion_ritual_removes_own_colour_gems_and_one_rupture_per_set() -> None:
    state = low_pool()
    assert sum(state.pool.values()) == 12
    outcome = spec(ESPRI).at(state).when(ritual())
    after, events = outcome.state, outcome.events
    assert types(events)[0] == "CommunionRitualPerformed"
    assert all(after.characters[cid].harmony == 0 for cid, _ in QUARTET)
    assert after.board["winter"].cells[12:17] == (None, "time", "time", None, None)
    assert after.pool["rupture"] == 12 and after.pool["time"] == 2
    assert set(gem_totals(after).values()) == {12}


def test_a_prayer_gem_may_pay_for_the_ritual() -> None:
    state = low_pool(ev.GemsRemoved(quadrant="autumn", cells=(14,), colours=("time",),
                                    reason="test"),
                     ev.PrayerGemReceived(character_id="deva", colour="time"))
    command = ritual()
    paid = [cmd.Contribution(character_id="deva", pays=cmd.PrayerPayment(prayer="time"),
                            cells=command.contributions[0].cells), *command.contributions[1:]]
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PerformCommunionRitual(contributions=paid, rupture_cells=command.rupture_cells))
        .state
    )
    assert after.characters["deva"].prayer_gems == () and after.characters["deva"].harmony == 1


def test_without_a_complete_set_no_rupture_gem_is_removed() -> None:
    spec(ESPRI).at(low_pool()).when(ritual(lune=())).refused("not_enough_sets")


def test_the_ritual_needs_a_low_pool() -> None:
    state = given(*(character(cid, tutelary=season, harmony=1) for cid, season in QUARTET),
                  character("lune", kind="priestess", harmony=1), PLAY)
    spec(ESPRI).at(state).when(ritual(rupture=(), lune=(), deva=())).refused("pool_not_low")


def test_the_whole_quartet_contributes_once() -> None:
    spec(ESPRI).at(low_pool()).when(ritual(members=("deva", "sol", "ete", "ceres"))).refused(
        "incomplete_quartet"
    )


def test_each_member_removes_at_most_its_tutelary_score() -> None:
    too_many = tuple(("winter", c) for c in (9, 10, 11, 12))
    spec(ESPRI).at(low_pool()).when(ritual(deva=too_many)).refused("too_many_removed")


def test_each_member_removes_only_its_own_colour() -> None:
    spec(ESPRI).at(low_pool()).when(ritual(deva=(("spring", 11),))).refused("not_own_colour")


def test_each_member_must_be_able_to_pay() -> None:
    state = low_pool(ev.HarmonySpent(character_id="deva", amount=1, reason="test"))
    spec(ESPRI).at(state).when(ritual()).refused("not_enough_harmony")


def test_rupture_cells_must_hold_rupture() -> None:
    spec(ESPRI).at(low_pool()).when(ritual(rupture=(11,))).refused("no_rupture_there")


def test_no_ritual_during_a_call() -> None:
    spec(ESPRI).at(low_pool(declared("deva"))).when(ritual()).refused("call_in_progress")
