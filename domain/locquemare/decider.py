"""The Locquemare ruleset: its two tables, command -> handler and event -> evolver.
Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches commands and folds events."""

from collections.abc import Mapping
from typing import Any

from domain.core import Command, EvolverTable, ForCharacter, Move, NamedCheck, TableRuleset, named
from domain.core.offers import CharacterCheck
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decide import (
    action,
    action_at,
    awaits,
    evolution,
    harm,
    keys,
    may,
    outcome,
    presence,
    setup,
    structure,
    unmet_npcs_are_unknown,
)
from domain.locquemare.decide import choices as ch
from domain.locquemare.decide import may_complications as mc
from domain.locquemare.decide import may_play as mp
from domain.locquemare.decide.choices import play as cp
from domain.locquemare.dice import DICE
from domain.locquemare.evolve import action as e_action
from domain.locquemare.evolve import evolution as e_evolution
from domain.locquemare.evolve import harm as e_harm
from domain.locquemare.evolve import keys as e_keys
from domain.locquemare.evolve import outcome as e_outcome
from domain.locquemare.evolve import presence as e_presence
from domain.locquemare.evolve import setup as e_setup
from domain.locquemare.evolve import structure as e_structure
from domain.locquemare.field_docs import DOCS
from domain.locquemare.narrate import narrate
from domain.locquemare.recap import RECAP
from domain.locquemare.state import LocquemareOptions, LocquemareState
from domain.locquemare.views import HeroSheet, LocquemareView, view, visible

OWNED = ForCharacter(may.heroes_of, may.owns, field="hero_id")
ACTING = ForCharacter(may.heroes_of, mp.may_act, field="hero_id")
LEADER = ForCharacter(mp.the_actor_hero, mp.leads, field=None)
"""The action's steps act for its hero (the gm acts for every seat)."""


def hero(check: CharacterCheck[LocquemareState], field: str = "hero_id") -> ForCharacter[Any]:
    """A command a hero's player sends for that hero, named by ``field``."""
    return ForCharacter(may.heroes_of, check, field=field)


def _action(*statuses: str) -> NamedCheck[LocquemareState]:
    """The action a command names (``action_id``), at one of ``statuses``."""
    return named("action_id", action_at(*statuses))


MOVES: Mapping[type[Command], Move[LocquemareState]] = {
    cmd.SetSecretPool: Move(setup.set_secret_pool, may.gm_in("setup", "between_scenarios")),
    cmd.RegisterCharacter: Move(setup.register_character, choices=ch.SHEET,
                               counts={"character_keys": ch.five, "prowesses": ch.three}),
    cmd.DrawSecrets: Move(setup.draw_secrets, acting=hero(may.may_draw_secrets)),
    cmd.ChooseSecret: Move(setup.choose_secret, acting=hero(may.may_choose_secret),
                          choices={"secret_id": ch.drawn_secrets}),
    cmd.CreateNpc: Move(setup.create_npc, may.gm_in(), choices={
        "category": ch.npc_categories, "consequence_slots": ch.severities}),
    cmd.StartScenario: Move(structure.start_scenario, may.gm_in("setup", "between_scenarios"),
                           awaits=awaits.awaits_scenario),
    cmd.EndScenario: Move(structure.end_scenario, may.gm_in("between_acts"),
                         choices={"grave_recovery_hero_ids": ch.heroes}),
    cmd.StartAct: Move(structure.start_act, may.may_start_act, awaits=awaits.awaits_act),
    cmd.EndAct: Move(structure.end_act, may.gm_in("in_act"),
                    choices={"medium_recovery_hero_ids": ch.heroes}),
    cmd.StartScene: Move(structure.start_scene, may.gm_in("in_act"),
                        choices={"present_hero_ids": ch.heroes, "present_npc_ids": ch.npcs},
                        awaits=awaits.awaits_scene),
    cmd.EndScene: Move(structure.end_scene, may.may_end_scene,
                      choices={"breather_hero_ids": ch.heroes}),
    cmd.StartSession: Move(structure.start_session, may.may_start_session,
                          awaits=awaits.awaits_session),
    cmd.EndSession: Move(structure.end_session, may.may_end_session),
    cmd.CreateKey: Move(keys.create_key, may.gm_in(), choices={"kind": ch.key_kinds}),
    cmd.RevealKey: Move(keys.reveal_key, may.gm_with_unknown_key,
                       choices={"key_id": ch.unknown_keys}),
    cmd.ExtendKey: Move(keys.extend_key, may.gm_with_key, choices={"key_id": ch.all_keys}),
    cmd.RemoveKey: Move(keys.remove_key, may.gm_with_removable_key,
                       choices={"key_id": ch.removable_keys}),
    cmd.EstablishFact: Move(keys.establish_fact, mc.may_establish_fact,
                           names=named("hero_id", mc.may_speak),
                           choices={"key_ids": ch.known_keys}),
    cmd.DeclareAction: Move(action.declare_action, mp.may_declare, acting=ACTING,
                           choices=ch.DECLARATION),
    cmd.SetDifficulty: Move(action.set_difficulty, mp.gm_at_step("declared"),
                           names=_action("declared"),
                           choices=ch.DIFFICULTY,
                           awaits=mp.awaits_gm_at("declared")),
    cmd.RollAction: Move(action.roll_action, mp.at_step("difficulty_set"), acting=LEADER,
                        names=_action("difficulty_set"),
                        choices={"action_id": ch.open_action},
                        awaits=mp.awaits_hero_at("difficulty_set")),
    cmd.ActivateKey: Move(action.activate_key, mp.at_step("rolled"),
                         acting=hero(mp.may_activate_key, "activator_hero_id"),
                         names=_action("rolled"),
                         choices=ch.ACTIVATION),
    cmd.ActivateProwess: Move(action.activate_prowess, mp.at_step("rolled"),
                             acting=ForCharacter(mp.the_actor_hero, mp.may_use_prowess, None),
                             names=_action("rolled"),
                             choices={"action_id": ch.open_action,
                                      "prowess_id": ch.bonus_prowesses,
                                      "payment": cp.prowess_payments}),
    cmd.ResolveAction: Move(outcome.resolve_action, mp.at_step("rolled"), acting=LEADER,
                           names=_action("rolled"),
                           choices={"action_id": ch.open_action},
                           awaits=mp.awaits_hero_at("rolled")),
    cmd.ChooseOutcome: Move(outcome.choose_outcome, mp.may_choose, acting=LEADER,
                           names=_action("awaiting_choice"),
                           choices={"action_id": ch.open_action,
                                    "option": ch.outcome_options},
                           awaits=mp.awaits_choice),
    cmd.InflictConsequence: Move(outcome.inflict_consequence, mp.gm_with_harmable_hero,
                                choices={"hero_id": ch.harmable_heroes,
                                         "severity": ch.severities, "effect": ch.effects},
                                awaits=mp.awaits_owed_consequence),
    cmd.ProposeComplication: Move(keys.propose_complication, may.heroes_exist,
                                 acting=ForCharacter(mc.proposers, mc.may_propose,
                                                     field="proposer"),
                                 choices={"hero_id": ch.heroes, "npc_id": ch.npcs_with_consequences,
                                          "key_id": cp.complication_keys,
                                          "complication_kind": ch.complication_kinds,
                                          "token": cp.complication_tokens}),
    cmd.AcceptComplication: Move(keys.accept_complication, mc.some_pending,
                                acting=ForCharacter(mc.accept_targets, mc.answers_for,
                                                    field=None),
                                choices={"complication_id": ch.acceptable},
                                awaits=mc.awaited_answers),
    cmd.RefuseComplication: Move(keys.refuse_complication, mc.some_pending,
                                acting=ForCharacter(mc.refuse_targets, mc.may_refuse_for,
                                                    field=None),
                                choices={"complication_id": ch.refusable,
                                         "payment": ch.refusal_payments}),
    cmd.ApplyStress: Move(harm.apply_stress_command, mp.may_apply_stress,
                         choices={"hero_id": ch.stressable_heroes, "resource": ch.resources}),
    cmd.ResolveHarm: Move(harm.resolve_harm, acting=hero(mp.may_resolve_harm),
                         choices={"option": ch.harm_options}, awaits=mp.awaits_harm),
    cmd.DescribeConsequence: Move(harm.describe_consequence, may.gm_with_consequence,
                                 choices={"key_id": ch.consequence_keys,
                                          "effect": ch.effects}),
    cmd.StartConflict: Move(harm.start_conflict, mp.may_start_conflict),
    cmd.EndConflict: Move(harm.end_conflict, mp.gm_in_conflict),
    cmd.AcceptDefeat: Move(harm.accept_defeat, acting=hero(mp.may_accept_defeat)),
    cmd.AdversityAcceptsDefeat: Move(harm.adversity_accepts_defeat, mp.may_adversity_concede),
    cmd.ApplyNpcStress: Move(harm.apply_npc_stress_command, mp.may_stress_npc,
                            choices={"npc_id": ch.stressable_npcs}),
    cmd.ResolveNpcHarm: Move(harm.resolve_npc_harm, mp.may_resolve_npc_harm,
                            choices={"npc_id": ch.harmed_npcs},
                            awaits=mp.awaits_npc_harm),
    cmd.LeaveScene: Move(structure.leave_scene, may.in_phase("in_scene"),
                        acting=hero(may.may_leave_scene), choices={"npc_ids": cp.leaving_npcs}),
    cmd.AwardEvolutionPoints: Move(evolution.award_evolution_points, may.gm_with_heroes,
                                  choices={"hero_id": ch.heroes, "reasons": ch.reasons}),
    cmd.EmptyEvolutionTrack: Move(evolution.empty_evolution_track,
                                 acting=hero(may.may_empty_track),
                                 choices={"choice": ch.track_rewards}),
    cmd.ModifyCharacterKey: Move(evolution.modify_character_key, may.in_phase("between_acts"),
                                acting=hero(may.may_modify_key),
                                choices={"key_id": ch.character_keys}),
    cmd.RedistributeResources: Move(evolution.redistribute_resources,
                                   may.in_phase("between_acts"), acting=OWNED,
                                   choices={"resources": ch.resources,
                                            "resources.*": ch.allocation_points},
                                   awaits=may.awaits_redistribution),
    cmd.AdjustApproaches: Move(evolution.adjust_approaches, may.in_phase("between_scenarios"),
                              acting=hero(may.may_adjust_approaches),
                              choices={"up": ch.approaches, "down": ch.approaches}),
    cmd.AdjustResources: Move(evolution.adjust_resources, may.in_phase("between_scenarios"),
                             acting=hero(may.may_adjust_resources),
                             choices={"up": ch.resources, "down": ch.resources}),
    cmd.GainProwess: Move(evolution.gain_prowess, may.gm_in("between_acts", "between_scenarios"),
                         choices={"hero_id": ch.heroes}),
    cmd.RevealTruth: Move(evolution.reveal_truth, may.in_session,
                         acting=hero(may.may_reveal_truth),
                         choices={"key_id": ch.character_keys, "payment": ch.held_payments}),
    cmd.RevealSecret: Move(evolution.reveal_secret, acting=hero(may.may_reveal_secret)),
    cmd.JoinScene: Move(presence.join_scene, may.gm_in("in_scene"),
                       choices={"hero_ids": ch.absent_heroes, "npc_ids": ch.absent_npcs}),
    cmd.RestoreNpc: Move(presence.restore_npc, may.gm_with_restorable_npc,
                        choices={"npc_id": ch.restorable_npcs}),
    cmd.RevealNpc: Move(presence.reveal_npc, may.gm_with_unknown_npc,
                       choices={"npc_id": ch.unknown_npcs}),
}
"""Every command and its declaration (``domain.core.offers``): a ``Move`` with its
precondition, the hero it acts for, its choices and whom it awaits."""

EVOLVERS: EvolverTable[LocquemareState] = {
    ev.SecretPoolSet: e_setup.secret_pool_set,
    ev.CharacterRegistered: e_setup.character_registered,
    ev.NpcCreated: e_setup.npc_created,
    ev.SecretsDrawn: e_setup.secrets_drawn,
    ev.SecretChosen: e_setup.secret_chosen,
    ev.ScenarioStarted: e_structure.scenario_started,
    ev.ScenarioEnded: e_structure.scenario_ended,
    ev.ActStarted: e_structure.act_started,
    ev.ActEnded: e_structure.act_ended,
    ev.SceneStarted: e_structure.scene_started,
    ev.SceneEnded: e_structure.scene_ended,
    ev.SessionStarted: e_structure.session_started,
    ev.SessionEnded: e_structure.session_ended,
    ev.TokensGranted: e_structure.tokens_granted,
    ev.TokensDiscarded: e_structure.tokens_discarded,
    ev.DangerTokensGranted: e_structure.danger_tokens_granted,
    ev.AdversityTokensDiscarded: e_structure.adversity_tokens_discarded,
    ev.AdversityTokensKept: e_structure.adversity_tokens_kept,
    ev.TokenSpent: e_keys.token_spent,
    ev.TokenGained: e_keys.token_gained,
    ev.TokenTransferred: e_keys.token_transferred,
    ev.DangerTokenSpent: e_keys.danger_token_spent,
    ev.KeyCreated: e_keys.key_created,
    ev.KeyRevealed: e_keys.key_revealed,
    ev.KeyExtended: e_keys.key_extended,
    ev.KeyRemoved: e_keys.key_removed,
    ev.FactEstablished: e_keys.fact_established,
    ev.CharacterKeyModified: e_evolution.character_key_modified,
    ev.FreeActivationsGranted: e_keys.free_activations_granted,
    ev.FreeActivationUsed: e_keys.free_activation_used,
    ev.ElanCreated: e_keys.elan_created,
    ev.ElanUsed: e_keys.elan_used,
    ev.EvolutionPointsAwarded: e_evolution.evolution_points_awarded,
    ev.EvolutionTrackEmptied: e_evolution.evolution_track_emptied,
    ev.ProwessGained: e_evolution.prowess_gained,
    ev.ResourcesRedistributed: e_evolution.resources_redistributed,
    ev.ApproachesAdjusted: e_evolution.approaches_adjusted,
    ev.ResourcesAdjusted: e_evolution.resources_adjusted,
    ev.TruthRevealed: e_evolution.truth_revealed,
    ev.SecretRevealed: e_evolution.secret_revealed,
    ev.ActionDeclared: e_action.action_declared,
    ev.DifficultySet: e_action.difficulty_set,
    ev.KeyActivated: e_action.key_activated,
    ev.ProwessActivated: e_action.prowess_activated,
    ev.ActionRolled: e_action.action_rolled,
    ev.ActionResolved: e_outcome.action_resolved,
    ev.OutcomeChosen: e_outcome.outcome_chosen,
    ev.ActionClosed: e_outcome.action_closed,
    ev.DamageDealt: e_outcome.damage_dealt,
    ev.ComplicationProposed: e_keys.complication_proposed,
    ev.ComplicationAccepted: e_keys.complication_accepted,
    ev.ComplicationRefused: e_keys.complication_refused,
    ev.StressApplied: e_harm.stress_applied,
    ev.StressChecked: e_harm.stress_checked,
    ev.ConsequenceInflicted: e_harm.consequence_inflicted,
    ev.ConsequenceDescribed: e_harm.consequence_described,
    ev.ConsequenceRecovered: e_structure.consequence_recovered,
    ev.ExtremeConsequenceTaken: e_harm.extreme_consequence_taken,
    ev.HarmPending: e_harm.harm_pending,
    ev.HarmResolved: e_harm.harm_resolved,
    ev.HeroTakenOut: e_harm.hero_taken_out,
    ev.HeroLeftScene: e_structure.hero_left_scene,
    ev.StressCleared: e_structure.stress_cleared,
    ev.ResourcesRestored: e_structure.resources_restored,
    ev.ConflictStarted: e_harm.conflict_started,
    ev.ConflictEnded: e_harm.conflict_ended,
    ev.DefeatAccepted: e_harm.defeat_accepted,
    ev.AdversityDefeatAccepted: e_harm.adversity_defeat_accepted,
    ev.NpcStressApplied: e_harm.npc_stress_applied,
    ev.NpcHarmPending: e_harm.npc_harm_pending,
    ev.NpcConsequenceTaken: e_harm.npc_consequence_taken,
    ev.NpcTakenOut: e_harm.npc_taken_out,
    ev.SceneJoined: e_presence.scene_joined,
    ev.NpcsLeftScene: e_presence.npcs_left_scene,
    ev.NpcRestored: e_presence.npc_restored,
    ev.NpcRevealed: e_presence.npc_revealed,
}
"""Every event and its evolver."""


class LocquemareRuleset(TableRuleset[LocquemareState, LocquemareView]):
    """Locquemare: heroes, one Adversity (the gm seat) and the Chorus."""

    name = "locquemare"
    title = "Locquemare"
    command_types = cmd.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = LocquemareOptions
    state_type = LocquemareState
    view_type = LocquemareView
    sheet_type = HeroSheet
    recap = RECAP
    dice = DICE
    field_docs = DOCS
    gm_only_options = frozenset({"secrets"})
    """Creation options no hero may read (the secret pool's texts)."""
    check = unmet_npcs_are_unknown

    def initial_state(self, options: Any) -> LocquemareState:
        """A table in setup, with the options' secret pool."""
        secrets = options.secrets if isinstance(options, LocquemareOptions) else ()
        return LocquemareState(secret_pool=secrets)

    def roster(self, state: LocquemareState) -> Mapping[str, tuple[str, str | None]]:
        """The heroes: id -> (name, the seat that plays it)."""
        return {h.hero_id: (h.name, h.owner_player_id) for h in state.heroes.values()}


LOCQUEMARE = LocquemareRuleset(MOVES, EVOLVERS, view=view, visible=visible, narrate=narrate,
                               free_fields=ch.FREE_FIELDS)
"""The Locquemare ruleset the registry serves."""

HANDLERS = LOCQUEMARE.handlers
"""Every command and its handler."""

__all__ = ["EVOLVERS", "HANDLERS", "LOCQUEMARE", "MOVES", "LocquemareRuleset"]
