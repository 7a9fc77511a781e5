"""``domain.core.offers`` on a toy rule system: one declaration answers both ``decide``
(checked first, same refusal) and ``available`` (offered for the right seats and
characters, with choices and whom play awaits)."""

import msgspec
import pytest

from domain.core import (
    GM,
    Actor,
    Choice,
    Command,
    DomainError,
    Emitter,
    Event,
    ForCharacter,
    Move,
    NotAuthorized,
    RandomSource,
    Seat,
    SeededRandomSource,
    TableRuleset,
)


class Hero(msgspec.Struct, frozen=True):
    name: str
    player_id: str
    tired: bool = False


class Toy(msgspec.Struct, frozen=True):
    characters: dict[str, Hero]
    turn: str | None = None


class Rest(Command, frozen=True, kw_only=True):
    character_id: str


class Act(Command, frozen=True, kw_only=True):
    how: str


class Rested(Event, frozen=True):
    character_id: str


def rest(em: Emitter[Toy], c: Rest, actor: Actor, rng: RandomSource) -> None:
    em.emit(Rested(character_id=c.character_id))


def act(em: Emitter[Toy], c: Act, actor: Actor, rng: RandomSource) -> None:
    em.emit(Rested(character_id=str(em.state.turn)))


def may_rest(state: Toy, actor: Actor, cid: str) -> None:
    hero = state.characters[cid]
    if not actor.may_act_for(hero.player_id):
        raise NotAuthorized("not_owner", "not yours")
    if not hero.tired:
        raise DomainError("not_tired", "rest when tired")


def whose_turn(state: Toy) -> list[str]:
    return [] if state.turn is None else [state.turn]


def someone_acts(state: Toy, actor: Actor) -> None:
    if state.turn is None:
        raise DomainError("no_turn", "nobody's turn")


MOVES = {
    Rest: Move(rest, acting=ForCharacter(lambda s: list(s.characters), may_rest)),
    Act: Move(act, someone_acts, acting=ForCharacter(whose_turn, may_rest, field=None),
              choices={"how": lambda s, t: [Choice(value="boldly", label="Boldly")]},
              awaits=whose_turn),
}


class ToyRules(TableRuleset[Toy, Toy]):
    name = "toy"
    title = "Toy"
    command_types = (Rest, Act)
    event_types = (Rested,)


TOY = ToyRules(MOVES, {}, view=lambda s, a: s, narrate=lambda s, e: None)
STATE = Toy(characters={"a": Hero("Ana", "s1", tired=True), "b": Hero("Bo", "s2")}, turn="a")
SEATS = [Seat(seat_id="gm", role="gm", name="Gwen"), Seat(seat_id="s1", role="player",
                                                          name="Sam")]
S1, S2 = Actor(seat_id="s1", role="player"), Actor(seat_id="s2", role="player")


def test_decide_checks_the_declaration_first_with_its_refusal() -> None:
    with pytest.raises(NotAuthorized) as refused:
        TOY.decide(STATE, Rest(character_id="a"), S2, SeededRandomSource(0))
    assert refused.value.code == "not_owner"
    with pytest.raises(DomainError) as refused:
        TOY.decide(STATE, Rest(character_id="b"), GM, SeededRandomSource(0))
    assert refused.value.code == "not_tired"
    assert TOY.decide(STATE, Rest(character_id="a"), S1, SeededRandomSource(0))


def test_an_implied_character_is_checked_against_the_seat() -> None:
    with pytest.raises(NotAuthorized):
        TOY.decide(STATE, Act(how="boldly"), S2, SeededRandomSource(0))
    with pytest.raises(DomainError) as refused:
        TOY.decide(msgspec.structs.replace(STATE, turn=None), Act(how="x"), GM,
                   SeededRandomSource(0))
    assert refused.value.code == "no_turn"


def test_available_lists_the_seats_commands_characters_and_choices() -> None:
    mine = TOY.available(STATE, S1, SEATS)
    assert [(a.type, a.character_ids, a.awaited) for a in mine.available] == [
        ("Act", ["a"], True), ("Rest", ["a"], False)]
    assert mine.available[0].choices == {"how": [Choice(value="boldly", label="Boldly")]}
    assert TOY.available(STATE, S2, SEATS).available == []
    gm = TOY.available(STATE, GM, SEATS)
    assert [a.awaited for a in gm.available] == [False, False]


def test_waiting_for_names_the_seat_and_the_character_for_everyone() -> None:
    observer = TOY.available(STATE, Actor(seat_id="o", role="observer"), SEATS)
    assert observer.available == []
    (waiting,) = observer.waiting_for
    assert (waiting.seat_id, waiting.seat_name, waiting.character_id,
            waiting.character_name, waiting.types) == ("s1", "Sam", "a", "Ana", ["Act"])


def test_a_move_is_awaited_only_from_a_seat_it_is_offered_to() -> None:
    """Issue #39: ``waiting_for`` promised moves nobody was offered. Bo's turn, but Bo is
    not tired, so no seat may send ``Act`` for him: the table waits for no one."""
    stuck = msgspec.structs.replace(STATE, turn="b")
    assert TOY.available(stuck, GM, SEATS).waiting_for == []
    assert "Act" not in {a.type for a in TOY.available(stuck, S2, SEATS).available}


def test_labels_are_said_in_the_readers_words_and_lists_say_how_many() -> None:
    """C6: a choice function reads the reader's words from its table; counts travel with
    the affordance."""
    from domain.core import ChoiceContext, Count

    class Upper:
        def gettext(self, message: str) -> str:
            return message.upper()

        def ngettext(self, singular: str, plural: str, n: int) -> str:
            return (singular if n == 1 else plural).upper()

        def pgettext(self, context: str, message: str) -> str:
            return f"{context}:{message}".upper()

    table = ChoiceContext(actor=GM, words=Upper())
    assert [c.label for c in table.terms(("boldly",), "how")] == ["HOW:BOLDLY"]
    assert [c.label for c in table.terms(("x",), lambda words, v: words.gettext(v))] == ["X"]
    counted = ToyRules({Act: Move(act, someone_acts, choices={
        "how": lambda s, t: t.terms(("boldly", "softly"), "how")},
        counts={"how": lambda s, t: [Count(min=1, max=1)]})}, {}, view=lambda s, a: s,
        narrate=lambda s, e: None)
    (offered,) = counted.available(STATE, GM, SEATS, Upper()).available
    assert [c.label for c in offered.choices["how"]] == ["HOW:BOLDLY", "HOW:SOFTLY"]
    assert offered.counts == {"how": [Count(min=1, max=1)]}
