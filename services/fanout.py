"""The live feed's fan-out inside one worker: one store read per wake-up, for everyone.

The worker keeps a registry of its subscribers per game. A wake-up for a game (a Redis
notice, or a command this worker just answered) makes ONE store read of the game's new
events, shared by every subscriber of the game in the worker and redacted once per
distinct viewer; wake-ups that arrive during a read fold into one more read. Nothing is
polled while wake-ups flow; when they cannot (Redis down), ``poll`` reads each active
game once. The store stays the only source: a subscriber that finds a hole in what it
was given (a lost notice, a resume from ``Last-Event-ID``) reads the hole from the store.
"""

import asyncio
from collections.abc import Callable, Sequence

import msgspec
import structlog

from domain.core import Actor
from services.fanout_subscription import Rendered, Subscription, Viewer
from services.game_state import LoadedGame, empty_game
from services.i18n import words
from services.live_state import StateDocument, StatePatch, ViewerStates
from services.loading import GameLoader
from services.narration import Narrated, Step, fold_steps, narrate_steps
from services.ports import EventStore, FeedMetrics, NullFeedMetrics

PAGE = 200
RETRY_SECONDS = 1.0
"""After a failed read (the store is down), the game is read again this much later."""
MAX_STATE_BYTES = 65536
"""A ``state`` (patch or whole) larger than this (the bound of a state, issue #36) is left
out of the message and the page reads it: a merge patch replaces an array whole, so a
state holding a growing list would otherwise make every message as large as the list."""
ACCESS_ENDING = frozenset({"SeatRevoked", "SeatTokenRotated"})
"""Events after which a seat's live feeds end (revoked, or it must use its new token)."""
log = structlog.get_logger("fanout")


class GameFeed:
    """One game's subscribers in this worker and how far the worker has read it."""

    __slots__ = ("again", "game", "head", "reading", "states", "viewers", "wanted")

    def __init__(self, game: LoadedGame) -> None:
        self.game = game
        """The game at ``head``: the state before the next event, to narrate it."""
        self.head = game.version
        """The last version this worker read (and handed to the subscribers)."""
        self.wanted = game.version
        """The newest version a notice announced."""
        self.viewers: dict[Viewer, set[Subscription]] = {}
        self.reading: asyncio.Task[None] | None = None
        self.again = False
        self.states = ViewerStates()
        """Each viewer's last ``state`` document, the base of the next patch."""

    def __len__(self) -> int:
        return sum(len(subs) for subs in self.viewers.values())


class FeedHub:
    """The registry of this worker's subscribers, and the shared reads that feed them."""

    def __init__(self, store: EventStore, render: Callable[[Narrated], bytes],
                 buffer: int = 512, metrics: FeedMetrics | None = None,
                 state_document: StateDocument | None = None) -> None:
        self._store, self._render = store, render
        self._state_document = state_document
        """Builds a seat's ``state`` for the feed to carry (None: messages carry none)."""
        self._states = GameLoader(store, capacity=64)
        """States at past versions, for subscribers catching up (a snapshot + folds)."""
        self.buffer = buffer
        """Events a subscriber may have queued before it is cut off."""
        self.metrics: FeedMetrics = metrics or NullFeedMetrics()
        self._games: dict[str, GameFeed] = {}
        self._ticker: asyncio.TimerHandle | None = None
        self._tick_seconds = 0.0

    @property
    def games(self) -> list[str]:
        """Games with at least one subscriber here."""
        return list(self._games)

    def subscribe(self, game: LoadedGame, actor: Actor, after: int,
                  language: str | None = None) -> Subscription:
        """Register a client that has seen everything up to ``after`` and reads the
        narration in ``language`` (the game's own by default)."""
        sub = Subscription(game.game_id, actor, after, self.buffer,
                           language or game.platform.language)
        feed = self._games.get(game.game_id)
        fresh = feed is None
        if feed is None:
            feed = self._games[game.game_id] = GameFeed(game)
        feed.viewers.setdefault(sub.viewer, set()).add(sub)
        self.metrics.subscribers(1)
        if fresh:  # a notice sent before the feed existed was ignored: look once
            self.wake(game.game_id)
        return sub

    def keep_alive(self, seconds: float) -> None:
        """Quiet subscribers get a keep-alive within ``seconds`` of silence: ONE tick every
        ``seconds / 2`` for the whole worker (a timer per client cost each wait an
        allocation and the loop a heap entry; the tick stops when nobody is left)."""
        period = seconds / 2
        if self._ticker is not None and period >= self._tick_seconds:
            return
        if self._ticker is not None:
            self._ticker.cancel()
        self._tick_seconds = period
        self._ticker = asyncio.get_running_loop().call_later(period, self._tick)

    def _tick(self) -> None:
        self._ticker = None
        if not self._games:
            return
        for feed in self._games.values():
            for subs in feed.viewers.values():
                for sub in subs:
                    sub.tick(2)  # two quiet ticks: at most ``seconds`` of silence
        self._ticker = asyncio.get_running_loop().call_later(self._tick_seconds, self._tick)

    def unsubscribe(self, sub: Subscription) -> None:
        """Forget a client (idempotent)."""
        sub.close()
        feed = self._games.get(sub.game_id)
        subs = feed.viewers.get(sub.viewer) if feed else None
        if feed is None or subs is None or sub not in subs:
            return
        subs.discard(sub)
        self.metrics.subscribers(-1)
        if not subs:
            del feed.viewers[sub.viewer]
            feed.states.forget(sub.viewer)
        if not feed.viewers:
            del self._games[sub.game_id]

    def subscriptions(self) -> list[Subscription]:
        """Every subscriber of this worker."""
        return [sub for feed in self._games.values() for subs in feed.viewers.values()
                for sub in subs]

    def head(self, game_id: str) -> int | None:
        """How far this worker has read a game (None: no subscriber here)."""
        feed = self._games.get(game_id)
        return feed.head if feed else None

    def wake(self, game_id: str, version: int | None = None) -> None:
        """A game has new events (up to ``version`` when known): read them once."""
        feed = self._games.get(game_id)
        if feed is None or (version is not None and version <= max(feed.head, feed.wanted)):
            return  # already read, or announced to a read under way (local and Redis)
        self.metrics.wakeup()
        if version is None:
            feed.again = True
        else:
            feed.wanted = version
        if feed.reading is not None:
            return
        feed.reading = asyncio.get_running_loop().create_task(self._read(game_id, feed))

    async def poll(self) -> None:
        """One read per active game (when notices cannot be trusted to arrive)."""
        for game_id in self.games:
            self.wake(game_id)
        pending = [feed.reading for feed in self._games.values() if feed.reading]
        await asyncio.gather(*pending, return_exceptions=True)

    async def read(self, sub: Subscription, to: int | None = None) -> list[Rendered]:
        """A page of the events after a subscriber's position, rendered for it."""
        feed = self._games.get(sub.game_id)
        if feed is None:
            return []
        batch = await self._store.load(sub.game_id, after=sub.position, to=to, limit=PAGE)
        if not batch:
            return []
        before = (empty_game(sub.game_id) if sub.position == 0 else
                  feed.game if sub.position == feed.game.version else
                  await self._states.load_at(sub.game_id, sub.position))
        return self._rendered(feed, fold_steps(before, batch)[1], sub)

    def close_game(self, game_id: str) -> None:
        """End every subscription of a game (it was deleted); each stream then ends."""
        self.close_seats(game_id, None)

    def close_seats(self, game_id: str, seat_ids: set[str] | None) -> None:
        """End the subscriptions of these seats of a game (every seat's when None)."""
        feed = self._games.get(game_id)
        for subs in list(feed.viewers.values()) if feed else ():
            for sub in list(subs):
                if seat_ids is None or sub.actor.seat_id in seat_ids:
                    sub.close()  # its stream sees ``closed``, ends, and unsubscribes

    async def close(self) -> None:
        """Cut every subscriber and stop reading (shutdown)."""
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None
        for feed in list(self._games.values()):
            if feed.reading is not None:
                feed.reading.cancel()
            for subs in list(feed.viewers.values()):
                for sub in list(subs):
                    sub.close()
        self._games.clear()

    async def _read(self, game_id: str, feed: GameFeed) -> None:
        try:
            while True:
                feed.again = False
                batch = await self._store.load(game_id, after=feed.head, limit=PAGE)
                self.metrics.store_read(len(batch))
                if not batch:  # nothing new (a notice of a version not visible here)
                    feed.wanted = feed.head
                else:
                    feed.game, steps = fold_steps(feed.game, batch)
                    feed.head = batch[-1].version
                    self._deliver(feed, steps)
                if not (feed.again or feed.wanted > feed.head or len(batch) == PAGE):
                    return
        except Exception as error:  # the store is down: look again in a moment
            log.warning("fanout_read_failed", game_id=game_id, error=str(error))
            feed.wanted = feed.head
            asyncio.get_running_loop().call_later(RETRY_SECONDS, self.wake, game_id)
        finally:
            feed.reading = None

    def _deliver(self, feed: GameFeed, steps: list[Step]) -> None:
        for viewer, subs in list(feed.viewers.items()):
            if not subs:
                continue
            first = next(iter(subs))
            told = self._told(feed, steps, first)
            rendered = [(t.version, self._render(t)) for t in told]
            if self._state_document is None or not told:
                variants: dict[int | None, list[Rendered]] = {}
            else:
                variants = self._with_state(feed, viewer, first, told, rendered)
            for sub in list(subs):
                mine = variants.get(sub.state_version) or variants.get(None) or rendered
                sub.state_version = None if mine is rendered else feed.head
                if not sub.offer(mine):
                    self.metrics.cut_off()
                    self.unsubscribe(sub)
        ended = {str(s.stored.data.get("seat_id")) for s in steps
                 if s.stored.type in ACCESS_ENDING}
        if ended:
            self.close_seats(feed.game.game_id, ended)

    def _with_state(self, feed: GameFeed, viewer: Viewer, sub: Subscription,
                    told: list[Narrated], rendered: list[Rendered],
                    ) -> dict[int | None, list[Rendered]]:
        """The batch as sent with the viewer's ``state`` on its newest message: keyed by
        the version a subscriber was last handed (the patch's base), None for the whole
        document (rendered only when a subscriber needs it)."""
        assert self._state_document is not None
        patch, whole = feed.states.advance(viewer, sub.actor, sub.language, feed.game,
                                           self._state_document)
        variants: dict[int | None, list[Rendered]] = {}
        last = told[-1]

        def carrying(state: StatePatch) -> list[Rendered]:
            message = self._render(msgspec.structs.replace(last, state=state))
            if len(message) > len(rendered[-1][1]) + MAX_STATE_BYTES:
                return rendered  # the page reads ``state`` instead
            return [*rendered[:-1], (last.version, message)]

        if patch is not None:
            variants[patch.base] = carrying(patch)
        subs = feed.viewers[viewer]
        if patch is None or any(s.state_version != patch.base for s in subs):
            variants[None] = carrying(whole)
        return variants

    def _rendered(self, feed: GameFeed, steps: Sequence[Step], sub: Subscription,
                  ) -> list[Rendered]:
        """The steps redacted and narrated for ``sub``'s kind of reader, as bytes."""
        return [(told.version, self._render(told)) for told in self._told(feed, steps, sub)]

    def _told(self, feed: GameFeed, steps: Sequence[Step], sub: Subscription,
              ) -> list[Narrated]:
        said = words(sub.language, feed.game.platform.ruleset)
        return narrate_steps(steps, sub.actor, said)
