"""Random legal command sequences keep the invariants; events replay to the same state."""

import functools
import operator
from collections.abc import Callable

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.core import GM, Actor, Command, DomainError, Event, SeededRandomSource
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.events import EVENT_TYPES
from domain.locquemare.state import (
    ACTION_TYPES,
    APPROACHES,
    EFFECTS,
    RESOURCES,
    SEVERITIES,
    LocquemareOptions,
    LocquemareState,
    SecretCard,
)
from tests.unit.locquemare.helpers import R, register, register_sybeline

Draw = st.DataObject
Maker = Callable[[Draw, LocquemareState], Command | None]
OPTIONS = LocquemareOptions(secrets=tuple(SecretCard(secret_id=f"s{i}", text=f"Secret {i}")
                                          for i in range(4)))
TOKENS = ("exploit", "offering", "danger", "free_activation", "elan")


def pick(data: Draw, items: object) -> str:
    values = sorted(items)  # type: ignore[call-overload]
    return data.draw(st.sampled_from(values)) if values else "none"


def hero(data: Draw, state: LocquemareState) -> str:
    return pick(data, state.heroes)


def action_id(state: LocquemareState) -> str:
    return state.action.action_id if state.action else "none"


def declare(d: Draw, s: LocquemareState) -> Command:
    kind = d.draw(st.sampled_from(ACTION_TYPES))
    advantage = None
    if kind == "create_advantage":
        mode = d.draw(st.sampled_from(("create", "discover", "activate")))
        advantage = cmd.Advantage(mode=mode, key_text="Idée", key_id=pick(d, s.keys))
    return cmd.DeclareAction(
        action_id=f"a{len(s.action_ids)}", hero_id=hero(d, s), action_type=kind,
        approach=d.draw(st.sampled_from(APPROACHES)), resource=d.draw(st.sampled_from(RESOURCES)),
        advantage=advantage, threat_resource="volonte" if kind == "defend" else None,
        target=cmd.Target(npc_id="brute") if kind == "attack" else None,
        stress_check_d10=d.draw(st.integers(1, 10)))


def set_difficulty(d: Draw, s: LocquemareState) -> Command:
    keys = d.draw(st.lists(st.sampled_from(sorted(s.keys)), max_size=2, unique=True))
    hidden = [k for k, key in s.keys.items() if not key.known]
    return cmd.SetDifficulty(
        action_id=action_id(s), grant_edge_die=d.draw(st.sampled_from((None, 6))),
        key_activations=tuple(cmd.KeyActivationSpec(
            key_id=k, payment=d.draw(st.sampled_from(("danger", "free_activation", "elan"))))
            for k in keys),
        modifiers=(cmd.Modifier(reason="r", value=d.draw(st.integers(-1, 2))),),
        hidden_key_id=hidden[0] if hidden else None)


def roll(d: Draw, s: LocquemareState) -> Command:
    fate = tuple(d.draw(st.lists(st.integers(-1, 1), min_size=4, max_size=4)))
    edge = d.draw(st.integers(1, 6)) if s.action and s.action.edge_die_sides else None
    dice = d.draw(st.sampled_from((None, cmd.FateDice(fate=fate, edge=edge))))
    return cmd.RollAction(action_id=action_id(s), dice=dice)


def activate_key(d: Draw, s: LocquemareState) -> Command:
    return cmd.ActivateKey(action_id=action_id(s), key_id=pick(d, s.keys),
                          activator_hero_id=hero(d, s), payment=d.draw(st.sampled_from(TOKENS)))


def choose(d: Draw, s: LocquemareState) -> Command:
    options = s.action.options if s.action and s.action.options else ("none",)
    return cmd.ChooseOutcome(action_id=action_id(s), option=d.draw(st.sampled_from(options)),
                            stress_check_d10=d.draw(st.integers(1, 10)))


def stress(d: Draw, s: LocquemareState) -> Command:
    return cmd.ApplyStress(hero_id=hero(d, s), amount=d.draw(st.integers(1, 9)),
                          resource=d.draw(st.sampled_from(RESOURCES)),
                          stress_check_d10=d.draw(st.integers(1, 10)))


def resolve_harm(d: Draw, s: LocquemareState) -> Command:
    h = hero(d, s)
    keys = s.heroes[h].character_key_ids if h in s.heroes else ()
    return cmd.ResolveHarm(
        hero_id=h, option=d.draw(st.sampled_from(("absorb", "extreme", "accept_defeat",
                                                   "taken_out"))),
        absorb=cmd.AbsorbOption(slots=("minor", "medium"), texts=("a", "b")),
        extreme=cmd.ExtremeOption(replace_key_id=keys[0] if keys else "none", text="Extrême"))


def redistribute(d: Draw, s: LocquemareState) -> Command:
    h = hero(d, s)
    total = 8 + (s.heroes[h].acts_played if h in s.heroes else 0)
    values = dict.fromkeys(RESOURCES, 0)
    start = d.draw(st.integers(0, 7))
    for i in range(total):
        values[RESOURCES[(start + i) % 8]] += 1
    return cmd.RedistributeResources(hero_id=h, resources=values)


def complication(d: Draw, s: LocquemareState) -> Command:
    h = hero(d, s)
    keys = s.heroes[h].character_key_ids if h in s.heroes else ("none",)
    proposer = d.draw(st.sampled_from(("adversity", h, hero(d, s))))
    return cmd.ProposeComplication(
        complication_id=f"c{len(s.complications)}", hero_id=h, key_id=keys[-1],
        complication_kind="event", text="Ennui", proposer=proposer,
        token=None if proposer in ("adversity", h) else "exploit")


def advance_action(d: Draw, s: LocquemareState) -> Command | None:
    """The next step of the open action, or of a hero's pending harm."""
    pending = [h for h, sheet in s.heroes.items() if sheet.pending_harm is not None]
    if pending:
        return resolve_harm(d, s)
    action = s.action
    if action is None:
        return declare(d, s)
    steps: dict[str, Maker] = {
        "declared": set_difficulty, "difficulty_set": roll,
        "rolled": lambda d, s: cmd.ResolveAction(action_id=action_id(s), stress_check_d10=5)}
    if action.status in steps:
        return steps[action.status](d, s)
    if action.chosen is None:
        return choose(d, s)
    return cmd.InflictConsequence(hero_id=action.hero_id, severity=d.draw(
        st.sampled_from(SEVERITIES)), text="Dû")


def advance_phase(d: Draw, s: LocquemareState) -> Command:
    """The next step of the structure: scenario, act, scene."""
    owing = [h for h, sheet in s.heroes.items()
             if sum(sheet.resources.values()) != 8 + sheet.acts_played]
    if s.phase == "between_acts" and owing:
        return redistribute(d, s)
    by_phase: dict[str, Command] = {
        "setup": cmd.StartScenario(), "between_scenarios": cmd.StartScenario(),
        "between_acts": d.draw(st.sampled_from((cmd.StartAct(), cmd.EndScenario()))),
        "in_act": d.draw(st.sampled_from((cmd.StartScene(present_hero_ids=tuple(s.heroes),
                                                        present_npc_ids=("brute",)),
                                          cmd.EndAct()))),
        "in_scene": cmd.EndScene()}
    return by_phase[s.phase]


MAKERS: list[Maker] = [*[advance_action] * 12, *[advance_phase] * 3,
    declare, set_difficulty, roll, activate_key, choose, stress, resolve_harm, redistribute,
    complication,
    lambda d, s: cmd.ResolveAction(action_id=action_id(s), stress_check_d10=d.draw(
        st.integers(1, 10))),
    lambda d, s: cmd.ActivateProwess(action_id=action_id(s), prowess_id="bonus",
                                    payment="exploit"),
    lambda d, s: cmd.InflictConsequence(hero_id=hero(d, s), severity=d.draw(
        st.sampled_from(SEVERITIES)), text="Mal", effect=d.draw(st.sampled_from(EFFECTS))),
    lambda d, s: cmd.StartScene(present_hero_ids=tuple(s.heroes), present_npc_ids=("brute",)),
    lambda d, s: cmd.EndScene(breather_hero_ids=(hero(d, s),)),
    lambda d, s: cmd.StartAct(),
    lambda d, s: cmd.EndAct(medium_recovery_hero_ids=(hero(d, s),)),
    lambda d, s: cmd.EndScenario(grave_recovery_hero_ids=(hero(d, s),)),
    lambda d, s: cmd.StartScenario(),
    lambda d, s: cmd.StartSession(),
    lambda d, s: cmd.EndSession(),
    lambda d, s: cmd.StartConflict(conflict_id=f"k{len(s.action_ids)}"),
    lambda d, s: cmd.EndConflict(),
    lambda d, s: cmd.AcceptDefeat(hero_id=hero(d, s)),
    lambda d, s: cmd.AdversityAcceptsDefeat(),
    lambda d, s: cmd.AcceptComplication(complication_id=pick(d, s.complications)),
    lambda d, s: cmd.RefuseComplication(complication_id=pick(d, s.complications),
                                       payment=d.draw(st.sampled_from(("exploit", "danger")))),
    lambda d, s: cmd.CreateKey(key_id=f"key{s.key_seq}", text=f"ZZHIDDEN{s.key_seq}ZZ",
                              known=d.draw(st.booleans()), persistent=d.draw(st.booleans())),
    lambda d, s: cmd.RevealKey(key_id=pick(d, s.keys)),
    lambda d, s: cmd.RemoveKey(key_id=pick(d, s.keys)),
    lambda d, s: cmd.AwardEvolutionPoints(hero_id=hero(d, s), reasons=("used_force",
                                                                       "made_a_plan")),
    lambda d, s: cmd.EmptyEvolutionTrack(hero_id=hero(d, s), choice="five_exploits"),
    lambda d, s: cmd.RevealTruth(hero_id=hero(d, s), key_id=f"{hero(d, s)}-concept", text="Vrai",
                                payment="exploit"),
    lambda d, s: cmd.AdjustResources(hero_id=hero(d, s), up=d.draw(st.sampled_from(RESOURCES)),
                                    down=d.draw(st.sampled_from(RESOURCES))),
    lambda d, s: cmd.ApplyNpcStress(npc_id="brute", amount=d.draw(st.integers(1, 6))),
    lambda d, s: cmd.ResolveNpcHarm(npc_id="brute", slots=("medium",)),
    lambda d, s: cmd.DrawSecrets(hero_id=hero(d, s)),
    lambda d, s: cmd.ChooseSecret(hero_id=hero(d, s), secret_id=pick(
        d, s.heroes[hero(d, s)].drawn_secret_ids if s.heroes else ())),
]


def check_invariants(state: LocquemareState) -> None:
    assert state.adversity.danger >= 0
    for h in state.heroes.values():
        assert all(v >= 0 for v in h.tokens.values())
        assert 0 <= h.evolution_track <= 8
        assert h.stress >= 0
        assert all(0 <= v <= 5 for v in h.resources.values())
        assert all(0 <= h.resources_current[r] <= h.resources[r] for r in RESOURCES)
        allowed = {8 + h.acts_played} if state.phase in ("in_act", "in_scene") else {
            8 + h.acts_played, 7 + h.acts_played}
        assert sum(h.resources.values()) in allowed


def check_no_hidden_text_reaches_a_player(state: LocquemareState, events: list[Event]) -> None:
    created = {e.key.key_id: e.key.text for e in events
               if isinstance(e, ev.KeyCreated) and not e.key.known}
    revealed = {e.key_id for e in events if isinstance(e, ev.KeyRevealed)}
    hidden = [text for key_id, text in created.items() if key_id not in revealed]
    player = Actor(seat_id="p1", role="player")
    shown = [R.visible(e, player) for e in events]
    seen = msgspec.json.encode([R.view(state, player),
                                [e for e, v in zip(events, shown, strict=True) if v is True],
                                [v for v in shown if not isinstance(v, bool)]])
    assert not [text for text in hidden if text.encode() in seen]
    own = state.heroes["sybeline"]
    allowed = {*own.drawn_secret_ids, *([own.secret.secret_id] if own.secret else [])}
    allowed |= {e.secret_id for e in events if isinstance(e, ev.SecretRevealed)}
    secrets = [c.text for c in OPTIONS.secrets if c.secret_id not in allowed]
    assert not [text for text in secrets if text.encode() in seen]


def start() -> tuple[LocquemareState, list[Event]]:
    state, events = R.initial_state(OPTIONS), list[Event]()
    setup: list[Command] = [
        register_sybeline(hero_prowesses=None), register("artus", "Artus", "p2"),
        cmd.CreateNpc(npc_id="brute", name="Brute", category="adversary", stress_boxes=2,
                     consequence_slots=("minor", "medium")),
        cmd.StartScenario(), cmd.StartAct(), cmd.StartSession(),
        cmd.StartScene(present_hero_ids=("sybeline", "artus"), present_npc_ids=("brute",))]
    for command in setup:
        for event in R.decide(state, command, GM, SeededRandomSource(0, mode="mixed")):
            state = R.evolve(state, event)
            events.append(event)
    return state, events


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_command_sequences_keep_invariants_and_replay_exactly(data: Draw) -> None:
    state, events = start()
    rng = SeededRandomSource(data.draw(st.integers(0, 10**6)), mode="mixed")
    for _ in range(data.draw(st.integers(10, 60))):
        maker = data.draw(st.sampled_from(MAKERS))
        command = maker(data, state)
        actor: Actor = data.draw(st.sampled_from((GM, Actor(seat_id="p1", role="player"))))
        if command is None:
            continue
        before = msgspec.json.encode(state)
        try:
            new_events = R.decide(state, command, actor, rng)
        except DomainError:
            continue
        finally:
            assert msgspec.json.encode(state) == before  # decide never mutates the state
        for event in new_events:
            state = R.evolve(state, event)
            events.append(event)
        check_invariants(state)
    replayed = R.initial_state(OPTIONS)
    for event in events:
        replayed = R.evolve(replayed, event)
    assert replayed == state
    for viewer in (GM, Actor(seat_id="p1", role="player")):
        assert R.view(replayed, viewer) == R.view(state, viewer)
    check_no_hidden_text_reaches_a_player(state, events)
    snapshot = msgspec.json.decode(msgspec.json.encode(state), type=LocquemareState)
    assert snapshot == state
    union = functools.reduce(operator.or_, EVENT_TYPES)
    decoder = msgspec.json.Decoder(list[union])  # type: ignore[valid-type]
    assert decoder.decode(msgspec.json.encode(events)) == events
