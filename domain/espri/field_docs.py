"""What ESPRI's fields mean (spec sections 4 to 8): the document's descriptions and the
web table's help, translated in the ``espri`` catalog."""

from domain.core.field_docs import FieldDocs, each_struct

GEM = "A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time` or `rupture`."

FIELDS = {
    "amount": "How many harmony points (at least 1).",
    "autumn": "Autumn (Ailma's quadrant, red gems).",
    "base_result": "The result the placed gems gave before the modifier's shift and the "
    "missing talent's step down.",
    "board": "The board: the pool, the four quadrants, the nymphs in the world.",
    "bonus": "The draw count added by the temptation (2 per rupture gem removed).",
    "call_id": "The call's id (one call at a time is open).",
    "called_season": "The Called Season: the season the call is made in.",
    "cap": "For a bonus: the score it cannot raise beyond (null: no cap).",
    "cell": "A path position, 1 to 21 (21: the world cell).",
    "cells": "Board cells, each a quadrant and a position 1 to 21.",
    "changes": "The sheet fields that change; the others stay as they are.",
    "character": "The character's whole sheet.",
    "character_id": "The character concerned (a character id of the game).",
    "characters": "Every character's sheet, by character id.",
    "chooser": "Who places the gems of the hand: the leader's owner (`leader`) or the gm "
    "(`gm`), by the draw table.",
    "chosen_main": "The main gem placed; null until placed.",
    "chosen_modifier": "The modifier gem placed (`time` or `rupture`); null when none.",
    "colour": GEM,
    "colours": "The colours of the gems removed, cell by cell.",
    "contributions": "One share per member of the Quartet of Seasons: how it pays and "
    "which of its gems it removes.",
    "day": "The in-game day (starts at 1; `AdvanceDay` adds one).",
    "devotion": "Devotion, 1 to 5 (priestess 1 to 6): how many prayer gems the character "
    "may hold, and part of the setup draw.",
    "difficulty": "The difficulty: the called quadrant's weather (its rupture gems) or "
    "an opponent's score.",
    "difficulty_source": "Where the difficulty comes from: the called quadrant's "
    "`weather` or an `opposition` score.",
    "draw_count": "n, the draw count: effective score - difficulty + helpers + 2 x "
    "temptation gems (negative: the gm chooses).",
    "draw_size": "How many gems the draw table asks for (|n|, at most 12, at least 1).",
    "effective_score": "The leader's score in the called season, modifiers applied.",
    "extra_count": "Extra gems due on a success: min(leader's base score in the called "
    "season, gems left in the hand).",
    "floor": "For a malus: the score it cannot lower beyond (null: no floor).",
    "forced": "True when n was beyond ±12: the result is critical whatever the gems.",
    "from": "The nymph's position before the move (0: her cage).",
    "from_cell": "The paved cell behind the nymph the gem is taken from.",
    "gem_caterpillar": "The optional gem caterpillar rule: a nymph due to advance that "
    "did not move may have a gem moved ahead of her.",
    "gems": "Gem colours, in order; in a command, the gems drawn at the table (omit: the "
    "server draws).",
    "hand": "The call's hand: the drawn gems and the prayer gem added.",
    "harmony": "Harmony points (0 or more).",
    "helpers": "The characters helping the leader: direct help (with a talent) or "
    "resonance (with a word).",
    "id": "The character's id, unique in the game (derived from the name when omitted).",
    "keep": "The drawn gems kept as prayer gems (no rupture): as many as devotion allows.",
    "kept": "The gems kept as prayer gems.",
    "kept_rupture": "Rupture gems left on the board per quadrant (season -> count).",
    "kind": "`guardian` (a season's guardian) or `priestess` (her domain is time).",
    "label": "What the modifier is, as the gm names it.",
    "last_recharge_day": "The day the resonance was last recharged; null: never.",
    "leader_id": "The character leading the call (omit: the direct participant with the "
    "best effective score).",
    "lineage": "The character's lineage, free text; null when none.",
    "main": "The main gem placed: a season gem when the hand holds one.",
    "manifestation": "How the relation shows itself: what the player describes.",
    "medium_shattered": "True once rupture points exceeded harmony: the character can no "
    "longer lead or help a call.",
    "mode": "`direct` (help with one of the helper's talents) or `resonance` (through "
    "a relation to the leader, spending a resonance point).",
    "modifier": "The modifier gem placed with the main one (`time` or `rupture`); null: "
    "none.",
    "modifiers": "Bonuses and maluses to a participant's score (the leader's unless one "
    "names another).",
    "n": "The draw count n (temptation included).",
    "name": "The character's name (1 to 80 characters).",
    "nature": "The relation's nature, as the player words it.",
    "no_gem_left": "True when the pool had no rupture gem left: only the point was gained.",
    "note": "What the harmony was spent on, free text.",
    "nymph": "The nymph's position on this path (0: her cage, 21: the world).",
    "nymphs": "Each season's nymph position (0: her cage) after each version they "
    "moved at.",
    "nymphs_in_world": "The seasons whose nymph reached the world cell this scenario.",
    "open_call": "The call in progress; null when none.",
    "opposition_score": "The opponent's score, 1 to 6 (with `source: opposition`).",
    "options": "The game's options.",
    "passive": "A passive call: no resonance help allowed.",
    "pays": 'How the member pays its share: `harmony`, or `{"prayer": colour}` (one '
    "prayer gem).",
    "phase": "`setup` (characters draw and choose their prayers) or `play`.",
    "place_order": "The gems left to place, in the order the player places them (default: "
    "as drawn).",
    "player_id": "The seat id of the player who controls the character.",
    "pool": "The gems left in the pool (the bag), by colour.",
    "prayer": "The colour of the prayer gem paid.",
    "prayer_added": "The prayer gem the leader added to the hand; null when none.",
    "prayer_gems": "The character's prayer gems (at most devotion of them).",
    "purpose": "What it was spent for.",
    "quadrant": "A quadrant of the board, named by its season.",
    "quadrants": "The four quadrants, by season.",
    "reason": "Why, in a few words (shown in the session log).",
    "recharge_requests": "Resonance recharges asked for and not yet confirmed or refused.",
    "recipient_id": "The Quartet member who receives the prayer gem.",
    "redraw": "True for the second draw of a redraw.",
    "redrawn": "True once the hand was redrawn.",
    "relations": "The character's relations, by the other character's id.",
    "remaining": "The resonance left towards the target after spending.",
    "removed": "The gems removed by the failure (a critical failure may keep one).",
    "replaced": "The prayer gem returned to the pool to make room (drawn at random); "
    "null when there was room.",
    "resonance": "Current resonance, 0 to its maximum.",
    "resonance_max": "The relation's maximum resonance (at least 1).",
    "result": "The call's result: `critical_success`, `success`, `bitter_success`, "
    "`failure` or `critical_failure`.",
    "retired": "True once the character left play.",
    "rupture": "Rupture (violet gems).",
    "rupture_cells": "Rupture gems the ritual removes (one per complete set of winter, "
    "spring, summer, autumn and time gems removed).",
    "rupture_points": "Rupture points (0 or more); above harmony, the medium shatters.",
    "saved_id": "The character saved from death.",
    "saver_id": "The character who saves them, with a prayer gem of their colour.",
    "season": "A season: `winter`, `spring`, `summer` or `autumn`.",
    "seasons": "Score in each season, 1 to 5 (a guardian's tutelary season up to 6, its "
    "opposite up to 4).",
    "setup_done": "The characters that completed their setup.",
    "setup_draws": "The setup draws not yet chosen from, by character id.",
    "shift": "Which way the modifier moves the result: `up` or `down` (required with a "
    "modifier, or a rupture-only hand).",
    "skip": "True to pass instead of choosing.",
    "source": "Who drew: `server` or `physical` (drawn at the table and typed in).",
    "spring": "Spring (Liana's quadrant, green gems).",
    "stalled": "The seasons whose nymph was due to advance and did not move.",
    "stalled_nymphs": "The seasons whose nymph was due to advance in the last call and "
    "did not move (the gem caterpillar's chance).",
    "step": "Where the call stands: which choice it waits for.",
    "summer": "Summer (Fÿrellya's quadrant, yellow gems).",
    "talent": "The talent used (one of the character's); null: none, the result is one "
    "step lower.",
    "talents": "The character's talents (each 1 to 80 characters, unique).",
    "target_id": "The other character of the relation.",
    "temptation_gems": "Rupture gems removed by the Rupture Temptation this call.",
    "time": "Time (transparent gems).",
    "to": "The nymph's position after the move.",
    "to_cell": "The cell just ahead of the nymph the gem goes to.",
    "total": "The character's rupture points after the gain.",
    "tutelary_season": "A guardian's tutelary season; null for a priestess.",
    "value": "The bonus (positive) or malus (negative) to the score.",
    "weather": "The quadrant's weather: its rupture gems (a difficulty).",
    "winter": "Winter (Mÿelta's quadrant, blue gems).",
    "without_talent": "True when no talent was used: the result was lowered one step.",
    "word": "The resonance helper's word (what the relation brings).",
    "words": "What the saver says or does, in the player's words.",
}

STRUCT_FIELDS: dict[tuple[str, str], str] = each_struct({
    ("PoolCounts", "winter"): "Winter gems in the pool.",
    ("PoolCounts", "spring"): "Spring gems in the pool.",
    ("PoolCounts", "summer"): "Summer gems in the pool.",
    ("PoolCounts", "autumn"): "Autumn gems in the pool.",
    ("PoolCounts", "time"): "Time gems in the pool.",
    ("PoolCounts", "rupture"): "Rupture gems in the pool.",
    ("QuadrantView", "cells"): "The path's 22 positions, 0 to 21: each holds a gem colour or null "
    "(empty; position 0 is the cage).",
    ("Values", "harmony"): "Harmony points at that version.",
    ("Values", "rupture_points"): "Rupture points at that version.",
    ("Values", "resonance"): "Resonance, summed over the character's relations.",
    ("ResonanceRecharged", "value"): "The resonance after the recharge (its maximum).",
    ("ResonanceRecharged", "day"): "The day of the recharge.",
    ("RechargeRequest ResonanceRechargeRequested", "day"): "The day the recharge was asked for.",
    ("Character CharacterOut", "id"): "The character's id, unique in the game.",
    ("GemsDrawn", "gems"): "The gems drawn, in order.",
    ("SetupGemsDrawn", "gems"): "The gems drawn for the setup, in order.",
    ("GemsReturnedToPool", "gems"): "The gems back in the pool.",
    ("PlaceExtraGems", "gems"): "The extra gems to place, chosen from the hand left.",
    ("GemsRemoved", "cells"): "The positions emptied, in the order removed.",
    ("RuptureTemptationTaken", "cells"): "The positions of the rupture gems removed.",
    ("TakeRuptureTemptation", "cells"): "The positions (1 to 21) of rupture gems to remove from "
    "the leader's tutelary quadrant (a priestess: the called one).",
    ("Contribution ContributionIn", "cells"): "The cells of its own colour the member removes.",
    ("SpendBoardGems", "cells"): "The board cells whose gems are spent.",
    ("ChooseSetupPrayers", "quadrants"): "A priestess: the quadrant for each time or rupture gem "
    "placed, in order.",
    ("CallDeclared", "difficulty"): "The difficulty, fixed at declaration.",
    ("DeclareCall", "difficulty"): "Where the difficulty comes from: the weather (default) or an "
    "opposition score.",
    ("Difficulty", "source"): "`weather` (the called quadrant's rupture gems) or `opposition` (an "
    "opponent's score).",
    ("SpendHarmony", "purpose"): "What the harmony is spent for: `resistance`, `score` or `other`.",
    ("CallClosed", "reason"): "`medium_shattered` when the leader's medium shattered during the "
    "call; null when the call ran its course.",
    ("CallClosed", "result"): "The call's final result; null when it closed without one.",
    ("CallCancelled", "reason"): "Why the gm cancelled it (`pool_exhausted`…); null: no reason "
    "given.",
    ("NymphReachedWorld", "call_id"): "The call that brought her there; null outside a call.",
    ("RemoveRuptureGem", "quadrant"): "The quadrant of the rupture gem to remove (null with "
    "`skip`).",
    ("RemoveRuptureGem", "cell"): "The position of the rupture gem to remove (null with `skip`).",
    ("KeepPrayerGem", "colour"): "The removed gem to keep as a prayer gem (null with `skip`).",
    ("GemPlaced", "cell"): "The position it was placed on.",
    ("ApplyGemCaterpillar", "season"): "The nymph's season (her quadrant).",
})

DOCS = FieldDocs(FIELDS, STRUCT_FIELDS)
"""ESPRI's field descriptions (``EspriRuleset.field_docs``)."""
