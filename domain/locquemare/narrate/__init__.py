"""The session log of a Locquemare table: one line for each notable event, said from the
state just before it, in the reader's language.

The English sentences go through ``words`` (``domain.core.words``), the rulebook's terms
through ``glossary``: a French table reads « Sybéline déclare : attaquer (Féroce +
Adrénaline) » and « Sybéline : motivation 6 contre difficulté 2 — triomphe (…) ».
"""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.core.words import ENGLISH, Words
from domain.locquemare import events as ev
from domain.locquemare.narrate import action as a
from domain.locquemare.narrate import harm as h
from domain.locquemare.narrate import table as t
from domain.locquemare.state import LocquemareState

LINES: dict[type[Event], Callable[[LocquemareState, Any, Words], str]] = {
    ev.ActionDeclared: a.declared, ev.DifficultySet: a.difficulty, ev.ActionRolled: a.rolled,
    ev.KeyActivated: a.activated, ev.ActionResolved: a.resolved,
    ev.ProwessActivated: a.prowess, ev.OutcomeChosen: a.chosen, ev.DamageDealt: a.damage,
    ev.StressApplied: h.stress, ev.StressChecked: h.checked,
    ev.ConsequenceInflicted: h.consequence, ev.HarmPending: h.pending,
    ev.HeroTakenOut: h.taken_out, ev.HeroLeftScene: h.left,
    ev.ExtremeConsequenceTaken: h.extreme, ev.NpcTakenOut: h.taken_out,
    ev.DefeatAccepted: h.defeat, ev.TokenGained: h.gained, ev.TokenSpent: h.spent,
    ev.ElanCreated: h.elan,
    ev.SceneStarted: t.scene_started, ev.SceneEnded: t.scene_ended,
    ev.ActStarted: t.act_started, ev.ActEnded: t.act_ended,
    ev.CharacterRegistered: t.registered, ev.TruthRevealed: t.truth,
    ev.SecretRevealed: t.secret, ev.SceneJoined: t.joined, ev.NpcsLeftScene: t.npcs_left,
    ev.NpcRestored: t.restored, ev.NpcRevealed: t.npc_revealed, ev.KeyRevealed: t.key_revealed,
    ev.ComplicationProposed: t.proposed, ev.ComplicationAccepted: t.accepted,
    ev.ComplicationRefused: t.refused,
}
"""The events the log tells, and how."""


def narrate(state: LocquemareState, event: Event, words: Words = ENGLISH) -> str | None:
    """A session-log line for ``event`` (``state`` is the state before it), or None."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)
