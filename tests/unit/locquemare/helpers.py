"""Locquemare's test fixtures (Sybéline, the example table, a game played in place) for
the one test language of every decider, ``tests.support.decider_spec``."""

from collections.abc import Iterable
from typing import Any

from domain.core import GM, Actor, Event, RandomSource
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import Journey, LocquemareOptions, LocquemareState, Prowess
from tests.support.decider_spec import Play, mixed, spec

R = LOCQUEMARE
SYBELINE_PLAYER = Actor(seat_id="p1", role="player")
ARTUS_PLAYER = Actor(seat_id="p2", role="player")
OTHER_PLAYER = Actor(seat_id="p3", role="player")
OBSERVER = Actor(seat_id="o1", role="observer")

SYBELINE_APPROACHES = {"aggro": 2, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1,
                       "ombre": 1, "techno": 1, "agora": 0}
SYBELINE_RESOURCES = {"adrenaline": 2, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 0,
                      "paria": 1, "mystique": 1, "ichor": 1}
EVEN_APPROACHES = {"aggro": 1, "metis": 1, "focus": 1, "flamme": 1, "flexx": 1,
                   "ombre": 1, "techno": 1, "agora": 1}
EVEN_RESOURCES = {"adrenaline": 1, "arsenal": 1, "biblos": 1, "volonte": 1, "dogma": 1,
                  "paria": 1, "mystique": 1, "ichor": 1}
CONCEPT = "sybeline-concept"
HAMARTIA = "sybeline-hamartia"


def prowesses(n: int = 3, **overrides: object) -> tuple[Prowess, ...]:
    """``n`` narrative prowesses (the first one may be customised)."""
    first = Prowess(name="Prowess 1", **overrides)  # type: ignore[arg-type]
    return (first, *(Prowess(name=f"Prowess {i}") for i in range(2, n + 1)))


def register(hero_id: str, name: str, player: str, *, approaches: dict[str, int] | None = None,
             resources: dict[str, int] | None = None, concept: str | None = None,
             hamartia: str | None = None,
             hero_prowesses: tuple[Prowess, ...] | None = None) -> cmd.RegisterCharacter:
    """A valid RegisterCharacter command."""
    keys = (cmd.CharacterKeySpec(text=concept or f"{name} concept", role="concept"),
            cmd.CharacterKeySpec(text=hamartia or f"{name} hamartia", role="hamartia"),
            *(cmd.CharacterKeySpec(text=f"{name} key {i}", role="other") for i in (1, 2, 3)))
    return cmd.RegisterCharacter(
        hero_id=hero_id, owner_player_id=player, name=name,
        journey=Journey(from_="A", to="B"), character_keys=keys,
        prowesses=hero_prowesses or prowesses(), approaches=approaches or EVEN_APPROACHES,
        resources=resources or EVEN_RESOURCES)


def register_sybeline(**kwargs: object) -> cmd.RegisterCharacter:
    """The fixture hero of section 8."""
    return register("sybeline", "Sybéline", "p1", approaches=SYBELINE_APPROACHES,
                    resources=SYBELINE_RESOURCES, concept="Experte en arts martiaux",
                    hamartia="Je dois protéger mon frère", **kwargs)  # type: ignore[arg-type]


class Game(Play[LocquemareState]):
    """A Locquemare game played in place (the harness's ``Play``), one random source for
    all its commands, with its heroes' lookups."""

    def __init__(self, options: LocquemareOptions | None = None,
                 rng: RandomSource | None = None) -> None:
        super().__init__(spec(R, options), rng or mixed())

    @property
    def sybeline(self):  # type: ignore[no-untyped-def]
        """Sybéline's sheet."""
        return self.state.heroes["sybeline"]

    def hero(self, hero_id: str):  # type: ignore[no-untyped-def]
        """A hero's sheet."""
        return self.state.heroes[hero_id]


def table(heroes: int = 5, scene: bool = True, session: bool = True) -> Game:
    """Sybéline, Artus and other heroes; a scenario, an act and a scene with all present."""
    game = Game()
    game.when(register_sybeline(), SYBELINE_PLAYER)
    game.when(register("artus", "Artus", "p2"), ARTUS_PLAYER)
    for i in range(3, heroes + 1):
        game.when(register(f"hero{i}", f"Hero {i}", f"p{i}"))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    if session:
        game.when(cmd.StartSession())
    if scene:
        game.when(cmd.StartScene(present_hero_ids=tuple(game.state.heroes)))
    return game


def guard_scene(game: Game) -> None:
    """A soldier guard with the known key `Un peu saoul`, present in a new scene."""
    game.when(cmd.CreateNpc(npc_id="guard", name="Guard", category="soldier", stress_boxes=1))
    game.when(cmd.EndScene())
    game.when(cmd.StartScene(present_hero_ids=tuple(game.state.heroes), present_npc_ids=("guard",)))
    game.when(cmd.CreateKey(key_id="saoul", text="Un peu saoul",
                         owner=cmd.KeyOwner(npc_id="guard")))


def declare(game: Game, action_type: str = "attack", hero: str = "sybeline",
            approach: str = "aggro", resource: str = "adrenaline", action_id: str = "a1",
            actor: Actor = GM, **kwargs: Any) -> list[Event]:
    """Declare an action."""
    return game.when(cmd.DeclareAction(action_id=action_id, hero_id=hero, action_type=action_type,
                                    approach=approach, resource=resource, **kwargs),
                   actor)


def rolled(game: Game, fate: tuple[int, ...], action_type: str = "attack",
           hero: str = "sybeline", approach: str = "aggro", resource: str = "adrenaline",
           modifiers: int = 0, edge_dice: tuple[int, ...] = (), **kwargs: Any) -> None:
    """Declare, set a difficulty of 2 (+ modifiers, allowing ``edge_dice``) and roll
    physical fate dice."""
    declare(game, action_type, hero, approach, resource, **kwargs)
    mods = (cmd.Modifier(reason="test", value=modifiers),) if modifiers else ()
    game.when(cmd.SetDifficulty(action_id="a1", modifiers=mods, edge_dice=edge_dice))
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=fate)))


def of_type(events: Iterable[Event], kind: type[Event]) -> list[Event]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def names(events: Iterable[Event]) -> list[str]:
    """The type names of events, in order."""
    return [type(e).__name__ for e in events]


def wounded_boss(game: Game) -> str:
    """The adversary « Le chef » in a scene with Sybéline, with a minor consequence: the
    key its consequence makes."""
    game.when(cmd.CreateNpc(npc_id="boss", name="Le chef", category="adversary", stress_boxes=1,
                          consequence_slots=("minor",)))
    game.when(cmd.StartScene(present_hero_ids=("sybeline",), present_npc_ids=("boss",)))
    game.when(cmd.ApplyNpcStress(npc_id="boss", amount=3))
    events = game.when(cmd.ResolveNpcHarm(npc_id="boss", slots=("minor",)))
    return next(e.key.key_id for e in events if isinstance(e, ev.KeyCreated))
