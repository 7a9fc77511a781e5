"""ESPRI's command handlers, by topic: ``setup``, ``call`` (declaring and drawing),
``outcome`` (placing the call's gems and the result's effects), ``between_calls`` (and
the table's bookkeeping), ``ritual``; ``board`` holds the board moves they all emit.

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[EspriState], command, actor, rng) -> None``. The guards come from
``domain.core.guards``; ESPRI binds its ownership wording once, here.
"""

from domain.core import Actor
from domain.core.guards import require_owner
from domain.espri.rules.sheet import Character
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, character

GM_ONLY = sentence("only the gm may do that")
"""The detail of a command only the gm sends (``gm_only``)."""


def require_player(actor: Actor, sheet: Character) -> None:
    """The seat playing ``sheet``, or the gm (``not_owner``)."""
    require_owner(actor, sheet.player_id, sentence("this seat does not play %(name)s",
                                                   name=sheet.name))


def played(state: EspriState, actor: Actor, character_id: str) -> Character:
    """The character (``unknown_character``), which the acting seat plays (``not_owner``)."""
    sheet = character(state, character_id)
    require_player(actor, sheet)
    return sheet


def played_by(state: EspriState, actor: Actor, character_id: str) -> None:
    """The character check of a command acting for ``character_id``: its seat or the gm."""
    played(state, actor, character_id)
