"""Ardri worked examples (spec §8, seed 001): exactly the seed's figures, through the decider."""

from domain.ardri.commands import (
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RegisterCharacter,
    RollConcurrence,
    StartSession,
    StoreMurphySuccess,
    UseMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    ActionRolled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    DiscardedMurphy,
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SessionEnded,
    SurplusSuccessGiven,
)
from domain.ardri.rules.values import Dice
from domain.core import Event, InvalidValue
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import (
    FACILITY,
    Game,
    attribute,
    difficulty,
    opposition,
    registered,
    roll_command,
    session,
)
from tests.unit.ardri.helpers import (
    PLAYER as PLAYER_1,
)

SINNEAD = registered("sinnead", spirit=4, intention=3,
                     modifiers={"knowledge": 1, "unworthy": 1},
                     attributes=[attribute("myths_of_enorhim", "knowledge", 2)])


def sinnead_after_ex_1() -> Game:
    """EX-1 played: Sinnead keeps a lost 4."""
    table = Game(SINNEAD, session("sinnead"))
    roll = table.roll("sinnead", "spirit", "knowledge", [4, 7, 9],
                      attribute_id="myths_of_enorhim", attribute_value=12)
    table.when(StoreMurphySuccess(character_id="sinnead", roll_id=roll.roll_id, die_index=0))
    return table


def sinnead_after_ex_2() -> Game:
    """EX-2 played: Sinnead also keeps a lost 5."""
    table = sinnead_after_ex_1()
    roll = table.roll("sinnead", "spirit", "knowledge", [5, 8, 9])
    table.when(StoreMurphySuccess(character_id="sinnead", roll_id=roll.roll_id, die_index=0))
    return table


def stored_id(table: Game, character_id: str, value: int) -> str:
    """The id of a stored success by its value."""
    stored = table.sheet(character_id)["murphy"]["stored"]
    return str(next(s["stored_success_id"] for s in stored if s["value"] == value))


def test_ardri_ex_1_sinnead_fails_to_identify_the_uilebeast_and_keeps_her_4() -> None:
    table = Game(SINNEAD, session("sinnead"))
    roll = table.roll("sinnead", "spirit", "knowledge", [4, 7, 9],
                      attribute_id="myths_of_enorhim", attribute_value=12)
    assert (roll.effective_threshold, roll.attribute_die_faces) == (5, 12)
    assert roll.trinity_success_indices == (0,) and roll.attribute_success is False
    assert (roll.total_successes, roll.outcome) == (1, "failure")
    assert (roll.storable_kind, roll.storable_die_indices) == ("lost", (0,))
    assert roll.dice_source == "physical"
    (stored,) = table.when(StoreMurphySuccess(character_id="sinnead", roll_id=roll.roll_id,
                                              die_index=0))
    assert isinstance(stored, MurphySuccessStored)
    assert (stored.value, stored.kind, stored.store_count_after) == (4, "lost", 1)


def test_ardri_ex_2_sinnead_keeps_a_second_success_of_5() -> None:
    table = sinnead_after_ex_1()
    roll = table.roll("sinnead", "spirit", "knowledge", [5, 8, 9])
    assert (roll.effective_threshold, roll.total_successes, roll.outcome) == (5, 1, "failure")
    assert (roll.storable_kind, roll.storable_die_indices) == ("lost", (0,))
    (stored,) = table.when(StoreMurphySuccess(character_id="sinnead", roll_id=roll.roll_id,
                                              die_index=0))
    assert isinstance(stored, MurphySuccessStored)
    assert (stored.value, stored.store_count_after) == (5, 2)
    assert table.stored_values("sinnead") == [4, 5]


def test_ardri_ex_3_the_stealthy_escape_uses_the_4_not_the_5() -> None:
    table = sinnead_after_ex_2()
    roll = table.roll("sinnead", "intention", "unworthy", [4, 7, 8])
    assert (roll.effective_threshold, roll.total_successes, roll.outcome) == (4, 1, "failure")
    use_5 = UseMurphySuccess(character_id="sinnead", roll_id=roll.roll_id,
                             stored_success_id=stored_id(table, "sinnead", 5))
    spec(ARDRI).at(table.state).when(use_5).refused("murphy_value_above_threshold")
    (used,) = table.when(UseMurphySuccess(character_id="sinnead", roll_id=roll.roll_id,
                                          stored_success_id=stored_id(table, "sinnead", 4)))
    assert isinstance(used, MurphySuccessUsed)
    assert (used.total_successes_after, used.outcome_after) == (2, "success")
    assert table.stored_values("sinnead") == [5]
    assert table.store_count("sinnead") == 2
    assert table.sheet("sinnead")["murphy"]["stores_left"] == 1
    spec(ARDRI).at(table.state).when(
        StoreMurphySuccess(character_id="sinnead", roll_id=roll.roll_id, die_index=0)
    ).refused("no_storable_success")


def test_ardri_ex_4_the_unused_5_is_lost_at_the_end_of_the_session() -> None:
    table = sinnead_after_ex_2()
    roll = table.roll("sinnead", "intention", "unworthy", [4, 7, 8])
    table.when(UseMurphySuccess(character_id="sinnead", roll_id=roll.roll_id,
                                stored_success_id=stored_id(table, "sinnead", 4)))
    (ended,) = table.when(EndSession())
    assert isinstance(ended, SessionEnded)
    assert ended.discarded_murphy == (DiscardedMurphy(character_id="sinnead", values=(5,)),)
    table.when(StartSession(present_character_ids=["sinnead"]))
    assert (table.store_count("sinnead"), table.stored_values("sinnead")) == (0, [])
    assert table.sheet("sinnead")["murphy"]["stores_left"] == 3


def test_ardri_ex_5_findell_loses_the_arm_wrestle_against_a_tough_rory() -> None:
    table = Game(registered("findell", strength=3), session("findell"))
    roll = table.roll("findell", "strength", None, [2, 3, 5], situation=opposition(1, 0))
    assert (roll.applied_opposition_malus, roll.effective_threshold) == (1, 2)
    assert roll.trinity_success_indices == (0,)
    assert (roll.total_successes, roll.outcome) == (1, "failure")
    assert (roll.storable_kind, roll.trinity_dice[0]) == ("lost", 2)


def test_ardri_ex_6_the_domain_malus_replaces_the_characteristic_malus() -> None:
    table = Game(registered("findell", strength=3, modifiers={"sword": 1}), session("findell"))
    roll = table.roll("findell", "strength", "sword", [1, 2, 9], situation=opposition(1, 2))
    assert (roll.applied_opposition_malus, roll.effective_threshold) == (2, 2)
    assert roll.trinity_success_indices == (0, 1)
    assert roll.outcome == "success"


def test_ardri_ex_7_sire_galvin_rides_through_thanks_to_his_d20() -> None:
    galvin = registered("galvin", strength=5, attributes=[attribute("riding", "body", 1)])
    table = Game(galvin, session("galvin"))
    roll = table.roll("galvin", "strength", "body", [4, 6, 7], attribute_id="riding",
                      attribute_value=5)
    assert (roll.effective_threshold, roll.attribute_die_faces) == (5, 20)
    assert roll.trinity_success_indices == (0,) and roll.attribute_success is True
    assert (roll.total_successes, roll.outcome) == (2, "success")
    assert (roll.storable_kind, roll.storable_die_indices) == (None, ())


def test_ardri_ex_8_sam_gives_ed_his_wasted_success_to_unload_the_boat() -> None:
    table = Game(registered("ed", strength=4, owner="p1"),
                  registered("sam", strength=4, owner="p2"), session("ed", "sam"))
    ed = table.roll("ed", "strength", "body", [3, 8, 9], task_id="boat")
    assert (ed.effective_threshold, ed.total_successes, ed.outcome) == (4, 1, "failure")
    sam = table.roll("sam", "strength", "body", [1, 2, 4], task_id="boat")
    assert (sam.total_successes, sam.is_triple, sam.outcome) == (3, False, "success")
    assert (sam.storable_kind, sam.storable_die_indices) == ("wasted", (0, 1, 2))
    (given,) = table.when(GiveSurplusSuccess(from_roll_id=sam.roll_id, die_index=2,
                                             to_roll_id=ed.roll_id))
    assert isinstance(given, SurplusSuccessGiven)
    assert (given.value, given.total_successes_after, given.outcome_after) == (4, 2, "success")
    assert (table.store_count("ed"), table.store_count("sam")) == (0, 0)
    spec(ARDRI).at(table.state).when(
        StoreMurphySuccess(character_id="sam", roll_id=sam.roll_id, die_index=0)
    ).refused("roll_success_already_taken")


def test_ardri_ex_9_the_holy_trinity_succeeds_even_at_threshold_1() -> None:
    table = Game(registered("findell", strength=3), session("findell"))
    holy = table.roll("findell", "strength", None, [3, 3, 3], situation=opposition(3))
    assert (holy.threshold_before_floor, holy.effective_threshold) == (0, 1)
    assert holy.outcome == "holy_trinity"
    plain = table.roll("findell", "strength", None, [1, 1, 2], situation=opposition(3))
    assert plain.effective_threshold == 1
    assert (plain.trinity_success_indices, plain.outcome) == ((0, 1), "success")


def test_ardri_ex_10_the_eye_of_the_master_of_alade_fails_even_at_threshold_7() -> None:
    table = Game(registered("rory", strength=5, modifiers={"sword": 2}), session("rory"))
    roll = table.roll("rory", "strength", "sword", [10, 10, 10])
    assert (roll.effective_threshold, roll.outcome) == (7, "oma")
    spec(ARDRI).at(table.state).when(UseMurphySuccess(character_id="rory", roll_id=roll.roll_id,
                                   stored_success_id="murphy-1")).refused("roll_not_failed")
    spec(ARDRI).at(table.state).when(
        StoreMurphySuccess(character_id="rory", roll_id=roll.roll_id, die_index=0)
    ).refused("no_storable_success")


def test_ardri_ex_11_triples_are_critical_and_never_storable() -> None:
    table = Game(registered("ed", strength=4), session("ed"))
    brilliant = table.roll("ed", "strength", None, [2, 2, 2])
    assert (brilliant.effective_threshold, brilliant.outcome) == (4, "critical_success")
    assert brilliant.storable_kind is None
    dismal = table.roll("ed", "strength", None, [6, 6, 6])
    assert dismal.outcome == "critical_failure"
    spec(ARDRI).at(table.state).when(UseMurphySuccess(character_id="ed", roll_id=dismal.roll_id,
                                   stored_success_id="murphy-1")).refused("roll_not_failed")


def test_ardri_ex_12_level_three_at_threshold_8_is_an_automatic_success() -> None:
    bard = registered("findell", intention=3, modifiers={"passion": 5},
                      attributes=[attribute("harp", "passion", 3)])
    table = Game(bard, session("findell"))
    roll = table.roll("findell", "intention", "passion", [9, 10, 8], attribute_id="harp")
    assert roll.effective_threshold == 8
    assert (roll.attribute_auto_success, roll.attribute_die_faces) == (True, None)
    assert roll.trinity_success_indices == (2,) and roll.attribute_success is True
    assert (roll.total_successes, roll.outcome) == (2, "success")
    spec(ARDRI).at(table.state).when(
        roll_command(
            "findell", "intention", "passion", [9, 10, 8], attribute_id="harp", attribute_value=3
        )
    ).refused("invalid_dice", InvalidValue)
    too_passionate = RegisterCharacter(
        name="Findell", characteristics={"strength": 3, "spirit": 3, "intention": 3},
        domain_modifiers={"passion": 6})
    spec(ARDRI).at(table.state).when(too_passionate, PLAYER_1).refused(
        "invalid_sheet", InvalidValue
    )


def test_ardri_ex_13_a_supporter_offers_a_stored_success_to_the_instigator() -> None:
    table = Game(registered("a", strength=4), registered("b", strength=3),
                  registered("c"), session("a", "b", "c"))
    b_roll = table.roll("b", "strength", "body", [3, 8, 9])
    table.when(StoreMurphySuccess(character_id="b", roll_id=b_roll.roll_id, die_index=0))
    assert (table.stored_values("b"), table.store_count("b")) == ([3], 1)
    roll = table.roll("a", "strength", "body", [5, 9, 9], supporters=["b", "c"])
    assert (roll.effective_threshold, roll.total_successes, roll.outcome) == (5, 1, "failure")
    (support,) = table.when(OfferMurphySupport(roll_id=roll.roll_id, supporter_id="b",
                                               stored_success_id=stored_id(table, "b", 3)))
    assert isinstance(support, MurphySupportGiven)
    assert (support.total_successes_after, support.outcome_after) == (2, "success")
    assert support.supporter_store_count_after == 0
    assert (table.store_count("b"), table.stored_values("b")) == (0, [])
    four = Game(*(registered(cid) for cid in "abcd"), session("a", "b", "c", "d"))
    spec(ARDRI).at(four.state).when(
        roll_command("a", "strength", "body", [5, 9, 9], supporters=["b"])
    ).refused("invalid_coordination")
    two = Game(registered("a"), registered("b"), session("a", "b"))
    assert two.roll("a", "strength", "body", [5, 9, 9], supporters=["b"]).coordination_bonus == 1


def test_ardri_ex_14_initiative_ties_break_on_threshold_then_lowest_dice() -> None:
    table = Game(registered("p1", spirit=4, modifiers={"knowledge": 1}),
                  registered("p2", spirit=5), registered("p3", spirit=4),
                  registered("p4", spirit=4, modifiers={"knowledge": 2}),
                  session("p1", "p2", "p3", "p4"))
    (opened,) = table.when(OpenConcurrence(characteristic="spirit", domain_id="knowledge",
                                           participant_ids=["p1", "p2", "p3", "p4"]))
    assert isinstance(opened, ConcurrenceOpened)
    contest = opened.concurrence_id
    dice = {"p1": [2, 4, 9], "p2": [1, 5, 10], "p3": [1, 2, 3], "p4": [6, 3, 9]}
    events: list[Event] = []
    rolls: dict[str, Event] = {}
    for cid, trinity in dice.items():
        events = table.when(RollConcurrence(concurrence_id=contest, character_id=cid,
                                            dice=Dice(trinity=trinity)))
        rolls[cid] = events[0]  # the ConcurrenceRolled (the state keeps no contest over)
    rolled = [r for r in rolls.values() if isinstance(r, ConcurrenceRolled)]
    assert [r.threshold for r in rolled] == [5, 5, 4, 6]
    assert [r.success_values for r in rolled] == [(2, 4), (1, 5), (1, 2, 3), (6, 3)]
    resolved = events[-1]
    assert isinstance(resolved, ConcurrenceResolved)
    assert [(r.character_id, r.rank) for r in resolved.ranking] == [
        ("p3", 1), ("p4", 2), ("p2", 3), ("p1", 4)]
    assert [r.success_sum for r in resolved.ranking] == [6, 9, 6, 6]


def test_ardri_ex_15_difficulty_floors_at_1_and_facility_has_no_cap() -> None:
    table = Game(registered("sinnead", spirit=3, modifiers={"knowledge": -1}),
                  registered("rory", strength=5, modifiers={"sword": 2}),
                  registered("ed"), session("sinnead", "rory", "ed"))
    hard = table.roll("sinnead", "spirit", "knowledge", [1, 1, 5],
                      situation=difficulty("near_impossible"))
    assert (hard.situation_modifier, hard.threshold_before_floor) == (-2, 0)
    assert hard.effective_threshold == 1
    easy = table.roll("rory", "strength", "sword", [9, 9, 10], situation=FACILITY,
                      supporters=["sinnead", "ed"])
    assert isinstance(easy, ActionRolled)
    assert (easy.threshold_before_floor, easy.effective_threshold) == (9, 9)
    assert (easy.situation_modifier, easy.coordination_bonus) == (1, 1)
