"""Third pass of the spec (section 0b), the situation items: T9 (a player takes the worse
share of a group's result), T10 (in retreat, a pool owner spends one point in all) and
T12 (a reroll until the character starts its next action, situation or conflict)."""

from typing import Any

from domain.core import GM, Actor, DomainError, NotAuthorized
from domain.core.words import Text
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Purchase
from domain.voyages.state import VoyagesState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    DOC,
    OTHER_PLAYER,
    PLAYER,
    TETRA,
    of_type,
    open_conflict,
    opened,
    roll_side,
    side,
    spend,
    table,
)

FRENCH = words("fr", "voyages")
STRANGER = Actor(seat_id="p9", role="player")


def _group(tetra_die: int = 6, doc_die: int = 1, *specs: cmd.ParticipantSpec,
           mode: str = "average", **options: Any) -> VoyagesState:
    """Tetra (p1) and Doc (p2) roll together; the environment rolls 4 (score 0)."""
    state = opened(*(specs or (TETRA, DOC)), mode=mode, **options)
    return (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(tetra_die,)),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(doc_die,)),
            cmd.RollEnvironment(situation_id="s1", dice=(4,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )


def _share(**allocations: int) -> cmd.ApportionGroupResult:
    return cmd.ApportionGroupResult(situation_id="s1", subgroup=0, allocations=allocations)


def _points(state: VoyagesState) -> dict[str, int]:
    pools = state.situations["s1"].pools
    return {cid: pools[f"player:{cid}"].points for cid in ("tetra", "doc")}


def _offered(state: VoyagesState, actor: Actor, tag: str) -> Any:
    return next((a for a in VOYAGES.available(state, actor).available if a.type == tag), None)


def _french(error: DomainError) -> str:
    assert isinstance(error.detail, Text)
    return error.detail.said_in(FRENCH)


def test_t9_a_player_takes_the_worse_share_onto_its_own_character() -> None:
    """T9, seed: « Il est aussi possible, dans la limite du justifiable, de répartir les
    conséquences (par exemple dans le cas d'un score final de -1 pour l'action de deux
    personnage, un personnage peut décider de prendre un résultat à -2 et épargner l'autre
    personnage). » Scores 2 and -3 average -1 each: Tetra's player takes -2 and spares Doc
    (the gm only could before)."""
    state = _group()
    assert _points(state) == {"tetra": -1, "doc": -1}
    outcome = spec(VOYAGES).at(state).when(_share(tetra=-2, doc=0), PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.GroupResultApportioned)[0].allocations == {"tetra": -2, "doc": 0}
    assert _points(state) == {"tetra": -2, "doc": 0}


def test_t9_a_player_never_pushes_the_consequences_onto_another_seats_character() -> None:
    """T9, seed: « un personnage peut décider de prendre un résultat à -2 et épargner
    l'autre personnage »: a character decides for itself, so Tetra's player may not hand
    Doc the -2 (`not_owner`, said in French); the gm may split freely."""
    state = _group()
    error = (
        spec(VOYAGES)
        .at(state)
        .when(_share(tetra=0, doc=-2), PLAYER)
        .refused("not_owner", NotAuthorized)
    )
    assert "Doc" in _french(error) and "T9" not in _french(error)
    assert error.field == "allocations"
    assert _french(error) != str(error.detail)
    state = spec(VOYAGES).at(state).when(_share(tetra=0, doc=-2)).state
    assert _points(state) == {"tetra": 0, "doc": -2}


def test_t9_the_worse_share_is_measured_from_what_each_has_now() -> None:
    """T9, seed: « épargner l'autre personnage »: once Tetra's player took -2, Doc's player
    may take a share back onto Doc (Tetra gets more), but may not give Tetra less than the
    -2 she chose; the total stays (`invalid_apportion`)."""
    state = spec(VOYAGES).at(_group()).when(_share(tetra=-2, doc=0), PLAYER).state
    spec(VOYAGES).at(state).when(_share(tetra=-3, doc=1), OTHER_PLAYER).refused(
        "not_owner", NotAuthorized
    )
    spec(VOYAGES).at(state).when(_share(tetra=-2, doc=-1), OTHER_PLAYER).refused(
        "invalid_apportion"
    )
    state = spec(VOYAGES).at(state).when(_share(tetra=-1, doc=-1), OTHER_PLAYER).state
    assert _points(state) == {"tetra": -1, "doc": -1}


def test_t9_only_a_member_of_the_subgroup_shares_its_result() -> None:
    """T9, seed: « un personnage peut décider de prendre un résultat à -2 »: a seat with no
    character in the subgroup decides nothing there (`forbidden`), and every share comes
    before any point is spent [D20]."""
    state = _group()
    spec(VOYAGES).at(state).when(_share(tetra=-2, doc=0), STRANGER).refused(
        "forbidden", NotAuthorized
    )
    split = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.SplitGroup(situation_id="s1", subgroups=(("tetra",), ("doc",))))
        .state
    )
    spec(VOYAGES).at(split).when(_share(tetra=-1), OTHER_PLAYER).refused("forbidden", NotAuthorized)
    spent = spec(VOYAGES).at(state).when(spend("player:doc", _cosmetic("doc")), OTHER_PLAYER).state
    spec(VOYAGES).at(spent).when(_share(tetra=-2, doc=0), PLAYER).refused("points_already_spent")


def test_t9_the_owner_is_offered_the_share_exactly_when_it_is_accepted() -> None:
    """T9, seed: « répartir les conséquences »: `available` offers ApportionGroupResult to
    each member's player (for its own character) and the gm (for every member), not to a
    stranger; once a point is spent it is offered to no one."""
    state = _group()
    assert _offered(state, PLAYER, "ApportionGroupResult").character_ids == ["tetra"]
    assert _offered(state, OTHER_PLAYER, "ApportionGroupResult").character_ids == ["doc"]
    assert _offered(state, STRANGER, "ApportionGroupResult") is None
    gm = _offered(state, GM, "ApportionGroupResult")
    assert gm.character_ids == ["tetra", "doc"]
    spent = spec(VOYAGES).at(state).when(spend("player:tetra", _cosmetic("tetra")), PLAYER).state
    assert all(_offered(spent, seat, "ApportionGroupResult") is None
               for seat in (PLAYER, OTHER_PLAYER, GM))


def _retreat_group() -> VoyagesState:
    """Tetra in retreat and Doc in the front line, average mode; both score 2 (dice 6)."""
    return _group(6, 6, cmd.ParticipantSpec(character_id="tetra", involvement="in_retreat"), DOC)


def _cosmetic(cid: str) -> Purchase:
    return Purchase(effect="cosmetic_oriented", character_id=cid)


def test_t10_a_character_in_retreat_spends_one_point_in_all_whoever_it_buys_for() -> None:
    """T10, seed: « En retrait : Le personnage comme l'environnement ne pourront dépenser
    plus d'un point. » Tetra holds back with 2 points in her pool: one point on Doc is
    accepted, a second one on Doc is refused (`involvement_cap_exceeded`), though Doc, in
    the front line, could take it (the cap was only checked on whom points were spent)."""
    state = _retreat_group()
    assert _points(state) == {"tetra": 2, "doc": 2}
    error = (
        spec(VOYAGES)
        .at(state)
        .when(spend("player:tetra", _cosmetic("doc"), _cosmetic("doc")), PLAYER)
        .refused("involvement_cap_exceeded")
    )
    assert "T10" not in _french(error) and "en retrait" in _french(error)
    assert _french(error) != str(error.detail) and error.field == "purchases"
    state = spec(VOYAGES).at(state).when(spend("player:tetra", _cosmetic("doc")), PLAYER).state
    spec(VOYAGES).at(state).when(spend("player:tetra", _cosmetic("doc")), PLAYER).refused(
        "involvement_cap_exceeded"
    )
    spec(VOYAGES).at(state).when(spend("player:tetra", _cosmetic("tetra")), PLAYER).refused(
        "involvement_cap_exceeded"
    )


def test_t10_an_involved_character_spends_two_points_in_all() -> None:
    """T10, seed: « Impliqué : Le personnage comme l'environnement ne pourront dépenser plus
    de deux points. » Tetra involved, 3 points: 1 on herself and 1 on Doc, then no third
    point on anyone (a zero-cost one passes); the gm spending her pool meets the same
    cap."""
    state = _group(6, 6, cmd.ParticipantSpec(character_id="tetra", involvement="involved"), DOC,
                   terrain_player=1)
    assert _points(state)["tetra"] == 3
    state = (
        spec(VOYAGES)
        .at(state)
        .when(spend("player:tetra", _cosmetic("tetra"), _cosmetic("doc")), PLAYER)
        .state
    )
    assert state.situations["s1"].pools["player:tetra"].spent == 2
    spec(VOYAGES).at(state).when(spend("player:tetra", _cosmetic("doc"))).refused(
        "involvement_cap_exceeded"
    )
    free = Purchase(effect="cosmetic_neutral", character_id="doc")
    assert of_type(
        spec(VOYAGES).at(state).when(spend("player:tetra", free)).events, ev.SituationPointsSpent
    )


def test_t10_the_front_line_is_not_bound_and_the_environment_keeps_its_cap_per_character(
        ) -> None:
    """T10, seed: « En première ligne : Aucune restriction. » and « l'environnement ne
    pourront dépenser plus d'un point »: Doc in the front line spends his 2 points; a shared
    `sum` pool with a member in the front line is not bound by the member holding back; the
    environment still gives Tetra (in retreat) one point at most."""
    retreat = cmd.ParticipantSpec(character_id="tetra", involvement="in_retreat")
    state = (
        spec(VOYAGES)
        .at(_retreat_group())
        .when(spend("player:doc", _cosmetic("doc"), _cosmetic("doc")), OTHER_PLAYER)
        .state
    )
    assert state.situations["s1"].pools["player:doc"].spent == 2
    shared = (
        spec(VOYAGES)
        .at(_group(6, 6, retreat, DOC, mode="sum"))
        .when(spend("group:1", _cosmetic("doc"), _cosmetic("doc")), PLAYER)
        .state
    )
    assert shared.situations["s1"].pools["group:1"].spent == 2
    environment = (
        spec(VOYAGES)
        .at(opened(retreat, DOC, mode="average"))
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(6,)),
            cmd.RollSituation(situation_id="s1", character_id="doc", dice=(6,)),
            cmd.RollEnvironment(situation_id="s1", dice=(6,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )
    harm = Purchase(effect="cosmetic_oriented", character_id="tetra")
    spec(VOYAGES).at(environment).when(spend("environment:1", harm, harm)).refused(
        "involvement_cap_exceeded"
    )
    assert of_type(
        spec(VOYAGES).at(environment).when(spend("environment:1", harm)).events,
        ev.SituationPointsSpent,
    )


def _reroll(resolution_id: str, roll_id: str, die: int = 6) -> cmd.RerollWithTint:
    return cmd.RerollWithTint(resolution_id=resolution_id, roll_id=roll_id, tint_source="own",
                            tint="curiosity", dice=(die,))


def test_t12_an_open_actions_roll_is_closed_once_the_character_starts_something_else(
        ) -> None:
    """T12, seed: « Les teintes propres (et uniquement celles-ci) peuvent être utilisées
    pour relancer un jet de dés, tant que la teinte puisse être associée de manière
    cohérente avec l'action. » The action a1 is still open, but Tetra has gone into a
    situation: its die is no longer hers to reroll (`reroll_window_closed`, said in
    French); before that it was."""
    state = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RollAction(action_id="a1", character_id="tetra", dice=(2,)))
        .state
    )
    assert of_type(
        spec(VOYAGES).at(state).when(_reroll("a1", "a1:main"), PLAYER).events, ev.RollRerolled
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.OpenSituation(situation_id="s1", participants=(TETRA,)))
        .state
    )
    assert state.actions["a1"].status == "open"
    error = (
        spec(VOYAGES)
        .at(state)
        .when(_reroll("a1", "a1:main"), PLAYER)
        .refused("reroll_window_closed")
    )
    assert "Tetra" in _french(error) and _french(error) != str(error.detail)
    assert _offered(state, PLAYER, "RerollWithTint") is None


def test_t12_each_roller_has_its_own_window() -> None:
    """T12, seed: « relancer un jet de dés »: the window is the roller's. Doc helped Tetra's
    action then started his own: Tetra may still reroll her die, Doc no longer his."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.RollAction(
                action_id="a1",
                character_id="tetra",
                dice=(3,),
                helpers=(cmd.HelperSpec(character_id="doc", dice=(3,)),),
            ),
            cmd.RollAction(action_id="a2", character_id="doc", dice=(4,)),
        )
        .state
    )
    assert of_type(
        spec(VOYAGES).at(state).when(_reroll("a1", "a1:main"), PLAYER).events,
        ev.ActionResultComputed,
    )
    doc_reroll = cmd.RerollWithTint(resolution_id="a1", roll_id="a1:helper:doc",
                                  tint_source="own", tint="douceur", dice=(6,))
    spec(VOYAGES).at(state).when(doc_reroll, OTHER_PLAYER).refused("reroll_window_closed")
    offered = _offered(state, GM, "RerollWithTint")
    assert "a1:helper:doc" not in [c_.value for c_ in offered.choices["roll_id"]]


def test_t12_a_scored_situation_still_takes_rerolls_until_a_point_is_spent() -> None:
    """T12, seed: « peuvent être utilisées pour relancer un jet de dés »: scoring does not
    end the window (the scoring is done again, pools included); the window ends when a
    point is spent on the result, or when Tetra starts her next action."""
    state = _group(2, 6)
    assert _points(state)["tetra"] == 0  # floor((-2 + 2) / 2)
    outcome = spec(VOYAGES).at(state).when(_reroll("s1", "s1:tetra"), PLAYER)
    state, events = outcome.state, outcome.events
    [rescored] = of_type(events, ev.SituationScored)
    assert rescored.subgroups[0].group_score == 2
    assert _points(state) == {"tetra": 2, "doc": 2}
    assert _offered(state, PLAYER, "RerollWithTint") is not None
    moved_on = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollAction(action_id="a1", character_id="tetra", dice=(5,)))
        .state
    )
    spec(VOYAGES).at(moved_on).when(_reroll("s1", "s1:tetra"), PLAYER).refused(
        "reroll_window_closed"
    )
    spent = spec(VOYAGES).at(state).when(spend("player:doc", _cosmetic("doc")), OTHER_PLAYER).state
    spec(VOYAGES).at(spent).when(_reroll("s1", "s1:tetra"), PLAYER).refused("reroll_window_closed")
    assert _offered(spent, PLAYER, "RerollWithTint") is None


def test_t12_a_conflict_roll_closes_when_the_character_starts_an_action() -> None:
    """T12, seed: « relancer un jet de dés »: in the middle of a round's rolls, Tetra rolls
    an action: her member roll of the round can no longer be rerolled."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(
                sides=(side("tetra_side", "tetra", controllers=("p1",)), side("npc", "brigands"))
            ),
            cmd.StartRound(conflict_id="k1"),
            cmd.ChooseApproach(conflict_id="k1", description="x"),
            roll_side("k1", "tetra_side", 2, members=["tetra"]),
        )
        .state
    )
    roll_id = "k1:r1:tetra_side:tetra"
    assert of_type(
        spec(VOYAGES).at(state).when(_reroll("k1", roll_id), PLAYER).events, ev.RollRerolled
    )
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollAction(action_id="a1", character_id="tetra", dice=(5,)))
        .state
    )
    spec(VOYAGES).at(state).when(_reroll("k1", roll_id), PLAYER).refused("reroll_window_closed")
    assert state.conflicts["k1"].round is not None
