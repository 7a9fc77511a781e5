"""Rebuilding a game's state from its stream, with snapshots and an in-process cache.

States are immutable, so a cached state is shared safely; a cache hit still reads the
stream head and folds only the events appended since (by this or another worker), unless
the reader names a version the cached state already holds (``cached_since``). A miss
starts from the newest snapshot, so a long game costs one snapshot plus < N folds.
"""

from collections import OrderedDict

from domain.core.words import sentence
from services.errors import NotFound
from services.game_state import LoadedGame, apply_events, empty_game
from services.ports import EventStore
from services.snapshots import decode_snapshot

__all__ = ["GameLoader", "LoadedGame", "apply_events", "empty_game"]


class GameLoader:
    """Loads games from the store through a bounded LRU cache of recent states."""

    def __init__(self, store: EventStore, capacity: int = 2048) -> None:
        self._store = store
        self._capacity = capacity
        self._cache: OrderedDict[str, LoadedGame] = OrderedDict()
        self._previous: dict[str, LoadedGame] = {}
        """Each cached game's state before its last move: a command's answer narrates
        its events from there without a snapshot read."""

    async def load(self, game_id: str) -> LoadedGame:
        """The current state of a game, or ``NotFound``."""
        info = await self._store.stream_info(game_id)
        if info is None:
            raise NotFound("game_not_found", sentence('no game %(game_id)s', game_id=game_id))
        game = self._cache.get(game_id)
        if game is None or game.version > info.version:
            game = await self._base(game_id, None)
        if info.version != game.version:
            game = apply_events(game, await self._store.load(game_id, after=game.version))
        self.remember(game)
        return game

    def forget(self, game_id: str) -> None:
        """Drop a game's cached state (it was deleted)."""
        self._cache.pop(game_id, None)
        self._previous.pop(game_id, None)

    def cached(self, game_id: str) -> LoadedGame | None:
        """The last state this worker saw (maybe behind another worker's appends)."""
        return self._cache.get(game_id)

    def cached_since(self, game_id: str, version: int | None) -> LoadedGame | None:
        """The cached state when it holds at least ``version`` (a version a reader has
        seen, e.g. in the live feed): an answer no older than what the reader knows,
        without reading the stream head. None when not cached, behind, or no version."""
        game = self._cache.get(game_id)
        if game is None or version is None or game.version < version:
            return None
        return game

    async def load_at(self, game_id: str, version: int) -> LoadedGame:
        """The state of a game as it was right after ``version``."""
        game = await self._base(game_id, version)
        cached = self._cache.get(game_id)
        if cached is not None and game.version < cached.version <= version:
            game = cached
        game = apply_events(game, await self._store.load(game_id, after=game.version,
                                                         to=version))
        if game.version != version:
            raise NotFound("version_not_found",
                sentence('game %(game_id)s has no version %(version)s',
                         game_id=game_id, version=version))
        return game

    async def load_before(self, game_id: str, version: int) -> LoadedGame:
        """The state right after ``version`` (0: before the first event), from the cache
        when it is the state this worker replaced last."""
        previous = self._previous.get(game_id)
        if previous is not None and previous.version == version:
            return previous
        return empty_game(game_id) if version == 0 else await self.load_at(game_id, version)

    async def _base(self, game_id: str, at_most: int | None) -> LoadedGame:
        """The newest usable snapshot at or below ``at_most``, else the empty game."""
        found = await self._store.latest_snapshot(game_id, at_most)
        snapshot = decode_snapshot(game_id, found[1]) if found else None
        return snapshot or empty_game(game_id)

    def remember(self, game: LoadedGame) -> None:
        """Keep a state for the next command (only ever moves forward)."""
        known = self._cache.get(game.game_id)
        if known is None or known.version <= game.version:
            if known is not None and known.version < game.version:
                self._previous[game.game_id] = known
            self._cache[game.game_id] = game
        self._cache.move_to_end(game.game_id)
        while len(self._cache) > self._capacity:
            gone, _ = self._cache.popitem(last=False)
            self._previous.pop(gone, None)
