"""Keys, facts and complications (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    CONCEPT,
    HAMARTIA,
    SYBELINE_PLAYER,
    names,
    table,
)


def test_create_key_puts_a_scene_key_in_play() -> None:
    game = table()
    events = game.when(cmd.CreateKey(key_id="fog", text="Brouillard", kind="complication"))
    key = events[0].key  # type: ignore[attr-defined]
    assert (key.kind, key.known, key.persistent, key.created_in_scene) == (
        "complication", True, False, 1)


def test_create_key_outside_a_scene_must_be_persistent() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(cmd.CreateKey(key_id="fog", text="Brouillard")).refused(
        "wrong_phase"
    )
    assert game.when(cmd.CreateKey(key_id="fog", text="Brouillard", persistent=True))


def test_create_key_checks_ids_kind_and_owner() -> None:
    game = table()
    spec(LOCQUEMARE).at(game.state).when(cmd.CreateKey(key_id=CONCEPT, text="x")).refused(
        "duplicate_id"
    )
    spec(LOCQUEMARE).at(game.state).when(
        cmd.CreateKey(key_id="k", text="x", kind="character")
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.CreateKey(key_id="k", text="x", owner=cmd.KeyOwner(npc_id="no"))
    ).refused("unknown_npc")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.CreateKey(key_id="k", text="x"), SYBELINE_PLAYER
    ).refused("forbidden")


def test_reveal_key_makes_an_unknown_key_known() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="trap", text="Piège", known=False))
    spec(LOCQUEMARE).at(game.state).when(cmd.RevealKey(key_id="nothing")).refused("unknown_key")
    assert game.when(cmd.RevealKey(key_id="trap")) == [ev.KeyRevealed(key_id="trap", text="Piège")]
    spec(LOCQUEMARE).at(game.state).when(cmd.RevealKey(key_id="trap")).refused("key_already_known")


def test_extend_key_makes_it_survive_the_scene() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="fog", text="Brouillard"))
    assert game.when(cmd.ExtendKey(key_id="fog")) == [ev.KeyExtended(key_id="fog")]
    game.when(cmd.EndScene())
    assert game.state.keys["fog"].persistent


def test_remove_key_refuses_character_keys_and_consequences() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="fog", text="Brouillard"))
    assert game.when(cmd.RemoveKey(key_id="fog")) == [ev.KeyRemoved(key_id="fog", reason="removed")]
    spec(LOCQUEMARE).at(game.state).when(cmd.RemoveKey(key_id=CONCEPT)).refused("cannot_remove_key")
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    consequence = game.sybeline.consequence_slots["minor"]
    assert consequence is not None
    spec(LOCQUEMARE).at(game.state).when(cmd.RemoveKey(key_id=consequence)).refused(
        "cannot_remove_key"
    )


def test_establish_fact_by_any_player_on_known_keys() -> None:
    game = table()
    events = game.when(cmd.EstablishFact(text="Je connais ce quartier", key_ids=(CONCEPT,)),
                     ARTUS_PLAYER)
    assert events == [ev.FactEstablished(text="Je connais ce quartier", key_ids=(CONCEPT,))]
    game.when(cmd.CreateKey(key_id="trap", text="Piège", known=False))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EstablishFact(text="x", key_ids=("trap",)), ARTUS_PLAYER
    ).refused("unknown_key")


def test_propose_complication_on_a_heros_own_key() -> None:
    game = table()
    events = game.when(cmd.ProposeComplication(
        complication_id="c1", hero_id="sybeline", key_id=HAMARTIA, complication_kind="event",
        text="Ton frère est enlevé", proposer="adversity"))
    assert names(events) == ["ComplicationProposed"]
    spec(LOCQUEMARE).at(game.state).when(cmd.ProposeComplication(
        complication_id="c2", hero_id="sybeline", key_id="artus-concept",
        complication_kind="event", text="x", proposer="adversity")).refused("not_hero_key")
    spec(LOCQUEMARE).at(game.state).when(cmd.ProposeComplication(
        complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
        complication_kind="event", text="x", proposer="adversity")).refused("duplicate_id")


def test_an_ally_proposer_must_hold_the_token_it_offers() -> None:
    game = table()
    command = cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                     complication_kind="decision", text="Suis-moi",
                                     proposer="artus", token="danger")
    spec(LOCQUEMARE).at(game.state).when(command, ARTUS_PLAYER).refused("no_token")
    spec(LOCQUEMARE).at(game.state).when(command, SYBELINE_PLAYER).refused("forbidden")


def test_accepting_an_allys_complication_transfers_its_token() -> None:
    """Changed by T8 (was: paid with an offering): an ally pays with an exploit."""
    game = table()
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Suis-moi",
                                   proposer="artus", token="exploit"), ARTUS_PLAYER)
    events = game.when(cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenTransferred(from_hero_id="artus", to_hero_id="sybeline",
                                            kind="exploit")
    assert game.sybeline.tokens["exploit"] == 3
    spec(LOCQUEMARE).at(game.state).when(
        cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER
    ).refused("not_pending")


def test_refusing_a_complication_spends_a_token() -> None:
    game = table()
    game.when(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="x", proposer="adversity"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c1", payment="exploit"), ARTUS_PLAYER
    ).refused("forbidden")
    events = game.when(cmd.RefuseComplication(complication_id="c1", payment="exploit"),
                     SYBELINE_PLAYER)
    assert events == [ev.ComplicationRefused(complication_id="c1", payment="exploit"),
                      ev.TokenSpent(hero_id="sybeline", kind="exploit",
                                    purpose="refuse_complication")]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.RefuseComplication(complication_id="c1", payment="exploit"), SYBELINE_PLAYER
    ).refused("not_pending")
