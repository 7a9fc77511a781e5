"""One open table page for the live load, on raw asyncio streams (issue #36).

The same reads as ``table_page.Page`` (the page's model, kept for the per-commit figures),
at a fraction of httpx's cost, so that the load generator does not take the cores the
server is measured on: the live feed on one connection (chunked ``text/event-stream``,
de-chunked here), and the page's reads on one keep-alive HTTP/1.1 connection. Once the
messages of a commit are in (nothing more waits on the socket), the page reads ``state``
with ``If-None-Match`` (its previous ETag) and, when a message says ``board: true``,
``board.svg`` with ``If-None-Match``, both with ``?min_version=`` the newest message's id
(as the web page does: the server answers from its own copy when it holds that version);
bodies are read whole (gzip accepted, as a browser does) and not decoded.
"""

import asyncio
import time

import msgspec


class _Board(msgspec.Struct):
    board: bool = False


_decode_board = msgspec.json.Decoder(_Board).decode


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
        latest, board = 0, False
        try:
            while chunk := await reader.read(65536):
                raw += chunk
                body, raw = _dechunk(raw)
                text += body
                *messages, text = text.split(b"\r\n\r\n")
                for message in messages:
                    version, said_board = _message(message)
                    latest, board = max(latest, version), board or said_board
                if latest and not raw and not text:
                    await self._update(latest, board)  # a commit's messages are in
                    latest, board = 0, False
        except (ConnectionError, asyncio.IncompleteReadError):
            return

    async def _update(self, version: int, board: bool) -> None:
        try:
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
        status, headers, _ = await self.http.request(
            "GET", f"{self.base}/{what}{query}",
            headers={"If-None-Match": etag} if etag else None)
        if status not in (200, 304):
            self._failed(f"read {status}")
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


def _message(message: bytes) -> tuple[int, bool]:
    """(version, board) of one SSE message; (0, False) for a comment or the retry line."""
    version, board = 0, False
    for line in message.split(b"\r\n"):
        if line.startswith(b"id: "):
            version = int(line[4:])
        elif line.startswith(b"data: "):
            board = _decode_board(line[6:]).board
    return version, board
