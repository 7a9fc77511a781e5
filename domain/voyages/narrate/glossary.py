"""Voyages & Aventures' words in the reader's language, from the spec's glossary (French →
identifier) and the seed: outcomes, modifiers, escalation levels, involvement, what a side
buys and why a conflict ends.

Each term is a ``pgettext`` entry of the ``voyages`` catalog (context: the kind of term), so
a French table reads the rulebook's word (« peut-être », « tâche délicate », « tendu »…).
"""

from domain.core.glossary import Glossary, spaced

tier = Glossary({"tier": {
    "no": "no", "maybe": "maybe", "yes": "yes", "yes_and": "yes, and",
    "fail_complication": "failure with a complication"}})
"""An action's outcome (``yes_and`` -> « oui et »)."""

source = Glossary({"modifier": {
    "delicate_task": "delicate task", "adapted_trade": "adapted trade",
    "related_trade": "related trade", "taking_time": "taking time",
    "good_approach": "good approach", "aspect": "aspect", "tint": "tint", "adjective": "adjective",
    "trait": "inherited trait", "group_help": "group help", "gm_other": "gm",
    "escalation": "escalation", "off_frame": "off frame", "terrain": "terrain"}}, spaced)
"""A modifier's source (``delicate_task`` -> « tâche délicate »)."""

level = Glossary({"escalation": {"restrained": "restrained", "medium": "medium", "tense": "tense"}})
"""An escalation level (``tense`` -> « tendu »)."""

polarity = Glossary({"polarity": {
    "positive": "positive", "neutral": "neutral", "negative": "negative"}})
"""An adjective's polarity (``negative`` -> « négatif »)."""

tint_kind = Glossary({"tint kind": {"personal": "personal", "free": "free"}})
"""A trade's tint point (``free`` -> « libre »)."""

effect = Glossary({"effect": {
    "cosmetic_neutral": "a neutral detail", "cosmetic_oriented": "an oriented detail",
    "adjective": "adjective", "reduce_adjective": "reducing", "stake": "stake",
    "generic": "generic grid", "terrain": "terrain", "keep_approach": "keeping the approach",
    "de_escalate": "de-escalation"}}, spaced)
"""What points buy (``keep_approach`` -> « conserver l'approche »)."""

maybe_option = Glossary({"maybe": {
    "lower_ambition": "lowers the ambition", "pay_cost": "pays a cost", "decline": "declines"}})
"""The answer to a « peut-être » (``lower_ambition`` -> « revoir ses prétentions »)."""

close_reason = Glossary({"conflict end": {
    "settled": "settled amicably", "agreement": "by agreement", "sides_left": "the sides left",
    "gm": "by the gm"}})
"""Why a conflict ends (``sides_left`` -> « les camps l'ont quitté »)."""

tint_source = Glossary({"tint source": {"own": "own tint", "tattoo": "tattoo"}})
"""What pays a reroll (``tattoo`` -> « tatouage »)."""

involvement = Glossary({"involvement": {
    "front_line": "front line", "involved": "involved", "in_retreat": "in retreat",
    "not_involved": "not involved"}})
"""A participant's involvement (``in_retreat`` -> « en retrait »)."""

duration = Glossary({"duration": {
    "next_roll": "next roll", "scene": "scene", "day": "day", "session": "session",
    "adventure": "adventure", "until_resolved": "until resolved"}})
"""How long an adjective lasts (``next_roll`` -> « le prochain jet »)."""

target_kind = Glossary({"target": {"character": "character", "thing": "thing"}})
"""What an adjective is written on (``thing`` -> « chose »)."""

trigger = Glossary({"trigger": {
    "escalate": "escalating", "leave_conflict": "leaving the conflict",
    "refuse_conflict": "refusing the conflict", "refuse_settlement": "refusing a settlement",
    "refuse_stake": "refusing a stake", "other": "something else"}})
"""What sets off an action cost (``refuse_stake`` -> « refuser un enjeu »)."""

group_mode = Glossary({"group mode": {
    "solo": "alone", "sum": "the sum of the scores", "average": "the average of the scores"}})
"""How a group's rolls make one score (``average`` -> « la moyenne des scores »)."""

result_mode = Glossary({"result mode": {"adjectives": "adjectives", "value": "another value"}})
"""What a situation's points buy (``value`` -> « une autre valeur »)."""
