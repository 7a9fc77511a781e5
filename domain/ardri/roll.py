"""RollAction: the Laws of Saint Padrog (spec §5, §7.1-7.3, §7.5)."""

from domain.ardri.catalog import CHARACTERISTICS, parent_of
from domain.ardri.commands import RollAction
from domain.ardri.dice import roll_dice
from domain.ardri.events import ActionRolled
from domain.ardri.guards import active_session, new_id
from domain.ardri.resolution import (
    DIFFICULTY_MALUS,
    attribute_plan,
    coordination_ok,
    evaluate,
    threshold,
)
from domain.ardri.state import ArdriState
from domain.ardri.values import Attribute, Sheet, Situation
from domain.core import DomainError, InvalidValue, RandomSource


def check_characteristic(characteristic: str) -> None:
    """``invalid_characteristic`` unless strength, spirit or intention."""
    if characteristic not in CHARACTERISTICS:
        raise InvalidValue("invalid_characteristic", f"{characteristic!r} is not a characteristic")


def check_domain(state: ArdriState, characteristic: str, domain_id: str | None) -> None:
    """The domain exists in the catalog and sits under the characteristic (D3: optional)."""
    if domain_id is None:
        return
    parent = parent_of(state.domain_catalog, domain_id)
    if parent is None:
        raise DomainError("domain_not_found", f"no domain {domain_id!r} in the catalog")
    if parent != characteristic:
        raise DomainError("domain_characteristic_mismatch", f"{domain_id} is under {parent}")


def check_attribute(sheet: Sheet, attribute_id: str | None,
                    domain_id: str | None) -> Attribute | None:
    """At most one attribute, on this sheet, of the rolled domain (D4)."""
    if attribute_id is None:
        return None
    attribute = sheet.attribute(attribute_id)
    if attribute is None:
        raise DomainError("attribute_not_found", f"no attribute {attribute_id!r} on this sheet")
    if attribute.domain_id != domain_id:
        raise DomainError("attribute_domain_mismatch",
                          f"{attribute_id} belongs to {attribute.domain_id}, not {domain_id}")
    return attribute


def checked_situation(situation: Situation, domain_id: str | None) -> Situation:
    """Exactly one well-formed situation (D5), opposition challenges filled in with 0."""
    kind = situation.kind
    challenges = (situation.characteristic_challenge, situation.domain_challenge)
    if kind in ("normal", "facility") and challenges == (None, None) and situation.level is None:
        return situation
    if kind == "difficulty" and challenges == (None, None) \
            and situation.level in DIFFICULTY_MALUS:
        return situation
    if kind == "opposition" and situation.level is None:
        char_c, dom_c = (c or 0 for c in challenges)
        if 0 <= char_c <= 3 and 0 <= dom_c <= 3 and (char_c or dom_c) \
                and not (dom_c and domain_id is None):
            return Situation(kind=kind, characteristic_challenge=char_c, domain_challenge=dom_c)
    raise InvalidValue("invalid_situation", f"not a valid situation: {situation}")


def check_group(state: ArdriState, command: RollAction) -> None:
    """Coordination and mutual aid exclude each other; coordination follows §7.5."""
    if command.coordination is not None and command.task_id is not None:
        raise DomainError("coordination_and_task_exclusive",
                          "a roll is either coordinated or part of a common task")
    present = active_session(state).present_character_ids
    if command.coordination is not None and not coordination_ok(
            command.character_id, command.coordination.supporter_ids, present):
        raise DomainError("invalid_coordination",
                          "supporters must be present, and all PCs or at least 3 take part")


def roll_action(state: ArdriState, command: RollAction, rng: RandomSource) -> list[ActionRolled]:
    """Validate, fix the threshold, roll (or check the physical dice) and evaluate."""
    sheet = state.characters[command.character_id].sheet
    check_characteristic(command.characteristic)
    check_domain(state, command.characteristic, command.domain_id)
    attribute = check_attribute(sheet, command.attribute_id, command.domain_id)
    situation = checked_situation(command.situation, command.domain_id)
    check_group(state, command)
    modifier = sheet.domain_modifiers[command.domain_id] if command.domain_id else 0
    t = threshold(sheet.characteristics[command.characteristic], modifier, situation,
                  command.coordination is not None)
    faces, auto = attribute_plan(attribute, t.effective)
    dice = roll_dice(rng, command.dice, faces)
    result = evaluate(dice.trinity, faces, dice.attribute, auto, t.effective)
    supporters = command.coordination.supporter_ids if command.coordination else None
    return [ActionRolled(
        roll_id=new_id(state, "roll"), character_id=command.character_id,
        characteristic=command.characteristic, domain_id=command.domain_id,
        attribute_id=command.attribute_id, attribute_level=attribute.level if attribute else None,
        situation=situation, applied_opposition_malus=t.applied_opposition_malus,
        situation_modifier=t.situation_modifier, coordination_bonus=1 if supporters else 0,
        supporter_ids=tuple(supporters) if supporters else None, task_id=command.task_id,
        label=command.label, threshold_before_floor=t.raw, effective_threshold=t.effective,
        dice_source=dice.source, trinity_dice=dice.trinity, attribute_die_faces=faces,
        attribute_die_value=dice.attribute, attribute_auto_success=auto, **result._asdict())]
