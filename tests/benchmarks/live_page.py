"""One open table page for the live load, on raw asyncio streams (issue #36).

The same reads as ``table_page.Page`` (the page's model, kept for the per-commit figures),
at a fraction of httpx's cost, so that the load generator does not take the cores the
server is measured on: the live feed on one connection (chunked ``text/event-stream``,
de-chunked here), and the page's reads on one keep-alive HTTP/1.1 connection. Once the
messages of a commit are in (nothing more waits on the socket), the page applies the
``state`` the newest message carries (a merge patch of its copy, or the whole document),
as the web page does, and reads ``state`` (with ``If-None-Match``, its previous ETag) only
when it has no base for the patch; when a message says ``board: true`` it reads
``board.svg`` with ``If-None-Match``, both with ``?min_version=`` the newest message's id
(the server answers from its own copy when it holds that version); bodies are read whole
(gzip accepted, as a browser does).
"""

import asyncio
import gzip
import time
from typing import Any

import msgspec

from services.merge_patch import apply


class _State(msgspec.Struct):
    version: int
    base: int | None
    patch: Any
    nulls: list[list[str]] = []


class _Data(msgspec.Struct):
    board: bool = False
    state: _State | None = None


_decode_data = msgspec.json.Decoder(_Data).decode


class CarriedState:
    """A page's copy of its ``state``, kept by the feed's patches (None: none yet)."""

    __slots__ = ("document", "patched", "version")

    def __init__(self) -> None:
        self.document: Any = None
        self.version = 0
        self.patched = 0
        """Updates the feed's ``state`` answered without a read."""

    def take(self, state: _State | None) -> bool:
        """Apply what a message carries; False: the page must read ``state``."""
        if state is None:
            return False
        if state.base is None:
            self.document = state.patch
        elif self.document is not None and state.base == self.version:
            self.document = apply(self.document, state.patch, state.nulls)
        else:
            return False
        self.version = state.version
        self.patched += 1
        return True

    def read(self, body: bytes, gzipped: bool) -> None:
        """A ``state`` read: the base of the next patches."""
        found = msgspec.json.decode(gzip.decompress(body) if gzipped else body)
        self.document, self.version = found, int(found["version"])


class LiveConnection:
    """A keep-alive HTTP/1.1 connection that reads answers with or without a body."""

    def __init__(self, host: str, port: int, token: str) -> None:
        self.host, self.port, self.token = host, port, token
        self._streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(self, method: str, path: str, body: bytes = b"",
                      headers: dict[str, str] | None = None,
                      ) -> tuple[int, dict[str, str], bytes]:
        """Send one request; (status, lower-cased headers, body as sent). A kept-alive
        connection the server closed meanwhile (its idle timeout) is opened again and the
        request sent once more, as a browser does."""
        if self._streams is not None:
            try:
                return await self._exchange(method, path, body, headers)
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
        self._streams = await asyncio.open_connection(self.host, self.port)
        return await self._exchange(method, path, body, headers)

    async def _exchange(self, method: str, path: str, body: bytes,
                        headers: dict[str, str] | None) -> tuple[int, dict[str, str], bytes]:
        assert self._streams is not None
        reader, writer = self._streams
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}",
                 f"Authorization: Bearer {self.token}", "Accept-Encoding: gzip",
                 f"Content-Length: {len(body)}", "Content-Type: application/json",
                 *(f"{k}: {v}" for k, v in (headers or {}).items())]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        fields = {k.lower(): v.strip() for k, _, v in (h.partition(":") for h in head[1:] if h)}
        status = int(head[0].split()[1])
        length = 0 if status in (204, 304) else int(fields.get("content-length", "0"))
        content = await reader.readexactly(length) if length else b""
        if fields.get("connection", "").lower() == "close":
            self.close()
        return status, fields, content

    def close(self) -> None:
        """Close the connection."""
        if self._streams is not None:
            self._streams[1].close()
            self._streams = None


class LivePage:
    """A page of one seat: follows the live feed and keeps its state and board fresh.
    ``done[v]`` is when the page finished the reads of an update whose newest event is
    ``v``."""

    def __init__(self, host: str, port: int, game_id: str, token: str,
                 board: bool = True) -> None:
        self.host, self.port, self.token = host, port, token
        self.base, self.has_board = f"/v1/games/{game_id}", board
        self.http = LiveConnection(host, port, token)
        self.etags: dict[str, str] = {}
        self.state = CarriedState()
        self.done: dict[int, float] = {}
        self.errors = 0
        self.failures: dict[str, int] = {}
        """Errors by kind (``read <status>``, ``read broken``)."""
        self._stream: asyncio.StreamWriter | None = None
        self._task: asyncio.Task[None] | None = None

    async def open(self) -> None:
        """First load (state, board), then follow the feed in the background."""
        await self._read("state")
        if self.has_board:
            await self._read("board.svg")
        reader, self._stream = await asyncio.open_connection(self.host, self.port)
        self._stream.write((f"GET {self.base}/events/stream HTTP/1.1\r\n"
                            f"Host: {self.host}:{self.port}\r\nAuthorization: Bearer "
                            f"{self.token}\r\nAccept: text/event-stream\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        if head.split(b" ", 2)[1] != b"200":
            raise RuntimeError(f"stream answered {head[:200]!r}")
        self._task = asyncio.get_running_loop().create_task(self._follow(reader))

    def close(self) -> None:
        """Stop following and drop both connections."""
        if self._task is not None:
            self._task.cancel()
        if self._stream is not None:
            self._stream.close()
        self.http.close()

    async def _follow(self, reader: asyncio.StreamReader) -> None:
        raw = text = b""
        latest, board, state = 0, False, None
        try:
            while chunk := await reader.read(65536):
                raw += chunk
                body, raw = _dechunk(raw)
                text += body
                *messages, text = text.split(b"\r\n\r\n")
                for message in messages:
                    version, data = _message(message)
                    if version > latest:
                        latest, state = version, data.state
                    board = board or data.board
                if latest and not raw and not text:
                    await self._update(latest, board, state)  # a commit's messages are in
                    latest, board, state = 0, False, None
        except (ConnectionError, asyncio.IncompleteReadError):
            return

    async def _update(self, version: int, board: bool, state: _State | None) -> None:
        try:
            if not self.state.take(state):
                await self._read("state", version)
            if board and self.has_board:
                await self._read("board.svg", version)
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            self._failed("read broken")
            self.http.close()
        self.done[version] = time.perf_counter()

    async def _read(self, what: str, seen: int | None = None) -> None:
        etag = self.etags.get(what)
        query = "" if seen is None else f"?min_version={seen}"
        status, headers, body = await self.http.request(
            "GET", f"{self.base}/{what}{query}",
            headers={"If-None-Match": etag} if etag else None)
        if status not in (200, 304):
            self._failed(f"read {status}")
        elif status == 200 and what == "state":
            self.state.read(body, headers.get("content-encoding") == "gzip")
        if "etag" in headers:
            self.etags[what] = headers["etag"]


    def _failed(self, kind: str) -> None:
        self.errors += 1
        self.failures[kind] = self.failures.get(kind, 0) + 1


def _dechunk(raw: bytes) -> tuple[bytes, bytes]:
    """The data of the complete chunks at the start of ``raw``, and what is left."""
    data = []
    while (end := raw.find(b"\r\n")) >= 0:
        size = int(raw[:end].split(b";", 1)[0], 16)
        if len(raw) < end + 2 + size + 2:
            break
        data.append(raw[end + 2:end + 2 + size])
        raw = raw[end + 2 + size + 2:]
    return b"".join(data), raw


def _message(message: bytes) -> tuple[int, _Data]:
    """(version, data) of one SSE message; (0, nothing) for a comment or the retry line."""
    version, data = 0, _NOTHING
    for line in message.split(b"\r\n"):
        if line.startswith(b"id: "):
            version = int(line[4:])
        elif line.startswith(b"data: "):
            data = _decode_data(line[6:])
    return version, data


_NOTHING = _Data()
