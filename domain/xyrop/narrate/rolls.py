"""Session-log lines for the rolls: the action, the opposition, dice kept after them."""

from collections.abc import Sequence

from domain.core.words import Words, say, say_n
from domain.xyrop import events as ev
from domain.xyrop.narrate.glossary import number, outcome
from domain.xyrop.state import GameState, RolledDie


def name_of(state: GameState, character_id: str) -> str:
    """A character's name (its id when unknown)."""
    sheet = state.characters.get(character_id)
    return sheet.name if sheet is not None else character_id


def dice_text(words: Words, pool: Sequence[RolledDie], stress_prefixes: tuple[str, ...]) -> str:
    """``d8 d6 d6 + stress d4: 7, 5, 1, 3`` (stress dice shown apart)."""
    main = [die for die in pool if not die.ref.startswith(stress_prefixes)]
    stressed = [die for die in pool if die.ref.startswith(stress_prefixes)]
    faces = " ".join(f"d{die.faces}" for die in main)
    if stressed:
        faces = say(words, "%(dice)s + stress %(stress)s", dice=faces,
                    stress=" ".join(f"d{die.faces}" for die in stressed))
    values = ", ".join(str(die.value) for die in main + stressed)
    return say(words, "%(faces)s: %(values)s", faces=faces, values=values)


def kept_text(pool: Sequence[RolledDie], refs: Sequence[str], total: int) -> str:
    """``7 + 5 = 12``: the kept dice and their sum."""
    by_ref = {die.ref: die.value for die in pool}
    return " + ".join(str(by_ref[ref]) for ref in refs) + f" = {total}"


def action_rolled(state: GameState, event: ev.ActionRolled, words: Words) -> str:
    """The roll, what it keeps, the destiny it moved, its 1s."""
    line = say(words, "%(name)s rolls %(dice)s — keeps %(kept)s",
               name=name_of(state, event.character_id),
               dice=dice_text(words, event.pool, ("stress:",)),
               kept=kept_text(event.pool, event.kept_refs, event.player_total))
    if event.destiny_spent or event.destiny_gained:
        line += say(words, "; destiny %(before)d -> %(after)d", before=event.destiny_before,
                    after=event.destiny_after)
    if event.player_ones:
        line += say(words, "; %(ones)s", ones=say_n(
            words, "%(count)s player 1", "%(count)s player 1s", event.player_ones,
            count=number(words, event.player_ones)))
    return line


def opposition_rolled(state: GameState, event: ev.OppositionRolled, words: Words) -> str:
    """The gm's roll against one contest, and the outcome."""
    ordered = sorted(range(len(event.pool)), key=lambda i: (-event.pool[i].value, i))[:2]
    refs = [event.pool[index].ref for index in ordered]
    session = state.session
    contest = session.contests.get(event.contest_id) if session is not None else None
    roller = name_of(state, contest.character_id) if contest is not None \
        else say(words, "the player")
    result = outcome(words, event.outcome)
    if event.contest_ids and event.contest_ids[0] != event.contest_id:
        return say(words, "The same roll (%(total)d) vs %(roller)s's %(player)d — %(outcome)s",
                   total=event.opposition_total, roller=roller, player=event.player_total,
                   outcome=result)
    who = say(words, "The difficulty") if event.kind == "difficulty" \
        else (event.npc_id or say(words, "The npc"))
    line = say(words, "%(who)s rolls %(dice)s — keeps %(kept)s vs %(roller)s's %(player)d "
               "— %(outcome)s", who=who, dice=dice_text(words, event.pool, ("pc_stress:",)),
               kept=kept_text(event.pool, refs, event.opposition_total), roller=roller,
               player=event.player_total, outcome=result)
    if event.gm_ones:
        line += say(words, "; %(ones)s", ones=say_n(
            words, "%(count)s gm 1", "%(count)s gm 1s", event.gm_ones,
            count=number(words, event.gm_ones)))
    return line


def extra_dice_kept(state: GameState, event: ev.ExtraDiceKept | ev.ContestRescored,
                    words: Words) -> str:
    """Destiny spent after the dice: more dice kept."""
    session = state.session
    contest = session.contests.get(event.contest_id) if session is not None else None
    kept = kept_text(contest.pool, event.kept_refs, event.player_total) \
        if contest is not None else str(event.player_total)
    more = say_n(words, "%(count)s more die", "%(count)s more dice", event.keep_extra,
                 count=number(words, event.keep_extra))
    return say(words, "%(name)s keeps %(more)s: %(kept)s",
               name=name_of(state, event.character_id), more=more, kept=kept)


def contest_rescored(state: GameState, event: ev.ContestRescored, words: Words) -> str:
    """T2: more dice kept after the opposition, and the new outcome."""
    return say(words, "%(kept)s vs %(total)d — %(outcome)s",
               kept=extra_dice_kept(state, event, words), total=event.opposition_total,
               outcome=outcome(words, event.outcome))
