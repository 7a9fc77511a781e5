"""The Locquemare rule system: one dispatch over commands, one over events."""

from collections.abc import Callable
from typing import Any

from domain.core import Actor, Command, Event, RandomSource, Ruleset
from domain.locquemare import commands as cm
from domain.locquemare import commands_play as cp
from domain.locquemare import decide_action as act
from domain.locquemare import decide_evolution as evo
from domain.locquemare import decide_harm as harm
from domain.locquemare import decide_keys as keys
from domain.locquemare import decide_outcome as out
from domain.locquemare import decide_setup as setup
from domain.locquemare import decide_structure as struct
from domain.locquemare.commands import COMMAND_TYPES
from domain.locquemare.events import EVENT_TYPES
from domain.locquemare.evolve import evolve
from domain.locquemare.state import LocquemareOptions, LocquemareState
from domain.locquemare.views import narrate, view, visible

Handler = Callable[[LocquemareState, Any, Actor, RandomSource], list[Event]]

HANDLERS: dict[type[Command], Handler] = {
    cm.SetSecretPool: setup.set_secret_pool,
    cm.RegisterCharacter: setup.register_character,
    cm.DrawSecrets: setup.draw_secrets,
    cm.ChooseSecret: setup.choose_secret,
    cm.CreateNpc: setup.create_npc,
    cm.StartScenario: struct.start_scenario,
    cm.EndScenario: struct.end_scenario,
    cm.StartAct: struct.start_act,
    cm.EndAct: struct.end_act,
    cm.StartScene: struct.start_scene,
    cm.EndScene: struct.end_scene,
    cm.StartSession: struct.start_session,
    cm.EndSession: struct.end_session,
    cm.CreateKey: keys.create_key,
    cm.RevealKey: keys.reveal_key,
    cm.ExtendKey: keys.extend_key,
    cm.RemoveKey: keys.remove_key,
    cm.EstablishFact: keys.establish_fact,
    cp.DeclareAction: act.declare_action,
    cp.SetDifficulty: act.set_difficulty,
    cp.RollAction: act.roll_action,
    cp.ActivateKey: act.activate_key,
    cp.ActivateProwess: act.activate_prowess,
    cp.ResolveAction: out.resolve_action,
    cp.ChooseOutcome: out.choose_outcome,
    cp.InflictConsequence: out.inflict_consequence,
    cp.ProposeComplication: keys.propose_complication,
    cp.AcceptComplication: keys.accept_complication,
    cp.RefuseComplication: keys.refuse_complication,
    cp.ApplyStress: harm.apply_stress_command,
    cp.ResolveHarm: harm.resolve_harm,
    cp.DescribeConsequence: harm.describe_consequence,
    cp.StartConflict: harm.start_conflict,
    cp.EndConflict: harm.end_conflict,
    cp.AcceptDefeat: harm.accept_defeat,
    cp.AdversityAcceptsDefeat: harm.adversity_accepts_defeat,
    cp.ApplyNpcStress: harm.apply_npc_stress_command,
    cp.ResolveNpcHarm: harm.resolve_npc_harm,
    cm.AwardEvolutionPoints: evo.award_evolution_points,
    cm.EmptyEvolutionTrack: evo.empty_evolution_track,
    cm.ModifyCharacterKey: evo.modify_character_key,
    cm.RedistributeResources: evo.redistribute_resources,
    cm.AdjustApproaches: evo.adjust_approaches,
    cm.AdjustResources: evo.adjust_resources,
    cm.GainProwess: evo.gain_prowess,
    cm.RevealTruth: evo.reveal_truth,
    cm.RevealSecret: evo.reveal_secret,
}


class LocquemareRuleset:
    """Locquemare: heroes, one Adversity (the gm seat) and the Chorus."""

    name = "locquemare"
    title = "Locquemare"
    command_types = COMMAND_TYPES
    event_types = EVENT_TYPES
    options_type = LocquemareOptions
    state_type = LocquemareState
    gm_only_options = frozenset({"secrets"})
    """Creation options no hero may read (the secret pool's texts)."""

    def initial_state(self, options: Any) -> LocquemareState:
        """A table in setup, with the options' secret pool."""
        secrets = options.secrets if isinstance(options, LocquemareOptions) else ()
        return LocquemareState(secret_pool=secrets)

    def decide(self, state: LocquemareState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """The events a command causes, or a DomainError."""
        return HANDLERS[type(command)](state, command, actor, rng)

    def evolve(self, state: LocquemareState, event: Event) -> LocquemareState:
        """The state after one event (the dispatch table is in ``evolve.EVOLVERS``)."""
        return evolve(state, event)

    def view(self, state: LocquemareState, viewer: Actor) -> dict[str, Any]:
        """The read model, redacted for the viewer."""
        return view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Whether (and how) the viewer sees an event."""
        return visible(event, viewer)

    def narrate(self, state: LocquemareState, event: Event) -> str | None:
        """One session-log line."""
        return narrate(state, event)


LOCQUEMARE: Ruleset[LocquemareState] = LocquemareRuleset()
