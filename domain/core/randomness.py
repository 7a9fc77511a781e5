"""The ``RandomSource`` port: every random outcome of a rule system comes from here.

Deciders never draw on their own: they ask ``rng.below(n)`` (a uniform integer in
``0..n-1``) through the helpers below, and write the outcome into the event, so that
replaying events never consults a random source.

Production draws are derived, commit-reveal style, from a per-game secret seed:
``HMAC-SHA256(seed, "{game_id}:{version}:{counter}")`` read as a 256-bit integer, reduced
modulo ``n``. The modulo bias is below ``n / 2**256``, i.e. nil, and keeps re-derivation a
one-liner for anyone verifying an export once the seed is revealed.

A game's ``randomness`` mode says whether a command may carry physical results (gems
drawn from a real bag, dice rolled on a real table): ``server`` rejects them,
``physical`` requires them, ``mixed`` takes them when given and draws otherwise.
"""

import hashlib
import hmac
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, Protocol, TypeVar

from domain.core.errors import InvalidValue

RandomnessMode = Literal["server", "physical", "mixed"]
ResultSource = Literal["server", "physical"]
K = TypeVar("K")


class RandomSource(Protocol):
    """Uniform integers for one decision, and the game's randomness mode."""

    mode: RandomnessMode

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (``n`` >= 1)."""
        ...


class HmacRandomSource:
    """Draws derived from a secret seed; anyone holding the seed can re-derive them."""

    def __init__(self, seed: bytes, game_id: str, version: int,
                 mode: RandomnessMode = "server") -> None:
        self.mode = mode
        self.seed = seed
        self._prefix = f"{game_id}:{version}:"
        self.counter = 0

    def below(self, n: int) -> int:
        """The next derived integer in ``0..n-1``."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        message = (self._prefix + str(self.counter)).encode()
        self.counter += 1
        digest = hmac.new(self.seed, message, hashlib.sha256).digest()
        return int.from_bytes(digest, "big") % n


class SeededRandomSource(HmacRandomSource):
    """A reproducible source for tests and tools: the HMAC source with a public seed."""

    def __init__(self, seed: int | str = 0, mode: RandomnessMode = "server") -> None:
        super().__init__(str(seed).encode(), "seeded", 0, mode)


class ScriptedRandomSource:
    """Returns scripted integers in order (tests that need an exact draw)."""

    def __init__(self, values: Iterable[int], mode: RandomnessMode = "server") -> None:
        self.mode = mode
        self._values = list(values)

    def below(self, n: int) -> int:
        """The next scripted value, which must lie in ``0..n-1``."""
        if not self._values:
            raise AssertionError("ScriptedRandomSource ran out of values")
        value = self._values.pop(0)
        if not 0 <= value < n:
            raise AssertionError(f"scripted value {value} not in 0..{n - 1}")
        return value


def result_source(rng: RandomSource, supplied: object | None) -> ResultSource:
    """Whether a command's physical results are used, checked against the game's mode.

    Raises ``physical_results_not_allowed`` when the game draws on the server and
    ``physical_results_required`` when it only takes results from the table.
    """
    if supplied is None:
        if rng.mode == "physical":
            raise InvalidValue("physical_results_required",
                               "this game takes physical results only: send them")
        return "server"
    if rng.mode == "server":
        raise InvalidValue("physical_results_not_allowed",
                           "this game draws on the server: physical results are refused")
    return "physical"


def draw_from_multiset(rng: RandomSource, counts: Mapping[K, int], k: int) -> list[K]:
    """Draw ``k`` items uniformly without replacement from a multiset of counts.

    The mapping's iteration order fixes the derivation, so callers pass a stable order.
    """
    remaining = dict(counts)
    drawn: list[K] = []
    for _ in range(k):
        total = sum(remaining.values())
        if total == 0:
            raise ValueError("cannot draw from an empty multiset")
        index = rng.below(total)
        for item, count in remaining.items():
            if index < count:
                drawn.append(item)
                remaining[item] = count - 1
                break
            index -= count
    return drawn


def roll_die(rng: RandomSource, sides: int) -> int:
    """One die of ``sides`` faces, ``1..sides``."""
    return 1 + rng.below(sides)


def pick(rng: RandomSource, items: Sequence[K]) -> K:
    """One item chosen uniformly."""
    return items[rng.below(len(items))]
