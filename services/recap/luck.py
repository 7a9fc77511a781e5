"""Luck, honestly measured: per kind of draw, what came out against what chance gives.

For each kind of draw (``gems``, ``d10``, ``fate``…) and each source (the server's draws,
and apart from them the table's physical ones, which no one can check), the observed
count of every face is set against its expected count, the sum over the draws of what a
fair draw gives on average (see ``services.recap.draws``). Pearson's goodness-of-fit
statistic and its p-value come from ``scipy.stats.chisquare`` on those counts.

What the p-value says: if the draws were fair, a deviation at least this large from the
expected counts would happen that often. A small p-value says the results were unusual,
not that anything was unfair; a large one is no proof of fairness. Gems are drawn without
replacement, so gems of one draw are not independent: the test is an approximation (it
is exact for independent dice), and with few draws per face (expected counts under 5) it
says little. The proof that the server drew what it committed to is the commit-reveal
``verify`` once the seed is revealed, not this test.
"""

from collections import defaultdict

import msgspec

from domain.core.draws import Draw
from domain.core.words import Words, say

SMALL_EXPECTED = 5.0
"""Below this expected count per face, Pearson's test is a rough approximation."""


class FaceCount(msgspec.Struct, frozen=True):
    """One face (a colour, a die face): how often it came out, and chance's mean."""

    face: str
    observed: int
    expected: float


class LuckKind(msgspec.Struct, frozen=True):
    """One kind of draw from one source. ``statistic`` and ``p_value``: Pearson's
    goodness of fit (``scipy.stats.chisquare``) over the faces chance could show, null
    with fewer than two such faces; ``dof``: its degrees of freedom."""

    kind: str
    source: str
    draws: int
    values: int
    faces: list[FaceCount]
    statistic: float | None
    p_value: float | None
    dof: int
    small_sample: bool


IMPORTED = "imported"
"""The source of a server draw another server made, which no revealed seed lets anyone
check (an import's unverified draws): "imported, unverified"."""


class Luck(msgspec.Struct, frozen=True):
    """The luck section: server draws and, counted apart, physical ones and imported,
    unverified ones (drawn by the server a game was imported from, whose seed its file
    did not reveal), with the text that says what the figures mean and what they do
    not."""

    server: list[LuckKind]
    physical: list[LuckKind]
    explanation: str
    imported: list[LuckKind] = msgspec.field(default_factory=list)


class Tally:
    """Observed and expected counts per (source, kind), filled one draw at a time."""

    def __init__(self) -> None:
        self.faces: dict[tuple[str, str], tuple[str, ...]] = {}
        self.observed: dict[tuple[str, str], dict[str, int]] = defaultdict(dict)
        self.expected: dict[tuple[str, str], dict[str, float]] = defaultdict(dict)
        self.draws: dict[tuple[str, str], int] = defaultdict(int)

    def add(self, draw: Draw) -> None:
        """Count one draw."""
        key = (draw.source, draw.kind)
        self.faces.setdefault(key, draw.faces)
        observed, expected = self.observed[key], self.expected[key]
        for face in draw.shown:
            observed[face] = observed.get(face, 0) + 1
        for face, mean in zip(draw.faces, draw.expected, strict=True):
            expected[face] = expected.get(face, 0.0) + mean
        self.draws[key] += 1

    def luck(self, words: Words) -> Luck:
        """The section, its text in ``words``' language."""
        kinds = [self._kind(key) for key in sorted(self.faces)]
        return Luck([k for k in kinds if k.source not in ("physical", IMPORTED)],
                    [k for k in kinds if k.source == "physical"], explanation(words),
                    [k for k in kinds if k.source == IMPORTED])

    def _kind(self, key: tuple[str, str]) -> LuckKind:
        observed, expected = self.observed[key], self.expected[key]
        faces = [FaceCount(face, observed.get(face, 0), round(expected.get(face, 0.0), 9))
                 for face in self.faces[key]]
        statistic, p_value, dof = goodness_of_fit(
            [f.observed for f in faces], [expected.get(f.face, 0.0) for f in faces])
        return LuckKind(key[1], key[0], self.draws[key], sum(observed.values()), faces,
                        statistic, p_value, dof,
                        any(0 < e < SMALL_EXPECTED for e in expected.values()))


def goodness_of_fit(observed: list[int], expected: list[float],
                    ) -> tuple[float | None, float | None, int]:
    """Pearson's statistic, its p-value and degrees of freedom over the faces chance
    could show (expected > 0; a face it could not show was never observed either)."""
    pairs = [(o, e) for o, e in zip(observed, expected, strict=True) if e > 0]
    if len(pairs) < 2:
        return None, None, 0
    # imported on the first recap, not with the server: scipy.stats is ~90 MB of RSS per
    # process (measured: 88 MB), and most processes never build a recap
    from scipy.stats import chisquare

    result = chisquare([o for o, _ in pairs], [e for _, e in pairs])
    return float(result.statistic), float(result.pvalue), len(pairs) - 1


def explanation(words: Words) -> str:
    """What the luck figures mean, and what they do not."""
    return " ".join((
        say(words, "For each kind of draw, the faces that came out are compared with what "
            "fair chance gives on average, given the bag or the dice at each draw."),
        say(words, "The p-value is how often fair draws would stray at least this far "
            "from those averages: a small one means the results were unusual, not that "
            "anything was unfair, and a large one proves nothing either."),
        say(words, "Gems are drawn without replacement and few draws make a rough test, "
            "so read it as a measure of luck, not as a proof."),
        say(words, "The proof that the server drew what it had committed to is the "
            "commit-reveal verification, once the gm closes the game and the seed is "
            "revealed."),
        say(words, "Physical draws, made at the table, are counted apart."),
        say(words, "So are the draws of an imported game that its file did not let this "
            "server check (their seed was not revealed): imported, unverified."),
    ))
