"""Locquemare's words in the reader's language, from the spec's glossary (French →
identifier) and the seed: action types, approaches, resources, outcomes and their menus,
severities, tokens and payments.

Each term is a ``pgettext`` entry of the ``locquemare`` catalog (context: the kind of
term), so a French table reads the rulebook's word (« créer un avantage », « Féroce »,
« triomphe », « conséquence mineure »…).
"""

from domain.core.words import Words


def action_type(words: Words, value: str) -> str:
    """An action's type (``create_advantage`` -> « créer un avantage »)."""
    return {
        "create_advantage": words.pgettext("action", "create advantage"),
        "overcome": words.pgettext("action", "overcome"),
        "attack": words.pgettext("action", "attack"),
        "defend": words.pgettext("action", "defend"),
    }.get(value, value.replace("_", " "))


def approach(words: Words, value: str) -> str:
    """An approach (``aggro`` -> « Féroce »)."""
    return {
        "aggro": words.pgettext("approach", "aggro"),
        "metis": words.pgettext("approach", "metis"),
        "focus": words.pgettext("approach", "focus"),
        "flamme": words.pgettext("approach", "flamme"),
        "flexx": words.pgettext("approach", "flexx"),
        "ombre": words.pgettext("approach", "ombre"),
        "techno": words.pgettext("approach", "techno"),
        "agora": words.pgettext("approach", "agora"),
    }.get(value, value)


def resource(words: Words, value: str) -> str:
    """A resource (``adrenaline`` -> « Adrénaline »)."""
    return {
        "ichor": words.pgettext("resource", "ichor"),
        "arsenal": words.pgettext("resource", "arsenal"),
        "biblos": words.pgettext("resource", "biblos"),
        "adrenaline": words.pgettext("resource", "adrenaline"),
        "volonte": words.pgettext("resource", "volonte"),
        "dogma": words.pgettext("resource", "dogma"),
        "paria": words.pgettext("resource", "paria"),
        "mystique": words.pgettext("resource", "mystique"),
    }.get(value, value)


def tier(words: Words, value: str) -> str:
    """An action's result (``triumph`` -> « triomphe »)."""
    return {
        "fail": words.pgettext("tier", "fail"),
        "tie": words.pgettext("tier", "tie"),
        "success": words.pgettext("tier", "success"),
        "triumph": words.pgettext("tier", "triumph"),
    }.get(value, value)


def option(words: Words, value: str) -> str:
    """An outcome of the action's menu (``obstacle_remains`` -> « l'obstacle est toujours
    en place »)."""
    return {
        "no_key": words.pgettext("outcome", "no key"),
        "key_adversity_free": words.pgettext("outcome", "the key, a free activation for "
                                                        "the Adversity"),
        "no_key_elan": words.pgettext("outcome", "no key, an elan"),
        "key_both_elan": words.pgettext("outcome", "the key, an elan for the hero and the "
                                                   "Adversity"),
        "key_hero_free": words.pgettext("outcome", "the key and a free activation"),
        "key_hero_two_free": words.pgettext("outcome", "the key and two free activations"),
        "not_activated": words.pgettext("outcome", "the key is not activated"),
        "activated_adversity_elan": words.pgettext("outcome", "activated for free, an elan "
                                                              "for the Adversity"),
        "hero_free": words.pgettext("outcome", "activated for free"),
        "hero_two_free": words.pgettext("outcome", "two free activations"),
        "obstacle_remains": words.pgettext("outcome", "the obstacle remains"),
        "overcome_with_consequence": words.pgettext("outcome", "overcome at the price of a "
                                                               "consequence"),
        "overcome_adversity_elan": words.pgettext("outcome", "overcome, an elan for the "
                                                             "Adversity"),
        "overcome": words.pgettext("outcome", "overcome"),
        "overcome_elan": words.pgettext("outcome", "overcome, and an elan"),
        "no_effect": words.pgettext("outcome", "no effect"),
        "elan_for_consequence": words.pgettext("outcome", "an elan at the price of a "
                                                          "consequence"),
        "no_effect_elan": words.pgettext("outcome", "no effect, but an elan"),
        "damage": words.pgettext("outcome", "damage"),
        "damage_minus_1_elan": words.pgettext("outcome", "1 damage less for an elan"),
        "suffer": words.pgettext("outcome", "suffers the opponent's success"),
        "blocked": words.pgettext("outcome", "blocks the opponent"),
        "blocked_elan": words.pgettext("outcome", "blocks the opponent, and an elan"),
    }.get(value, value.replace("_", " "))


def harm_option(words: Words, value: str) -> str:
    """What a hero may do about pending harm (``accept_defeat`` -> « accepter la
    défaite »)."""
    return {
        "absorb": words.pgettext("harm", "absorb"),
        "extreme": words.pgettext("harm", "extreme consequence"),
        "accept_defeat": words.pgettext("harm", "accept defeat"),
        "taken_out": words.pgettext("harm", "taken out"),
    }.get(value, value.replace("_", " "))


def severity(words: Words, value: str) -> str:
    """A consequence's severity (``minor`` -> « mineure »)."""
    return {
        "minor": words.pgettext("severity", "minor"),
        "medium": words.pgettext("severity", "medium"),
        "grave": words.pgettext("severity", "grave"),
        "extreme": words.pgettext("severity", "extreme"),
    }.get(value, value)


def payment(words: Words, value: str) -> str:
    """How an activation is paid (``free_activation`` -> « activation gratuite »)."""
    return {
        "exploit": words.pgettext("payment", "exploit"),
        "offering": words.pgettext("payment", "offering"),
        "danger": words.pgettext("payment", "danger"),
        "free_activation": words.pgettext("payment", "free activation"),
        "elan": words.pgettext("payment", "elan"),
    }.get(value, value.replace("_", " "))


def token(words: Words, value: str) -> str:
    """A token's kind after « token » (``exploit`` -> « d'exploit » in « jeton d'exploit »)."""
    return {
        "exploit": words.pgettext("token of", "exploit"),
        "offering": words.pgettext("token of", "offering"),
        "danger": words.pgettext("token of", "danger"),
        "energy": words.pgettext("token of", "energy"),
    }.get(value, value)


def effect(words: Words, value: str) -> str:
    """A consequence's effect (``panicked`` -> « Paniqué »)."""
    return {
        "none": words.pgettext("effect", "no effect"),
        "hemorrhage": words.pgettext("effect", "hemorrhage"),
        "stunned": words.pgettext("effect", "stunned"),
        "exhausted": words.pgettext("effect", "exhausted"),
        "panicked": words.pgettext("effect", "panicked"),
        "disturbed": words.pgettext("effect", "disturbed"),
        "irritated": words.pgettext("effect", "irritated"),
        "lie": words.pgettext("effect", "lie"),
        "compromised": words.pgettext("effect", "compromised"),
        "rumours": words.pgettext("effect", "rumours"),
        "indebted": words.pgettext("effect", "indebted"),
    }.get(value, value.replace("_", " "))


def term(words: Words, value: str) -> str:
    """The other finite words of the sheet and the table (a key's kind and role, an npc's
    category, a complication's kind, an advantage's mode, a prowess's effect and limit, a
    full track's reward): ``other`` -> « autre clé »."""
    return {
        "situation": words.pgettext("key kind", "situation"),
        "complication": words.pgettext("key kind", "complication"),
        "concept": words.pgettext("key role", "concept"),
        "hamartia": words.pgettext("key role", "hamartia"),
        "other": words.pgettext("key role", "other key"),
        "horde": words.pgettext("npc category", "horde"),
        "soldier": words.pgettext("npc category", "soldier"),
        "adversary": words.pgettext("npc category", "adversary"),
        "nemesis": words.pgettext("npc category", "nemesis"),
        "decision": words.pgettext("complication", "decision"),
        "event": words.pgettext("complication", "event"),
        "create": words.pgettext("advantage", "create a key"),
        "discover": words.pgettext("advantage", "discover a key"),
        "activate": words.pgettext("advantage", "activate a known key"),
        "bonus": words.pgettext("prowess", "bonus"),
        "auto_success": words.pgettext("prowess", "automatic success"),
        "narrative": words.pgettext("prowess", "narrative"),
        "none": words.pgettext("prowess", "no limit"),
        "once_per_scene": words.pgettext("prowess", "once per scene"),
        "once_per_act": words.pgettext("prowess", "once per act"),
        "five_exploits": words.pgettext("track", "five exploits"),
        "new_prowess": words.pgettext("track", "a new prowess"),
        "new_key": words.pgettext("track", "a new key"),
    }.get(value, value.replace("_", " "))


def reason(words: Words, value: str) -> str:
    """An evolution trigger (``made_a_plan`` -> « avoir fait un plan »)."""
    return {
        "killed_undetected": words.pgettext("evolution", "killed without being seen"),
        "erased_evidence": words.pgettext("evolution", "erased evidence"),
        "used_stealth": words.pgettext("evolution", "used stealth"),
        "convinced_someone": words.pgettext("evolution", "convinced someone"),
        "used_influence": words.pgettext("evolution", "used influence"),
        "used_others": words.pgettext("evolution", "used others"),
        "used_force": words.pgettext("evolution", "used force"),
        "used_cunning": words.pgettext("evolution", "used cunning"),
        "used_technology": words.pgettext("evolution", "used technology"),
        "used_magic": words.pgettext("evolution", "used magic"),
        "used_diplomacy": words.pgettext("evolution", "used diplomacy"),
        "used_violence": words.pgettext("evolution", "used violence"),
        "made_a_plan": words.pgettext("evolution", "made a plan"),
        "made_a_discovery": words.pgettext("evolution", "made a discovery"),
        "secret": words.pgettext("evolution", "the secret"),
    }.get(value, value.replace("_", " "))


def gm(words: Words) -> str:
    """The gm seat as a log or a waiting line names it: Locquemare's « Adversité » (the
    platform's ``gm_name`` reads this entry of the rule system's catalog first)."""
    return words.pgettext("seat", "GM")
