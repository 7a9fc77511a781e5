"""Rolls, actions, situations and the effects a flaw can undo (spec section 4)."""

from typing import Literal

from domain.voyages.rules.sheet import Adjective, Polarity, Record, Target

Involvement = Literal["not_involved", "in_retreat", "involved", "front_line"]
GroupMode = Literal["solo", "sum", "average"]
Tier = Literal["fail_complication", "no", "maybe", "yes", "yes_and"]


class Modifier(Record, frozen=True, kw_only=True):
    """One modifier of a roll (7.1); ``ref`` names what it comes from."""

    source: str
    value: int
    ref: str | None = None


class DiceRecord(Record, frozen=True, kw_only=True):
    """Every die a command used, and whether the server or the table rolled it."""

    roll_id: str
    sides: int = 6
    values: tuple[int, ...]
    source: Literal["server", "physical"]


class Roll(Record, frozen=True, kw_only=True):
    """A rolled d6 with its modifiers; ``score = die + offset`` survives rerolls."""

    roll_id: str
    character_id: str | None = None
    member: str | None = None
    die: int
    modifiers: tuple[Modifier, ...] = ()
    score: int
    window: int = 0
    """How many actions, situations and conflicts its character had started when it
    rolled: rerolls stop once it starts another (T12)."""

    def rerolled(self, die: int) -> "Roll":
        """The same roll with a new die (modifiers, fixed offsets and window kept)."""
        return Roll(roll_id=self.roll_id, character_id=self.character_id, member=self.member,
                    die=die, modifiers=self.modifiers, score=self.score - self.die + die,
                    window=self.window)


class Action(Record, frozen=True, kw_only=True):
    """An action resolution (7.2)."""

    action_id: str
    character_id: str
    status: Literal["open", "closed"] = "open"
    main: Roll
    helpers: tuple[Roll, ...] = ()
    invited: tuple[str, ...] = ()
    """U1: helpers of other seats who have not joined yet."""
    natural_one: bool = False
    total: int | None = None
    tier: Tier = "no"
    margin: int | None = None
    maybe_option: str | None = None
    outcome_effect_id: str | None = None
    """The harmful effect of its current failed outcome (``no`` or a natural 1), if any."""


class Participant(Record, frozen=True, kw_only=True):
    """A character taking part in a situation."""

    involvement: Involvement = "front_line"
    risk_taken: bool = False
    roll: Roll | None = None


class Pool(Record, frozen=True, kw_only=True):
    """Points to spend after a situation is scored (7.3)."""

    pool_id: str
    kind: Literal["character", "group", "environment"]
    owner_ids: tuple[str, ...]
    subgroup: int
    points: int
    sign: Literal["positive", "negative"]
    cost_list: Literal["opportunities", "risks"]
    is_false: bool = False
    spent: int = 0

    @property
    def remaining(self) -> int:
        """Budget left: |points| - spent."""
        return abs(self.points) - self.spent


class SpentOn(Record, frozen=True, kw_only=True):
    """Points already spent on one character, by the party and by the environment."""

    by_party: int = 0
    by_environment: int = 0


class SubgroupScore(Record, frozen=True, kw_only=True):
    """A subgroup of a situation and its group score."""

    members: tuple[str, ...]
    group_score: int


class Purchase(Record, frozen=True, kw_only=True):
    """One effect bought with situation points."""

    effect: Literal["cosmetic_neutral", "cosmetic_oriented", "adjective", "reduce_adjective"]
    character_id: str
    tier: int | None = None
    target: Target | None = None
    name: str | None = None
    polarity: Polarity | None = None
    value: int | None = None
    adjective_id: str | None = None
    amount: int | None = None
    description: str = ""


class PricedPurchase(Purchase, frozen=True, kw_only=True):
    """A purchase as recorded: with its unit cost, total cost and effect id."""

    unit_cost: int
    cost: int
    effect_id: str


class Situation(Record, frozen=True, kw_only=True):
    """A situation resolution (7.3)."""

    situation_id: str
    description: str = ""
    status: Literal["rolling", "spending", "closed"] = "rolling"
    result_mode: Literal["adjectives", "value"] = "adjectives"
    group_mode: GroupMode = "solo"
    opportunity_shift: int = 0
    risk_shift: int = 0
    terrain_player: int = 0
    terrain_environment: int = 0
    participants: dict[str, Participant] = {}
    environment_roll: Roll | None = None
    subgroups: tuple[SubgroupScore, ...] = ()
    pools: dict[str, Pool] = {}
    spent_on: dict[str, SpentOn] = {}
    value: int | None = None


class UndoOp(Record, frozen=True, kw_only=True):
    """One step that negates an effect when a flaw is invoked. An adjective step is
    relative (T6): it gives back what the effect changed, so stacked purchases on one
    adjective are undone one by one."""

    kind: Literal["adjective", "return_stake"]
    target: Target | None = None
    adjective: Adjective | None = None
    """The adjective as the effect left it (or as it was when the effect removed it)."""
    delta: int = 0
    """What undoing adds to its value: negative when the effect raised or added it,
    positive when the effect lowered or removed it."""
    conflict_id: str | None = None
    stake_id: str | None = None


class Effect(Record, frozen=True, kw_only=True):
    """A change some resolution caused; harmful ones can be redirected by a flaw."""

    effect_id: str
    resolution_id: str
    kind: str
    concerns_character_ids: tuple[str, ...]
    harmful: bool
    negated: bool = False
    undo: tuple[UndoOp, ...] = ()
    window: dict[str, int] = {}
    """Per concerned character, how many actions, situations and conflicts it had started
    when the effect happened: its flaw window stays open until it starts another (R1)."""
