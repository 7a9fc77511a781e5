"""The values Ardri's commands may take now, field by field (declared in ``decider.MOVES``).

Each function is ``(state, table) -> choices`` (``domain.core.offers``); a choice valid
only when sending for one character names it (``character_id``): a character holds at most
one open roll, so its roll, dice and stored successes are exact.
"""

from collections.abc import Iterable

from domain.ardri.decide import may
from domain.ardri.rules.catalog import CHARACTERISTICS
from domain.ardri.rules.resolution import DIFFICULTIES
from domain.ardri.state import ArdriState
from domain.core import Choice, Table, plain_choices


def names(state: ArdriState, ids: Iterable[str], for_character: str | None = None,
          ) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    return [Choice(value=cid, label=state.characters[cid].sheet.name,
                   character_id=for_character) for cid in ids if cid in state.characters]


def owners(state: ArdriState, table: Table) -> list[Choice]:
    """The seats a new character may belong to: the player's own, any player's for the gm."""
    if table.actor.is_gm:
        return table.seat_choices()
    name = table.seat_name(table.actor.seat_id) or table.actor.seat_id
    return [Choice(value=table.actor.seat_id, label=name)]


def characters(state: ArdriState, table: Table) -> list[Choice]:
    """Every registered character."""
    return names(state, state.characters)


def present(state: ArdriState, table: Table) -> list[Choice]:
    """The characters at the table."""
    return names(state, may.present(state))


def absent(state: ArdriState, table: Table) -> list[Choice]:
    """Registered characters not at the table (who may join)."""
    seated = set(may.present(state))
    return names(state, [cid for cid in state.characters if cid not in seated])


def leaving(state: ArdriState, table: Table) -> list[Choice]:
    """Present characters who may leave (the table keeps someone)."""
    seated = may.present(state)
    if len(seated) > 1 or len(seated) < len(state.characters):
        return names(state, seated)
    return []


def characteristics(state: ArdriState, table: Table) -> list[Choice]:
    """Strength, spirit, intention."""
    return plain_choices(CHARACTERISTICS)


def domains(state: ArdriState, table: Table) -> list[Choice]:
    """The catalog's domains (each sits under one characteristic)."""
    return plain_choices([d for ds in state.domain_catalog.values() for d in ds])


def attributes(state: ArdriState, table: Table) -> list[Choice]:
    """Each present character's attributes (valid with their own domain)."""
    return [Choice(value=a.attribute_id, label=a.name, character_id=cid)
            for cid in may.present(state) for a in state.characters[cid].sheet.attributes]


def difficulties(state: ArdriState, table: Table) -> list[Choice]:
    """Complicated, near impossible, or a facility."""
    return plain_choices(list(DIFFICULTIES))


def own_open_roll(state: ArdriState, ready: list[str]) -> list[Choice]:
    """The open roll of each ready character."""
    session = state.session
    if session is None:
        return []
    return [Choice(value=session.open_roll_by_character[cid], label=_roll_label(state, cid),
                   character_id=cid) for cid in ready]


def _roll_label(state: ArdriState, cid: str) -> str:
    session = state.session
    assert session is not None
    roll = session.open_rolls[session.open_roll_by_character[cid]]
    return roll.label or f"{state.characters[cid].sheet.name}: {roll.roll_id}"


def store_rolls(state: ArdriState, table: Table) -> list[Choice]:
    """The open roll a character may store a success from."""
    return own_open_roll(state, may.store_ready(state))


def store_dice(state: ArdriState, table: Table) -> list[Choice]:
    """The dice of that roll that may be stored."""
    session = state.session
    if session is None:
        return []
    return [Choice(value=i, label=str(session.open_rolls[
        session.open_roll_by_character[cid]].trinity_dice[i]), character_id=cid)
        for cid in may.store_ready(state)
        for i in may.storable(session, may.open_roll_of(session, cid))]


def use_rolls(state: ArdriState, table: Table) -> list[Choice]:
    """The open failed roll a character may complete."""
    return own_open_roll(state, may.use_ready(state))


def use_stored(state: ArdriState, table: Table) -> list[Choice]:
    """The stored successes that fit the character's open failed roll."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.use_ready(state):
        roll = may.open_roll_of(session, cid)
        assert roll is not None
        found.extend(Choice(value=s.stored_success_id, label=str(s.value), character_id=cid)
                     for s in may.fitting(session.murphy_of(cid).stored, roll))
    return found


def gift_sources(state: ArdriState, table: Table) -> list[Choice]:
    """The giver's open roll with a surplus."""
    return own_open_roll(state, may.gift_ready(state))


def gift_dice(state: ArdriState, table: Table) -> list[Choice]:
    """The giver's dice that fit one of the partners' rolls."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.gift_ready(state):
        source = may.open_roll_of(session, cid)
        assert source is not None
        targets = may.gift_targets(session, source)
        found.extend(Choice(value=i, label=str(may.die_value(source, i)), character_id=cid)
                     for i in may.giftable(source)
                     if any(may.die_value(source, i) <= t.effective_threshold for t in targets))
    return found


def gift_targets(state: ArdriState, table: Table) -> list[Choice]:
    """The partners' open failed rolls on the giver's task."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.gift_ready(state):
        source = may.open_roll_of(session, cid)
        assert source is not None
        found.extend(Choice(value=t.roll_id, label=_roll_label(state, t.character_id),
                            character_id=cid) for t in may.gift_targets(session, source))
    return found


def supported_rolls(state: ArdriState, table: Table) -> list[Choice]:
    """The instigators' failed rolls each supporter may help."""
    session = state.session
    if session is None:
        return []
    return [Choice(value=r.roll_id, label=_roll_label(state, r.character_id), character_id=cid)
            for cid in may.support_ready(state) for r in may.supported_rolls(session, cid)]


def support_stored(state: ArdriState, table: Table) -> list[Choice]:
    """Each supporter's stored successes that fit a supported roll."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.support_ready(state):
        rolls = may.supported_rolls(session, cid)
        found.extend(Choice(value=s.stored_success_id, label=str(s.value), character_id=cid)
                     for s in session.murphy_of(cid).stored
                     if any(s.value <= r.effective_threshold for r in rolls))
    return found


def open_contests(state: ArdriState, table: Table) -> list[Choice]:
    """The open concurrences."""
    return _contests(state, may.open_contest_ids(state), None)


def _contests(state: ArdriState, ids: Iterable[str], cid: str | None) -> list[Choice]:
    session = state.session
    if session is None:
        return []
    return [Choice(value=k, label=session.concurrences[k].label or k, character_id=cid)
            for k in ids]


def awaiting_contests(state: ArdriState, table: Table) -> list[Choice]:
    """For each participant, the open concurrences it has still to roll in."""
    return [choice for cid in may.contest_ready(state)
            for choice in _contests(state, may.contests_awaiting(state, cid), cid)]


def contest_attributes(state: ArdriState, table: Table) -> list[Choice]:
    """Each participant's attributes of the domain of a concurrence it has to roll in."""
    session = state.session
    if session is None:
        return []
    found: list[Choice] = []
    for cid in may.contest_ready(state):
        wanted = {session.concurrences[k].domain_id for k in may.contests_awaiting(state, cid)}
        found.extend(Choice(value=a.attribute_id, label=a.name, character_id=cid)
                     for a in state.characters[cid].sheet.attributes if a.domain_id in wanted)
    return found
