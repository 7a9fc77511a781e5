"""What the seats of one state share (issue #36: whom play waits on, the labels said) is
computed once; each seat's ``state`` document stays byte for byte what it was when every
seat computed everything itself."""

import msgspec
import pytest

from domain.core.choices import forget_labels
from domain.core.offers import forget_shared
from infrastructure.api.feed_stream import state_document
from services.game_state import LoadedGame
from tests.support.seat_states import SYSTEMS, actor, mid_games


def _documents(games: list[LoadedGame], language: str, shared: bool) -> list[bytes]:
    found = []
    for game in games:
        for seat in game.platform.seats.values():
            if not shared:
                _forget()
            found.append(msgspec.json.encode(state_document(game, actor(seat), language)))
    return found


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_seat_reads_the_same_bytes_as_when_nothing_was_shared(system: str) -> None:
    games = mid_games(system, 3)
    assert len(games) >= 2, "several states of each system"
    for language in ("en", "fr"):
        alone = _documents(games, language, shared=False)
        _forget()
        together = _documents(games, language, shared=True)
        again = _documents([*reversed(games), *games], language, shared=True)
        assert together == alone
        assert again == [*_reversed_by_game(alone, games), *alone]
        assert any(b'"waiting_for":[{' in d for d in alone), "someone is waited for"


def _forget() -> None:
    forget_shared()
    forget_labels()


def _reversed_by_game(documents: list[bytes], games: list[LoadedGame]) -> list[bytes]:
    """The documents of ``games`` in reverse order of the games, seats in order."""
    sizes = [len(g.platform.seats) for g in games]
    chunks, start = [], 0
    for size in sizes:
        chunks.append(documents[start:start + size])
        start += size
    return [d for chunk in reversed(chunks) for d in chunk]
