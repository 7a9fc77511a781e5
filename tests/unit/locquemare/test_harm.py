"""Harm, conflicts and npcs (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    SYBELINE_PLAYER,
    Game,
    names,
    table,
)


def test_apply_stress_needs_a_present_hero_and_a_valid_amount() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline")
    ).refused("wrong_phase")
    game.when(cmd.StartScene(present_hero_ids=("artus",)))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline")
    ).refused("hero_unavailable")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="artus", amount=0, resource="adrenaline")
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="artus", amount=1, resource="gold")
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="ghost", amount=1, resource="adrenaline")
    ).refused("unknown_hero")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="artus", amount=1, resource="adrenaline"), ARTUS_PLAYER
    ).refused("forbidden")


def test_apply_stress_on_a_hero_with_pending_harm_is_refused() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                           stress_check_d10=10))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline")
    ).refused("harm_pending")


def test_a_conversion_without_a_free_slot_leaves_pending_harm_without_absorb() -> None:
    game = table()
    for severity in ("minor", "medium", "grave"):
        game.when(cmd.InflictConsequence(hero_id="sybeline", severity=severity, text=severity))
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=2, resource="adrenaline",
                                    stress_check_d10=1))
    assert events[-1] == ev.HarmPending(hero_id="sybeline", conversion_severity="minor",
                                        overflow=0,
                                        options=("extreme", "accept_defeat", "taken_out"))


def test_resolve_harm_taken_out_removes_the_hero_from_the_scene() -> None:
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                           stress_check_d10=10))
    events = game.when(cmd.ResolveHarm(hero_id="sybeline", option="taken_out"), SYBELINE_PLAYER)
    assert events == [ev.HeroTakenOut(hero_id="sybeline"),
                      ev.HarmResolved(hero_id="sybeline", option="taken_out")]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DeclareAction(
            action_id="a1",
            hero_id="sybeline",
            action_type="attack",
            approach="aggro",
            resource="adrenaline",
        )
    ).refused("hero_unavailable")
    game.when(cmd.EndScene())
    assert not game.sybeline.taken_out


def test_resolve_harm_in_a_conflict_may_accept_defeat() -> None:
    game = table()
    game.when(cmd.StartConflict(conflict_id="c1"))
    events = game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                                    stress_check_d10=10))
    pending = events[-1]
    assert isinstance(pending, ev.HarmPending) and "accept_defeat" in pending.options
    events = game.when(cmd.ResolveHarm(hero_id="sybeline", option="accept_defeat"),
                     SYBELINE_PLAYER)
    assert names(events) == ["DefeatAccepted", "TokenGained", "HarmResolved"]
    assert game.sybeline.conceded


def test_resolve_harm_errors() -> None:
    game = table()
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(hero_id="sybeline", option="taken_out")
    ).refused("no_pending_harm")
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                           stress_check_d10=10))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(hero_id="sybeline", option="absorb")
    ).refused("invalid_option")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(
            hero_id="sybeline",
            option="extreme",
            extreme=cmd.ExtremeOption(replace_key_id="artus-concept", text="x"),
        )
    ).refused("invalid_option")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ResolveHarm(hero_id="sybeline", option="taken_out"), ARTUS_PLAYER
    ).refused("forbidden")


def test_describe_consequence_names_it_and_its_effect() -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"))
    key_id = game.sybeline.consequence_slots["minor"]
    assert key_id is not None
    events = game.when(cmd.DescribeConsequence(key_id=key_id, text="Sonnée", effect="stunned"))
    assert events == [ev.ConsequenceDescribed(key_id=key_id, text="Sonnée", effect="stunned")]
    spec(LOCQUEMARE).at(game.state).when(cmd.DescribeConsequence(key_id=CONCEPT, text="x")).refused(
        "unknown_key"
    )


def test_conflicts_open_and_close() -> None:
    game = table()
    spec(LOCQUEMARE).at(game.state).when(cmd.EndConflict()).refused("no_conflict")
    assert game.when(cmd.StartConflict(conflict_id="c1")) == [ev.ConflictStarted(conflict_id="c1")]
    spec(LOCQUEMARE).at(game.state).when(cmd.StartConflict(conflict_id="c2")).refused(
        "conflict_in_progress"
    )
    assert game.when(cmd.EndConflict()) == [ev.ConflictEnded(conflict_id="c1")]


def test_accept_defeat_needs_a_conflict_or_harm_and_an_available_hero() -> None:
    game = table()  # R2: nothing pending and no conflict -> nothing to concede
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("no_conflict")
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptDefeat(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("hero_unavailable")


def test_adversity_accepts_defeat_once_per_scene_in_a_conflict() -> None:
    game = table()
    # T12 (was: no_conflict outside a conflict): see test_t12_*
    game.when(cmd.StartConflict(conflict_id="c1"))
    assert game.when(cmd.AdversityAcceptsDefeat()) == [
        ev.AdversityDefeatAccepted(conflict_id="c1")]
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat()).refused(
        "defeat_already_accepted"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.AdversityAcceptsDefeat(), SYBELINE_PLAYER).refused(
        "forbidden"
    )


def npc_scene(category: str = "soldier", boxes: int = 1,
              slots: tuple[str, ...] = ()) -> Game:
    game = table(scene=False)
    game.when(cmd.CreateNpc(npc_id="n", name="Brute", category=category, stress_boxes=boxes,
                         consequence_slots=slots))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("n",)))
    return game


def test_npc_boxes_absorb_stress_until_the_npc_is_out() -> None:
    game = npc_scene()
    assert game.when(cmd.ApplyNpcStress(npc_id="n", amount=1)) == [
        ev.NpcStressApplied(npc_id="n", amount=1, boxes_marked=1, remaining=0)]
    assert game.when(cmd.ApplyNpcStress(npc_id="n", amount=1))[-1] == ev.NpcTakenOut(npc_id="n")
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="n", amount=1)).refused(
        "npc_unavailable"
    )


def test_apply_npc_stress_errors() -> None:
    game = npc_scene("adversary", 1, ("minor",))
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="ghost", amount=1)).refused(
        "unknown_npc"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="n", amount=0)).refused(
        "invalid_payload"
    )
    game.when(cmd.ApplyNpcStress(npc_id="n", amount=3))
    spec(LOCQUEMARE).at(game.state).when(cmd.ApplyNpcStress(npc_id="n", amount=1)).refused(
        "harm_pending"
    )


def test_resolve_npc_harm_takes_it_out_or_uses_slots() -> None:
    game = npc_scene("adversary", 1, ("minor",))
    spec(LOCQUEMARE).at(game.state).when(cmd.ResolveNpcHarm(npc_id="n", taken_out=True)).refused(
        "no_pending_harm"
    )
    game.when(cmd.ApplyNpcStress(npc_id="n", amount=3))
    spec(LOCQUEMARE).at(game.state).when(cmd.ResolveNpcHarm(npc_id="n", slots=("grave",))).refused(
        "invalid_option"
    )
    assert game.when(cmd.ResolveNpcHarm(npc_id="n", taken_out=True)) == [
        ev.NpcTakenOut(npc_id="n")]


def test_npc_boxes_clear_at_scene_end() -> None:
    game = npc_scene("adversary", 2, ("minor",))
    game.when(cmd.ApplyNpcStress(npc_id="n", amount=1))
    game.when(cmd.EndScene())
    assert game.state.npcs["n"].stress_marked == 0


def test_an_accepted_defeat_counts_consequences_taken_in_the_conflict_only() -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="artus", severity="minor", text="Avant"))
    game.when(cmd.StartConflict(conflict_id="c1"))
    game.when(cmd.InflictConsequence(hero_id="artus", severity="medium", text="Pendant"))
    events = game.when(cmd.AcceptDefeat(hero_id="artus"), ARTUS_PLAYER)
    assert events[1] == ev.TokenGained(hero_id="artus", kind="danger", count=2,
                                       reason="accepted_defeat")
