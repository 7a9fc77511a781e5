"""The values ESPRI's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.choices``), labelled in the
reader's words with the rulebook's terms (« Hiver », « Rupture », a character's name,
« Hiver, case 3 »); a choice valid only for one character names it (``character_id``).
``table`` holds the table's (characters, seasons, helpers), ``call`` the call's (the hand
by 7.4, the board's cells), ``sheet`` the sheet's, the setup's and the ritual's.
``FREE_FIELDS`` lists the fields left to the table's own words and numbers; physical
draws (a draw's ``gems``) have no choices: the page hides them when the server draws.
"""

from collections.abc import Mapping

from domain.core import Command
from domain.espri import commands as cmd
from domain.espri.decide.choices.call import (
    caterpillar_cells,
    extra_count,
    extra_gems,
    keep_or_skip,
    leader_prayers,
    main_gems,
    modifier_gems,
    paved_cells,
    paved_quadrants,
    placement_shifts,
    removed_gems,
    rupture_cells,
    rupture_quadrants,
    shifts,
    skip,
    temptation_cells,
    temptation_count,
)
from domain.espri.decide.choices.sheet import (
    adjusted_relation_targets,
    devotions,
    kinds,
    own_cell_count,
    own_cells,
    own_quadrants,
    payer_count,
    payers,
    payments,
    player_seats,
    pool_colours,
    prayer_payments,
    relation_targets,
    resonance_maxima,
    rupture_set_count,
    scores,
    setup_keep,
    setup_keep_count,
    setup_quadrant_count,
    setup_quadrants,
)
from domain.espri.decide.choices.table import (
    caterpillar_seasons,
    difficulty_sources,
    harmony_purposes,
    helper_modes,
    helpers,
    modifier_targets,
    names,
    participants,
    prayer_recipients,
    recharge_targets,
    requested_targets,
    saved,
    seasons,
    talents,
    yes_no,
)

_SHEET_WORDS = ("name", "harmony", "rupture_points", "talents", "lineage",
                "relations.*.nature", "relations.*.resonance")
FREE_FIELDS: Mapping[type[Command], tuple[str, ...]] = {
    cmd.RegisterCharacter: ("id", *_SHEET_WORDS),
    cmd.AdjustSheet: ("reason", *(f"changes.{name}" for name in _SHEET_WORDS)),
    cmd.DrawSetupGems: ("gems",),
    cmd.DrawGems: ("gems",),
    cmd.Redraw: ("gems",),
    cmd.ChooseSetupPrayers: ("place_order",),
    cmd.DeclareCall: ("helpers.word", "difficulty.opposition_score", "modifiers.label",
                      "modifiers.value", "modifiers.cap", "modifiers.floor"),
    cmd.RechargeResonance: ("manifestation",),
    cmd.RefuseResonanceRecharge: ("reason",),
    cmd.AwardHarmony: ("amount", "reason"),
    cmd.RemoveHarmony: ("amount", "reason"),
    cmd.InflictRupture: ("reason",),
    cmd.SpendHarmony: ("amount", "note"),
    cmd.SaveFromDeath: ("words",),
    cmd.RetireCharacter: ("reason",),
    cmd.SpendBoardGems: ("reason",),
}
"""The fields whose values are the table's own: names, talents, natures, words,
manifestations and reasons (the rulebook's free words), amounts and scores the rulebook
leaves open (harmony, an opposition score, a modifier), physical draws (the gems drawn at
the table) and the order a player places its setup gems in."""

__all__ = [
    "FREE_FIELDS", "adjusted_relation_targets", "caterpillar_cells", "caterpillar_seasons",
    "devotions", "difficulty_sources", "extra_count", "extra_gems", "harmony_purposes",
    "helper_modes", "helpers", "keep_or_skip", "kinds", "leader_prayers", "main_gems",
    "modifier_gems", "modifier_targets", "names", "own_cell_count", "own_cells",
    "own_quadrants", "participants", "paved_cells", "paved_quadrants", "payer_count", "payers",
    "payments", "placement_shifts", "player_seats", "pool_colours", "prayer_payments",
    "prayer_recipients", "recharge_targets", "relation_targets", "removed_gems",
    "requested_targets", "resonance_maxima", "rupture_cells", "rupture_quadrants",
    "rupture_set_count", "saved", "scores", "seasons", "setup_keep", "setup_keep_count",
    "setup_quadrant_count", "setup_quadrants", "shifts", "skip", "talents",
    "temptation_cells", "temptation_count", "yes_no",
]
