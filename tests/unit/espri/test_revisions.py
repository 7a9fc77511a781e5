"""Section 0, revisions of 2026-12-01: each revision R1..R7 pinned by tests that quote the
seed sentence it relies on (R8, liveness, is tests/unit/espri/test_liveness.py)."""

import pytest

from domain.core import InvalidValue, NotAuthorized
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.rules.call import Modifier
from domain.espri.state import EspriState
from domain.espri.views import gem_totals
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
ALL_TWELVE = dict.fromkeys(("winter", "spring", "summer", "autumn", "time", "rupture"), 12)


def advances(events: list[ev.Event]) -> list[tuple[str, int]]:
    """(season, landing) of every nymph move."""
    return [(e.season, e.to) for e in of_type(events, ev.NymphMoved)]


# R1: every helper advances its own tutelary nymph.

def test_r1_a_guardian_helper_of_a_priestess_leader_advances_its_own_nymph() -> None:
    """Seed: "les Nymphes de tous les personnages ayant aidé, par Aide Directe ou
    Résonance, sont avancées sur le chemin en cas de Réussite Amère ou supérieure"; the NB
    "Lorsque la Prêtresse est leader, on considère que sa Nymphe tutélaire est la Nymphe
    de la Saison Appelée" is about the priestess's own nymph only (replaces D11)."""
    state = given(character("lune", kind="priestess"), character("ceres", tutelary="autumn"),
                  PLAY, paved("summer", ["summer"] * 3), paved("autumn", ["autumn"] * 2),
                  declared("lune", "summer", helpers=[("ceres", "direct")]), drawn("spring"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), seat("lune")).events
    assert advances(events) == [("summer", 3), ("autumn", 2)]


def test_r1_a_priestess_helper_advances_the_called_seasons_nymph() -> None:
    """Seed: "les Nymphes de tous les personnages ayant aidé … sont avancées"; a priestess
    has no season of her own, so, as when she leads ("sa Nymphe tutélaire est la Nymphe
    de la Saison Appelée"), she stands for the called season's nymph."""
    state = given(character("deva"), character("lune", kind="priestess"), PLAY,
                  paved("winter", ["winter"]), paved("spring", ["spring"] * 2),
                  declared("deva", "spring", helpers=[("lune", "direct")]), drawn("winter"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).events
    assert advances(events) == [("winter", 2), ("spring", 2)]


def test_r1_a_shared_nymph_advances_once_leader_first_then_helpers_in_order() -> None:
    """Seed: "les Nymphes de tous les personnages ayant aidé, par Aide Directe ou
    Résonance, sont avancées": one nymph per participant, once each per call."""
    state = given(character("deva"), character("kirin", tutelary="summer"),
                  character("sol", tutelary="winter"), character("ceres", tutelary="autumn"),
                  PLAY, paved("winter", ["winter"] * 2), paved("summer", ["summer"]),
                  paved("autumn", ["autumn"] * 3),
                  declared("deva", "winter", helpers=[("kirin", "direct"), ("sol", "direct"),
                                                      ("ceres", "direct")]),
                  drawn("spring"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA).events
    assert advances(events) == [("winter", 2), ("summer", 1), ("autumn", 3)]


def test_r1_on_a_failure_no_helper_nymph_advances() -> None:
    """Seed: the helpers' nymphs advance "en cas de Réussite Amère ou supérieure" only."""
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("autumn", ["autumn"] * 2),
                  declared("deva", "winter", helpers=[("ceres", "direct")]), drawn("summer"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), DEVA).events
    assert advances(events) == []


# R2: the bounded-modifier order, and bounds on the wrong side refused.

def declare(*modifiers: Modifier, leader: str = "deva", season: str = "winter",
            helpers: tuple[cmd.Helper, ...] = (), talent: str | None = "Abri"
            ) -> cmd.DeclareCall:
    return cmd.DeclareCall(leader_id=leader, called_season=season,  # type: ignore[arg-type]
                           talent=talent, helpers=list(helpers), modifiers=list(modifiers))


def score_of(state: EspriState, command: cmd.DeclareCall) -> int:
    return of_type(spec(ESPRI).at(state).when(command).events, ev.CallDeclared)[0].effective_score


def test_r2_caps_ascending_then_floors_descending_then_plain_modifiers() -> None:
    """Seed: "appliquez d'abord les effets avec minimum/maximum par ordre
    décroissant/croissant respectivement, puis les effets sans maximum/minimum"."""
    state = given(character("deva", seasons={"winter": 5, "spring": 3, "summer": 2,
                                             "autumn": 2}), PLAY)
    floors = [Modifier(label="cold", value=-3, floor=1), Modifier(label="fog", value=-3, floor=3)]
    assert score_of(state, declare(*floors)) == 1  # 5 -> 3 (floor 3) -> 1; ascending gives 2
    state = given(character("deva"), PLAY)
    caps = [Modifier(label="spear", value=2, cap=6), Modifier(label="rope", value=3, cap=4)]
    assert score_of(state, declare(*caps)) == 6  # 3 -> 4 (cap 4) -> 6; descending gives 5
    mixed = [Modifier(label="wound", value=-2, floor=2), Modifier(label="tool", value=2, cap=4),
             Modifier(label="night", value=-1)]
    assert score_of(state, declare(*mixed)) == 1  # 3 -> 4 -> 2 -> 1; floors first gives 3


@pytest.mark.parametrize("modifier", [
    Modifier(label="malus with a cap", value=-2, cap=4),
    Modifier(label="bonus with a floor", value=2, floor=1),
    Modifier(label="both", value=0, cap=4, floor=1),
])
def test_r2_a_malus_with_a_cap_or_a_bonus_with_a_floor_is_refused(modifier: Modifier) -> None:
    """Seed: "certains malus/bonus spécifient un maximum/minimum à leur effet": a cap
    bounds what a bonus adds, a floor what a malus takes; the other way round would be
    silently ignored, so it is refused."""
    spec(ESPRI).given(character("deva"), PLAY).when(declare(modifier)).refused(
        "invalid_modifier", InvalidValue
    )


# R3: active members only; RetireCharacter.

def crowded(*extra: ev.Event) -> EspriState:
    """Deva (winter) and Sol (spring) active, Lune's medium shattered; pool of 12."""
    return given(character("deva", harmony=1), character("sol", tutelary="spring", harmony=1),
                 character("lune", kind="priestess", harmony=0, rupture=1), PLAY,
                 paved("winter", ["winter"] * 12 + ["time"] * 4),
                 paved("spring", ["spring"] * 12 + ["time"] * 4),
                 paved("summer", ["summer"] * 12 + ["time"] * 3),
                 paved("autumn", ["autumn"] * 12 + ["time"]), *extra)


def pays(*cids: str) -> cmd.PerformCommunionRitual:
    return cmd.PerformCommunionRitual(contributions=[
        cmd.Contribution(character_id=cid, pays="harmony") for cid in cids])


def test_r3_the_ritual_counts_and_admits_active_members_only() -> None:
    """Seed: a member whose medium is shattered "ne peut plus communiquer avec les
    Nymphes", so "Chaque membre dépense 1pt d'Harmonie ou une gemme de Prière" counts the
    members still able to commune."""
    state = crowded()
    assert state.characters["lune"].medium_shattered and sum(state.pool.values()) == 12
    assert types(spec(ESPRI).at(state).when(pays("deva", "sol")).events) == [
        "CommunionRitualPerformed"
    ]
    spec(ESPRI).at(state).when(pays("deva", "sol", "lune")).refused("character_unavailable")
    spec(ESPRI).at(state).when(pays("deva")).refused("incomplete_quartet")


def test_r3_a_retired_character_gives_back_its_prayer_gems_and_no_longer_counts() -> None:
    """Seed: "Chaque membre dépense 1pt d'Harmonie ou une gemme de Prière": a character
    who left the quartet is no member; its prayer gems return to the pool."""
    state = given(character("ceres", tutelary="autumn", prayers=("time", "autumn")), PLAY)
    outcome = (
        spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="ceres", reason="moves away"))
    )
    after, events = outcome.state, outcome.events
    assert events == [ev.CharacterRetired(character_id="ceres", reason="moves away"),
                      ev.GemsReturnedToPool(gems=("time", "autumn"), reason="retired",
                                            character_id="ceres")]
    assert after.characters["ceres"].retired and after.characters["ceres"].prayer_gems == ()
    assert gem_totals(after) == ALL_TWELVE and after.pool == ALL_TWELVE
    low = crowded(character("ceres", tutelary="autumn", harmony=1),
                  ev.CharacterRetired(character_id="ceres", reason=""))
    assert types(spec(ESPRI).at(low).when(pays("deva", "sol")).events) == [
        "CommunionRitualPerformed"
    ]
    spec(ESPRI).at(low).when(pays("deva", "sol", "ceres")).refused("character_unavailable")


def test_r3_a_retired_character_neither_leads_nor_helps_nor_holds_up_the_setup() -> None:
    """Seed: a character out of the quartet is like one who "ne peut plus communiquer avec
    les Nymphes": no call, no help."""
    # Déva holds harmony: she could pay, so only the retired recipient refuses the prayer
    state = given(character("deva", harmony=1), character("ceres", tutelary="autumn"),
                  ev.CharacterRetired(character_id="ceres", reason=""))
    spec(ESPRI).at(state).when(cmd.DrawSetupGems(character_id="ceres")).refused(
        "character_unavailable"
    )
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.DrawSetupGems(character_id="deva", gems=["winter"] * 5))
        .state
    )
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.ChooseSetupPrayers(character_id="deva", keep=["winter"] * 2))
        .state
    )
    outcome = spec(ESPRI).at(state).when(cmd.CompleteSetup())
    state, events = outcome.state, outcome.events
    assert types(events)[-1] == "SetupCompleted"
    spec(ESPRI).at(state).when(declare(leader="ceres", season="autumn", talent=None)).refused(
        "character_unavailable"
    )
    spec(ESPRI).at(state).when(
        declare(helpers=(cmd.Helper(character_id="ceres", mode="direct", talent="Abri"),))
    ).refused("character_unavailable")
    spec(ESPRI).at(state).when(
        cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="ceres")
    ).refused("character_unavailable")


def test_r3_a_character_taking_part_in_the_open_call_cannot_retire() -> None:
    """Seed: "toute personne aidant à un Appel … subit les effets et contrecoups de
    celui-ci": a participant stays until the call is closed; others may leave."""
    state = given(character("deva"), character("ceres", tutelary="autumn"),
                  character("sol", tutelary="spring", prayers=("spring",)), PLAY,
                  declared("deva", helpers=[("ceres", "direct")]), drawn("winter", "time"))
    spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="deva")).refused("call_in_progress")
    spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="ceres")).refused(
        "call_in_progress"
    )
    after = spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="sol")).state
    assert after.open_call is not None and after.open_call.hand == ("winter", "time")
    assert gem_totals(after) == ALL_TWELVE


def test_r3_a_character_with_a_setup_draw_in_hand_chooses_before_retiring() -> None:
    """A decision the seed leaves open: gems drawn at setup are placed or kept before the
    character leaves (``setup_draw_pending`` until then), so no gem is stranded; its
    prayers then go back to the pool as R3 says."""
    state = given(character("ceres", tutelary="autumn"),
                  ev.SetupGemsDrawn(character_id="ceres", gems=("autumn",) * 4 + ("time",),
                                    source="physical"))
    spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="ceres")).refused(
        "setup_draw_pending"
    )
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.ChooseSetupPrayers(character_id="ceres", keep=["autumn"] * 2))
        .state
    )
    outcome = spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="ceres"))
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.GemsReturnedToPool)[0].gems == ("autumn", "autumn")
    assert gem_totals(after) == ALL_TWELVE


def test_r3_retiring_is_the_gms_once() -> None:
    """Seed: "Le joueur doit rencontrer le MJ…": the gm records who leaves, once."""
    state = given(character("deva"), ev.CharacterRetired(character_id="deva", reason=""))
    spec(ESPRI).at(state).when(cmd.RetireCharacter(character_id="deva")).refused(
        "character_unavailable"
    )
    spec(ESPRI).given(character("deva")).when(
        cmd.RetireCharacter(character_id="deva"), DEVA
    ).refused("gm_only", NotAuthorized)
    spec(ESPRI).given(character("deva")).when(cmd.RetireCharacter(character_id="nobody")).refused(
        "unknown_character"
    )


# R4: the talent is the leader's.

def test_r4_the_talent_of_a_call_must_be_one_of_the_leaders() -> None:
    """Seed: "le personnage doit avoir un Talent utile à la situation en court. En
    l'absence de Talent adéquat, l'Appel est normalement impossible. Toutefois, on peut
    l'autoriser en réduisant la qualité du Résultat d'un niveau."""
    state = given(character("deva"), PLAY)
    spec(ESPRI).at(state).when(declare(talent="Cuisine")).refused("unknown_talent")
    assert (
        of_type(spec(ESPRI).at(state).when(declare(talent="Abri")).events, ev.CallDeclared)[
            0
        ].talent
        == "Abri"
    )
    assert (
        of_type(spec(ESPRI).at(state).when(declare(talent=None)).events, ev.CallDeclared)[0].talent
        is None
    )


# R5: modifiers per character; helpers brought to 0 cannot help.

def test_r5_a_helper_brought_to_zero_or_less_by_its_maluses_cannot_help() -> None:
    """Seed: "Un personnage dont certains de ses scores de Saisons sont réduits à 0 ou
    moins par le biais de malus ne peut plus faire d'Appels (donc être leader), ni Aider,
    que ce soit en Aide Directe ou Résonance, dans les Saisons concernées."""
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    helper = (cmd.Helper(character_id="ceres", mode="direct", talent="Abri"),)
    fever = Modifier(label="fever", value=-3, character_id="ceres")  # winter 3 - 3 = 0
    spec(ESPRI).at(state).when(declare(fever, helpers=helper)).refused("season_score_too_low")
    cold = Modifier(label="cold", value=-1, character_id="ceres")
    call = of_type(
        spec(ESPRI).at(state).when(declare(cold, helpers=helper)).events, ev.CallDeclared
    )[0]
    assert (call.effective_score, call.draw_count) == (3, 4)  # the helper still adds 1


def test_r5_a_modifier_without_a_character_is_the_leaders_and_must_name_a_participant() -> None:
    """Seed: "Les bonus et malus temporaires peuvent toutefois faire que le leader ne soit
    pas le personnage avec la meilleure Saison"."""
    state = given(character("deva"), character("sol", tutelary="spring"), PLAY)
    spec(ESPRI).at(state).when(declare(Modifier(label="x", value=1, character_id="sol"))).refused(
        "invalid_modifier", InvalidValue
    )
    direct = (cmd.Helper(character_id="deva", mode="direct", talent="Abri"),
              cmd.Helper(character_id="sol", mode="direct", talent="Abri"))
    sick = Modifier(label="sick", value=-2, character_id="deva")
    call = of_type(spec(ESPRI).at(state).when(cmd.DeclareCall(called_season="winter", talent="Abri",
                                               helpers=list(direct), modifiers=[sick])).events,
                   ev.CallDeclared)[0]
    assert (call.leader_id, call.effective_score) == ("sol", 3)  # Deva 3 - 2 = 1 < Sol 3


# R6: resonance_max 1..5.

@pytest.mark.parametrize(("maximum", "accepted"), [(1, True), (5, True), (6, False)])
def test_r6_resonance_max_is_on_the_one_to_five_scale(maximum: int, accepted: bool) -> None:
    """Seed: "Les scores de Dévotion, Saisons, et Relations sont notés sur une échelle de
    1 à 5"."""
    register = cmd.RegisterCharacter(
        id="ceres", name="Cérès", player_id="seat-ceres", kind="guardian",
        tutelary_season="autumn", devotion=2,
        seasons={"autumn": 3, "winter": 2, "spring": 2, "summer": 2},
        relations={"deva": cmd.RelationInput(nature="tenderness", resonance_max=maximum)})
    adjust = cmd.AdjustSheet(character_id="deva", changes=cmd.SheetChanges(
        relations={"ceres": cmd.RelationInput(nature="awe", resonance_max=maximum)}))
    state = given(character("deva"), character("ceres", tutelary="autumn"))
    if accepted:
        assert (
            spec(ESPRI).given(character("deva")).when(register).events
            and spec(ESPRI).at(state).when(adjust).events
        )
    else:
        spec(ESPRI).given(character("deva")).when(register).refused("invalid_sheet", InvalidValue)
        spec(ESPRI).at(state).when(adjust).refused("invalid_sheet", InvalidValue)


# R7: SpendBoardGems.

def spend(*cells: tuple[str, int], reason: str = "the spell's cost") -> cmd.SpendBoardGems:
    return cmd.SpendBoardGems(cells=[cmd.Cell(quadrant=q, cell=c)  # type: ignore[arg-type]
                                     for q, c in cells], reason=reason)


def test_r7_the_gm_spends_board_gems_back_to_the_pool_and_nymphs_fall_back() -> None:
    """Seed: "Les gemmes présentes sur le plateau servent à payer le Coût de Magie des
    Sortilèges. Les gemmes de Rupture seront utilisées par le MJ pour déclencher de
    l'adversité et utiliser les pouvoirs des Chimères."""
    state = given(character("deva"), PLAY, paved("winter", ["winter", "time", "rupture"]),
                  nymph_at("winter", 3), paved("summer", ["rupture"]))
    outcome = spec(ESPRI).at(state).when(spend(("winter", 3), ("summer", 1), ("winter", 2)))
    after, events = outcome.state, outcome.events
    assert events == [
        ev.GemsRemoved(quadrant="winter", cells=(3, 2), colours=("rupture", "time"),
                       reason="spent", purpose="the spell's cost"),
        ev.NymphMoved(season="winter", from_=3, to=1, reason="fallback"),
        ev.GemsRemoved(quadrant="summer", cells=(1,), colours=("rupture",), reason="spent",
                       purpose="the spell's cost")]
    assert after.board["winter"].cells[1:4] == ("winter", None, None)
    assert after.board["winter"].nymph == 1 and after.pool == ALL_TWELVE | {"winter": 11}


def test_r7_spending_needs_gems_there_no_open_call_and_the_gm() -> None:
    """Seed: "Les gemmes de Rupture seront utilisées par le MJ": the gm spends gems that
    are on the board, outside a call."""
    state = given(character("deva"), PLAY, paved("winter", ["winter"]))
    spec(ESPRI).at(state).when(spend(("winter", 2))).refused("no_gem_there")
    spec(ESPRI).at(state).when(spend()).refused("invalid_cell", InvalidValue)
    spec(ESPRI).at(state).when(spend(("winter", 1), ("winter", 1))).refused(
        "invalid_cell", InvalidValue
    )
    spec(ESPRI).at(state).when(spend(("winter", 22))).refused("invalid_cell", InvalidValue)
    spec(ESPRI).at(state).when(spend(("winter", 1)), DEVA).refused("gm_only", NotAuthorized)
    spec(ESPRI).given(character("deva"), PLAY, paved("winter", ["winter"]), declared()).when(
        spend(("winter", 1))
    ).refused("call_in_progress")
