"""Voyages & Aventures' test fixtures (Tetra, Doc, conflicts and situations opened) for
the one test language of every decider, ``tests.support.decider_spec``."""

from collections.abc import Sequence
from typing import Any, TypeVar

import msgspec

from domain.core import GM, Actor, Command, Event
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridAdjective, GridEntry, GridOption
from domain.voyages.rules.model import Modifier, Purchase
from domain.voyages.rules.sheet import Character, OwnTint, Target, TintPoint, Trade
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec

T = TypeVar("T")
PLAYER = Actor(seat_id="p1", role="player")
OTHER_PLAYER = Actor(seat_id="p2", role="player")


def given(*events: Event) -> VoyagesState:
    """The state after these events."""
    return spec(VOYAGES).given(*events).state


def json_view(state: VoyagesState, viewer: Actor = GM) -> dict[str, Any]:
    """The read model as a client receives it (JSON decoded)."""
    view: dict[str, Any] = msgspec.json.decode(msgspec.json.encode(VOYAGES.view(state, viewer)))
    return view


def of_type(events: Sequence[Event], kind: type[T]) -> list[T]:
    """The events of one type."""
    return [event for event in events if isinstance(event, kind)]


def mod(source: str, value: int, ref: str | None = None) -> Modifier:
    """A modifier."""
    return Modifier(source=source, value=value, ref=ref)


def tetra() -> Character:
    """Tetra: magical alchemist, own tint curiosity 2/2, flaw maladroite (seed fixture)."""
    return Character(character_id="tetra", owner_player_id="p1", name="Tetra",
                     trades=(Trade(trade_id="alchimiste", name="alchimiste", magical=True,
                                   aspects=("potions",),
                                   tint_points=(TintPoint(tint="mystère", kind="free"),)),),
                     own_tints=(OwnTint(tint="curiosity", base_score=2, current=2),),
                     flaws=("maladroite",))


def doc() -> Character:
    """Doc: ordinary physician, aspect surgery, personal tint douceur (seed fixture)."""
    return Character(character_id="doc", owner_player_id="p2", name="Doc",
                     trades=(Trade(trade_id="médecin", name="médecin", aspects=("surgery",),
                                   tint_points=(TintPoint(tint="douceur", kind="personal"),)),))


def registered(*sheets: Character) -> list[Event]:
    """CharacterRegistered events."""
    return [ev.CharacterRegistered(character=s) for s in sheets]


def table() -> VoyagesState:
    """Tetra and Doc at the table."""
    return given(*registered(tetra(), doc()))


def on(character_id: str) -> Target:
    """A character as adjective target."""
    return Target(kind="character", id=character_id)


def adjective_event(character_id: str, adjective_id: str, name: str, value: int,
                    polarity: str = "negative", duration: str = "until_resolved",
                    is_false: bool = False) -> ev.AdjectiveAdded:
    """An AdjectiveAdded event on a character."""
    return ev.AdjectiveAdded(adjective_id=adjective_id, target=on(character_id), name=name,
                            value=value, polarity=polarity,  # type: ignore[arg-type]
                            duration=duration, is_false=is_false)  # type: ignore[arg-type]


NEGOTIATION = (GridEntry(description="mauvais client or 10 pièces",
                         adjective=GridAdjective(name="mauvais client", duration="adventure")),
               GridEntry(description="arnaqueur or 20 pièces",
                         adjective=GridAdjective(name="arnaqueur", duration="adventure")),
               GridEntry(description="expulsion du marché"))
MARKET = (GridEntry(description='Adjectif "mauvais client" ou 10 pièces', alternatives=(
              GridOption(description="mauvais client",
                         adjective=GridAdjective(name="mauvais client", duration="adventure")),
              GridOption(description="10 pièces"))),
          GridEntry(description='Adjectif "arnaqueur" ou 20 pièces', alternatives=(
              GridOption(description="arnaqueur",
                         adjective=GridAdjective(name="arnaqueur", duration="adventure")),
              GridOption(description="20 pièces"))),
          GridEntry(description="Expulsion du marché"))
"""The seed's negotiation grid with its alternatives listed (T4)."""
BRAWL = (GridEntry(description="étourdi", adjective=GridAdjective(name="étourdi")),
         GridEntry(description="assommé", adjective=GridAdjective(name="assommé")),
         GridEntry(description="blessé", adjective=GridAdjective(name="blessé",
                                                                 duration="adventure")))


def side(side_id: str, *members: str, controllers: tuple[str, ...] = (),
         mode: str = "solo", terrain: int = 0) -> cmd.SideSpec:
    """A side for OpenConflict."""
    return cmd.SideSpec(side_id=side_id, name=side_id, members=members,
                      controller_player_ids=controllers, group_mode=mode,  # type: ignore[arg-type]
                      terrain=terrain)


def open_conflict(conflict_id: str = "k1", level: str = "medium", grid: tuple[GridEntry, ...]
                  = NEGOTIATION, sides: tuple[cmd.SideSpec, ...] | None = None,
                  initiator: str = "tetra_side") -> cmd.OpenConflict:
    """OpenConflict between Tetra's side (p1) and an npc side by default."""
    return cmd.OpenConflict(conflict_id=conflict_id, frame="négociation",
                          level=level, generic_grid=grid,  # type: ignore[arg-type]
                          sides=sides or (side("tetra_side", "tetra", controllers=("p1",)),
                                          side("merchant", "marchand")),
                          initiator_side_id=initiator)


def roll_side(conflict_id: str, side_id: str, *dice: int, members: Sequence[str] = (),
              bonus: int = 0) -> cmd.RollConflict:
    """RollConflict with one physical die per member (members default to the side id)."""
    names = members or [side_id]
    return cmd.RollConflict(conflict_id=conflict_id, side_id=side_id, escalation_bonus=bonus,
                          member_rolls=tuple(cmd.MemberRollSpec(member=m, dice=(d,))
                                             for m, d in zip(names, dice, strict=True)))


def rolled_round(state: VoyagesState, conflict_id: str, rolls: Sequence[cmd.RollConflict],
                 approach: str = "an approach") -> tuple[VoyagesState, list[Event]]:
    """Start a round, choose the approach, roll every side, score."""
    played = spec(VOYAGES).at(state).played(
        cmd.StartRound(conflict_id=conflict_id),
        cmd.ChooseApproach(conflict_id=conflict_id, description=approach), *rolls,
        cmd.ScoreRound(conflict_id=conflict_id))
    return played.state, played.history


def finish_round(state: VoyagesState, conflict_id: str,
                 spending: dict[str, tuple[object, ...]],
                 blocks: dict[str, tuple[object, ...]] | None = None
                 ) -> tuple[VoyagesState, list[Event]]:
    """Every side declares its spending, then its blocks (absent sides: nothing)."""
    blocks = blocks or {}
    commands: list[Command] = [
        cmd.DeclareSpending(conflict_id=conflict_id, side_id=s,
                          purchases=p)  # type: ignore[arg-type]
        for s, p in spending.items()]
    commands += [cmd.DeclareBlocks(conflict_id=conflict_id, side_id=s,
                                 blocks=blocks.get(s, ()))  # type: ignore[arg-type]
                 for s in spending]
    played = spec(VOYAGES).at(state).played(*commands)
    return played.state, played.history


def conflict(*commands: Command, level: str = "medium") -> VoyagesState:
    """Tetra's side (p1) against the merchant (npc), opened, then commands by the gm."""
    return spec(VOYAGES).at(table()).played(open_conflict(level=level), *commands).state


def wanted(stake_id: str = "article", cost: int | None = 2) -> VoyagesState:
    """Tetra wants the merchant's article (priced when cost is given)."""
    state = (
        spec(VOYAGES)
        .at(conflict())
        .when(
            cmd.ProposeStake(
                conflict_id="k1", stake_id=stake_id, owner_side_id="merchant", description="it"
            ),
            PLAYER,
        )
        .state
    )
    if cost is not None:
        state = (
            spec(VOYAGES)
            .at(state)
            .when(cmd.PriceStake(conflict_id="k1", stake_id=stake_id, cost=cost))
            .state
        )
    return state


TETRA = cmd.ParticipantSpec(character_id="tetra")
DOC = cmd.ParticipantSpec(character_id="doc")


def opened(*participants: cmd.ParticipantSpec, mode: str = "solo",
           state: VoyagesState | None = None, **options: Any) -> VoyagesState:
    """A situation s1 opened by the gm."""
    return (
        spec(VOYAGES)
        .at(state or table())
        .when(
            cmd.OpenSituation(
                situation_id="s1", participants=participants or (TETRA,), group_mode=mode, **options
            )
        )
        .state
    )  # type: ignore[arg-type]


def scored(player: int = 6, env: int = 4, state: VoyagesState | None = None,
           **options: Any) -> VoyagesState:
    """Tetra alone, rolled and scored (score player-4, environment env-4)."""
    return (
        spec(VOYAGES)
        .at(opened(state=state, **options))
        .played(
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(player,)),
            cmd.RollEnvironment(situation_id="s1", dice=(env,)),
            cmd.ScoreSituation(situation_id="s1"),
        )
        .state
    )


def spend(pool: str, *purchases: Purchase) -> cmd.SpendSituationPoints:
    """SpendSituationPoints on s1."""
    return cmd.SpendSituationPoints(situation_id="s1", pool_id=pool, purchases=purchases)


def adjective(tier: int = 2, value: int = 1, polarity: str = "positive",
              name: str = "x") -> Purchase:
    """An adjective purchase for Tetra."""
    return Purchase(effect="adjective", character_id="tetra", tier=tier, value=value,
                    name=name, polarity=polarity)  # type: ignore[arg-type]
