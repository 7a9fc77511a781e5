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
