"""The order of a critical success: the nymphs advance before the rupture removal (third
pass, T2)."""

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


def test_t2_the_seed_advances_the_nymphs_before_the_rupture_removal() -> None:
    """T2 reverses the seed's order; the seed is followed. « Réussite critique : … On fait
    ensuite avancer la Nymphe tutélaire du leader sur le chemin, jusqu'à la dernière case
    pavée ou la première case portant une Rupture (elle s'arrête sur celle-ci). De plus,
    le leader peut retirer 1 gemme de Rupture du plateau. » Mÿelta stands on the rupture
    gem that stopped her last call: she advances first (leaving it), and removing it
    afterwards, behind her, does not pull her back. Removing it first (T2) would empty
    her cell and leave her on cell 1, behind the gap."""
    state = given(character("deva"), PLAY, paved("winter", ["winter", "rupture", "winter"]),
                  nymph_at("winter", 2), declared(n=2), drawn("winter", "time"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), seat("deva"))
    )
    waiting, events = outcome.state, outcome.events
    assert of_type(events, ev.NymphMoved) == [
        ev.NymphMoved(season="winter", from_=2, to=5, reason="advance")]
    assert waiting.open_call is not None
    assert waiting.open_call.step == "awaiting_rupture_removal"
    outcome = (
        spec(ESPRI).at(waiting).when(cmd.RemoveRuptureGem(quadrant="winter", cell=2), seat("deva"))
    )
    after, events = outcome.state, outcome.events
    assert types(events) == ["RuptureGemRemoved", "CallClosed"]
    assert after.board["winter"].nymph == 5
