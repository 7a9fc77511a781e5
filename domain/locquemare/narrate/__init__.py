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
from domain.locquemare.narrate import bookkeeping as b
from domain.locquemare.narrate import harm as h
from domain.locquemare.narrate import table as t
from domain.locquemare.state import LocquemareState

LINES: dict[type[Event], Callable[[LocquemareState, Any, Words], str | None]] = {
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
    ev.ActionClosed: h.closed, ev.ConsequenceDescribed: h.described,
    ev.ConsequenceRecovered: h.recovered, ev.HarmResolved: h.harm_resolved,
    ev.StressCleared: h.stress_cleared, ev.ResourcesRestored: h.restored,
    ev.ConflictStarted: h.conflict_started, ev.ConflictEnded: h.conflict_ended,
    ev.AdversityDefeatAccepted: h.adversity_concedes, ev.NpcStressApplied: h.npc_stress,
    ev.NpcHarmPending: h.npc_pending, ev.NpcConsequenceTaken: h.npc_consequence,
    ev.SecretPoolSet: b.pool_set, ev.NpcCreated: b.npc_created, ev.SecretsDrawn: b.drawn,
    ev.SecretChosen: b.chosen, ev.ScenarioStarted: b.scenario_started,
    ev.ScenarioEnded: b.scenario_ended, ev.SessionStarted: b.session_started,
    ev.SessionEnded: b.session_ended, ev.TokensGranted: b.tokens_granted,
    ev.TokensDiscarded: b.tokens_discarded, ev.DangerTokensGranted: b.danger_granted,
    ev.AdversityTokensDiscarded: b.danger_discarded, ev.AdversityTokensKept: b.danger_kept,
    ev.DangerTokenSpent: b.danger_spent, ev.TokenTransferred: b.transferred,
    ev.KeyCreated: b.key_created, ev.KeyExtended: b.key_extended,
    ev.KeyRemoved: b.key_removed, ev.FactEstablished: b.fact,
    ev.CharacterKeyModified: b.key_modified, ev.FreeActivationsGranted: b.free_granted,
    ev.FreeActivationUsed: b.free_used, ev.ElanUsed: b.elan_used,
    ev.EvolutionPointsAwarded: b.points, ev.EvolutionTrackEmptied: b.track_emptied,
    ev.ProwessGained: b.prowess_gained, ev.ResourcesRedistributed: b.redistributed,
    ev.ApproachesAdjusted: b.approaches_adjusted, ev.ResourcesAdjusted: b.resources_adjusted,
}
"""The events the log tells, and how."""


def narrate(state: LocquemareState, event: Event, words: Words = ENGLISH) -> str | None:
    """A session-log line for ``event`` (``state`` is the state before it), or None."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)
