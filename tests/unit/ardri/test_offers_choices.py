"""Issues #37 and #39 on Ardri's offers: every finite field has its choices, labelled in
the reader's words (« Esprit », « Savoir », a roll named as a person names it, never an
id); counts say how many supporters or participants a list takes; an attribute needs no
identifier typed; a closed roll is still told from an unknown one though the state no
longer keeps it."""

from typing import Any

from domain.ardri import commands as cmd
from domain.ardri.decider import ARDRI
from domain.ardri.rules.values import Attribute
from domain.core import GM, Affordance
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import PLAYER, Game, registered, session

FRENCH = words("fr", "ardri")


def offer(table: Game, kind: str, actor: Any = GM, language: Any = None) -> Affordance:
    found = ARDRI.available(table.state, actor, (), language or words("en", "ardri"))
    return next(a for a in found.available if a.type == kind)


def labels(affordance: Affordance, field: str, cid: str | None = None) -> list[str]:
    return [c.label for c in affordance.choices[field] if c.character_id in (None, cid)]


def test_the_sheet_and_the_roll_are_offered_in_the_rulebooks_words() -> None:
    """#37 item 2: Ardri « Savoir » had to be typed ``knowledge``. The choices keep the
    identifiers as values and say them as the rulebook does."""
    table = Game(registered("sinnead", spirit=4), session("sinnead"))
    registering = offer(table, "RegisterCharacter", GM, FRENCH)
    assert labels(registering, "characteristics") == ["Force", "Esprit", "Intention"]
    assert [c.value for c in registering.choices["characteristics.*"]] == [3, 4, 5]
    assert "Savoir" in labels(registering, "domain_modifiers")
    assert [c.value for c in registering.choices["domain_modifiers.*"]] == [-1, 0, 1, 2]
    assert [c.value for c in registering.choices["domain_modifiers.passion"]][-1] == 5
    rolling = offer(table, "RollAction", PLAYER, FRENCH)
    assert labels(rolling, "domain_id")[:4] == ["Corps", "Épée", "Force, domaine 3", "Savoir"]
    assert "situation compliquée" in labels(rolling, "difficulty")[0]


def test_coordination_supporters_come_with_their_count() -> None:
    """« Si les PJ participent tous (ou au moins 3 d'entre eux) »: with four at the table a
    coordination takes two supporters or more."""
    ids = ("a", "b", "c", "d")
    table = Game(*(registered(cid) for cid in ids), session(*ids))
    rolling = offer(table, "RollAction")
    assert {c.value for c in rolling.choices["coordination.supporter_ids"]
            if c.character_id == "a"} == {"b", "c", "d"}
    assert [(c.min, c.max) for c in rolling.counts["coordination.supporter_ids"]] == [(2, 3)]
    contest = offer(table, "OpenConcurrence")
    assert [(c.min, c.max) for c in contest.counts["participant_ids"]] == [(2, 4)]


def test_a_roll_is_offered_by_what_a_person_calls_it() -> None:
    """The roll a success is stored from reads « jet d'Esprit de Sinnead », its dice by
    face and rank, not « sinnead: roll-3 »."""
    table = Game(registered("sinnead", spirit=4), session("sinnead"))
    table.roll("sinnead", "spirit", None, [4, 7, 9])
    storing = offer(table, "StoreMurphySuccess", GM, FRENCH)
    assert labels(storing, "roll_id", "sinnead") == ["jet en Esprit de Sinnead"]
    assert labels(storing, "die_index", "sinnead") == ["4 (dé de la Trinité n°\u00a01)"]


def test_an_attribute_needs_no_identifier_typed() -> None:
    """A player writes the attribute's name; its identifier is made from it."""
    table = Game()
    table.when(cmd.RegisterCharacter(
        name="Sinnead", owner_player_id="p1",
        characteristics={"strength": 3, "spirit": 4, "intention": 3},
        attributes=[Attribute(name="Mythes d'Enorhim", domain_id="knowledge", level=2)]))
    sheet = table.state.characters["sinnead"].sheet
    assert [a.attribute_id for a in sheet.attributes] == ["mythes_d_enorhim"]


def test_a_closed_roll_is_told_from_an_unknown_one() -> None:
    """The state keeps open rolls only (C4); a roll that closed when its character rolled
    again is still refused as closed, an unknown one as not found."""
    table = Game(registered("sinnead", spirit=4), session("sinnead"))
    first = table.roll("sinnead", "spirit", None, [4, 7, 9])
    table.roll("sinnead", "spirit", None, [4, 7, 9])
    assert first.roll_id not in table.state.session.open_rolls  # type: ignore[union-attr]
    spec(ARDRI).at(table.state).when(
        cmd.StoreMurphySuccess(character_id="sinnead", roll_id=first.roll_id, die_index=0)
    ).refused("roll_closed")
    spec(ARDRI).at(table.state).when(
        cmd.StoreMurphySuccess(character_id="sinnead", roll_id="roll-999", die_index=0)
    ).refused("roll_not_found")
