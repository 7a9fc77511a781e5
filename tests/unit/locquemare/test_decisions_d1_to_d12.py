"""Decisions D1-D12 of spec section 9, pinned through the decider."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Prowess
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    HAMARTIA,
    SYBELINE_PLAYER,
    Game,
    declare,
    guard_scene,
    names,
    of_type,
    register_sybeline,
    rolled,
    table,
)


def test_d1_tokens_are_granted_at_act_start_and_kept_at_session_start() -> None:
    """Changed back by T6 (R3 renewed them at every session start). « Tu commences une
    session avec 3 instants, que tu récupères à la fin d'un acte »: a session inside the
    act keeps the reserve."""
    game = table(session=False, scene=False)
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="event", text="x", proposer="adversity"))
    game.when(cmd.AcceptComplication(complication_id="c1"))
    events = game.when(cmd.StartSession())
    assert events == [ev.SessionStarted(session=1)]
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 1}


def test_d1_tokens_gained_between_acts_are_lost_at_act_start() -> None:
    """Seed over spec: "Au début de chaque acte, tu perds tes instants en réserve et tu gagnes
    3 instants" and "six prouesses: ta réserve est mise à 0 à chaque début d'acte". The spec
    only discards at act end; the seed also resets the reserve at act start."""
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.StartScenario())
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="event", text="x", proposer="adversity"))
    game.when(cmd.AcceptComplication(complication_id="c1"))
    events = game.when(cmd.StartAct())
    assert events[1] == ev.TokensDiscarded(hero_id="sybeline", exploit=0, offering=0, danger=1)
    assert game.sybeline.tokens == {"exploit": 2, "offering": 1, "danger": 0}


def test_d2_four_prowesses_give_one_offering_and_one_exploit() -> None:
    game = Game()
    game.when(register_sybeline())
    game.when(cmd.StartScenario())
    game.when(cmd.GainProwess(hero_id="sybeline", prowess=Prowess(name="Fourth")))
    granted = of_type(game.when(cmd.StartAct()), ev.TokensGranted)[0]
    assert (granted.offering, granted.exploit) == (1, 1)  # type: ignore[attr-defined]


def test_d3_resources_may_reach_5_after_an_act_but_never_6() -> None:
    game = table(scene=False)
    game.when(cmd.EndAct())
    six = {"adrenaline": 6, "arsenal": 0, "biblos": 0, "volonte": 0, "dogma": 0, "paria": 0,
           "mystique": 0, "ichor": 3}
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RedistributeResources(hero_id="sybeline", resources=six), SYBELINE_PLAYER
    ).refused("invalid_allocation")
    five = {**six, "adrenaline": 5, "ichor": 4}
    game.when(cmd.RedistributeResources(hero_id="sybeline", resources=five), SYBELINE_PLAYER)
    assert game.sybeline.resources["adrenaline"] == 5


def test_d4_act_end_leaves_approaches_unchanged() -> None:
    game = table(scene=False)
    before = dict(game.sybeline.approaches)
    game.when(cmd.EndAct())
    assert game.sybeline.approaches == before


def test_d5_stress_is_paid_from_the_named_resource_current_value() -> None:
    game = table()
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=3, resource="arsenal",
                                    stress_check_d10=10))
    applied = events[0]
    assert isinstance(applied, ev.StressApplied)
    assert (applied.absorbed, applied.overflow, applied.resource_current) == (1, 2, 0)
    assert game.sybeline.resources_current["adrenaline"] == 2


def test_d6_one_d10_per_application_compared_strictly_after_absorption() -> None:
    game = table()
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                                    stress_check_d10=2))
    assert len(of_type(events, ev.StressChecked)) == 1
    assert not events[1].converted  # type: ignore[attr-defined]  # 2 < 2 is false
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="arsenal",
                                    stress_check_d10=2))
    assert events[1].converted  # type: ignore[attr-defined]  # 2 < 3
    assert game.sybeline.stress == 0
    assert game.sybeline.resources_current["adrenaline"] == 0
    game.when(cmd.EndScene())
    assert game.sybeline.resources_current["adrenaline"] == 2


def test_d7_a_full_slot_moves_the_consequence_to_the_next_more_severe_one() -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                                    stress_check_d10=1))
    assert events[2].severity == "medium"  # type: ignore[attr-defined]


def test_d7_consequence_capacities_are_3_5_7() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=8, resource="dogma", stress_check_d10=10))
    assert game.sybeline.pending_harm is not None
    assert game.sybeline.pending_harm.overflow == 8
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(
            hero_id="sybeline",
            option="absorb",
            absorb=cmd.AbsorbOption(slots=("grave",), texts=("x",)),
        ),
        SYBELINE_PLAYER,
    ).refused("invalid_option")
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="absorb", absorb=cmd.AbsorbOption(
        slots=("minor", "medium"), texts=("x", "y"))), SYBELINE_PLAYER)
    assert game.sybeline.pending_harm is None


def test_d8_the_extreme_consequence_replaces_a_key_and_is_never_recovered() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=20, resource="dogma", stress_check_d10=10))
    events = game.when(cmd.ResolveHarm(
        hero_id="sybeline", option="extreme",
        extreme=cmd.ExtremeOption(replace_key_id=CONCEPT, text="Main broyée")), SYBELINE_PLAYER)
    assert names(events) == ["ExtremeConsequenceTaken", "HarmResolved"]
    assert CONCEPT not in game.sybeline.character_key_ids
    extreme_id = game.sybeline.extreme_key_ids[0]
    assert game.state.keys[extreme_id].severity == "extreme"
    game.when(cmd.EndScene())
    game.when(cmd.EndAct(medium_recovery_hero_ids=("sybeline",)))
    game.when(cmd.EndScenario(grave_recovery_hero_ids=("sybeline",)))
    assert extreme_id in game.state.keys


def test_d8_the_extreme_consequence_is_once_per_scenario() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=20, resource="dogma", stress_check_d10=10))
    game.when(cmd.ResolveHarm(hero_id="sybeline", option="extreme", extreme=cmd.ExtremeOption(
        replace_key_id=CONCEPT, text="Main broyée")), SYBELINE_PLAYER)
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=20, resource="dogma",
                                    stress_check_d10=10))
    # R2 keeps accepting defeat open "avant de devenir hors-jeu"; extreme is spent
    assert events[-1] == ev.HarmPending(hero_id="sybeline", conversion_severity=None,
                                        overflow=20, options=("accept_defeat", "taken_out"))


def test_d9_motivation_uses_the_current_resource_value() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                           stress_check_d10=10))
    rolled(game, (0, 0, 0, 0))
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].base_motivation == 3  # type: ignore[attr-defined]


def test_d10_a_key_activated_by_an_ally_cannot_be_activated_again() -> None:
    game = table()
    guard_scene(game)
    rolled(game, (0, 0, 0, 0))
    game.when(cmd.ActivateKey(action_id="a1", key_id="saoul", activator_hero_id="artus",
                           payment="exploit"), ARTUS_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ActivateKey(
            action_id="a1", key_id="saoul", activator_hero_id="sybeline", payment="exploit"
        ),
        SYBELINE_PLAYER,
    ).refused("key_already_activated")


def test_d11_free_activations_against_the_hero_give_no_token() -> None:
    game = table()
    game.given([ev.FreeActivationsGranted(key_id=HAMARTIA, holder="adversity", count=1,
                                          reason="test")])
    declare(game)
    events = game.when(cmd.SetDifficulty(action_id="a1", key_activations=(
        cmd.KeyActivationSpec(key_id=HAMARTIA, payment="free_activation"),)))
    assert names(events) == ["DifficultySet", "KeyActivated", "FreeActivationUsed"]
    assert game.sybeline.tokens["danger"] == 0


def test_d12_a_self_complication_pays_one_danger_and_cannot_be_refused() -> None:
    game = table()
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="event", text="Mon frère",
                                   proposer="sybeline"), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c1", payment="exploit"), SYBELINE_PLAYER
    ).refused("cannot_refuse_own")
    events = game.when(cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenGained(hero_id="sybeline", kind="danger", count=1,
                                       reason="complication")


def test_d12_a_refused_complication_spends_the_token_without_handing_it_over() -> None:
    game = table()
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Reste",
                                   proposer="artus", token="exploit"), ARTUS_PLAYER)
    game.when(cmd.RefuseComplication(complication_id="c1", payment="exploit"), SYBELINE_PLAYER)
    assert game.sybeline.tokens["exploit"] == 1
    assert game.hero("artus").tokens["exploit"] == 2
