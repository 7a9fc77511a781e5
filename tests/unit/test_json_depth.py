"""The iterative nesting measure agrees with the structure a JSON decoder would build,
whatever the strings hold, and refuses what is too deep before anything decodes it."""

from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.errors import MalformedRequest
from services.json_depth import MAX_JSON_DEPTH, json_depth, require_shallow

tricky_text = st.text(alphabet=st.sampled_from(list('[]{}"\\:,ab \n\x1bé')), max_size=12)
values = st.recursive(
    st.none() | st.booleans() | st.integers() | tricky_text,
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(tricky_text, children, max_size=3),
    max_leaves=40)


def depth_of(value: Any) -> int:
    """The reference: the nesting of the decoded value."""
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    return 0


@given(values)
def test_the_measure_is_the_depth_of_the_decoded_value(value: Any) -> None:
    assert json_depth(msgspec.json.encode(value)) == depth_of(value)


@given(st.lists(values, min_size=1, max_size=4))
def test_ndjson_measures_as_its_deepest_line(lines: list[Any]) -> None:
    body = b"\n".join(msgspec.json.encode(line) for line in lines)
    assert json_depth(body) == max(map(depth_of, lines))


def test_brackets_and_escaped_quotes_inside_strings_do_not_count() -> None:
    assert json_depth(b'{"a": "[[[{{\\"[[", "b": ["\\\\", "]]]"]}') == 2
    assert json_depth(b'"\\"' + b"[" * 500 + b'"') == 0


@pytest.mark.parametrize("depth", [1_000, 10_000, 100_000])
def test_a_deep_text_is_refused_before_decoding(depth: int) -> None:
    with pytest.raises(MalformedRequest) as refused:
        require_shallow(b'{"a":' * depth + b"1" + b"}" * depth)
    assert refused.value.code == "json_too_deep"
    assert f"nests {depth} levels" in refused.value.detail


def test_unclosed_or_unbalanced_text_never_measures_less_than_it_opens() -> None:
    assert json_depth(b"[" * 100) == 100  # truncated
    assert json_depth(b'"unterminated [[[[') >= 0
    assert json_depth(b"[" * 40 + b'"' + b"[" * 40) == 80  # an unterminated string


def test_the_limit_itself_is_accepted() -> None:
    require_shallow(b"[" * MAX_JSON_DEPTH + b"]" * MAX_JSON_DEPTH)
    with pytest.raises(MalformedRequest):
        require_shallow(b"[" * (MAX_JSON_DEPTH + 1) + b"]" * (MAX_JSON_DEPTH + 1))
