"""The redaction property (issue #26): for a reached state and every hero seat, the
seat's view and visible log hold no hidden key id, no other hero's secret and no npc the
heroes have not met (strings checked in the serialized JSON)."""

import msgspec

from domain.core import Actor, Event
from domain.locquemare import events as ev
from domain.locquemare.state import LocquemareOptions, LocquemareState
from tests.unit.locquemare.helpers import R


def _quoted(text: str) -> bytes:
    return msgspec.json.encode(text)


def seen_by(state: LocquemareState, log: list[Event], seat: Actor) -> bytes:
    """What the seat reads: its view and its visible log (redacted copies included)."""
    shown = [R.visible(e, seat) for e in log]
    visible = [e if v is True else v for e, v in zip(log, shown, strict=True)
               if v is not False]
    return msgspec.json.encode([R.view(state, seat), visible])


def hidden_strings(state: LocquemareState, log: list[Event], options: LocquemareOptions,
                   seat: Actor) -> list[str]:
    """The ids and texts this seat must not read."""
    created_hidden = {e.key.key_id for e in log if isinstance(e, ev.KeyCreated)
                      and not e.key.known}
    revealed = {e.key_id for e in log if isinstance(e, ev.KeyRevealed)}
    known_now = {k for k, key in state.keys.items() if key.known}
    keys = sorted(created_hidden - revealed - known_now)
    npcs = [s for n in state.npcs.values() if not n.known for s in (n.npc_id, n.name)]
    mine = [h for h in state.heroes.values() if h.owner_player_id == seat.seat_id]
    allowed = {s for h in mine for s in h.drawn_secret_ids}
    allowed |= {h.secret.secret_id for h in mine if h.secret is not None}
    allowed |= {s.secret_id for h in mine for s in h.past_secrets}
    allowed |= {e.secret_id for e in log if isinstance(e, ev.SecretRevealed)}
    secrets = [c.text for c in options.secrets if c.secret_id not in allowed]
    return [*keys, *npcs, *secrets]


def check_redaction(state: LocquemareState, log: list[Event],
                    options: LocquemareOptions) -> None:
    """The property at one state, for every hero seat."""
    for seat_id in sorted({h.owner_player_id for h in state.heroes.values()}):
        seat = Actor(seat_id=seat_id, role="player")
        seen = seen_by(state, log, seat)
        leaked = [s for s in hidden_strings(state, log, options, seat) if _quoted(s) in seen]
        assert not leaked, f"seat {seat_id} reads {leaked}: state {state!r}"
