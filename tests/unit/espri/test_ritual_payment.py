"""Who pays the communion ritual, and with what (third pass, T1)."""

from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    of_type,
)
from tests.unit.espri.test_ritual import low_pool, ritual


def test_t1_a_member_who_can_pay_neither_harmony_nor_a_prayer_gem_sits_out() -> None:
    """Seed: « Chaque membre dépense 1pt d'Harmonie ou une gemme de Prière »: Déva, with
    neither, no longer blocks the ritual for the whole table; she pays and removes
    nothing."""
    state = low_pool(ev.HarmonySpent(character_id="deva", amount=1, reason="test"))
    assert state.characters["deva"].harmony == 0 and not state.characters["deva"].prayer_gems
    without_deva = ritual(members=("sol", "ete", "ceres", "lune"), rupture=())
    outcome = spec(ESPRI).at(state).when(without_deva)
    after, events = outcome.state, outcome.events
    assert [c.character_id for c in of_type(events, ev.CommunionRitualPerformed)[0]
            .contributions] == ["sol", "ete", "ceres", "lune"]
    assert after.board["winter"].cells[12] == "winter"
    assert after.characters["deva"] == state.characters["deva"]


def test_t1_every_member_able_to_pay_is_still_required() -> None:
    """Seed: « Chaque membre dépense 1pt d'Harmonie ou une gemme de Prière »: Sol can pay,
    so leaving him out is an incomplete quartet."""
    spec(ESPRI).at(low_pool()).when(ritual(members=("deva", "ete", "ceres", "lune"))).refused(
        "incomplete_quartet"
    )


def test_t1_the_ritual_needs_at_least_one_paying_member() -> None:
    """Seed: « Chaque membre dépense 1pt d'Harmonie ou une gemme de Prière »: with nobody
    able to pay, there is no ritual (``nobody_can_pay``)."""
    state = low_pool(*(ev.HarmonySpent(character_id=cid, amount=1, reason="test")
                       for cid in ("deva", "sol", "ete", "ceres", "lune")))
    spec(ESPRI).at(state).when(cmd.PerformCommunionRitual(contributions=[])).refused(
        "nobody_can_pay"
    )


def test_t1_a_member_whose_payment_shatters_its_medium_removes_nothing() -> None:
    """Seed: « Chaque membre dépense 1pt d'Harmonie »; « Si la Rupture … devient plus
    élevée que son Harmonie, ce personnage perd immédiatement tous ses pouvoirs »: Déva
    (1 harmony, 1 rupture) shatters by paying, so she removes no gem."""
    state = low_pool(ev.RupturePointGained(character_id="deva", total=1, reason="test"))
    assert not state.characters["deva"].medium_shattered
    spec(ESPRI).at(state).when(ritual(rupture=())).refused("shattered_by_paying")
    outcome = spec(ESPRI).at(state).when(ritual(rupture=(), deva=()))
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.MediumShattered) == [ev.MediumShattered(character_id="deva")]
    assert after.board["winter"].cells[12] == "winter"
