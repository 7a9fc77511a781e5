"""ESPRI's test fixtures (characters, gems on the board, an open call) for the one test
language of every decider, ``tests.support.decider_spec``:
``spec(ESPRI).given(character("deva"), PLAY).when(command).then(...)`` / ``.refused(code)``."""

from collections.abc import Iterable, Sequence
from typing import Any

from domain.core import Actor, Event, RandomSource, SeededRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions, EspriState
from tests.support.decider_spec import spec


def seat(cid: str) -> Actor:
    """The player seat owning character ``cid`` in these tests."""
    return Actor(seat_id=f"seat-{cid}", role="player")


def mixed(seed: int = 0) -> RandomSource:
    """A game taking physical gems when given and drawing otherwise."""
    return SeededRandomSource(seed, mode="mixed")


def given(*events: Event | Iterable[Event], caterpillar: bool = False) -> EspriState:
    """The state after these events (lists of events are flattened): the state a test
    holds to look into, or hands to ``spec(ESPRI).at``."""
    return spec(ESPRI, EspriOptions(gem_caterpillar=caterpillar)).given(*events).state


def of_type(events: Sequence[Event], kind: type[Any]) -> list[Any]:
    """The events of one type."""
    return [event for event in events if isinstance(event, kind)]


def types(events: Sequence[Event]) -> list[str]:
    """Event class names, in order."""
    return [type(event).__name__ for event in events]


SEASON_SCORES = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}


def character(cid: str = "deva", *, kind: str = "guardian", tutelary: str | None = "winter",
              devotion: int = 2, seasons: dict[str, int] | None = None, harmony: int = 0,
              rupture: int = 0, prayers: Sequence[str] = (),
              relations: dict[str, cmd.RelationInput] | None = None,
              talents: Sequence[str] = ("Abri",)) -> ev.CharacterRegistered:
    """A registered character owned by ``seat-<cid>``."""
    from domain.espri.rules.sheet import Character, to_relations

    return ev.CharacterRegistered(character=Character(
        id=cid, name=cid.capitalize(), player_id=f"seat-{cid}", kind=kind,  # type: ignore[arg-type]
        tutelary_season=tutelary if kind == "guardian" else None, devotion=devotion,
        seasons=dict(seasons or SEASON_SCORES), harmony=harmony, rupture_points=rupture,
        prayer_gems=tuple(prayers), talents=tuple(talents),
        relations=to_relations(relations or {}, {}), medium_shattered=rupture > harmony))


def paved(season: str, colours: Sequence[str], start: int = 1) -> list[ev.GemPlaced]:
    """Gems from the pool on consecutive cells of one quadrant."""
    return [ev.GemPlaced(quadrant=season, cell=start + i, colour=colour, reason="test")
            for i, colour in enumerate(colours)]


def nymph_at(season: str, position: int) -> ev.NymphMoved:
    """A nymph put on a position."""
    return ev.NymphMoved(season=season, from_=0, to=position, reason="test")


PLAY = ev.SetupCompleted()


def declared(leader: str = "deva", season: str = "winter", n: int = 2, *,
             helpers: Sequence[tuple[str, str]] = (), talent: str | None = "Abri",
             call_id: str = "call-1") -> ev.CallDeclared:
    """An open call with draw count ``n``."""
    from domain.espri.rules.call import Helper, chooser

    return ev.CallDeclared(
        call_id=call_id, leader_id=leader, called_season=season, talent=talent,
        helpers=tuple(Helper(character_id=h, mode=m,  # type: ignore[arg-type]
                            talent="Abri" if m == "direct" else None)
                     for h, m in helpers),
        difficulty=0, difficulty_source="weather", modifiers=(), effective_score=n,
        draw_count=n, chooser=chooser(n), passive=False)


def drawn(*gems: str, call_id: str = "call-1") -> ev.GemsDrawn:
    """Gems drawn into the open call's hand."""
    return ev.GemsDrawn(call_id=call_id, gems=tuple(gems), source="physical")
