"""Commands of play: the action flow, complications, harm and conflicts (spec section 5)."""

from msgspec import Struct

from domain.core import Command
from domain.locquemare.rules.action import Advantage, Modifier, Target


class FateDice(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Physical results of an action roll: four fate dice, and the edge die if granted."""

    fate: tuple[int, ...]
    edge: int | None = None


class EdgeDie(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An edge die rolled instead of the +2 of a paid activation (D19)."""

    sides: int
    value: int | None = None


class KeyActivationSpec(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One key the Adversity activates against an action."""

    key_id: str
    payment: str = "danger"  # danger | free_activation | elan


class DeclareAction(Command, frozen=True, kw_only=True):
    """Declare an action: type, approach and resource."""

    action_id: str
    hero_id: str
    action_type: str
    approach: str
    resource: str
    advantage: Advantage | None = None
    target: Target | None = None
    threat_resource: str | None = None
    auto_success_prowess_id: str | None = None
    stress_check_d10: int | None = None


class SetDifficulty(Command, frozen=True, kw_only=True):
    """Adversity: difficulty of the declared action (7.2)."""

    action_id: str
    key_activations: tuple[KeyActivationSpec, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    grant_edge_die: int | None = None
    hidden_key_id: str | None = None


class RollAction(Command, frozen=True, kw_only=True):
    """Roll the four fate dice (and the edge die if granted)."""

    action_id: str
    dice: FateDice | None = None


class ActivateKey(Command, frozen=True, kw_only=True):
    """A hero activates a key for the action (+2, or an edge die for a paid token)."""

    action_id: str
    key_id: str
    activator_hero_id: str
    payment: str
    edge_die: EdgeDie | None = None


class ActivateProwess(Command, frozen=True, kw_only=True):
    """The acting hero activates a bonus prowess."""

    action_id: str
    prowess_id: str
    payment: str | None = None


class ResolveAction(Command, frozen=True, kw_only=True):
    """Compute motivation and tier; a single-option outcome applies at once."""

    action_id: str
    elan_text: str | None = None
    stress_check_d10: int | None = None


class ChooseOutcome(Command, frozen=True, kw_only=True):
    """Pick one option of the outcome menu."""

    action_id: str
    option: str
    elan_text: str | None = None
    stress_check_d10: int | None = None


class InflictConsequence(Command, frozen=True, kw_only=True):
    """Adversity: a consequence on a hero (pays a pending `*_consequence` option)."""

    hero_id: str
    severity: str
    text: str
    effect: str = "none"


class ProposeComplication(Command, frozen=True, kw_only=True):
    """Propose a complication on a hero's key."""

    complication_id: str
    hero_id: str
    key_id: str
    complication_kind: str
    text: str
    proposer: str
    token: str | None = None


class AcceptComplication(Command, frozen=True, kw_only=True):
    """The target accepts and gains a token."""

    complication_id: str


class RefuseComplication(Command, frozen=True, kw_only=True):
    """The target refuses by spending a token."""

    complication_id: str
    payment: str


class ApplyStress(Command, frozen=True, kw_only=True):
    """Adversity: stress on a hero, paid from a resource (7.6)."""

    hero_id: str
    amount: int
    resource: str
    reason: str = ""
    stress_check_d10: int | None = None


class AbsorbOption(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Absorb overflow with free consequence slots."""

    slots: tuple[str, ...]
    texts: tuple[str, ...]


class ExtremeOption(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Take the extreme consequence in place of a character key."""

    replace_key_id: str
    text: str


class ResolveHarm(Command, frozen=True, kw_only=True):
    """Resolve pending harm: absorb | extreme | accept_defeat | taken_out."""

    hero_id: str
    option: str
    absorb: AbsorbOption | None = None
    extreme: ExtremeOption | None = None


class DescribeConsequence(Command, frozen=True, kw_only=True):
    """Adversity: text and effect of a consequence."""

    key_id: str
    text: str
    effect: str = "none"


class StartConflict(Command, frozen=True, kw_only=True):
    """Adversity: a conflict opens (counts consequences for accepted defeats)."""

    conflict_id: str


class EndConflict(Command, frozen=True, kw_only=True):
    """Adversity: the conflict closes."""


class AcceptDefeat(Command, frozen=True, kw_only=True):
    """A hero concedes the conflict for tokens."""

    hero_id: str


class AdversityAcceptsDefeat(Command, frozen=True, kw_only=True):
    """The Adversity concedes: she keeps her tokens and gains 2 at scene end."""


class LeaveScene(Command, frozen=True, kw_only=True):
    """A panicked hero leaves the scene instead of troubling the others (R4)."""

    hero_id: str


class ApplyNpcStress(Command, frozen=True, kw_only=True):
    """Adversity: stress on an npc."""

    npc_id: str
    amount: int


class ResolveNpcHarm(Command, frozen=True, kw_only=True):
    """Adversity: npc consequences for the remaining stress, or out."""

    npc_id: str
    slots: tuple[str, ...] = ()
    taken_out: bool = False
