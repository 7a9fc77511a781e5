"""Choices that hold for one character or one side (``Choice.character_id``): the roll a
character may reroll and what pays it, the situation a participant acts in, the conflict
and settlement a side acts on, an action's helpers (any character but the roller, U1).
Sent for that character or side, each one is accepted (issue #39: exact offers)."""

from collections.abc import Callable, Iterable, Mapping
from typing import get_args

from domain.core import Actor, Choice, ChoiceContext, Command, Count
from domain.core.words import Words, say
from domain.voyages import commands as cmd
from domain.voyages.decide import controls
from domain.voyages.decide import may as m
from domain.voyages.decide import may_conflict as k
from domain.voyages.decide import may_spending as sp
from domain.voyages.narrate import glossary as g
from domain.voyages.rules.conflict import Conflict
from domain.voyages.rules.model import Involvement, Situation
from domain.voyages.state import VoyagesState


def _name(state: VoyagesState, cid: str) -> str:
    sheet = state.characters.get(cid)
    return cid if sheet is None else sheet.name


def _side_name(found: Conflict, side_id: str) -> str:
    named = found.side(side_id)
    return side_id if named is None else named.name


def _situation(found: Situation, cid: str) -> Choice:
    return Choice(value=found.situation_id, label=found.description or found.situation_id,
                  character_id=cid)


def _conflict(found: Conflict, side_id: str) -> Choice:
    return Choice(value=found.conflict_id, label=found.frame or found.conflict_id,
                  character_id=side_id)


def helpers(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """U1: for each roller the seat plays, every other character (of any seat)."""
    return [Choice(value=other, label=sheet.name, character_id=roller)
            for roller, mine in state.characters.items()
            if context.actor.may_act_for(mine.owner_player_id)
            for other, sheet in state.characters.items() if other != roller]


def _rerollable(state: VoyagesState) -> dict[str, tuple[str, str]]:
    """Per character, its first roll open to rerolls (resolution, roll): offered together,
    they always match."""
    found: dict[str, tuple[str, str]] = {}
    for rid, roll, cid in m.rerollable(state):
        found.setdefault(cid, (rid, roll))
    return found


def _resolution(state: VoyagesState, rid: str, words: Words) -> str:
    """A resolution as the table names it: its description, frame or roller."""
    if rid in state.situations:
        return state.situations[rid].description or words.gettext("the situation")
    if rid in state.conflicts:
        return state.conflicts[rid].frame
    action = state.actions.get(rid)
    return say(words, "%(name)s's action", name=_name(state, action.character_id)) \
        if action is not None else rid


def reroll_resolutions(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The resolution of each character's roll open to rerolls."""
    return [Choice(value=rid, label=_resolution(state, rid, context.words), character_id=cid)
            for cid, (rid, _) in _rerollable(state).items()]


def reroll_rolls(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Each character's roll open to rerolls."""
    return [Choice(value=roll, label=say(context.words, "%(name)s's roll",
                                         name=_name(state, cid)), character_id=cid)
            for cid, (_, roll) in _rerollable(state).items()]


def tint_sources(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """What may pay a reroll, per character: an own tint with a point left, a tattoo with
    a point left (never a tattoo to a character with no tattooed point)."""
    found: list[Choice] = []
    for cid in m.reroll_characters(state):
        sheet = state.characters[cid]
        if any(t.current >= 1 for t in sheet.own_tints):
            found.append(context.term("own", g.tint_source, cid))
        if any(i.tattooed and i.current >= 1 for i in sheet.tint_inventory):
            found.append(context.term("tattoo", g.tint_source, cid))
    return found


def own_tints(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Own tints with a point left, per character with a roll to reroll."""
    return [Choice(value=t.tint, label=t.tint, character_id=cid)
            for cid in m.reroll_characters(state) for t in state.characters[cid].own_tints
            if t.current >= 1]


def tattoos(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """Tattooed tints with a point left, per character with a roll to reroll."""
    return [Choice(value=i.inventory_id, label=i.tint, character_id=cid)
            for cid in m.reroll_characters(state)
            for i in state.characters[cid].tint_inventory if i.tattooed and i.current >= 1]


def situations_where(keep: Callable[[Situation, str], bool]
                     ) -> Callable[[VoyagesState, ChoiceContext], list[Choice]]:
    """Rolling situations where each character has not rolled and ``keep`` holds."""
    def choose(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
        return [_situation(s, cid) for cid in state.characters
                for s in m.unrolled_in(state, cid) if keep(s, cid)]
    return choose


def involvements(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The four involvement levels; only the front line once a risk is taken."""
    found: list[Choice] = []
    for cid in state.characters:
        unrolled = m.unrolled_in(state, cid)
        if not unrolled:
            continue
        locked = any(s.participants[cid].risk_taken for s in unrolled)
        levels: Iterable[str] = ("front_line",) if locked else get_args(Involvement)
        found += context.terms(levels, g.involvement, cid)
    return found


def splittable(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The group each participant may split off."""
    return [_situation(s, cid) for s in sp.splittable(state)
            for cid in dict.fromkeys(x for grp in s.subgroups for x in grp.members)]


def apportionable(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The average group each member may share the result of."""
    return [_situation(s, cid) for s, n in sp.apportionable(state)
            for cid in s.subgroups[n].members]


def apportion_members(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """The members of each member's subgroup (one allocation each)."""
    return [Choice(value=x, label=_name(state, x), character_id=cid)
            for s, n in sp.apportionable(state) for cid in s.subgroups[n].members
            for x in s.subgroups[n].members]


def shares(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """What one member's share may be: from 0 to the subgroup's whole total (a negative
    total for a negative result); the shares must add up to it."""
    totals = [s.subgroups[n].group_score * len(s.subgroups[n].members)
              for s, n in sp.apportionable(state)]
    low, high = min([0, *totals]), max([0, *totals])
    return context.numbers(range(low, high + 1))


def side_conflicts(step: k.SideStep) -> Callable[[VoyagesState, ChoiceContext], list[Choice]]:
    """For each side, the open conflicts where it may take the step."""
    def choose(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
        return [_conflict(found, sid) for sid in k.all_side_ids(state)
                for found in k.side_steps(state, sid, step)]
    return choose


def other_sides(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
    """For each side, the other active sides of its conflicts (whose stake it asks)."""
    return [Choice(value=o.side_id, label=o.name, character_id=s.side_id)
            for found in k.between_rounds(state) for s in found.sides if s.active
            for o in found.sides if o.active and o.side_id != s.side_id]


def settlements(keep: Callable[[str, str | None, tuple[str, ...]], bool]
                ) -> Callable[[VoyagesState, ChoiceContext], list[Choice]]:
    """For each side, the pending settlements ``keep(side, proposer, accepted_by)`` lets
    it act on."""
    def choose(state: VoyagesState, context: ChoiceContext) -> list[Choice]:
        return [Choice(value=st.settlement_id, label=say(
                    context.words, "the settlement %(side)s proposed",
                    side=_side_name(found, st.proposer_side_id)), character_id=s.side_id)
                for found in k.between_rounds(state) for s in found.sides
                if s.active and controls(context.actor, s)
                for st in found.settlements.values() if st.status == "pending"
                and keep(s.side_id, st.proposer_side_id, tuple(st.accepted_by))]
    return choose


def contest_counts(state: VoyagesState, context: ChoiceContext) -> list[Count]:
    """A contest opposes two active sides or more of the conflict."""
    sizes = [len(found.active_side_ids()) for found in k.contestable(state)]
    return [Count(min=2, max=max(sizes))] if sizes and max(sizes) >= 2 else []


def tattooed(state: VoyagesState) -> list[str]:
    """Characters with a tattoo below its points (``RestoreTattooTint`` acts for them)."""
    return list(dict.fromkeys(cid for cid, _ in m.restorable_tattoos(state)))


def gm_for(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """Only the gm sends it, for any of them (``forbidden``)."""
    m.gm_only(state, actor)


def any_participant(found: Situation, character_id: str) -> bool:
    """Any participant yet to roll."""
    return True


def no_risk_yet(found: Situation, character_id: str) -> bool:
    """A participant who has not taken a risk."""
    return not found.participants[character_id].risk_taken


def taking_part(found: Situation, character_id: str) -> bool:
    """A participant who takes part."""
    return found.participants[character_id].involvement != "not_involved"


def to_answer(side_id: str, proposer: str | None, accepted_by: tuple[str, ...]) -> bool:
    """A pending settlement the side has not accepted."""
    return side_id not in accepted_by


def proposed(side_id: str, proposer: str | None, accepted_by: tuple[str, ...]) -> bool:
    """A pending settlement the side proposed."""
    return side_id == proposer


_SHEET_WORDS = ("name", "character_id", "traits.trait_id", "traits.name", "traits.tint",
                "trades.trade_id", "trades.name", "trades.aspects", "trades.tint_points.tint",
                "own_tints.tint", "tint_inventory.tint", "tint_inventory.inventory_id", "flaws",
                "adjectives.name", "adjectives.adjective_id", "reason")
FREE_FIELDS: Mapping[type[Command], tuple[str, ...]] = {
    cmd.RegisterCharacter: _SHEET_WORDS, cmd.ReviseCharacterSheet: _SHEET_WORDS,
    cmd.RegisterThing: ("thing_id", "name"), cmd.AddInventoryTint: ("tint",),
    cmd.AddAdjective: ("name",), cmd.RemoveAdjective: ("reason",),
    cmd.RollAction: ("action_id", "dice", "helpers.dice"), cmd.JoinHelp: ("dice",),
    cmd.RerollWithTint: ("dice",), cmd.ChooseMaybeOption: ("cost.description",),
    cmd.InvokeFlaw: ("replacement_description", "replacement_adjective.name"),
    cmd.OpenSituation: ("situation_id", "description"), cmd.RollSituation: ("dice",),
    cmd.RollEnvironment: ("dice",), cmd.SpendSituationPoints: ("purchases.name",
                                                           "purchases.description"),
    cmd.OpenConflict: ("conflict_id", "frame", "initiator_side_id", "sides.side_id",
                     "sides.name", "generic_grid.description"),
    cmd.ChangeFrame: ("frame", "generic_grid.description"),
    cmd.ProposeStake: ("stake_id", "description"), cmd.OfferStake: ("stake_id", "description"),
    cmd.SetActionCost: ("cost_id", "description"), cmd.ProposeSettlement: ("settlement_id",),
    cmd.ChooseApproach: ("description",), cmd.ContestApproach: ("dice",),
    cmd.RollConflict: ("member_rolls.dice",),
}
"""The fields whose values are the table's own words (names, descriptions, a new id the
table gives) or a physical roll: every other field an offer names has its choices."""
