"""Whose ids are whose (issue #38): a hero's keys are named in a form the Adversity's keys
never take, so a player naming its keys can never meet a key hidden from it.

The server names a hero's keys ``{hero_id}-concept``, ``{hero_id}-hamartia`` and
``{hero_id}-other-{n}``; its consequences ``…-consequence-{n}``, ``…-extreme-{n}``, elans
``…-elan-{n}`` and an advantage's key ``…-key-{n}`` take a counter that never goes back.
A player may name its hero's character keys only in that form; the gm's ``CreateKey`` may
not use it. Were a player free to pick any key id, « key 'x' exists » would tell it that
a hidden key 'x' exists.
"""

import re

SERVER_FORM = re.compile(
    r".-(concept|hamartia|other-\d+|consequence-\d+|extreme-\d+|elan-\d+|key-\d+)$")
"""The ids the server gives a hero's keys (and consequences, elans, advantages)."""


def hero_key_form(hero_id: str, key_id: str) -> bool:
    """Whether ``key_id`` is one of the character key ids of ``hero_id``."""
    return re.fullmatch(rf"{re.escape(hero_id)}-(concept|hamartia|other-\d+)",
                        key_id) is not None


def server_form(key_id: str) -> bool:
    """Whether ``key_id`` has the form of an id the server gives (a hero's keys)."""
    return SERVER_FORM.search(key_id) is not None
