"""The sheet's choices (registering, adjusting), the setup's (the gems to keep, a
priestess's quadrants) and the communion ritual's (who pays, how, which cells)."""

from domain.core import Choice, ChoiceContext, Count
from domain.espri.decide.choices.call import cell_label, colours
from domain.espri.decide.ritual import paying_members
from domain.espri.narrate import glossary
from domain.espri.rules.board import WORLD
from domain.espri.rules.gems import COLOURS, SEASONS
from domain.espri.rules.sheet import MAX_RESONANCE, own_colour
from domain.espri.state import EspriState


def player_seats(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The seats a character may belong to: the asking player's own, or (gm) any seat."""
    if context.actor.is_gm:
        return context.seat_choices(("player", "gm"))
    return [c for c in context.seat_choices() if c.value == context.actor.seat_id]


def kinds(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Guardian or priestess (« Gardien », « Prêtresse »)."""
    return context.terms(("guardian", "priestess"), glossary.kind)


def devotions(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Devotion 1..5, a priestess's up to 6."""
    return context.numbers(range(1, 7))


def scores(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """A season's score 1..5, a guardian's tutelary season up to 6 (its opposite up to
    4)."""
    return context.numbers(range(1, 7))


def pool_colours(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The colours a starting prayer gem may take: those the pool still holds."""
    return colours(context, [c for c in COLOURS if state.pool.get(c, 0) > 0])


def relation_targets(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The characters of the game a new sheet may name in its relations (by their names;
    a character registered later is named once it is, T19)."""
    return [Choice(value=cid, label=sheet.name) for cid, sheet in state.characters.items()]


def adjusted_relation_targets(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per character, the others it may hold a relation with."""
    return [Choice(value=target, label=other.name, character_id=cid)
            for cid in state.characters
            for target, other in state.characters.items() if target != cid]


def resonance_maxima(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """A relation's resonance, « sur une échelle de 1 à 5 » (R6)."""
    return context.numbers(range(1, MAX_RESONANCE + 1))


def setup_keep(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Each character's drawn gems it may keep (no rupture: it is placed), each once."""
    return [choice for cid, drawn in state.setup_draws.items()
            for choice in context.terms(sorted(g for g in drawn if g != "rupture"),
                                      glossary.colour, cid)]


def setup_keep_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Per character, exactly its devotion's room, or every gem it may keep."""
    found = []
    for cid, drawn in state.setup_draws.items():
        sheet = state.characters[cid]
        room = max(0, sheet.devotion - len(sheet.prayer_gems))
        n = min(room, sum(1 for gem in drawn if gem != "rupture"))
        found.append(Count(min=n, max=n, character_id=cid))
    return found


def setup_quadrants(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """A priestess names a quadrant for each time or rupture gem she places."""
    return [choice for cid in state.setup_draws if state.characters[cid].kind == "priestess"
            for choice in context.terms(SEASONS, glossary.season, cid)]


def setup_quadrant_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Per priestess: one quadrant per rupture gem drawn, and per time gem she does not
    keep."""
    found = []
    for cid, drawn in state.setup_draws.items():
        if state.characters[cid].kind != "priestess":
            continue
        ruptures, times = drawn.count("rupture"), drawn.count("time")
        found.append(Count(min=ruptures, max=ruptures + times, character_id=cid))
    return found


def payers(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """The members who pay the ritual (T1: active and able to pay)."""
    return [Choice(value=cid, label=state.characters[cid].name)
            for cid in paying_members(state)]


def payer_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Every member able to pay, once each."""
    n = len(paying_members(state))
    return [Count(min=n, max=n)] if n else []


def payments(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per member, « 1pt d'Harmonie » when it holds one (else a prayer gem: ``pays.prayer``)."""
    return [context.term("harmony", glossary.payment, cid) for cid in paying_members(state)
            if state.characters[cid].harmony >= 1]


def prayer_payments(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per member, the prayer gems it may pay with."""
    return [context.term(colour, glossary.colour, cid) for cid in paying_members(state)
            for colour in sorted(set(state.characters[cid].prayer_gems))]


def _own_cells(state: EspriState, cid: str) -> list[tuple[str, int]]:
    colour = own_colour(state.characters[cid])
    return [(s, i) for s, q in state.board.items() for i in range(1, WORLD + 1)
            if q.cells[i] == colour]


def own_quadrants(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per member, the quadrants holding gems of its own colour."""
    return [choice for cid in paying_members(state)
            for choice in context.terms(sorted({s for s, _ in _own_cells(state, cid)}),
                                      glossary.season, cid)]


def own_cells(state: EspriState, context: ChoiceContext) -> list[Choice]:
    """Per member, the cells holding gems of its own colour."""
    return [Choice(value=i, label=cell_label(context, s, i), character_id=cid)
            for cid in paying_members(state) for s, i in _own_cells(state, cid)]


def own_cell_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Per member, up to its tutelary score (a priestess: her devotion) gems removed."""
    found = []
    for cid in paying_members(state):
        sheet = state.characters[cid]
        limit = sheet.devotion if sheet.tutelary_season is None \
            else sheet.seasons[sheet.tutelary_season]
        found.append(Count(min=0, max=min(limit, len(_own_cells(state, cid))),
                           character_id=cid))
    return found


def rupture_set_count(state: EspriState, context: ChoiceContext) -> list[Count]:
    """Up to one rupture gem per complete set {winter, spring, summer, autumn, time} the
    members may remove together."""
    removable: dict[str, int] = {}
    for cid, count in zip(paying_members(state), own_cell_count(state, context), strict=True):
        colour = own_colour(state.characters[cid])
        removable[colour] = removable.get(colour, 0) + count.max
    sets = min(removable.get(colour, 0) for colour in (*SEASONS, "time"))
    ruptures = sum(1 for q in state.board.values() for gem in q.cells if gem == "rupture")
    return [Count(min=0, max=min(sets, ruptures))]
