"""The seat's ``state`` carried by the live feed, so that a page needs no read per event
(issue #36).

After each batch of events the fan-out hub builds each viewer's ``state`` document once
(what ``GET …/state`` answers that seat, in the stream's language), shared by every
page of that viewer in the worker, and the merge patch (``services.merge_patch``) from
the document it built at the previous batch, once. The newest message of a batch carries
it: a subscriber that was handed the previous document gets the patch (``base`` = that
version); a new subscriber (a first message, a reconnection) gets the whole document
(``base`` None). A page whose copy is not at ``base`` (it missed a batch) reads ``state``.
"""

from collections.abc import Callable
from typing import Any

import msgspec

from domain.core import Actor
from services.game_state import LoadedGame
from services.merge_patch import Path, diff

StateDocument = Callable[[LoadedGame, Actor, str], dict[str, Any]]
"""The ``state`` answer of a seat reading in a language, as JSON values (the API's)."""


class StatePatch(msgspec.Struct, frozen=True):
    """A seat's ``state`` at ``version``: a merge patch (RFC 7386) of its document at
    ``base``, with the paths of the members that become null (a merge patch cannot set
    null); or, when ``base`` is None, the whole document in ``patch``."""

    version: int
    base: int | None
    patch: Any
    nulls: list[Path] = []


class ViewerStates:
    """The last ``state`` document built for each viewer of one game in this worker."""

    __slots__ = ("_documents",)

    def __init__(self) -> None:
        self._documents: dict[object, tuple[int, dict[str, Any]]] = {}

    def advance(self, viewer: object, actor: Actor, language: str, game: LoadedGame,
                build: StateDocument) -> tuple[StatePatch | None, StatePatch]:
        """The viewer's document at ``game.version`` as (the patch from the previous
        one, None if there was none; the whole document); it becomes the previous one."""
        document = build(game, actor, language)
        last = self._documents.get(viewer)
        self._documents[viewer] = (game.version, document)
        whole = StatePatch(game.version, None, document)
        if last is None or last[0] >= game.version:
            return None, whole
        patch, nulls = diff(last[1], document)
        return StatePatch(game.version, last[0], patch, nulls), whole

    def forget(self, viewer: object) -> None:
        """The viewer has no subscriber left here."""
        self._documents.pop(viewer, None)
