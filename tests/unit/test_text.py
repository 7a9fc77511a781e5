"""Control characters: which strings may hold line breaks, and how stored text is shown."""

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from infrastructure.pictures.board_svg import esc
from services.errors import InvalidRequest
from services.history.markdown import escape
from services.text import (
    may_hold_controls,
    one_line,
    require_clean_text,
    terminal_safe,
)

CONTROLS = [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0))]


def refused(value: object) -> str:
    """The detail of the ``invalid_text`` refusal of a value."""
    with pytest.raises(InvalidRequest) as error:
        require_clean_text(value)
    assert error.value.code == "invalid_text"
    return error.value.detail


@pytest.mark.parametrize("control", CONTROLS)
def test_every_c0_and_c1_control_is_refused_in_single_line_text(control: str) -> None:
    assert refused({"title": f"a{control}b"}).startswith("title: control character U+")
    assert refused({"seats": [{"name": control}]}).startswith("seats[0].name:")
    assert refused({f"key{control}": 1}).startswith("key\\u00")  # keys too, escaped


@pytest.mark.parametrize("control", [c for c in CONTROLS if c not in "\t\n"])
def test_free_text_refuses_every_control_but_line_breaks_and_tabs(control: str) -> None:
    require_clean_text({"description": "one\n\ttwo", "texts": ["a\nb"],
                        "secrets": [{"text": "x\ny"}]})
    assert refused({"secrets": [{"text": f"x{control}"}]}).startswith("secrets[0].text:")


def test_a_free_text_name_deeper_down_does_not_free_its_siblings() -> None:
    assert refused({"note": {"name": "a\nb"}}).startswith("note.name:")


@given(st.text())
def test_the_fast_path_never_misses_a_control_character(text: str) -> None:
    body = msgspec.json.encode({"t": text})
    if any(c in CONTROLS for c in text):
        assert may_hold_controls(body)


@given(st.text())
def test_outputs_hold_no_control_character(text: str) -> None:
    for shown in (one_line(text), escape(text), esc(text)):
        assert not any(c in CONTROLS for c in shown)
    assert not any(c in CONTROLS for c in terminal_safe(text) if c not in "\n\t")


def test_one_line_shows_escapes_and_puts_line_breaks_on_the_line() -> None:
    assert one_line("Evil\x1b[2J\nnext\tcol\x9b") == "Evil\\u001b[2J next col\\u009b"
    assert escape("# T\x1b") == "\\# T\\\\u001b"


@given(st.dictionaries(st.text(), st.text()))
def test_terminal_safe_json_means_the_same(value: dict[str, str]) -> None:
    text = msgspec.json.format(msgspec.json.encode(value), indent=2).decode()
    assert msgspec.json.decode(terminal_safe(text)) == value
