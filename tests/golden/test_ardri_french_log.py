"""A golden French session log (#27): Sinnead's session of the seed (ARDRI-EX-1 to EX-4:
the Uilebeast, the stealthy escape, the next session), narrated with the ``ardri``
catalog's French words and compared with the committed ``ardri_sinnead_fr.log``.

Seed: « Elle n'a qu'une seule réussite (le 4), c'est donc un échec ... elle décide de
garder sa réussite, et note le 4 sur sa fiche de personnage. »
"""

from pathlib import Path

from domain.ardri.commands import (
    EndSession,
    RegisterCharacter,
    StartSession,
    StoreMurphySuccess,
    UseMurphySuccess,
)
from domain.ardri.decider import ARDRI
from domain.ardri.events import MurphySuccessStored
from domain.ardri.narrate import narrate
from domain.ardri.rules.values import Attribute
from domain.ardri.state import ArdriOptions, ArdriState
from domain.core import Event
from domain.core.words import Text
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import PLAYER, Game

GOLDEN = Path(__file__).with_name("ardri_sinnead_fr.log")
NARROW = "\u202f"


def sinnead_session() -> Game:
    """The seed's scene, through commands (the refused use of the 5 leaves no line, and
    its problem reads in French too: « le seuil était fixé à 4 »)."""
    t = Game()
    t.when(RegisterCharacter(
        name="Sinnead", characteristics={"strength": 3, "spirit": 4, "intention": 3},
        domain_modifiers={"knowledge": 1, "unworthy": 1}, attributes=[Attribute(
            attribute_id="myths_of_enorhim", name="Connaissance des mythes et légendes "
            "d'Enorhim", domain_id="knowledge", level=2)]), PLAYER)
    t.when(StartSession(present_character_ids=["sinnead"]))
    uilebeast = t.roll("sinnead", "spirit", "knowledge", [4, 7, 9],
                       attribute_id="myths_of_enorhim", attribute_value=12, actor=PLAYER)
    t.when(StoreMurphySuccess(character_id="sinnead", roll_id=uilebeast.roll_id,
                              die_index=0), PLAYER)
    later = t.roll("sinnead", "spirit", "knowledge", [5, 8, 9], actor=PLAYER)
    (five,) = t.when(StoreMurphySuccess(character_id="sinnead", roll_id=later.roll_id,
                                        die_index=0), PLAYER)
    assert isinstance(five, MurphySuccessStored)
    escape = t.roll("sinnead", "intention", "unworthy", [4, 7, 8], actor=PLAYER)
    assert t.state.session is not None
    four, _ = t.state.session.murphy_of("sinnead").stored
    refused = (
        spec(ARDRI)
        .at(t.state)
        .when(
            UseMurphySuccess(
                character_id="sinnead",
                roll_id=escape.roll_id,
                stored_success_id=five.stored_success_id,
            ),
            PLAYER,
        )
        .refused("murphy_value_above_threshold")
    )
    assert isinstance(refused.detail, Text)
    assert refused.detail.said_in(words("fr", "ardri")) == "5 dépasse le seuil de 4"
    t.when(UseMurphySuccess(character_id="sinnead", roll_id=escape.roll_id,
                            stored_success_id=four.stored_success_id), PLAYER)
    t.when(EndSession())
    return t


def french_log(log: list[Event]) -> list[str]:
    """Each event narrated in French against the state just before it."""
    french = words("fr", "ardri")
    state: ArdriState = ARDRI.initial_state(ArdriOptions())
    lines = []
    for event in log:
        line = narrate(state, event, french)
        if line is not None:
            lines.append(line)
        state = ARDRI.evolve(state, event)
    return lines


def test_sinnead_s_session_reads_in_the_rulebook_s_french() -> None:
    """The committed log, line for line."""
    lines = french_log(sinnead_session().history)
    assert lines == GOLDEN.read_text(encoding="utf-8").splitlines()


def test_the_french_log_uses_the_rulebook_s_words_and_typography() -> None:
    """Seed words (jet, réussite, séance, Esprit, Savoir, Indigne), a narrow no-break space
    before a colon, and no English left."""
    text = "\n".join(french_log(sinnead_session().history))
    for word in ("lance", "réussite perdue", "séance", "Esprit + Savoir", "Indigne",
                 f"(seuil 5){NARROW}: 4, 7, 9 + D12 12", "désormais 2 réussites, succès"):
        assert word in text, word
    for english in ("rolls", "threshold", "success ", "Session", "keeps"):
        assert english not in text, english
