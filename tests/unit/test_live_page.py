"""The live load's page reads the live feed's chunked stream however TCP splits it."""

from hypothesis import given
from hypothesis import strategies as st

from tests.benchmarks.live_page import _dechunk, _message


def chunked(payloads: list[bytes]) -> bytes:
    """``payloads`` as HTTP/1.1 chunks (without the last, empty one)."""
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in payloads)


@given(st.lists(st.binary(min_size=1, max_size=300), max_size=8),
       st.lists(st.integers(min_value=0, max_value=3000), max_size=6))
def test_any_split_of_the_stream_gives_back_its_data_in_order(
        payloads: list[bytes], cuts: list[int]) -> None:
    stream = chunked(payloads)
    edges = sorted({min(c, len(stream)) for c in cuts} | {len(stream)})
    data, rest, start = b"", b"", 0
    for edge in edges:
        got, rest = _dechunk(rest + stream[start:edge])
        data, start = data + got, edge
    assert data == b"".join(payloads) and rest == b""


@given(st.integers(min_value=1, max_value=10**9), st.booleans())
def test_a_message_says_its_version_and_whether_the_board_changed(
        version: int, board: bool) -> None:
    data = b'{"type":"X","board":%s,"narration":["a: b"]}' % (b"true" if board else b"false")
    found_version, found = _message(b"id: %d\r\nevent: X\r\ndata: %s" % (version, data))
    assert (found_version, found.board, found.state) == (version, board, None)
    nothing = _message(b": keep-alive")
    assert (nothing[0], nothing[1].board) == (0, False)
