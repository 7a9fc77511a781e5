"""Locquemare's words in the reader's language, from the spec's glossary (French →
identifier) and the seed: action types, approaches, resources, outcomes and their menus,
severities, tokens and payments.

Each term is a ``pgettext`` entry of the ``locquemare`` catalog (context: the kind of
term), so a French table reads the rulebook's word (« créer un avantage », « Féroce »,
« triomphe », « conséquence mineure »…).
"""

from domain.core.glossary import Glossary, spaced
from domain.core.words import Words

action_type = Glossary({"action": {
    "create_advantage": "create advantage", "overcome": "overcome", "attack": "attack",
    "defend": "defend"}}, spaced)
"""An action's type (``create_advantage`` -> « créer un avantage »)."""

approach = Glossary({"approach": {
    "aggro": "aggro", "metis": "metis", "focus": "focus", "flamme": "flamme", "flexx": "flexx",
    "ombre": "ombre", "techno": "techno", "agora": "agora"}})
"""An approach (``aggro`` -> « Féroce »)."""

resource = Glossary({"resource": {
    "ichor": "ichor", "arsenal": "arsenal", "biblos": "biblos", "adrenaline": "adrenaline",
    "volonte": "volonte", "dogma": "dogma", "paria": "paria", "mystique": "mystique"}})
"""A resource (``adrenaline`` -> « Adrénaline »)."""

tier = Glossary({"tier": {
    "fail": "fail", "tie": "tie", "success": "success", "triumph": "triumph"}})
"""An action's result (``triumph`` -> « triomphe »)."""

option = Glossary({"outcome": {
    "no_key": "no key", "key_adversity_free": "the key, a free activation for the Adversity",
    "no_key_elan": "no key, an elan",
    "key_both_elan": "the key, an elan for the hero and the Adversity",
    "key_hero_free": "the key and a free activation",
    "key_hero_two_free": "the key and two free activations",
    "not_activated": "the key is not activated",
    "activated_adversity_elan": "activated for free, an elan for the Adversity",
    "hero_free": "activated for free", "hero_two_free": "two free activations",
    "obstacle_remains": "the obstacle remains",
    "overcome_with_consequence": "overcome at the price of a consequence",
    "overcome_adversity_elan": "overcome, an elan for the Adversity", "overcome": "overcome",
    "overcome_elan": "overcome, and an elan", "no_effect": "no effect",
    "elan_for_consequence": "an elan at the price of a consequence",
    "no_effect_elan": "no effect, but an elan", "damage": "damage",
    "damage_minus_1_elan": "1 damage less for an elan", "suffer": "suffers the opponent's success",
    "blocked": "blocks the opponent", "blocked_elan": "blocks the opponent, and an elan"}}, spaced)
"""An outcome of the action's menu (``obstacle_remains`` -> « l'obstacle est toujours
en place »)."""

harm_option = Glossary({"harm": {
    "absorb": "absorb", "extreme": "extreme consequence", "accept_defeat": "accept defeat",
    "taken_out": "taken out"}}, spaced)
"""What a hero may do about pending harm (``accept_defeat`` -> « accepter la
défaite »)."""

severity = Glossary({"severity": {
    "minor": "minor", "medium": "medium", "grave": "grave", "extreme": "extreme"}})
"""A consequence's severity (``minor`` -> « mineure »)."""

payment = Glossary({"payment": {
    "exploit": "exploit", "offering": "offering", "danger": "danger",
    "free_activation": "free activation", "elan": "elan"}}, spaced)
"""How an activation is paid (``free_activation`` -> « activation gratuite »)."""

token = Glossary({"token of": {
    "exploit": "exploit", "offering": "offering", "danger": "danger", "energy": "energy"}})
"""A token's kind after « token » (``exploit`` -> « d'exploit » in « jeton d'exploit »)."""

effect = Glossary({"effect": {
    "none": "no effect", "hemorrhage": "hemorrhage", "stunned": "stunned", "exhausted": "exhausted",
    "panicked": "panicked", "disturbed": "disturbed", "irritated": "irritated", "lie": "lie",
    "compromised": "compromised", "rumours": "rumours", "indebted": "indebted"}}, spaced)
"""A consequence's effect (``panicked`` -> « Paniqué »)."""

term = Glossary({
    "key kind": {"situation": "situation", "complication": "complication"},
    "key role": {"concept": "concept", "hamartia": "hamartia", "other": "other key"},
    "npc category": {"horde": "horde", "soldier": "soldier", "adversary": "adversary",
        "nemesis": "nemesis"},
    "complication": {"decision": "decision", "event": "event"},
    "advantage": {"create": "create a key", "discover": "discover a key",
        "activate": "activate a known key"},
    "prowess": {"bonus": "bonus", "auto_success": "automatic success", "narrative": "narrative",
        "none": "no limit", "once_per_scene": "once per scene", "once_per_act": "once per act"},
    "track": {"five_exploits": "five exploits", "new_prowess": "a new prowess",
        "new_key": "a new key"},
}, spaced)
"""The other finite words of the sheet and the table (a key's kind and role, an npc's
category, a complication's kind, an advantage's mode, a prowess's effect and limit, a
full track's reward): ``other`` -> « autre clé »."""

reason = Glossary({"evolution": {
    "killed_undetected": "killed without being seen", "erased_evidence": "erased evidence",
    "used_stealth": "used stealth", "convinced_someone": "convinced someone",
    "used_influence": "used influence", "used_others": "used others", "used_force": "used force",
    "used_cunning": "used cunning", "used_technology": "used technology",
    "used_magic": "used magic", "used_diplomacy": "used diplomacy",
    "used_violence": "used violence", "made_a_plan": "made a plan",
    "made_a_discovery": "made a discovery", "secret": "the secret"}}, spaced)
"""An evolution trigger (``made_a_plan`` -> « avoir fait un plan »)."""


def gm(words: Words) -> str:
    """The gm seat as a log or a waiting line names it: Locquemare's « Adversité » (the
    platform's ``gm_name`` reads this entry of the rule system's catalog first)."""
    return words.pgettext("seat", "GM")
