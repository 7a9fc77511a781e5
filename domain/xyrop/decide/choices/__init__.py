"""The values Xyrop's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.offers``), labelled in the
reader's words (a character's name, « PNJ », « Blessure »; the table's own traits as it
wrote them); a choice valid only when sending for one character names it
(``character_id``). The table's steps and the effects are in ``effects``; ``FREE_FIELDS``
lists the fields left to the table's own words (names, descriptions, the sheet's traits)
and the physical dice.
"""

from collections.abc import Callable, Iterable, Mapping

from domain.core import Actor, Choice, ChoiceContext, Command, Count, plain_choices
from domain.xyrop import commands as cmd
from domain.xyrop.decide import ContestCheck, live, passes, present_ids
from domain.xyrop.decide.action import keep_open
from domain.xyrop.decide.contest import effect_open
from domain.xyrop.decide.ones import gm_ones_open, player_one_open
from domain.xyrop.narrate import glossary
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import Contest, GameState

FREE_FIELDS: Mapping[type[Command], tuple[str, ...]] = {
    # the seed lists no approach, role or value: the table names its traits and rates them
    cmd.RegisterCharacter: ("name", "race.name", "character_id", "distinctions.distinction_id",
                            "distinctions.name", "approaches", "approaches.*", "roles",
                            "roles.*", "values", "values.*", "treasure.treasure_id",
                            "treasure.name"),
    cmd.RollAction: ("label", "dice"),
    cmd.RollOpposition: ("npc_id", "npc_dice", "extra_dice.label", "dice"),
    cmd.CreateAsset: ("name",),
    cmd.CreateSituation: ("name",),
    cmd.AwardValueDestiny: ("note",),
    cmd.ExploitPlayerOne: ("effect.description",),
    cmd.ExploitGmOnes: ("effect.description",),
    cmd.ApplyMilestoneAdvance: ("option.distinction_id", "option.name", "option.treasure_id"),
}
"""The fields whose values are the table's own words (a name, a description, a trait the
sheet names) or a physical roll: every other field an offer names has its choices."""


def names(state: GameState, ids: Iterable[str]) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].name) for cid in ids
            if cid in state.characters]


def every_character(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Every character of the game."""
    return names(state, state.characters)


def present(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The characters present in the session."""
    return names(state, present_ids(state))


def absent(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The characters not in the session."""
    here = set(present_ids(state))
    return names(state, [cid for cid in state.characters if cid not in here])


def owner_seats(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The seat a new character belongs to: the asking player's own, or (gm) any player's."""
    if context.actor.is_gm:
        return context.seat_choices()
    return [c for c in context.seat_choices() if c.value == context.actor.seat_id]


def _contest_label(state: GameState, contest: Contest) -> str:
    sheet = state.characters.get(contest.character_id)
    who = sheet.name if sheet is not None else contest.character_id
    if contest.label:
        return f"{who}, {contest.label} ({contest.player_total})"
    return f"{who} ({contest.player_total})"


def _contests(state: GameState, contests: Iterable[Contest], actor: Actor,
              check: ContestCheck) -> list[Choice]:
    return [Choice(value=c.contest_id, label=_contest_label(state, c)) for c in contests
            if _open(check, state, actor, c)]


def _open(check: ContestCheck, state: GameState, actor: Actor, contest: Contest) -> bool:
    return passes(lambda: check(state, actor, contest))


def awaiting_contests(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The rolls awaiting their opposition."""
    session = state.session
    contests = session.awaiting_contests() if session is not None else ()
    return [Choice(value=c.contest_id, label=_contest_label(state, c)) for c in contests]


def opposed_count(state: GameState, context: ChoiceContext) -> list[Count]:
    """One roll of the opposition answers one or all of the awaiting rolls (R2)."""
    session = state.session
    awaiting = len(session.awaiting_contests()) if session is not None else 0
    return [Count(min=1, max=awaiting)] if awaiting else []


def keepable_contests(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The rolls in which this seat may keep one more die."""
    return _contests(state, live(state), context.actor, keep_open)


def effect_contests(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The resolved rolls whose winning side this seat is, their effect still open."""
    return _contests(state, live(state), context.actor, effect_open)


def player_one_contests(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The rolls with a player 1 the gm may still use."""
    return _contests(state, live(state), context.actor, player_one_open)


def gm_ones_contests(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The rolls whose opposition rolled 1s not yet exploited."""
    return _contests(state, live(state), context.actor, gm_ones_open)


def kinds(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A difficulty or an npc's dice."""
    return context.terms(("difficulty", "npc"), glossary.term)


def difficulty_dice(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A difficulty rolls 2 to 4 d6."""
    return plain_choices((2, 3, 4))


def ladder(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The dice d4..d12."""
    return [Choice(value=faces, label=f"d{faces}") for faces in DIE_STEPS]


def elements(state: GameState, context: ChoiceContext) -> list[Choice]:
    """The table's elements."""
    return [Choice(value=e.element_id, label=e.name) for e in state.elements.values()]


def approaches(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's approaches."""
    return [Choice(value=key, label=state.characters[cid].trait_name(key), character_id=cid)
            for cid in present_ids(state) for key in state.characters[cid].approaches]


def roles(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's roles."""
    return [Choice(value=key, label=state.characters[cid].trait_name(key), character_id=cid)
            for cid in present_ids(state) for key in state.characters[cid].roles]


def values(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's values."""
    return [Choice(value=key, label=state.characters[cid].trait_name(key), character_id=cid)
            for cid in present_ids(state) for key in state.characters[cid].values]


def distinctions(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's distinctions and race."""
    return [Choice(value=key, label=label, character_id=cid) for cid in present_ids(state)
            for key, label in [*((d.distinction_id, d.name)
                                 for d in state.characters[cid].distinctions),
                               ("race", state.characters[cid].race.name)]]


def distinction_modes(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A distinction adds a d8, or a d4 that gains 1 destiny."""
    return context.terms(("d8", "d4"), glossary.term)


def treasures(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's treasures: a first use this session, or a second one
    while the character has 1 destiny to reactivate it."""
    return [Choice(value=t.treasure_id, label=t.name, character_id=cid)
            for cid in present_ids(state) for t in state.characters[cid].treasures
            if not t.used_this_session or state.characters[cid].destiny_points >= 1]


def reactivations(state: GameState, context: ChoiceContext) -> list[Choice]:
    """A used treasure is reactivated (1 destiny), an unused one is not."""
    offered = {c.character_id for c in treasures(state, context)}
    return [context.term(any(t.used_this_session for t in state.characters[cid].treasures),
                       glossary.reactivation, cid) for cid in present_ids(state)
            if cid in offered]


def assets(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Each present character's assets."""
    return [Choice(value=a.asset_id, label=f"{a.name} (d{a.die})", character_id=cid)
            for cid in present_ids(state) for a in state.characters[cid].assets]


def categories(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Approach, role or value."""
    return context.terms(("approach", "role", "value"), glossary.term)


def _traits(state: GameState, keep: Callable[[int], bool]) -> list[Choice]:
    return [Choice(value=key, label=sheet.trait_name(key), character_id=cid)
            for cid, sheet in state.characters.items()
            for key, die in sheet.traits().items() if keep(die)]


def improvable_traits(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Every character's approaches, roles and values below d12."""
    return _traits(state, lambda die: die < DIE_STEPS[-1])


def degradable_traits(state: GameState, context: ChoiceContext) -> list[Choice]:
    """Every character's approaches, roles and values above d4."""
    return _traits(state, lambda die: die > DIE_STEPS[0])
