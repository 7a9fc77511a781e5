"""OpenConcurrence, RollConcurrence, CancelConcurrence and the §7.6 ranking (D8, D16)."""

from domain.ardri.commands import (
    CancelConcurrence,
    ChangeSessionRoster,
    OfferMurphySupport,
    OpenConcurrence,
    RollConcurrence,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import (
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    RankEntry,
)
from domain.ardri.rules.resolution import rank_key, ranks
from domain.ardri.rules.values import Dice
from domain.core import Event, InvalidValue, NotAuthorized, ScriptedRandomSource
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import OTHER_PLAYER, PLAYER, Game, attribute, registered, session

BARD = registered("findell", intention=3, modifiers={"passion": 5},
                  attributes=[attribute("harp", "passion", 3), attribute("riding", "body", 1)])


def arena() -> tuple[Game, str]:
    """Findell, Ed and Sam present; a concurrence on intention + passion between them."""
    t = Game(BARD, registered("ed", intention=4), registered("sam", intention=5),
              registered("kate"), session("findell", "ed", "sam"))
    (opened,) = t.when(OpenConcurrence(characteristic="intention", domain_id="passion",
                                       participant_ids=["findell", "ed", "sam"], label="song"))
    assert isinstance(opened, ConcurrenceOpened)
    return t, opened.concurrence_id


def contest_roll(contest: str, cid: str, trinity: list[int], attribute_value: int | None = None,
                 attribute_id: str | None = None) -> RollConcurrence:
    """A RollConcurrence with physical dice."""
    return RollConcurrence(concurrence_id=contest, character_id=cid, attribute_id=attribute_id,
                           dice=Dice(trinity=trinity, attribute=attribute_value))


def test_opening_a_concurrence_is_checked() -> None:
    t, _ = arena()
    spec(ARDRI).at(t.state).when(
        OpenConcurrence(characteristic="luck", participant_ids=["ed", "sam"])
    ).refused("invalid_characteristic", InvalidValue)
    spec(ARDRI).at(t.state).when(OpenConcurrence(characteristic="spirit", domain_id="archery",
                              participant_ids=["ed", "sam"])).refused("domain_not_found")
    spec(ARDRI).at(t.state).when(
        OpenConcurrence(characteristic="spirit", domain_id="sword", participant_ids=["ed", "sam"])
    ).refused("domain_characteristic_mismatch")
    for ids in (["ed"], ["ed", "ed"], ["ed", "kate"], ["ed", "ghost"]):
        spec(ARDRI).at(t.state).when(
            OpenConcurrence(characteristic="spirit", participant_ids=ids)
        ).refused("invalid_participants")
    spec(ARDRI).at(t.state).when(
        OpenConcurrence(characteristic="spirit", participant_ids=["ed", "sam"]), PLAYER
    ).refused("not_authorized", NotAuthorized)


def test_rolling_in_a_concurrence_is_checked() -> None:
    t, contest = arena()
    spec(ARDRI).at(t.state).when(contest_roll("concurrence-99", "ed", [1, 2, 3])).refused(
        "concurrence_not_found"
    )
    spec(ARDRI).at(t.state).when(contest_roll(contest, "kate", [1, 2, 3])).refused(
        "character_not_present"
    )
    t.when(ChangeSessionRoster(add_ids=["kate"]))
    spec(ARDRI).at(t.state).when(contest_roll(contest, "kate", [1, 2, 3])).refused(
        "not_a_participant"
    )
    spec(ARDRI).at(t.state).when(contest_roll(contest, "findell", [1, 2, 3], 4, "lute")).refused(
        "attribute_not_found"
    )
    spec(ARDRI).at(t.state).when(contest_roll(contest, "findell", [1, 2, 3], 4, "riding")).refused(
        "attribute_domain_mismatch"
    )
    spec(ARDRI).at(t.state).when(contest_roll(contest, "findell", [1, 2, 3], None, "harp")).refused(
        "invalid_dice", InvalidValue
    )
    t.when(contest_roll(contest, "ed", [1, 2, 3]))
    spec(ARDRI).at(t.state).when(contest_roll(contest, "ed", [1, 2, 3])).refused("already_rolled")


def test_d8_in_a_concurrence_the_level_three_d8_is_rolled_even_at_threshold_8() -> None:
    t, contest = arena()
    (rolled,) = t.when(contest_roll(contest, "findell", [9, 10, 8], 6, "harp"))
    assert isinstance(rolled, ConcurrenceRolled)
    assert (rolled.threshold, rolled.attribute_die_faces, rolled.attribute_die_value) == (8, 8, 6)
    assert (rolled.success_values, rolled.total_successes) == ((8, 6), 2)


def test_the_last_roll_resolves_the_concurrence_in_the_same_decision() -> None:
    t, contest = arena()
    t.when(contest_roll(contest, "findell", [9, 10, 8], 6, "harp"))
    t.when(RollConcurrence(concurrence_id=contest, character_id="ed"),
           rng=ScriptedRandomSource([0, 1, 2], mode="mixed"))
    events = t.when(contest_roll(contest, "sam", [3, 3, 3]))
    assert [type(e) for e in events] == [ConcurrenceRolled, ConcurrenceResolved]
    resolved = events[1]
    assert isinstance(resolved, ConcurrenceResolved)
    assert resolved.ranking[0] == RankEntry(character_id="sam", rank=1, special="holy_trinity",
                                            total_successes=3, threshold=5, success_sum=9,
                                            success_values_sorted=(3, 3, 3))
    assert [(r.character_id, r.rank) for r in resolved.ranking] == [
        ("sam", 1), ("ed", 2), ("findell", 3)]
    spec(ARDRI).at(t.state).when(contest_roll(contest, "sam", [1, 1, 1])).refused(
        "concurrence_closed"
    )
    assert t.state.session is not None
    assert contest not in t.state.session.concurrences  # over: its ranking is in the log


def test_d16_equal_keys_share_a_rank() -> None:
    t = Game(registered("a"), registered("b"), registered("c", spirit=4), session("a", "b", "c"))
    (opened,) = t.when(OpenConcurrence(characteristic="spirit", participant_ids=["a", "b", "c"]))
    contest = opened.concurrence_id if isinstance(opened, ConcurrenceOpened) else ""
    events: list[Event] = []
    for cid, dice in (("a", [1, 2, 9]), ("b", [2, 1, 8]), ("c", [10, 10, 10])):
        events = t.when(contest_roll(contest, cid, dice))
    resolved = events[-1]
    assert isinstance(resolved, ConcurrenceResolved)
    assert [(r.character_id, r.rank) for r in resolved.ranking] == [("a", 1), ("b", 1),
                                                                     ("c", 3)]
    assert resolved.ranking[2].special == "oma"


def test_the_gm_cancels_an_open_concurrence_once() -> None:
    t, contest = arena()
    spec(ARDRI).at(t.state).when(CancelConcurrence(concurrence_id=contest), PLAYER).refused(
        "not_authorized", NotAuthorized
    )
    spec(ARDRI).at(t.state).when(CancelConcurrence(concurrence_id="concurrence-99")).refused(
        "concurrence_not_found"
    )
    (cancelled,) = t.when(CancelConcurrence(concurrence_id=contest))
    assert cancelled == ConcurrenceCancelled(concurrence_id=contest, reason="gm")
    spec(ARDRI).at(t.state).when(CancelConcurrence(concurrence_id=contest)).refused(
        "concurrence_closed"
    )
    spec(ARDRI).at(t.state).when(contest_roll(contest, "ed", [1, 2, 3])).refused(
        "concurrence_closed"
    )


def test_concurrence_rolls_are_never_open_rolls() -> None:
    t, contest = arena()
    t.when(contest_roll(contest, "ed", [1, 9, 9]))
    assert t.sheet("ed")["open_roll_id"] is None


def test_an_absent_supporter_cannot_offer_support() -> None:
    t = Game(registered("a"), registered("b"), session("a", "b"))
    roll = t.roll("a", "strength", None, [9, 9, 8], supporters=["b"])
    t.when(ChangeSessionRoster(remove_ids=["b"]))
    spec(ARDRI).at(t.state).when(OfferMurphySupport(roll_id=roll.roll_id, supporter_id="b",
                                 stored_success_id="murphy-1")).refused("character_not_present")


def test_equal_keys_share_a_rank_and_the_next_rank_skips() -> None:
    keys = [rank_key(None, 2, 5, [1, 2]), rank_key(None, 2, 5, [2, 1]),
            rank_key(None, 1, 7, [1])]
    assert ranks(keys) == [1, 1, 3]


def test_holy_trinity_ranks_above_and_oma_below_everyone() -> None:
    holy = rank_key("holy_trinity", 0, 1, [])
    best_plain = rank_key(None, 4, 8, [1, 1, 1, 1])
    oma = rank_key("oma", 3, 8, [1, 2, 3])
    assert ranks([best_plain, oma, holy]) == [2, 3, 1]


def test_a_participant_who_left_the_table_still_rolls_so_the_contest_completes() -> None:
    """Completion (#25), seed: « Si les PJ s'affrontent entre eux pour le même objectif
    ... chacun d'eux fait un jet sous la même caractéristique+domaine »: every participant
    rolls, even one the gm sent away meanwhile; an absent non-participant still cannot."""
    t = Game(registered("a", owner="p1"), registered("b", owner="p2"), registered("c"),
              session("a", "b", "c"))
    t.when(OpenConcurrence(characteristic="spirit", participant_ids=["a", "b"]))
    t.when(ChangeSessionRoster(remove_ids=["b", "c"]))
    spec(ARDRI).at(t.state).when(
        RollConcurrence(concurrence_id="concurrence-5", character_id="c")
    ).refused("character_not_present")
    t.when(RollConcurrence(concurrence_id="concurrence-5", character_id="a",
                           dice=Dice(trinity=[1, 2, 3])))
    _rolled, resolved = t.when(RollConcurrence(concurrence_id="concurrence-5", character_id="b",
                                              dice=Dice(trinity=[9, 9, 8])), OTHER_PLAYER)
    assert isinstance(resolved, ConcurrenceResolved)
    assert [r.character_id for r in resolved.ranking] == ["a", "b"]
