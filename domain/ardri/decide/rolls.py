"""RollAction: the Laws of Saint Padrog (spec §5, §7.1-7.3, §7.5; revision R1)."""

from typing import NamedTuple, NoReturn

from domain.ardri.commands import RollAction
from domain.ardri.decide import (
    active_session,
    check_attribute,
    check_characteristic,
    check_domain,
    new_id,
)
from domain.ardri.events import ActionRolled
from domain.ardri.rules.dice import roll_dice
from domain.ardri.rules.resolution import (
    DIFFICULTIES,
    DIFFICULTY_MALUS,
    attribute_plan,
    coordination_ok,
    evaluate,
    threshold,
)
from domain.ardri.rules.values import Difficulty, Opposition, Situation
from domain.ardri.state import ArdriState
from domain.core import Actor, Emitter, RandomSource
from domain.core.guards import invalid, require
from domain.core.words import sentence

NOT_A_DIFFICULTY = sentence("a difficulty is complicated or near impossible, or a facility")


class Conditions(NamedTuple):
    """A roll's conditions once checked: an opposition and a difficulty or facility (R1)."""

    opposition: Opposition | None
    difficulty: Difficulty | None


def bad_situation(detail: str, field: str) -> NoReturn:
    """Raise ``invalid_situation``: the roll's conditions are malformed."""
    invalid(detail, "invalid_situation", field)


def legacy_conditions(situation: Situation) -> Conditions:
    """The older one-condition ``situation`` read as R1 conditions."""
    kind, level = situation.kind, situation.level
    challenges = (situation.characteristic_challenge, situation.domain_challenge)
    if kind in ("normal", "facility") and challenges == (None, None) and level is None:
        return Conditions(None, "facility" if kind == "facility" else None)
    if kind == "difficulty" and challenges == (None, None) and level in DIFFICULTY_MALUS:
        return Conditions(None, DIFFICULTIES[level or ""])
    if kind == "opposition" and level is None:
        char_c, dom_c = (c or 0 for c in challenges)
        return Conditions(Opposition(characteristic_challenge=char_c, domain_challenge=dom_c),
                          None)
    bad_situation(sentence("this situation is not one the rules know"), "situation")


def checked_opposition(opposition: Opposition | None, domain_id: str | None) -> None:
    """Challenges 0..3, at least one above 0, a domain challenge only with a domain."""
    if opposition is None:
        return
    char_c, dom_c = opposition.characteristic_challenge, opposition.domain_challenge
    if not (0 <= char_c <= 3 and 0 <= dom_c <= 3) or not (char_c or dom_c):
        bad_situation(sentence("an opposition's challenges are 0 to 3, one of them 1 or "
                               "more"), "opposition")
    if dom_c and domain_id is None:
        bad_situation(sentence("a challenge on the domain needs a domain to roll in"),
                      "opposition.domain_challenge")


def contest_conditions(opposition: Opposition | None, difficulty: str | None,
                       domain_id: str | None) -> Conditions:
    """A concurrence roll's conditions (T3): each well formed, as for an action roll."""
    checked = None
    if difficulty is not None:
        checked = DIFFICULTIES.get(difficulty)
        if checked is None:
            bad_situation(NOT_A_DIFFICULTY, "difficulty")
    checked_opposition(opposition, domain_id)
    return Conditions(opposition, checked)


def checked_conditions(command: RollAction) -> Conditions:
    """The roll's conditions (R1): the legacy ``situation`` merged with ``opposition``
    and ``difficulty``; each condition at most once, each well formed."""
    legacy = legacy_conditions(command.situation)
    if (legacy.opposition is not None and command.opposition is not None) or (
            legacy.difficulty is not None and command.difficulty is not None):
        bad_situation(sentence("a condition is given both in situation and on its own"),
                      "situation")
    opposition = legacy.opposition or command.opposition
    difficulty = legacy.difficulty
    if command.difficulty is not None:
        difficulty = DIFFICULTIES.get(command.difficulty)
        if difficulty is None:
            bad_situation(NOT_A_DIFFICULTY, "difficulty")
    checked_opposition(opposition, command.domain_id)
    return Conditions(opposition, difficulty)


def check_group(state: ArdriState, command: RollAction) -> None:
    """Coordination and mutual aid exclude each other; coordination follows §7.5."""
    coordination = command.coordination
    require(coordination is None or command.task_id is None, "coordination_and_task_exclusive",
            sentence("a roll is either coordinated or part of a common task"), "task_id")
    present = active_session(state).present_character_ids
    require(coordination is None
            or coordination_ok(command.character_id, coordination.supporter_ids, present),
            "invalid_coordination",
            sentence("the supporters sit at the table, and everyone or at least three "
                     "characters take part"), "coordination.supporter_ids")


def roll_action(em: Emitter[ArdriState], command: RollAction, _actor: Actor,
                rng: RandomSource) -> None:
    """Validate, fix the threshold, roll (or check the physical dice) and evaluate."""
    state = em.state
    sheet = state.characters[command.character_id].sheet
    check_characteristic(command.characteristic)
    check_domain(state, command.characteristic, command.domain_id)
    attribute = check_attribute(sheet, command.attribute_id, command.domain_id)
    conditions = checked_conditions(command)
    check_group(state, command)
    modifier = sheet.domain_modifiers[command.domain_id] if command.domain_id else 0
    t = threshold(sheet.characteristics[command.characteristic], modifier,
                  conditions.opposition, conditions.difficulty, command.coordination is not None)
    faces, auto = attribute_plan(attribute, t.effective)
    dice = roll_dice(rng, command.dice, faces)
    result = evaluate(dice.trinity, faces, dice.attribute, auto, t.effective)
    supporters = command.coordination.supporter_ids if command.coordination else None
    em.emit(ActionRolled(
        roll_id=new_id(state, "roll"), character_id=command.character_id,
        characteristic=command.characteristic, domain_id=command.domain_id,
        attribute_id=command.attribute_id, attribute_level=attribute.level if attribute else None,
        opposition=conditions.opposition, difficulty=conditions.difficulty,
        applied_opposition_malus=t.applied_opposition_malus,
        difficulty_modifier=t.difficulty_modifier, situation_modifier=t.situation_modifier,
        coordination_bonus=1 if supporters else 0,
        supporter_ids=tuple(supporters) if supporters else None, task_id=command.task_id,
        label=command.label, threshold_before_floor=t.raw, effective_threshold=t.effective,
        dice_source=dice.source, trinity_dice=dice.trinity, attribute_die_faces=faces,
        attribute_die_value=dice.attribute, attribute_auto_success=auto, **result._asdict()))
