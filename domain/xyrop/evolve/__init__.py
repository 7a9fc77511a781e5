"""How each Xyrop event changes the state, by topic (the topics of ``decide``); here, the
updates every evolver shares.

Evolvers record facts: no checks, no draws. The ruleset's ``evolve`` counts every event
and keeps a replay going past one an evolver cannot apply.
"""

from typing import Any

from msgspec.structs import replace

from domain.xyrop.state import Element, GameState


def with_character(state: GameState, character_id: str, **changes: Any) -> GameState:
    """The state with one sheet's fields replaced."""
    sheet = state.characters[character_id]
    characters = dict(state.characters)
    characters[character_id] = replace(sheet, **changes)
    return replace(state, characters=characters)


def with_contest(state: GameState, contest_id: str, **changes: Any) -> GameState:
    """The state with one contest of the session's fields replaced."""
    session = state.session
    assert session is not None
    contests = dict(session.contests)
    contests[contest_id] = replace(contests[contest_id], **changes)
    return replace(state, session=replace(session, contests=contests))


def with_element(state: GameState, element: Element) -> GameState:
    """The state with one more table element."""
    return replace(state, elements={**state.elements, element.element_id: element})
