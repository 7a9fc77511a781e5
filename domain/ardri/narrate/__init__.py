"""Session-log lines: one readable line per Ardri event, in the reader's language.

The English sentences go through ``words`` (``domain.core.words``), the rulebook's terms
through ``glossary``: a French table reads « Sinnead lance Esprit + Savoir (seuil 5) :
4, 7, 9 + D12 12 — échec ».
"""

from domain.ardri.events import (
    ActionRolled,
    CharacterRegistered,
    CharacterSheetUpdated,
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
    SurplusSuccessGiven,
)
from domain.ardri.narrate import glossary as g
from domain.ardri.rules.resolution import STORE_LIMIT
from domain.ardri.rules.values import Difficulty, Opposition
from domain.ardri.state import ArdriState
from domain.core import Event
from domain.core.words import ENGLISH, Words, say, say_n


def name_of(state: ArdriState, character_id: str) -> str:
    """The character's name (its id if unknown)."""
    character = state.characters.get(character_id)
    return character.sheet.name if character else character_id


def names_of(state: ArdriState, ids: tuple[str, ...]) -> str:
    """``Ed, Sam``."""
    return ", ".join(name_of(state, cid) for cid in ids)


def tested(words: Words, characteristic: str, domain_id: str | None) -> str:
    """``Spirit + Knowledge``."""
    what = g.characteristic(words, characteristic)
    return f"{what} + {g.domain(words, domain_id)}" if domain_id else what


def conditions(words: Words, threshold: int, opposition: Opposition | None, malus: int,
               difficulty: Difficulty | None, modifier: int, coordinated: bool) -> str:
    """``threshold 2; opposition -2; complicated -1``."""
    notes = [say(words, "threshold %(threshold)d", threshold=threshold)]
    if opposition is not None:
        signed_malus = f"{-malus:+d}"
        notes.append(say(words, "opposition %(malus)s", malus=signed_malus))
    if difficulty is not None:
        signed = f"{modifier:+d}"
        notes.append(say(words, "%(difficulty)s %(modifier)s",
                         difficulty=g.difficulty(words, difficulty), modifier=signed))
    if coordinated:
        notes.append(say(words, "coordination +1"))
    return g.separator(words).join(notes)


def dice_of(words: Words, trinity: tuple[int, ...], faces: int | None, value: int | None,
            automatic: bool = False) -> str:
    """``4, 7, 9 + d12 12``."""
    dice = ", ".join(str(v) for v in trinity)
    if automatic:
        return dice + say(words, " + automatic attribute success")
    if faces is not None:
        return dice + say(words, " + d%(faces)d %(value)s", faces=faces, value=value)
    return dice


def describe_roll(words: Words, e: ActionRolled) -> str:
    """``Spirit + Knowledge (threshold 5): 4, 7, 9 + d12 12``."""
    notes = conditions(words, e.effective_threshold, e.opposition, e.applied_opposition_malus,
                       e.difficulty, e.difficulty_modifier, bool(e.coordination_bonus))
    return say(words, "%(tested)s (%(notes)s): %(dice)s",
               tested=tested(words, e.characteristic, e.domain_id), notes=notes,
               dice=dice_of(words, e.trinity_dice, e.attribute_die_faces,
                            e.attribute_die_value, e.attribute_auto_success))


def after(words: Words, total: int, outcome: str) -> str:
    """`` — now 2 successes, success``."""
    return " — " + say_n(words, "now %(n)d success, %(outcome)s",
                         "now %(n)d successes, %(outcome)s", total,
                         outcome=g.outcome(words, outcome))


def narrate(state: ArdriState, event: Event, words: Words = ENGLISH) -> str | None:
    """One readable line for the session log (``state`` is before the event)."""
    match event:
        case ActionRolled():
            return say(words, "%(name)s rolls %(roll)s — %(outcome)s",
                       name=name_of(state, event.character_id),
                       roll=describe_roll(words, event),
                       outcome=g.outcome(words, event.outcome))
        case MurphySuccessStored():
            return say(words, "%(name)s keeps %(success)s of %(value)d (%(count)d of %(limit)d "
                       "stores this session)", name=name_of(state, event.character_id),
                       success=g.kept_success(words, event.kind), value=event.value,
                       count=event.store_count_after, limit=STORE_LIMIT)
        case MurphySuccessUsed():
            return say(words, "%(name)s uses a stored success of %(value)d",
                       name=name_of(state, event.character_id), value=event.value,
                       ) + after(words, event.total_successes_after, event.outcome_after)
        case SurplusSuccessGiven():
            return say(words, "%(giver)s gives a wasted success of %(value)d to %(receiver)s",
                       giver=name_of(state, event.from_character_id), value=event.value,
                       receiver=name_of(state, event.to_character_id),
                       ) + after(words, event.total_successes_after, event.outcome_after)
        case MurphySupportGiven():
            return say(words, "%(supporter)s supports %(instigator)s with a stored success of "
                       "%(value)d", supporter=name_of(state, event.supporter_id),
                       instigator=name_of(state, event.instigator_id), value=event.value,
                       ) + after(words, event.total_successes_after, event.outcome_after)
    return narrate_table(state, event, words)


def narrate_table(state: ArdriState, event: Event, words: Words = ENGLISH) -> str | None:
    """Lines for sheets, sessions and concurrences."""
    match event:
        case CharacterRegistered():
            return say(words, "%(name)s joins the game", name=event.sheet.name)
        case CharacterSheetUpdated():
            return say(words, "The gm updates %(name)s's sheet",
                       name=name_of(state, event.character_id))
        case SessionStarted():
            return say(words, "Session %(number)d begins with %(names)s",
                       number=event.session_number,
                       names=names_of(state, event.present_character_ids))
        case SessionRosterChanged():
            return say(words, "Session %(number)d roster is now %(names)s",
                       number=event.session_number,
                       names=names_of(state, event.present_character_ids))
        case ConcurrenceOpened():
            return say(words, "A concurrence on %(tested)s opens between %(names)s",
                       tested=tested(words, event.characteristic, event.domain_id),
                       names=names_of(state, event.participant_ids))
        case ConcurrenceRolled():
            return narrate_contest_roll(state, event, words)
        case ConcurrenceResolved():
            ranking = ", ".join(f"{r.rank}. {name_of(state, r.character_id)}"
                                for r in event.ranking)
            return say(words, "Concurrence ranking: %(ranking)s", ranking=ranking)
        case ConcurrenceCancelled():
            return say(words, "The gm cancels concurrence %(id)s", id=event.concurrence_id)
        case SessionEnded():
            return narrate_end(state, event, words)
    return None


def narrate_contest_roll(state: ArdriState, e: ConcurrenceRolled, words: Words) -> str:
    """``Ed rolls in the concurrence (threshold 3): 1, 2, 9 — 2 successes``."""
    malus = e.opposition.domain_challenge or e.opposition.characteristic_challenge \
        if e.opposition is not None else 0
    modifier = e.situation_modifier + malus
    notes = conditions(words, e.threshold, e.opposition, malus, e.difficulty, modifier, False)
    return say(words, "%(name)s rolls in the concurrence (%(notes)s): %(dice)s — %(successes)s",
               name=name_of(state, e.character_id), notes=notes,
               dice=dice_of(words, e.trinity_dice, e.attribute_die_faces, e.attribute_die_value),
               successes=say_n(words, "%(n)d success", "%(n)d successes", e.total_successes))


def narrate_end(state: ArdriState, e: SessionEnded, words: Words) -> str:
    """``Session 1 ends (Sinnead loses 5)``."""
    if not e.discarded_murphy:
        return say(words, "Session %(number)d ends", number=e.session_number)
    lost = g.separator(words).join(
        say(words, "%(name)s loses %(values)s", name=name_of(state, d.character_id),
            values=", ".join(map(str, d.values))) for d in e.discarded_murphy)
    return say(words, "Session %(number)d ends (%(lost)s)", number=e.session_number, lost=lost)
