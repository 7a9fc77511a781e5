"""The session log of a Voyages & Aventures table: one line for each main resolution event,
said from the state just before it, in the reader's language.

The English sentences go through ``words`` (``domain.core.words``), the rulebook's terms
through ``glossary``: a French table reads « Doc lance : 4 (tâche délicate -2) » and
« Doc : total 4 — oui ».
"""

from collections.abc import Callable
from typing import Any

from domain.core import Event
from domain.core.words import ENGLISH, Words
from domain.voyages import events as e
from domain.voyages.narrate import conflict as k
from domain.voyages.narrate import resolution as r
from domain.voyages.state import VoyagesState

LINES: dict[type[Event], Callable[[VoyagesState, Any, Words], str | None]] = {
    e.ActionRolled: r.action_rolled, e.ActionResultComputed: r.action_result,
    e.MaybeResolved: r.maybe_resolved, e.RollRerolled: r.rerolled,
    e.HelpJoined: r.help_joined,
    e.SituationRolled: r.situation_rolled, e.SituationScored: r.situation_scored,
    e.SituationPointsSpent: r.points_spent, e.FlawInvoked: r.flaw,
    e.AdjectiveAdded: r.adjective_added, e.AdjectiveValueChanged: r.adjective_value_changed,
    e.ConflictOpened: k.opened, e.ConflictSideRolled: k.side_rolled,
    e.RoundScored: k.round_scored, e.RoundResolved: k.round_resolved,
    e.StakeAcquired: k.stake_acquired, e.GenericStakeAcquired: k.generic_acquired,
    e.SideLeftConflict: k.side_left, e.SettlementWithdrawn: k.settlement_withdrawn,
    e.SettlementRejected: k.settlement_rejected, e.ConflictSettled: k.settled,
    e.ConflictClosed: k.closed, e.StakeWithdrawn: k.stake_withdrawn,
    e.MemberJoinedConflict: k.member_joined, e.MemberLeftConflict: k.member_left,
}
"""The events the log tells, and how."""


def narrate(state: VoyagesState, event: Event, words: Words = ENGLISH) -> str | None:
    """A line for the main resolution events; None for bookkeeping ones."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)
