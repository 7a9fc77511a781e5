"""Spending situation points (7.3): given / when / then for each purchase and error."""


from domain.core import NotAuthorized
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Purchase
from domain.voyages.rules.sheet import Target
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    OTHER_PLAYER,
    PLAYER,
    adjective,
    adjective_event,
    doc,
    given,
    of_type,
    opened,
    registered,
    scored,
    spend,
    tetra,
)


def test_spending_follows_the_pool_kind_and_sign() -> None:
    state = scored(6, 6)
    spec(VOYAGES).at(state).when(
        spend("player:tetra", adjective(polarity="negative")), PLAYER
    ).refused("wrong_effect_for_pool")
    spec(VOYAGES).at(state).when(spend("environment:1", adjective(polarity="positive"))).refused(
        "wrong_effect_for_pool"
    )
    spec(VOYAGES).at(state).when(
        spend("environment:1", adjective(polarity="negative")), PLAYER
    ).refused("forbidden", NotAuthorized)
    spec(VOYAGES).at(state).when(spend("player:tetra", adjective()), OTHER_PLAYER).refused(
        "forbidden", NotAuthorized
    )
    spec(VOYAGES).at(state).when(spend("nope", adjective())).refused("invalid_payload")
    spec(VOYAGES).at(state).when(spend("player:tetra", adjective(tier=5)), PLAYER).refused(
        "invalid_payload"
    )
    spec(VOYAGES).at(state).when(
        spend(
            "player:tetra",
            Purchase(
                effect="adjective",
                character_id="tetra",
                tier=2,
                value=1,
                name="x",
                polarity="positive",
                target=Target(kind="thing", id="nope"),
            ),
        ),
        PLAYER,
    ).refused("unknown_thing")
    spec(VOYAGES).at(state).when(
        spend(
            "player:tetra",
            Purchase(
                effect="reduce_adjective", character_id="tetra", adjective_id="adj-9", amount=1
            ),
        ),
        PLAYER,
    ).refused("unknown_adjective")


def test_bought_adjectives_merge_and_stop_at_three() -> None:
    # T7: a next_roll adjective « impactera le prochain jet de dés », so tetra's own
    # situation roll would use it up; a scene adjective stays to be merged with (A2).
    state = given(*registered(tetra(), doc()),
                  adjective_event("tetra", "adj-1", "x", 3, "positive", "scene"))
    state = scored(6, 4, state=state, terrain_player=2)
    spec(VOYAGES).at(state).when(spend("player:tetra", adjective()), PLAYER).refused(
        "adjective_value_cap"
    )


def test_reduction_targets_the_right_polarity_and_amount() -> None:
    state = given(*registered(tetra(), doc()),
                  adjective_event("tetra", "adj-1", "fier", 1, "positive", "scene"),
                  adjective_event("tetra", "adj-2", "las", 1, "negative", "scene"))
    state = scored(6, 6, state=state)
    reduce_positive = Purchase(effect="reduce_adjective", character_id="tetra",
                               adjective_id="adj-1", amount=1)
    spec(VOYAGES).at(state).when(spend("player:tetra", reduce_positive), PLAYER).refused(
        "wrong_effect_for_pool"
    )
    spec(VOYAGES).at(state).when(
        spend(
            "player:tetra",
            Purchase(
                effect="reduce_adjective", character_id="tetra", adjective_id="adj-2", amount=2
            ),
        ),
        PLAYER,
    ).refused("invalid_payload")
    events = spec(VOYAGES).at(state).when(spend("environment:1", reduce_positive)).events
    assert of_type(events, ev.AdjectiveRemoved)[0].reason == "reduced"


def test_spending_waits_for_scoring_and_adjective_mode() -> None:
    spec(VOYAGES).at(opened()).when(spend("player:tetra", adjective())).refused("wrong_phase")
    spec(VOYAGES).at(scored(6, 4, result_mode="value")).when(
        spend("player:tetra", adjective())
    ).refused("wrong_phase")
