"""What a subscription receives for one event, redacted as its ``view_as`` seat would see
it: the Standard Webhooks body ``{type, timestamp, data}``, or Discord's
``{username, content}`` (the rule system's narration, at most 2,000 characters)."""

import re
from typing import Any

import msgspec

from domain.core import Actor
from domain.core.words import ENGLISH, Words
from domain.platform.events import PLATFORM_EVENT_NAMES
from services.codec import codec_for
from services.envelope import StoredEvent
from services.game_state import LoadedGame
from services.history.session import REDACTED, generic_line, gm_name, platform_line, seat_name
from services.i18n import words
from services.queries import redact
from services.webhooks.model import OBSERVER, Subscription

DISCORD_LIMIT = 2000


def viewer(game: LoadedGame, view_as: str) -> Actor:
    """The reader a subscription stands for: any observer, or one seat of the game."""
    seat = game.platform.seats.get(view_as)
    if view_as == OBSERVER or seat is None:
        return Actor(seat_id=OBSERVER, role="observer")
    return Actor(seat_id=seat.seat_id, role=seat.role)


def visible_event(game: LoadedGame, stored: StoredEvent, view_as: str) -> StoredEvent | None:
    """The event as the subscription's reader sees it, or None when it is hidden."""
    shown = redact(game, stored, viewer(game, view_as))
    return None if shown.type == REDACTED else shown


def standard_body(shown: StoredEvent) -> bytes:
    """``{"type", "timestamp", "data"}`` with the event's envelope and payload."""
    return msgspec.json.encode({
        "type": shown.type,
        "timestamp": shown.recorded_at.isoformat(),
        "data": {"game_id": shown.game_id, "version": shown.version, "type": shown.type,
                 "schema_version": shown.schema_version, "data": shown.data,
                 "recorded_at": shown.recorded_at.isoformat()},
    })


def narration(before: LoadedGame, shown: StoredEvent, words: Words = ENGLISH) -> str:
    """The session-log line for an event (``before``: the game just before it), in
    ``words``' language."""
    if shown.type in PLATFORM_EVENT_NAMES:
        return platform_line(before.platform, shown, words)
    ruleset = before.ruleset
    line = ruleset.narrate(before.rules, codec_for(ruleset).decode_event(shown), words)
    return line or generic_line(shown)


def discord_body(before: LoadedGame, shown: StoredEvent, language: str | None = None) -> bytes:
    """Discord's execute-webhook body: the acting seat as username, the narration in
    ``language`` (the game's own by default)."""
    said = words(language or before.platform.language, before.ruleset.name)
    text = narration(before, shown, said)
    if len(text) > DISCORD_LIMIT:
        text = text[:DISCORD_LIMIT - 1] + "\u2026"
    username = discord_username(seat_name(before.platform, shown.metadata, said), gm_name(said))
    body: dict[str, Any] = {"username": username, "content": text,
                            "allowed_mentions": {"parse": []}}
    return msgspec.json.encode(body)


DISCORD_NAME_LIMIT = 80
DISCORD_REFUSED_WORDS = {"discord": ("o", "\u043e"), "clyde": ("e", "\u0435"),
                         "everyone": ("e", "\u0435"), "here": ("e", "\u0435")}
"""Words Discord refuses in a webhook's name (case-insensitive; its docs, "Create
Webhook" and "Usernames and Nicknames": a name with one is a 400 for the whole message),
each with the letter written instead with its Cyrillic twin: « Éris la Discorde » still
reads so, and Discord accepts it."""
_REFUSED = re.compile("|".join(DISCORD_REFUSED_WORDS), re.IGNORECASE)


def discord_username(name: str, fallback: str) -> str:
    """A name Discord accepts for a webhook message: refused words disguised, white space
    collapsed, at most 80 characters, never empty (``fallback``)."""
    def disguise(found: re.Match[str]) -> str:
        latin, cyrillic = DISCORD_REFUSED_WORDS[found.group().lower()]
        at = found.group().lower().index(latin)
        letter = cyrillic.upper() if found.group()[at].isupper() else cyrillic
        return found.group()[:at] + letter + found.group()[at + 1:]
    cleaned = " ".join(_REFUSED.sub(disguise, name).split())[:DISCORD_NAME_LIMIT].strip()
    return cleaned or fallback


def body_for(subscription: Subscription, now: LoadedGame, before: LoadedGame,
             stored: StoredEvent) -> bytes | None:
    """The bytes to send for one event, or None when its reader may not see it."""
    shown = visible_event(now, stored, subscription.view_as)
    if shown is None:
        return None
    if subscription.format == "discord":
        return discord_body(before, shown, subscription.language)
    return standard_body(shown)
