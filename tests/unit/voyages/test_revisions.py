"""Revisions R1 (flaws: who, what, until when) and R2 (who splits a group) of the
Voyages & Aventures spec: given events, when a command, then events or an error."""

from domain.core import Actor, NotAuthorized
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridAdjective, SettlementTerm
from domain.voyages.rules.model import Purchase
from domain.voyages.rules.sheet import Character
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    doc,
    given,
    of_type,
    open_conflict,
    registered,
    table,
    tetra,
)

THIRD_PLAYER = Actor(seat_id="p3", role="player")


def invoke(effect_id: str, character_id: str = "tetra") -> cmd.InvokeFlaw:
    """Tetra's clumsiness redirects an effect."""
    return cmd.InvokeFlaw(effect_id=effect_id, character_id=character_id, flaw="maladroite",
                        replacement_description="she trips over the notable's dog")


def failed(die: int, action_id: str = "a1") -> tuple[VoyagesState, ev.ActionResultComputed]:
    """Tetra's action with one physical die, no modifiers (1: natural 1, 2: no)."""
    outcome = (
        spec(VOYAGES)
        .at(table())
        .when(cmd.RollAction(action_id=action_id, character_id="tetra", dice=(die,)), PLAYER)
    )
    state, events = outcome.state, outcome.events
    return state, of_type(events, ev.ActionResultComputed)[0]


def test_r1_the_owner_invokes_a_flaw_and_no_other_player_may() -> None:
    """R1: "... la joueuse ou le joueur peuvent ... invoquer un travers" (the owner, or
    the gm on its behalf), replacing D17's gm-only invocation."""
    state, result = failed(2)
    assert result.effect_id == "e1"
    [invoked] = of_type(spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).events, ev.FlawInvoked)
    assert (invoked.character_id, invoked.effect_id) == ("tetra", "e1")
    assert of_type(spec(VOYAGES).at(state).when(invoke("e1")).events, ev.FlawInvoked)
    spec(VOYAGES).at(state).when(invoke("e1"), OTHER_PLAYER).refused("forbidden", NotAuthorized)


def test_r1_a_failed_action_and_a_natural_one_are_effects_a_flaw_answers() -> None:
    """R1, seed: "Si une action va entrainer une mauvaise conséquence ... invoquer un
    travers pour rediriger la conséquence"."""
    for die, tier in ((2, "no"), (1, "fail_complication")):
        state, result = failed(die)
        assert (result.tier, result.effect_id) == (tier, "e1")
        effect = state.effects["e1"]
        assert (effect.kind, effect.harmful, effect.concerns_character_ids) == (
            "action_outcome", True, ("tetra",))
        outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
        state, events = outcome.state, outcome.events
        assert [type(event).__name__ for event in events] == ["FlawInvoked"]
        assert state.effects["e1"].negated
        spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).refused("effect_not_invocable")
    _, succeeded = failed(5)
    assert (succeeded.tier, succeeded.effect_id) == ("yes_and", None)


def test_r1_a_reroll_that_turns_the_failure_round_retires_its_effect() -> None:
    """R1: only a failed outcome is a harm; a reroll to success leaves nothing to redirect
    (seed: "Si une action va entrainer une mauvaise conséquence")."""
    state, _ = failed(2)
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.RerollWithTint(
                resolution_id="a1",
                roll_id="a1:main",
                tint_source="own",
                tint="curiosity",
                dice=(5,),
            ),
            PLAYER,
        )
    )
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.ActionResultComputed)[0].effect_id is None
    assert "e1" not in state.effects
    spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).refused("effect_not_invocable")


def test_r1_the_window_outlives_the_resolution_until_the_characters_next_action() -> None:
    """R1: the window stays open until the character's next action, situation or
    conflict starts; seed: "Elle a accepté d'échanger toutes ses possessions ... la
    joueuse de Tetra invoque son travers" (after the deal is closed)."""
    state, _ = failed(2)
    state = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.CloseAction(action_id="a1"),
            cmd.RollAction(action_id="a2", character_id="doc", dice=(6,)),
        )
        .state
    )
    assert of_type(spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).events, ev.FlawInvoked)
    later = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RollAction(action_id="a3", character_id="tetra", dice=(6,)))
        .state
    )
    spec(VOYAGES).at(later).when(invoke("e1"), PLAYER).refused("flaw_window_closed")


def test_r1_a_new_situation_or_conflict_for_the_character_closes_the_window() -> None:
    """R1: "until the character's next action, situation or conflict starts"; seed:
    "Si une action va entrainer une mauvaise conséquence pour un personnage"."""
    state, _ = failed(2)
    situation = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            )
        )
        .state
    )
    spec(VOYAGES).at(situation).when(invoke("e1"), PLAYER).refused("flaw_window_closed")
    conflict = spec(VOYAGES).at(state).when(open_conflict()).state
    spec(VOYAGES).at(conflict).when(invoke("e1"), PLAYER).refused("flaw_window_closed")
    elsewhere = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.OpenSituation(
                situation_id="s2", participants=(cmd.ParticipantSpec(character_id="doc"),)
            )
        )
        .state
    )
    assert of_type(spec(VOYAGES).at(elsewhere).when(invoke("e1"), PLAYER).events, ev.FlawInvoked)


def test_r1_a_maybe_cost_is_answered_after_its_action_closed() -> None:
    """R1: "a 'maybe' cost" is a harm a flaw answers, also once the action is closed;
    seed: "rediriger la conséquence vers une conséquence néfaste de leur choix"."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.RollAction(action_id="a1", character_id="tetra", dice=(3,)),
            cmd.ChooseMaybeOption(
                action_id="a1",
                option="pay_cost",
                cost=cmd.MaybeCost(
                    description="burnt fingers",
                    adjective=GridAdjective(name="brûlée", duration="day"),
                ),
            ),
            actor=PLAYER,
        )
        .state
    )
    state = spec(VOYAGES).at(state).when(cmd.CloseAction(action_id="a1")).state
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "AdjectiveRemoved"]
    assert state.characters["tetra"].adjectives == ()


def test_r1_an_environment_purchase_is_answered_after_its_situation_closed() -> None:
    """R1: "environment purchases" stay invocable past CloseSituation; seed: "Si une
    action va entrainer une mauvaise conséquence pour un personnage"."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(4,)),
            cmd.RollEnvironment(situation_id="s1", dice=(6,)),
            cmd.ScoreSituation(situation_id="s1"),
            cmd.SpendSituationPoints(
                situation_id="s1",
                pool_id="environment:1",
                purchases=(
                    Purchase(
                        effect="adjective",
                        character_id="tetra",
                        tier=2,
                        value=1,
                        name="trempée",
                        polarity="negative",
                    ),
                ),
            ),
            cmd.CloseSituation(situation_id="s1"),
        )
        .state
    )
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.AdjectiveRemoved)[0].reason == "negated"


def test_r1_a_stake_lost_in_a_closed_conflict_comes_back() -> None:
    """R1: "stakes lost in a conflict or given up in an accepted settlement"; seed:
    "Elle a accepté d'échanger toutes ses possessions pour une pseudo pierre
    philosophale."""
    state = (
        spec(VOYAGES)
        .at(table())
        .played(
            open_conflict(initiator="merchant"),
            cmd.OfferStake(
                conflict_id="k1",
                stake_id="possessions",
                side_id="tetra_side",
                description="toutes ses possessions",
                cost=3,
            ),
        )
        .state
    )
    outcome = (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.ProposeSettlement(
                conflict_id="k1",
                settlement_id="deal",
                side_id="tetra_side",
                terms=(SettlementTerm(stake_id="possessions", to_side_id="merchant"),),
            ),
            cmd.AcceptSettlement(conflict_id="k1", settlement_id="deal", side_id="merchant"),
        )
    )
    state, events = outcome.state, outcome.history
    [acquired] = of_type(events, ev.StakeAcquired)
    assert state.conflicts["k1"].status == "closed"
    outcome = spec(VOYAGES).at(state).when(invoke(acquired.effect_id), PLAYER)
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked", "StakeReturned"]


# --- R2 -------------------------------------------------------------------------------

def rin() -> Character:
    """A third traveller, owned by the third player."""
    return Character(character_id="rin", owner_player_id="p3", name="Rin")


def trio_scored() -> VoyagesState:
    """Tetra (p1), Doc (p2) and Rin (p3) in an average group, rolled and scored."""
    state = given(*registered(tetra(), doc(), rin()))
    return (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.OpenSituation(
                situation_id="s1",
                group_mode="average",
                participants=(
                    cmd.ParticipantSpec(character_id="tetra"),
                    cmd.ParticipantSpec(character_id="doc"),
                    cmd.ParticipantSpec(character_id="rin"),
                ),
            ),
            *(
                cmd.RollSituation(situation_id="s1", character_id=cid, dice=(d,))
                for cid, d in (("tetra", 6), ("doc", 3), ("rin", 2))
            ),
            cmd.RollEnvironment(situation_id="s1", dice=(5,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )


def split(*groups: tuple[str, ...]) -> cmd.SplitGroup:
    """SplitGroup on s1."""
    return cmd.SplitGroup(situation_id="s1", subgroups=groups)


def test_r2_a_player_splits_off_the_subgroup_holding_its_own_character() -> None:
    """R2, seed: "Chacun peut décider, après les jets de dés, de se désolidariser d'un
    membre du groupe, ou de se diviser en plusieurs groupes." """
    outcome = spec(VOYAGES).at(trio_scored()).when(split(("tetra",), ("doc", "rin")), PLAYER)
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.GroupSplit)[0].subgroups == (("tetra",), ("doc", "rin"))
    outcome = spec(VOYAGES).at(state).when(split(("tetra",), ("doc",), ("rin",)), OTHER_PLAYER)
    state, events = outcome.state, outcome.events
    [scored] = of_type(events, ev.SituationScored)
    assert [s.members for s in scored.subgroups] == [("tetra",), ("doc",), ("rin",)]


def test_r2_a_player_never_splits_other_players_characters_apart() -> None:
    """R2: "the owner of a participant may split off the subgroup holding its own
    character; the gm may split any"; seed: "Chacun peut décider ... de se désolidariser
    d'un membre du groupe"."""
    state = trio_scored()
    spec(VOYAGES).at(state).when(split(("tetra", "doc"), ("rin",)), PLAYER).refused(
        "forbidden", NotAuthorized
    )
    spec(VOYAGES).at(state).when(split(("tetra",), ("doc",), ("rin",)), PLAYER).refused(
        "forbidden", NotAuthorized
    )
    outsider = Actor(seat_id="p9", role="player")
    spec(VOYAGES).at(state).when(split(("tetra",), ("doc", "rin")), outsider).refused(
        "forbidden", NotAuthorized
    )
    spec(VOYAGES).at(state).when(
        split(("tetra",), ("doc", "rin")), Actor(seat_id="o1", role="observer")
    ).refused("forbidden", NotAuthorized)
    assert of_type(
        spec(VOYAGES).at(state).when(split(("tetra", "doc"), ("rin",))).events, ev.GroupSplit
    )
    assert of_type(
        spec(VOYAGES).at(state).when(split(("tetra", "doc"), ("rin",)), THIRD_PLAYER).events,
        ev.GroupSplit,
    )
    spec(VOYAGES).at(state).when(split(("tetra",), ("doc", "rin"), ("tetra",)), PLAYER).refused(
        "invalid_payload"
    )
