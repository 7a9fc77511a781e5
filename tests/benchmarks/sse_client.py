"""A lean live-feed client for thousands of connections from one process.

Raw asyncio streams (httpx would cost the load generator more than the server): one GET
per subscriber, then the chunked ``text/event-stream`` read line by line. Only ``id:``
and the event's ``recorded_at`` are looked at; chunk-size lines and comments are skipped.
Each subscriber keeps counters, not every id: the first and last version it got, how
many, how many broke contiguity (a gap or a repeat), and while asked to, each event's
latency from its ``recorded_at`` and its (version, arrival time) pair.
"""

import asyncio
import gc
import resource
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

import msgspec


class _Stamp(msgspec.Struct):
    recorded_at: datetime


_decode_stamp = msgspec.json.Decoder(_Stamp).decode


def raise_nofile() -> int:
    """Raise this process's open-file limit to its hard limit (thousands of sockets)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


class Subscriber:
    """One SSE connection and what it received."""

    __slots__ = ("arrivals", "breaks", "count", "first", "last", "latencies", "measure",
                 "path", "reader", "task", "token", "writer")

    def __init__(self, path: str, token: str) -> None:
        self.path, self.token = path, token
        self.first = self.last = 0
        self.count = self.breaks = 0
        self.measure = False
        self.latencies: list[float] = []
        self.arrivals: list[tuple[int, float]] = []
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.task: asyncio.Task[None] | None = None

    async def open(self, host: str, port: int, last_event_id: int | None = None) -> None:
        """Connect, send the GET, read the response head (raises unless 200)."""
        self.reader, self.writer = await asyncio.open_connection(host, port)
        extra = f"Last-Event-ID: {last_event_id}\r\n" if last_event_id is not None else ""
        self.writer.write((f"GET {self.path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                           f"Authorization: Bearer {self.token}\r\nAccept: text/event-stream"
                           f"\r\n{extra}\r\n").encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = head.split(b" ", 2)[1]
        if status != b"200":
            raise RuntimeError(f"stream answered {head[:200]!r}")
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        assert self.reader is not None
        version = 0
        try:
            while True:
                line = await self.reader.readline()
                if not line:
                    return
                if line.startswith(b"id: "):
                    version = int(line[4:])
                elif line.startswith(b"data: ") and version:
                    self._got(version, line)
                    version = 0
        except (ConnectionError, asyncio.IncompleteReadError):
            return

    def _got(self, version: int, line: bytes) -> None:
        if self.measure:
            now = time.time()
            stamp = _decode_stamp(line[6:]).recorded_at.timestamp()
            self.latencies.append(now - stamp)
            self.arrivals.append((version, now))
        if not self.first:
            self.first = version
        elif version != self.last + 1:
            self.breaks += 1
        self.last, self.count = version, self.count + 1

    def close(self) -> None:
        """Drop the connection."""
        if self.task is not None:
            self.task.cancel()
        if self.writer is not None:
            self.writer.close()


async def open_all(subscribers: list[Subscriber], host: str, port: int,
                   at_once: int = 200) -> None:
    """Connect everyone, ``at_once`` connections at a time."""
    for start in range(0, len(subscribers), at_once):
        await asyncio.gather(*(s.open(host, port) for s in subscribers[start:start + at_once]))


@contextmanager
def client_heap_frozen() -> Iterator[None]:
    """Keep this process's garbage collector out of a measurement: everything alive on
    entry (thousands of subscribers, earlier stages' leftovers) leaves the collector's
    sight until the block ends. Without it a full pass of the load generator (150-350 ms,
    seen with ``gc.callbacks``) stalled its reading of every socket and was counted as
    one command's delivery to 2,000 spectators. The server does the same after start-up
    (``infrastructure.heap``)."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
