"""Commands of play: the action flow, complications, harm and conflicts (spec section 5)."""

from msgspec import Struct

from domain.core import Command
from domain.locquemare.commands.table import HeroRef, KeyText
from domain.locquemare.rules.action import Advantage, Modifier, Target
from domain.locquemare.state import ComplicationProposal


class ComplicationRef(Struct, frozen=True, kw_only=True):
    """What a command or event about one proposed complication starts with."""

    complication_id: str


class ActionRef(Struct, frozen=True, kw_only=True):
    """What a command or event about the open action starts with."""

    action_id: str


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


class StressPayment(Struct, frozen=True, kw_only=True):
    """Stress on a hero, paid from a resource (``ApplyStress``, ``StressApplied``)."""

    hero_id: str
    amount: int
    resource: str


class NpcStress(Struct, frozen=True, kw_only=True):
    """Stress on an npc (``ApplyNpcStress``, ``NpcStressApplied``)."""

    npc_id: str
    amount: int


class ComplicationRefusal(ComplicationRef, frozen=True, kw_only=True):
    """A complication refused for a token (``RefuseComplication``,
    ``ComplicationRefused``)."""

    payment: str


class ActionDeclaration(ActionRef, frozen=True, kw_only=True):
    """An action as declared: the fields ``DeclareAction`` and ``ActionDeclared`` share."""

    hero_id: str
    action_type: str
    approach: str
    resource: str
    advantage: Advantage | None = None
    target: Target | None = None
    threat_resource: str | None = None


class DeclareAction(ActionDeclaration, Command, frozen=True, kw_only=True):
    """Declare an action: type, approach and resource."""

    auto_success_prowess_id: str | None = None
    stress_check_d10: int | None = None


class SetDifficulty(ActionRef, Command, frozen=True, kw_only=True):
    """Adversity: difficulty of the declared action (7.2)."""

    key_activations: tuple[KeyActivationSpec, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    grant_edge_die: int | None = None
    hidden_key_id: str | None = None
    elan_text: str | None = None
    """The text of an elan the Adversity gains from this action's outcome (T15)."""
    edge_dice: tuple[int, ...] = ()
    """The edge dice a paid activation may replace its +2 with (T5: the Adversity's to
    grant, « lorsque le Maître de Jeu juge qu'un avantage réel existe »)."""


class RollAction(ActionRef, Command, frozen=True, kw_only=True):
    """Roll the four fate dice (and the edge die if granted)."""

    dice: FateDice | None = None


class ActivateKey(ActionRef, Command, frozen=True, kw_only=True):
    """A hero activates a key for the action (+2, or an edge die for a paid token)."""

    key_id: str
    activator_hero_id: str
    payment: str
    edge_die: EdgeDie | None = None


class ActivateProwess(ActionRef, Command, frozen=True, kw_only=True):
    """The acting hero activates a bonus prowess."""

    prowess_id: str
    payment: str | None = None


class ResolveAction(ActionRef, Command, frozen=True, kw_only=True):
    """Compute motivation and tier; a single-option outcome applies at once."""

    elan_text: str | None = None
    stress_check_d10: int | None = None


class ChooseOutcome(ActionRef, Command, frozen=True, kw_only=True):
    """Pick one option of the outcome menu."""

    option: str
    elan_text: str | None = None
    stress_check_d10: int | None = None


class InflictConsequence(HeroRef, Command, frozen=True, kw_only=True):
    """Adversity: a consequence on a hero (pays a pending `*_consequence` option)."""

    severity: str
    text: str
    effect: str = "none"


class ProposeComplication(ComplicationProposal, Command, frozen=True, kw_only=True):
    """Propose a complication on a hero's key, or (a hero) on an npc's consequence."""


class AcceptComplication(ComplicationRef, Command, frozen=True, kw_only=True):
    """The target accepts and gains a token."""


class RefuseComplication(ComplicationRefusal, Command, frozen=True, kw_only=True):
    """The target refuses by spending a token."""


class ApplyStress(StressPayment, Command, frozen=True, kw_only=True):
    """Adversity: stress on a hero, paid from a resource (7.6)."""

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


class ResolveHarm(HeroRef, Command, frozen=True, kw_only=True):
    """Resolve pending harm: absorb | extreme | accept_defeat | taken_out."""

    option: str
    absorb: AbsorbOption | None = None
    extreme: ExtremeOption | None = None


class DescribeConsequence(KeyText, Command, frozen=True, kw_only=True):
    """Adversity: text and effect of a consequence."""

    effect: str = "none"


class StartConflict(Command, frozen=True, kw_only=True):
    """Adversity: a conflict opens (counts consequences for accepted defeats)."""

    conflict_id: str


class EndConflict(Command, frozen=True, kw_only=True):
    """Adversity: the conflict closes."""


class AcceptDefeat(HeroRef, Command, frozen=True, kw_only=True):
    """A hero concedes the conflict for tokens."""


class AdversityAcceptsDefeat(Command, frozen=True, kw_only=True):
    """The Adversity concedes: she keeps her tokens and gains 2 at scene end."""


class LeaveScene(Command, frozen=True, kw_only=True):
    """A panicked hero leaves the scene instead of troubling the others (R4); the
    Adversity takes npcs out of the scene with ``npc_ids`` (T1)."""

    hero_id: str | None = None
    npc_ids: tuple[str, ...] = ()


class ApplyNpcStress(NpcStress, Command, frozen=True, kw_only=True):
    """Adversity: stress on an npc."""


class ResolveNpcHarm(Command, frozen=True, kw_only=True):
    """Adversity: npc consequences for the remaining stress, or out."""

    npc_id: str
    slots: tuple[str, ...] = ()
    taken_out: bool = False
