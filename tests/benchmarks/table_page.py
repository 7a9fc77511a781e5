"""One open table page as the benchmark plays it: a real SSE client that, for each
message, does the reads the page does (issue #36).

Per message: the page appends the message's ``narration`` (no read); once the messages of
a commit are in, it applies the ``state`` the newest one carries (a merge patch of its
copy, or the whole document) and reads ``state`` (with ``If-None-Match``, the previous
ETag) only when it has no base for the patch; and ``board.svg`` with ``If-None-Match``
only when a message says ``board: true``. Bytes are what travels on the wire (gzip
accepted); times are the reads' round trips on
loopback (an upper bound of the server's time).
"""

import asyncio
import json
import time
from typing import Any

import httpx
import msgspec

from tests.benchmarks.live_page import CarriedState, _State


class Update:
    """What one commit cost a page: bytes, read time, when its reads were done."""

    __slots__ = (
        "board_bytes",
        "board_reads",
        "done_at",
        "read_ms",
        "sse_bytes",
        "state_bytes",
        "version",
    )

    def __init__(self, version: int) -> None:
        self.version = version
        self.sse_bytes = self.state_bytes = self.board_bytes = self.board_reads = 0
        self.read_ms = 0.0
        self.done_at = 0.0

    @property
    def total_bytes(self) -> int:
        """Everything the page read because of the commit."""
        return self.sse_bytes + self.state_bytes + self.board_bytes


class Page:
    """A page of one seat: follows the live feed and keeps its state and board fresh."""

    def __init__(self, base: str, game_id: str, token: str, board: bool = False) -> None:
        self.game_id, self.has_board = game_id, board
        self.http = httpx.AsyncClient(base_url=base, timeout=30, headers={
            "Authorization": f"Bearer {token}", "Accept-Encoding": "gzip"})
        self.state_etag: str | None = None
        self.board_etag: str | None = None
        self.state = CarriedState()
        """The page's ``state``, kept by the feed (the reads' answers are its bases)."""
        self.updates: dict[int, Update] = {}
        self.errors = 0
        self.ready = asyncio.Event()
        self.updated = asyncio.Event()
        """Set after each update (a waiter clears it first)."""
        self._task: asyncio.Task[None] | None = None
        self._body: bytes | None = None

    async def open(self) -> None:
        """First load (state, board), then follow the feed in the background."""
        await self._read_state(Update(0))
        if self.has_board:
            await self._read_board(Update(0))
        self._task = asyncio.create_task(self._follow())
        await asyncio.wait_for(self.ready.wait(), 30)

    async def close(self) -> None:
        """Stop following (this page's task only)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        await self.http.aclose()

    async def _follow(self) -> None:
        path = f"/v1/games/{self.game_id}/events/stream"
        async with self.http.stream("GET", path) as response:
            self.ready.set()
            pending: list[tuple[int, bool, int, _State | None]] = []
            buffer = b""
            async for chunk in response.aiter_raw():
                buffer += chunk
                while b"\r\n\r\n" in buffer:
                    raw, buffer = buffer.split(b"\r\n\r\n", 1)
                    found = _message(raw)
                    if found is not None:
                        pending.append(found)
                if pending and not buffer:  # a commit's messages are in: read once
                    batch, pending = pending, []
                    await self._update(batch)

    async def _update(self, batch: list[tuple[int, bool, int, _State | None]]) -> None:
        update = Update(batch[-1][0])
        update.sse_bytes = sum(size for _, _, size, _ in batch)
        try:
            if not self.state.take(batch[-1][3]):
                await self._read_state(update)
            if any(board for _, board, _, _ in batch):
                await self._read_board(update)
        except httpx.HTTPError:
            self.errors += 1
        update.done_at = time.perf_counter()
        self.updates[update.version] = update
        self.updated.set()

    async def _read_state(self, update: Update) -> None:
        update.state_bytes += await self._get(
            f"/v1/games/{self.game_id}/state", "state_etag", update)
        if self._body is not None:
            self.state.read(self._body, gzipped=False)

    async def _read_board(self, update: Update) -> None:
        update.board_reads += 1
        update.board_bytes += await self._get(
            f"/v1/games/{self.game_id}/board.svg", "board_etag", update)

    async def _get(self, path: str, etag_slot: str, update: Update) -> int:
        etag = getattr(self, etag_slot)
        started = time.perf_counter()
        response = await self.http.get(path, headers={"If-None-Match": etag} if etag else {})
        update.read_ms += (time.perf_counter() - started) * 1000
        if response.status_code not in (200, 304):
            self.errors += 1
        self._body = response.content if response.status_code == 200 else None
        setattr(self, etag_slot, response.headers.get("etag"))
        return int(response.num_bytes_downloaded) + _header_bytes(response)


def _message(raw: bytes) -> tuple[int, bool, int, _State | None] | None:
    """(version, board, bytes, the ``state`` carried) of one SSE message (None: a comment
    or the retry line)."""
    fields = dict(line.split(b": ", 1) for line in raw.split(b"\r\n") if b": " in line
                  and not line.startswith(b":"))
    if b"id" not in fields:
        return None
    data: dict[str, Any] = json.loads(fields[b"data"])
    state = data.get("state")
    return (int(fields[b"id"]), bool(data.get("board")), len(raw) + 4,
            None if state is None else msgspec.convert(state, _State))


def _header_bytes(response: httpx.Response) -> int:
    """The answer's status line and headers, as sent."""
    return 17 + sum(len(k) + len(v) + 4 for k, v in response.headers.raw)
