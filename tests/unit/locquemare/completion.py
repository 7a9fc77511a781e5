"""The completion property (issue #26): from a reached state, every open interaction (the
action, pending harm, a pending complication, the conflict) can be completed by its
participants' own commands (the hero's seat for the hero, the Adversity for hers), not
only ended by the gm's EndScene / EndConflict."""

from domain.core import GM, Actor, Command, DomainError, SeededRandomSource, fold
from domain.locquemare import commands as cmd
from domain.locquemare.decide.may_complications import acceptable
from domain.locquemare.rules.harm import free_slots
from domain.locquemare.state import LocquemareState
from tests.unit.locquemare.helpers import R

MAX_STEPS = 40


def seat_of(state: LocquemareState, hero_id: str) -> Actor:
    """The seat that plays the hero."""
    return Actor(seat_id=state.heroes[hero_id].owner_player_id, role="player")


def _harm(state: LocquemareState, hero_id: str) -> Command:
    hero = state.heroes[hero_id]
    assert hero.pending_harm is not None
    slots = free_slots(hero)
    return cmd.ResolveHarm(
        hero_id=hero_id, option=hero.pending_harm.options[0],
        absorb=cmd.AbsorbOption(slots=tuple(slots), texts=tuple("Blessure" for _ in slots)),
        extreme=cmd.ExtremeOption(replace_key_id=hero.character_key_ids[0], text="Extrême"))


def next_step(state: LocquemareState) -> tuple[Command, Actor] | None:
    """The next participant's command completing what is open, and who sends it."""
    pending = sorted(h for h, sheet in state.heroes.items() if sheet.pending_harm)
    if pending:
        return _harm(state, pending[0]), seat_of(state, pending[0])
    complications = sorted(c.complication_id for c in acceptable(state))
    if complications:
        target = state.complications[complications[0]].hero_id
        seat = GM if target is None else seat_of(state, target)  # T13: an npc's, the gm's
        return cmd.AcceptComplication(complication_id=complications[0]), seat
    action = state.action
    if action is None:
        return None
    owner = seat_of(state, action.hero_id)
    if action.status == "declared":
        return cmd.SetDifficulty(action_id=action.action_id), GM
    if action.status == "difficulty_set":
        edge = 1 if action.edge_die_sides else None
        return cmd.RollAction(action_id=action.action_id,
                             dice=cmd.FateDice(fate=(0, 0, 0, 0), edge=edge)), owner
    if action.status == "rolled":
        return cmd.ResolveAction(action_id=action.action_id, stress_check_d10=10), owner
    if action.chosen is None:
        return cmd.ChooseOutcome(action_id=action.action_id, option=action.options[0],
                                stress_check_d10=10), owner
    free = free_slots(state.heroes[action.hero_id])
    return cmd.InflictConsequence(hero_id=action.hero_id, severity=free[0] if free else "minor",
                                 text="Due"), GM


def _decided(state: LocquemareState, command: Command, actor: Actor) -> LocquemareState:
    try:
        events = R.decide(state, command, actor, SeededRandomSource(5, mode="mixed"))
    except DomainError as error:
        raise AssertionError(f"{type(command).__name__} by {actor.seat_id} refused: "
                             f"{error.code} ({error.detail}), state {state!r}") from error
    return fold(R, state, events)


def check_completion(state: LocquemareState) -> None:
    """Every open interaction completes through its participants' commands; a conflict
    can be conceded by the Adversity or by every hero still in it."""
    for _ in range(MAX_STEPS):
        step = next_step(state)
        if step is None:
            break
        state = _decided(state, *step)
    else:
        raise AssertionError(f"still open after {MAX_STEPS} participants' commands: {state!r}")
    if state.conflict is None:
        return
    if not state.adversity.accepted_defeat_this_scene:
        _decided(state, cmd.AdversityAcceptsDefeat(), GM)
    for hero_id, hero in sorted(state.heroes.items()):
        present = state.scene is not None and hero_id in state.scene.present_hero_ids
        if present and not (hero.taken_out or hero.conceded):
            state = _decided(state, cmd.AcceptDefeat(hero_id=hero_id), seat_of(state, hero_id))
