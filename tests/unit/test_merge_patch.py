"""The live feed's state patches: a JSON merge patch (RFC 7386) plus the members that
become null turns one JSON document into another, whatever both are."""

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from services.merge_patch import apply, diff

SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=5) | st.floats(
    allow_nan=False)
KEYS = st.sampled_from(["a", "b", "c", "d"])
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(KEYS, inner, max_size=4), max_leaves=20)


@given(JSON, JSON)
def test_applying_the_diff_of_two_documents_to_the_first_gives_the_second(
        before: Any, after: Any) -> None:
    patch, nulls = diff(before, after)
    assert apply(before, patch, nulls) == after


@given(st.dictionaries(KEYS, JSON, max_size=4))
def test_a_document_unchanged_needs_an_empty_patch(document: dict[str, Any]) -> None:
    assert diff(document, document) == ({}, [])


def test_a_patch_carries_only_what_changed_and_says_the_nulls_apart() -> None:
    before: dict[str, Any] = {
        "seats": {"s1": {"name": "Ana", "wounds": 1}, "s2": {"name": "Bo"}},
        "round": 3, "log": [1, 2]}
    after = {"seats": {"s1": {"name": "Ana", "wounds": None}, "s2": {"name": "Bo"}},
             "round": 4, "log": [1, 2, 3]}
    patch, nulls = diff(before, after)
    assert patch == {"round": 4, "log": [1, 2, 3]}
    assert nulls == [["seats", "s1", "wounds"]]
    assert before["seats"]["s1"]["wounds"] == 1  # the first document is left alone


def test_the_rfc_7386_examples_apply_as_the_rfc_says() -> None:
    target = {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"},
              "tags": ["example", "sample"], "content": "This will be unchanged"}
    patch = {"title": "Hello!", "phoneNumber": "+01-555-1234",
             "author": {"familyName": None}, "tags": ["example"]}
    assert apply(target, patch) == {
        "title": "Hello!", "author": {"givenName": "John"}, "tags": ["example"],
        "content": "This will be unchanged", "phoneNumber": "+01-555-1234"}
    assert apply({"a": [{"b": "c"}]}, {"a": [1]}) == {"a": [1]}
    assert apply(["a", "b"], {"a": "c"}) == {"a": "c"}
    assert apply({"e": None}, {"a": 1}) == {"e": None, "a": 1}


def test_a_member_that_becomes_null_keeps_its_place() -> None:
    before = {"phase": "play", "open_call": {"id": "c1"}, "round": 2}
    after = {"phase": "play", "open_call": None, "round": 3}
    assert list(apply(before, *diff(before, after))) == ["phase", "open_call", "round"]
