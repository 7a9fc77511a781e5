"""What Ardri's fields mean (spec sections 3 to 7): the document's descriptions and the
web table's help, translated in the ``ardri`` catalog."""

from domain.core.field_docs import FieldDocs, each_struct

FIELDS: dict[str, str] = {
    "add_ids": "Characters who join the session.",
    "applied_opposition_malus": "The opposition malus applied (0 to 3): the domain "
    "challenge when there is one, else the characteristic challenge.",
    "as": "What became of the success: `stored` (Murphy) or `given` (mutual aid).",
    "attribute": "The attribute die's value (1 to its faces), when one is rolled.",
    "attribute_auto_success": "True when a level III attribute with a threshold of 8 or "
    "more succeeds without rolling its die.",
    "attribute_die_faces": "The attribute die's faces (20, 12 or 8 for levels I, II, "
    "III); null: no attribute die rolled.",
    "attribute_die_value": "The attribute die's value; null: not rolled.",
    "attribute_id": "The attribute used (an id from the character's `attributes`); null: "
    "none.",
    "attribute_level": "The attribute's level (1 to 3); null: no attribute.",
    "attribute_success": "True when the attribute die succeeded (or succeeded on its own).",
    "attributes": "The character's attributes, each adding a die to rolls in its domain.",
    "bonus_successes": "Successes added after the roll (Murphy, support, mutual aid).",
    "cancelled_concurrence_ids": "The concurrences still open that the end of the "
    "session cancelled.",
    "character_id": "The character concerned (an id from the game's `characters`).",
    "characteristic": "The Trinity characteristic rolled: `strength`, `spirit` or "
    "`intention`.",
    "characteristic_challenge": "The opposition's challenge level against the "
    "characteristic (0 to 3: a malus of as much).",
    "characteristics": "The three characteristics' thresholds (strength, spirit, "
    "intention: 3 to 5), fixed at creation.",
    "class_name": "The character's class, free text (no mechanics); null when none.",
    "concurrence_id": "The concurrence concerned (an id from the state's `concurrences`).",
    "concurrences": "The session's concurrences, by id.",
    "coordination": "A coordinated action: the supporters of the instigator (+1 to the "
    "threshold); null when not coordinated.",
    "coordination_bonus": "+1 when the action is coordinated, else 0.",
    "description": "What the skill is, free text (no mechanics).",
    "dice": "Dice rolled at the table: `trinity` (three d10) and `attribute`; omit to "
    "let the server roll.",
    "dice_source": "Who rolled: `server` or `physical` (rolled at the table and typed in).",
    "die_index": "Which trinity die (0 to 2) the success is taken from.",
    "difficulty": "The situation's difficulty or facility: `complicated` (-1), "
    "`near_impossible` (-2) or `facility` (+1); null: none.",
    "difficulty_modifier": "The threshold change from difficulty or facility.",
    "discarded_murphy": "The stored Murphy successes lost at the end of the session, per "
    "character.",
    "domain_catalog": "The game's domains: characteristic -> its three domain ids "
    "(`passion` under `intention`).",
    "domain_challenge": "The opposition's challenge level against the domain (0 to 3); "
    "it replaces the characteristic challenge when above 0.",
    "domain_id": "The domain used (an id from the game's `domain_catalog`); null: none.",
    "domain_modifiers": "Each domain's modifier (-1 to +2; passion up to 8 minus "
    "intention), by domain id.",
    "domain_thresholds": "Each domain's threshold (its characteristic plus its modifier), "
    "by domain id.",
    "effective_threshold": "The threshold the dice must not exceed: characteristic, "
    "domain, situation and coordination, floored at 1.",
    "from_character_id": "The character who gave the success.",
    "from_roll_id": "The giver's roll the wasted success is taken from.",
    "gm_player_id": "The game master's seat id; null before it is known.",
    "instigator_id": "The character whose coordinated roll receives the success.",
    "is_triple": "True when the three trinity dice show the same value.",
    "kind": "`lost` (the single success of a failure) or `wasted` (a third success).",
    "label": "What the roll is for, in a few words; null: none.",
    "level": "The attribute's level, 1 to 3 (a d20, d12 or d8).",
    "murphy": "The character's Murphy successes this session.",
    "name": "The name, as typed (1 to 80 characters).",
    "open_roll_id": "The character's open roll (the one Murphy, support or mutual aid may "
    "still change); null: none.",
    "open_rolls": "The rolls still open, by roll id.",
    "opposition": "The opposition's challenge levels; null: no opposition.",
    "outcome": "The roll's outcome: `success`, `failure`, `critical_success`, "
    "`critical_failure`, `holy_trinity` (triple 3) or `oma` (triple 10).",
    "outcome_after": "The roll's outcome once the success was added.",
    "owner_player_id": "The seat id of the player who controls the character.",
    "participant_ids": "The characters competing (at least two, all present).",
    "phase": "`in_session` or `between_sessions`.",
    "present": "True when the character is in the current session.",
    "present_character_ids": "The characters present in the session.",
    "rank": "The place in the concurrence (1: best; equal results share a rank).",
    "ranking": "The concurrence's ranking, best first; null until every participant "
    "rolled.",
    "reason": "Why it was cancelled: `gm` (the gm cancelled it).",
    "remove_ids": "Characters who leave the session.",
    "roll_id": "The roll concerned (an id from the state's `open_rolls`).",
    "rolls": "Each participant's roll, by character id.",
    "session_count": "Sessions started so far (0 before the first).",
    "session_number": "The session's number (1 for the first).",
    "sheet": "The character's whole sheet.",
    "situation": "The situation: normal, an opposition, a difficulty or a facility.",
    "situation_modifier": "The threshold change from the situation (opposition, "
    "difficulty or facility).",
    "skills": "The character's skills (no mechanics).",
    "source": "Where the added success came from: `murphy`, `support` or `mutual_aid`.",
    "source_roll_id": "The roll the success was stored from.",
    "special": "`holy_trinity` (triple 3) or `oma` (triple 10); null: neither.",
    "status": "`open`, `resolved` or `cancelled`.",
    "storable_die_indices": "The trinity dice (0 to 2) whose success may be stored or "
    "given.",
    "storable_kind": "What may be stored from the roll: `lost` or `wasted`; null: "
    "nothing.",
    "store_count": "Store operations this session (at most 3).",
    "store_count_after": "The character's store operations this session, after this one.",
    "stored": "The Murphy successes the character holds.",
    "stored_success_id": "The stored Murphy success concerned (an id from the "
    "character's `murphy.stored`).",
    "stored_successes": "Murphy successes stored this session.",
    "stores_left": "Store operations left this session (3 minus those made).",
    "success_sum": "The sum of the success dice (lower ranks better on a tie).",
    "success_taken": "The success already stored or given from this roll; null: none.",
    "success_values": "The values of the dice that succeeded.",
    "success_values_sorted": "The success dice's values, lowest first.",
    "supporter_id": "The supporter giving one of their stored successes.",
    "supporter_ids": "The characters supporting the instigator (coordination).",
    "supporter_store_count_after": "The supporter's store operations after the gift "
    "(one is refunded).",
    "taken": "Successes taken from this roll.",
    "task_id": "A shared task: rolls with the same id may give each other wasted "
    "successes (mutual aid); null: none.",
    "threshold": "The threshold the dice must not exceed.",
    "threshold_before_floor": "The threshold as computed, before it is raised to at "
    "least 1 (may be 0 or less).",
    "to_character_id": "The character who received the success.",
    "to_roll_id": "The failed roll receiving the success.",
    "total_successes": "Dice successes plus the successes added (2 or more: a success).",
    "total_successes_after": "The roll's successes once the success was added.",
    "trinity": "The three d10 of the Trinity, 1 to 10 (a physical 0 counts as 10).",
    "trinity_dice": "The three d10 rolled.",
    "trinity_success_indices": "The trinity dice (0 to 2) that succeeded.",
    "value": "The success's die value (1 to 10): added only to a roll with a threshold "
    "at least as high.",
    "values": "The values of the stored successes lost.",
}

STRUCT_FIELDS: dict[tuple[str, str], str] = each_struct({
    ("Situation", "kind"): "`normal`, `opposition`, `difficulty` or `facility`.",
    ("Situation", "level"): "With `difficulty`: `complicated` (-1) or `near_impossible` (-2).",
    ("Situation", "characteristic_challenge"): "With `opposition`: the challenge against the "
    "characteristic (0 to 3).",
    ("Situation", "domain_challenge"): "With `opposition`: the challenge against the domain (0 to "
    "3).",
    ("Attribute AttributeIn", "attribute_id"): "The attribute's id, unique on the sheet "
    "(snake_case).",
    ("Attribute AttributeIn", "domain_id"): "The domain the attribute belongs to.",
    ("Values", "stored_successes"): "Murphy successes stored this session at that version.",
    ("RegisterCharacter", "owner_player_id"): "The seat id of the player who controls the "
    "character (required when the gm registers it).",
})

DOCS = FieldDocs(FIELDS, STRUCT_FIELDS)
"""Ardri's field descriptions (``ArdriRuleset.field_docs``)."""
