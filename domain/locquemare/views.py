"""Read model and redaction: unknown keys, the secret pool, other heroes' unrevealed
secrets and the Adversity's danger pool are gm-only (a hero sees its own secret)."""

from typing import Any

import msgspec
from msgspec.structs import replace

from domain.core import Actor, Event
from domain.locquemare import events as ev
from domain.locquemare import events_play as pe
from domain.locquemare.narrate import narrate
from domain.locquemare.state import Action, Hero, LocquemareState

__all__ = ["narrate", "view", "visible"]


def _plain(value: Any) -> Any:
    """JSON-ready builtins (lists, not tuples), as the read model is stored and served."""
    return msgspec.json.decode(msgspec.json.encode(value))


def _sheet(state: LocquemareState, hero: Hero, viewer: Actor) -> dict[str, Any]:
    sheet: dict[str, Any] = _plain(hero)
    insider = viewer.is_gm or viewer.seat_id == hero.owner_player_id
    sheet["character_keys"] = [_plain(state.keys[k]) for k in hero.character_key_ids
                               if k in state.keys]
    if insider:
        texts = {c.secret_id: c.text for c in state.secret_pool}
        sheet["drawn_secrets"] = [{"secret_id": s, "text": texts.get(s, "")}
                                  for s in hero.drawn_secret_ids]
        return sheet
    del sheet["drawn_secret_ids"]
    if hero.secret is not None and not hero.secret.revealed:
        sheet["secret"] = {"revealed": False}
    return sheet


def _action(action: Action | None, gm: bool) -> dict[str, Any] | None:
    if action is None:
        return None
    if not gm:
        action = replace(action, hidden_key_id=None, activations=tuple(
            replace(a, key_id=None) if a.hidden else a for a in action.activations))
    data: dict[str, Any] = _plain(action)
    return data


def view(state: LocquemareState, viewer: Actor) -> dict[str, Any]:
    """The table as ``viewer`` may see it."""
    gm = viewer.is_gm
    data: dict[str, Any] = {
        "phase": state.phase,
        "session_open": state.session_open,
        "counters": _plain(state.counters),
        "scene": _plain(state.scene),
        "adversity": _plain(state.adversity) if gm else {
            "accepted_defeat_this_scene": state.adversity.accepted_defeat_this_scene},
        "conflict": _plain(state.conflict),
        "action": _action(state.action, gm),
        "complications": _plain(state.complications),
        "keys": {k: _plain(key) for k, key in state.keys.items() if gm or key.known},
        "npcs": _plain(state.npcs),
        "characters": {h: _sheet(state, hero, viewer) for h, hero in state.heroes.items()},
    }
    if gm:
        data["secret_pool"] = _plain(state.secret_pool)
    return data


def _redacted(event: Event, viewer: Actor) -> bool | Event:
    match event:
        case ev.SecretPoolSet():
            return False
        case ev.KeyCreated(key=key):
            return key.known
        case ev.KeyRemoved(hidden=True) | ev.KeyExtended(hidden=True):
            return False
        case pe.KeyActivated(hidden=True):
            return replace(event, key_id=None)
        case pe.DifficultySet():
            return replace(event, hidden_key_id=None, activations=tuple(
                replace(a, key_id=None) if a.hidden else a for a in event.activations))
        case ev.DangerTokensGranted():
            return replace(event, total=None)
        case ev.DangerTokenSpent():
            return replace(event, remaining=None)
        case ev.AdversityTokensDiscarded():
            return replace(event, count=None)
        case ev.AdversityTokensKept():
            return replace(event, kept=None)
        case ev.SecretsDrawn() if viewer.seat_id != event.owner_player_id:
            return replace(event, draw=None, secret_ids=())
        case ev.SecretChosen() if viewer.seat_id != event.owner_player_id:
            return replace(event, secret_id=None, returned_secret_id=None)
    return True


def visible(event: Event, viewer: Actor) -> bool | Event:
    """True for the gm; for others False or a copy without the hidden fields."""
    if viewer.is_gm:
        return True
    return _redacted(event, viewer)
