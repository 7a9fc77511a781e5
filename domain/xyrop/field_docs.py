"""What Xyrop's fields mean (spec sections 3 to 7): the document's descriptions and the
web table's help, translated in the ``xyrop`` catalog."""

from domain.core.field_docs import FieldDocs, each_struct

DIE = "A die's faces on the ladder 4, 6, 8, 10, 12"

FIELDS: dict[str, str] = {
    "action": "`up` (a die step up), `down` (a step down) or `remove` (take the element "
    "off the table).",
    "add_ids": "Characters who join the session.",
    "adventures_completed": "Adventures the character completed (every third brings a "
    "milestone advance).",
    "approach_id": "The approach rolled (an id from the character's `approaches`).",
    "approaches": "The character's approaches: approach id -> die faces (4 to 12).",
    "asset_id": "The asset concerned (an id from the character's `assets`).",
    "asset_ids": "The character's own assets added to the pool.",
    "assets": "The character's assets, dice created and stepped up with destiny.",
    "awaiting_contest_ids": "Contests of the session still waiting for their opposition.",
    "cancelled_contest_id": "The contest the end of the session cancelled; null: none.",
    "cancelled_contest_ids": "The contests the end of the session cancelled.",
    "category": "The kind of trait: `approach`, `role`, `value` (or `treasure` for a "
    "milestone step-up).",
    "changes": "The sheet fields that changed; the others stay as they were.",
    "character_id": "The character concerned (an id from the game's `characters`).",
    "characters": "Every character's sheet, by character id.",
    "config": "The game's configuration: its stress catalog and distinctions per roll.",
    "contest_id": "The contest concerned: the one a `RollAction` opened.",
    "contest_ids": "The contests the opposition answers.",
    "current_contest": "The session's current contest (the latest roll's); null: none.",
    "current_contest_id": "The session's current contest; null: none.",
    "degrade_from": "The degraded die's faces before the swap.",
    "degrade_id": "The trait stepped down (same category as the one improved).",
    "degrade_to": "The degraded die's faces after the swap.",
    "delta": "The change in destiny points (+ gained, - spent).",
    "description": "What it is, as the table words it.",
    "destiny": "Destiny spent on the roll: extra approaches and roles, step-ups, extra "
    "dice kept.",
    "destiny_after": "The character's destiny points after the roll.",
    "destiny_before": "The character's destiny points before the roll.",
    "destiny_gained": "Destiny points gained by the roll (a distinction used as d4).",
    "destiny_points": "The character's destiny points (reset to `initial_destiny` at each "
    "session start).",
    "destiny_points_after": "The character's destiny points after the change.",
    "destiny_reset": "Each character's destiny points after the reset.",
    "destiny_spent": "Destiny points the roll cost.",
    "dice": "Dice rolled at the table: pool ref -> value (1 to its faces); omit to let "
    "the server roll.",
    "dice_source": "Who rolled: `server` or `physical` (rolled at the table and typed in).",
    "die": DIE + ".",
    "difficulty_dice": "A difficulty's d6 count, 2 to 4 (with `kind: difficulty`).",
    "direction": "`up` (a step worse) or `down` (a step better).",
    "distinction_id": "The distinction concerned (an id from the character's "
    "`distinctions`, or `race`).",
    "distinctions": "The character's distinctions (three at creation; the race counts as "
    "one, `race`).",
    "effect": "The effect applied, tagged by `type`.",
    "effect_applied": "True once the winning side applied its effect.",
    "element_id": "The table element concerned (an id from the state's `elements`).",
    "element_ids": "Table elements (situations, complications) whose dice join the "
    "opposition.",
    "elements": "The table's situations, complications and opportunities, by id.",
    "extra_approaches": "Further approaches added to the pool (1 destiny each).",
    "extra_dice": "Other dice added to the opposition, each with a label.",
    "extra_roles": "Further roles added to the pool (1 destiny each).",
    "faces": DIE + ".",
    "forfeited_experience": "Characters whose pending experience was lost when the "
    "session started.",
    "from": "The value before the step (a die's faces; for stress also `none`).",
    "gm_ones": "How many 1s the gm's opposition rolled.",
    "gm_ones_exploited": "True once a player exploited the gm's 1s.",
    "gm_player_id": "The game master's seat id; null before it is known.",
    "id": "The trait or treasure stepped up.",
    "improve_from": "The improved die's faces before the swap.",
    "improve_id": "The trait stepped up.",
    "improve_to": "The improved die's faces after the swap.",
    "incapacitated_until_scene": "The scene index the character is out of play until; "
    "null: not incapacitated.",
    "initial_destiny": "The destiny points the character starts each session with (at "
    "least 1).",
    "keep_extra": "Extra dice kept in the total beyond the two highest (1 destiny each).",
    "kept_count": "How many dice the total keeps (2 plus extra kept).",
    "kept_refs": "The pool refs of the dice kept in the total.",
    "kind": "The element's kind: `situation`, `complication` or `opportunity`.",
    "label": "What the die or roll is, in a few words.",
    "live_contests": "The session's contests still open, by id.",
    "max_distinctions_per_roll": "How many distinctions a roll may use (1 to 4).",
    "milestone": "True when a milestone advance is pending.",
    "milestones_pending": "Milestone advances not yet applied.",
    "mode": "How the distinction is rolled: `d8`, or `d4` (gaining 1 destiny).",
    "name": "The name, as typed (1 to 80 characters).",
    "note": "Why, in a few words.",
    "npc_dice": "An npc's dice faces (with `kind: npc`).",
    "npc_id": "The npc opposing (its name or id, free text); null: none.",
    "npc_stress": "Npcs' stress: npc id -> stress id -> level.",
    "opposition": "The gm's opposition roll; null until rolled.",
    "opposition_total": "The opposition's total: its two highest dice.",
    "option": "The milestone advance chosen, tagged by `type`.",
    "outcome": "`success` (the player's total strictly higher) or `failure`.",
    "own_stress_ids": "The character's own stresses added to the pool.",
    "owner_player_id": "The seat id of the player who controls the character.",
    "participant_ids": "The characters who took part in the adventure.",
    "participants": "Each participant's completed adventures and pending experience.",
    "pc_stress_ids": "The acting character's stresses added to the opposition.",
    "pc_value_id": "One of the acting character's values added to the opposition; null: "
    "none.",
    "pending_experience": "Experience to apply: a swap and maybe a milestone advance.",
    "phase": "`between_sessions`, `in_session` or `awaiting_opposition`.",
    "player_ones": "How many 1s the player rolled (each exploitable by the gm).",
    "player_ones_remaining": "The player's 1s the gm may still exploit.",
    "player_stress_ids": "The stresses in the player's pool.",
    "player_total": "The player's total: the two highest dice plus extra kept.",
    "player_value_id": "The value in the player's pool; null: none.",
    "pool": "The dice rolled, each with its ref, faces and value.",
    "present_character_ids": "The characters present in the session.",
    "race": "The character's race (rolled as the distinction `race`).",
    "reactivate": "True to use the treasure again this session (1 destiny).",
    "reactivated": "True when the treasure was used again this session.",
    "reason": "What made it change: a contest effect, a gm adjustment, a player's or the "
    "gm's 1s, destiny, the session's end (see the values allowed).",
    "ref": "The die's reference in the pool (`approach:…`, `role:…`…).",
    "remove_ids": "Characters who leave the session.",
    "role_id": "The role rolled (an id from the character's `roles`).",
    "roles": "The character's roles: role id -> die faces (4 to 12).",
    "scene_die": "The die destiny stepped the treasure up to, for the scene "
    "`scene_index` only; null: none.",
    "scene_index": "The current scene's number (the gm advances it).",
    "session": "The session in progress; null between sessions.",
    "session_count": "Sessions started so far.",
    "session_number": "The session's number (1 for the first).",
    "sheet": "The character's whole sheet.",
    "side": "The winning side that applied it: `player` or `opposition`.",
    "source_contest_id": "The contest that created the element; null: the gm did.",
    "source_id": "The trait or element the die comes from; null: none.",
    "spend": "What the roll's destiny bought.",
    "status": "`awaiting_opposition`, `resolved` or `cancelled`.",
    "step_ups": "Pool dice stepped up one rank (1 destiny each).",
    "steps": "How many steps it moved.",
    "stress": "The character's stress tracks: stress id -> `none`, a die (4 to 12) or "
    "`out`.",
    "stress_catalog": "The stress tracks of the game (default `wound`).",
    "stress_id": "The stress track concerned (an id from the game's stress catalog).",
    "stress_of": "Stresses of characters added to the opposition, by character id.",
    "swap": "True when an experience swap is pending.",
    "swaps_pending": "Experience swaps not yet applied.",
    "trait_names": "What the player calls each approach, role and value: id -> name as "
    "written (a sheet from before names reads its ids as words).",
    "target_character_id": "The character the complication is aimed at; null: the "
    "table.",
    "target_id": "The character or npc concerned.",
    "target_kind": "`character` or `npc`.",
    "to": "The value after the step (a die's faces; null: removed; for stress also "
    "`out`).",
    "total": "The opposition's total.",
    "treasure": "The character's treasure (a d6 at creation, free once a session).",
    "treasure_id": "The treasure concerned (an id from the character's `treasures`).",
    "treasure_reactivation": "True when the treasure was used again (1 destiny).",
    "treasure_used": "The treasure used in the roll; null: none.",
    "treasures": "The character's treasures.",
    "used_this_session": "True once the treasure was used this session.",
    "value": "The die's value.",
    "value_id": "The value the character defends in the roll (an id from the "
    "character's `values`); null: none.",
    "value_of": "The value of each character added to the opposition, by character id.",
    "values": "The character's values: value id -> die faces (4 to 12).",
    "winner_side": "`player` or `opposition` (a tie goes to the opposition).",
}

STRUCT_FIELDS: dict[tuple[str, str], str] = each_struct({
    ("Opposition OppositionRolled RollOpposition", "kind"): "`difficulty` (d6s) or `npc` (an npc's "
    "dice).",
    ("Values", "stress"): "The character's stress at that version.",
    ("Values", "destiny"): "The character's destiny points at that version.",
    ("AwardValueDestiny", "value_id"): "The value the character defended.",
    ("MilestoneAdvanceApplied", "target_id"): "The trait or treasure the advance changed; null: "
    "none.",
    ("RegisterCharacter", "approaches"): "The character's approaches: name -> die faces "
    "(4 to 12); the name as the player writes it (« Prudence »), its id made from it.",
    ("RegisterCharacter", "roles"): "The character's roles: name -> die faces (4 to 12); "
    "the name as the player writes it (« Chef de bande »), its id made from it.",
    ("RegisterCharacter", "values"): "The character's values: name -> die faces (4 to "
    "12); the name as the player writes it (« Loyauté »), its id made from it.",
    ("AmendCharacterSheet", "approaches"): "The approaches replacing the sheet's: name -> "
    "die faces (4 to 12), as at registration.",
    ("AmendCharacterSheet", "roles"): "The roles replacing the sheet's: name -> die faces "
    "(4 to 12), as at registration.",
    ("AmendCharacterSheet", "values"): "The values replacing the sheet's: name -> die "
    "faces (4 to 12), as at registration.",
    ("Treasure TreasureIn", "scene_index"): "The scene its `scene_die` holds for; null: none.",
})

DOCS = FieldDocs(FIELDS, STRUCT_FIELDS)
"""Xyrop's field descriptions (``XyropRuleset.field_docs``)."""
