"""Keys, facts and complications (given / when / then)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
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
    events = game.do(cmd.CreateKey(key_id="fog", text="Brouillard", kind="complication"))
    key = events[0].key  # type: ignore[attr-defined]
    assert (key.kind, key.known, key.persistent, key.created_in_scene) == (
        "complication", True, False, 1)


def test_create_key_outside_a_scene_must_be_persistent() -> None:
    game = table(scene=False)
    game.fails(cmd.CreateKey(key_id="fog", text="Brouillard"), "wrong_phase")
    assert game.do(cmd.CreateKey(key_id="fog", text="Brouillard", persistent=True))


def test_create_key_checks_ids_kind_and_owner() -> None:
    game = table()
    game.fails(cmd.CreateKey(key_id=CONCEPT, text="x"), "duplicate_id")
    game.fails(cmd.CreateKey(key_id="k", text="x", kind="character"), "invalid_payload")
    game.fails(cmd.CreateKey(key_id="k", text="x", owner=cmd.KeyOwner(npc_id="no")),
               "unknown_npc")
    game.fails(cmd.CreateKey(key_id="k", text="x"), "forbidden", SYBELINE_PLAYER)


def test_reveal_key_makes_an_unknown_key_known() -> None:
    game = table()
    game.do(cmd.CreateKey(key_id="trap", text="Piège", known=False))
    game.fails(cmd.RevealKey(key_id="nothing"), "unknown_key")
    assert game.do(cmd.RevealKey(key_id="trap")) == [ev.KeyRevealed(key_id="trap", text="Piège")]
    game.fails(cmd.RevealKey(key_id="trap"), "key_already_known")


def test_extend_key_makes_it_survive_the_scene() -> None:
    game = table()
    game.do(cmd.CreateKey(key_id="fog", text="Brouillard"))
    assert game.do(cmd.ExtendKey(key_id="fog")) == [ev.KeyExtended(key_id="fog")]
    game.do(cmd.EndScene())
    assert game.state.keys["fog"].persistent


def test_remove_key_refuses_character_keys_and_consequences() -> None:
    game = table()
    game.do(cmd.CreateKey(key_id="fog", text="Brouillard"))
    assert game.do(cmd.RemoveKey(key_id="fog")) == [ev.KeyRemoved(key_id="fog", reason="removed")]
    game.fails(cmd.RemoveKey(key_id=CONCEPT), "cannot_remove_key")
    game.do(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    consequence = game.sybeline.consequence_slots["minor"]
    assert consequence is not None
    game.fails(cmd.RemoveKey(key_id=consequence), "cannot_remove_key")


def test_establish_fact_by_any_player_on_known_keys() -> None:
    game = table()
    events = game.do(cmd.EstablishFact(text="Je connais ce quartier", key_ids=(CONCEPT,)),
                     ARTUS_PLAYER)
    assert events == [ev.FactEstablished(text="Je connais ce quartier", key_ids=(CONCEPT,))]
    game.do(cmd.CreateKey(key_id="trap", text="Piège", known=False))
    game.fails(cmd.EstablishFact(text="x", key_ids=("trap",)), "unknown_key", ARTUS_PLAYER)


def test_propose_complication_on_a_heros_own_key() -> None:
    game = table()
    events = game.do(cmd.ProposeComplication(
        complication_id="c1", hero_id="sybeline", key_id=HAMARTIA, complication_kind="event",
        text="Ton frère est enlevé", proposer="adversity"))
    assert names(events) == ["ComplicationProposed"]
    game.fails(cmd.ProposeComplication(
        complication_id="c2", hero_id="sybeline", key_id="artus-concept",
        complication_kind="event", text="x", proposer="adversity"), "not_hero_key")
    game.fails(cmd.ProposeComplication(
        complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
        complication_kind="event", text="x", proposer="adversity"), "duplicate_id")


def test_an_ally_proposer_must_hold_the_token_it_offers() -> None:
    game = table()
    command = cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                     complication_kind="decision", text="Suis-moi",
                                     proposer="artus", token="danger")
    game.fails(command, "no_token", ARTUS_PLAYER)
    game.fails(command, "forbidden", SYBELINE_PLAYER)


def test_accepting_an_allys_complication_transfers_its_token() -> None:
    """Changed by T8 (was: paid with an offering): an ally pays with an exploit."""
    game = table()
    game.do(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="Suis-moi",
                                   proposer="artus", token="exploit"), ARTUS_PLAYER)
    events = game.do(cmd.AcceptComplication(complication_id="c1"), SYBELINE_PLAYER)
    assert events[1] == ev.TokenTransferred(from_hero_id="artus", to_hero_id="sybeline",
                                            kind="exploit")
    assert game.sybeline.tokens["exploit"] == 3
    game.fails(cmd.AcceptComplication(complication_id="c1"), "not_pending", SYBELINE_PLAYER)


def test_refusing_a_complication_spends_a_token() -> None:
    game = table()
    game.do(cmd.ProposeComplication(complication_id="c1", hero_id="sybeline", key_id=HAMARTIA,
                                   complication_kind="decision", text="x", proposer="adversity"))
    game.fails(cmd.RefuseComplication(complication_id="c1", payment="exploit"), "forbidden",
               ARTUS_PLAYER)
    events = game.do(cmd.RefuseComplication(complication_id="c1", payment="exploit"),
                     SYBELINE_PLAYER)
    assert events == [ev.ComplicationRefused(complication_id="c1", payment="exploit"),
                      ev.TokenSpent(hero_id="sybeline", kind="exploit",
                                    purpose="refuse_complication")]
    game.fails(cmd.RefuseComplication(complication_id="c1", payment="exploit"), "not_pending",
               SYBELINE_PLAYER)
