"""Declared preconditions of the table, action and situation commands (issue #23).

Voyages addresses its resolutions by id, so a precondition says "there is one to act on
now" (with the refusal the handler gives when there is none), and the handler keeps the
checks of the id the command names. ``lookups`` are shared with ``decide.choices``.
"""

from collections.abc import Callable, Iterator

from domain.core import Actor, DomainError, NotAuthorized
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages.decide import owned_character, require_gm
from domain.voyages.decide.action import rescorable
from domain.voyages.rules.model import Action, Roll, Situation
from domain.voyages.rules.situation import involved
from domain.voyages.state import VoyagesState, flaw_window_open, reroll_window_open


def gm_only(state: VoyagesState, actor: Actor) -> None:
    """The gm's commands that need nothing else (``forbidden``)."""
    require_gm(actor)


def gm_with_characters(state: VoyagesState, actor: Actor) -> None:
    """The gm, and a character at the table (``unknown_character``)."""
    require_gm(actor)
    if not state.characters:
        raise DomainError("unknown_character", sentence("no character at the table"))


def gm_with_targets(state: VoyagesState, actor: Actor) -> None:
    """The gm, and a character or thing to carry an adjective (``unknown_character``)."""
    require_gm(actor)
    if not state.characters and not state.things:
        raise DomainError("unknown_character", sentence("no character or thing at the table"))


def adjective_ids(state: VoyagesState) -> list[str]:
    """Every adjective on a character or a thing."""
    return [a.adjective_id for cid in state.characters
            for a in state.characters[cid].adjectives] + [
        a.adjective_id for tid in state.things for a in state.things[tid].adjectives]


def gm_with_adjective(state: VoyagesState, actor: Actor) -> None:
    """The gm, and an adjective to change (``unknown_adjective``)."""
    require_gm(actor)
    if not adjective_ids(state):
        raise DomainError("unknown_adjective", sentence("no adjective at the table"))


def restorable_tattoos(state: VoyagesState) -> list[tuple[str, str]]:
    """(character, inventory id) of every tattoo below its points."""
    return [(cid, i.inventory_id) for cid, sheet in state.characters.items()
            for i in sheet.tint_inventory if i.tattooed and i.current < i.points]


def gm_with_tattoo(state: VoyagesState, actor: Actor) -> None:
    """The gm, and a tattoo that can regain a point (``not_tattooed`` / ``invalid_payload``)."""
    require_gm(actor)
    if not any(i.tattooed for s in state.characters.values() for i in s.tint_inventory):
        raise DomainError("not_tattooed", sentence("no tattooed tint at the table"))
    if not restorable_tattoos(state):
        invalid(sentence("every tattoo is full"))


def owns(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """The seat owns the character (the gm acts for all): ``forbidden``."""
    owned_character(state, actor, character_id)


def open_actions(state: VoyagesState) -> list[Action]:
    """The actions not closed."""
    return [a for a in state.actions.values() if a.status == "open"]


def gm_with_action(state: VoyagesState, actor: Actor) -> None:
    """The gm, and an open action (``unknown_resolution``)."""
    require_gm(actor)
    if not open_actions(state):
        raise DomainError("unknown_resolution", sentence("no open action"))


def maybe_actions(state: VoyagesState) -> list[Action]:
    """Open actions on a 'maybe' not answered yet."""
    return [a for a in open_actions(state) if a.tier == "maybe" and a.maybe_option is None]


def a_maybe_to_answer(state: VoyagesState, actor: Actor) -> None:
    """A 'maybe' waits for its answer (``not_maybe_outcome``)."""
    if not maybe_actions(state):
        raise DomainError("not_maybe_outcome", sentence("no open action on a 'maybe'"))


def maybe_characters(state: VoyagesState) -> list[str]:
    """The characters whose 'maybe' waits for an answer."""
    return list(dict.fromkeys(a.character_id for a in maybe_actions(state)))


def _open_rolls(state: VoyagesState) -> Iterator[tuple[str, Roll]]:
    """(resolution, roll) of every roll whose resolution still takes rerolls."""
    for action in open_actions(state):
        if action.maybe_option is None:
            for roll in (action.main, *action.helpers):
                yield action.action_id, roll
    for found in state.situations.values():
        if rescorable(found):
            for p in found.participants.values():
                if p.roll is not None:
                    yield found.situation_id, p.roll
    for conflict in state.conflicts.values():
        current = conflict.round
        if conflict.status == "closed" or current is None or current.phase != "rolling":
            continue
        for side in current.rolls.values():
            for roll in side.member_rolls:
                yield conflict.conflict_id, roll


def rerollable(state: VoyagesState) -> Iterator[tuple[str, str, str]]:
    """(resolution, roll, character) of every character's roll still open to rerolls: its
    resolution takes them and the character has started nothing since (T12)."""
    for rid, roll in _open_rolls(state):
        cid = roll.character_id
        if cid is not None and cid in state.characters and reroll_window_open(state, roll):
            yield rid, roll.roll_id, cid


def reroll_characters(state: VoyagesState) -> list[str]:
    """The characters with a roll open to rerolls."""
    return list(dict.fromkeys(cid for _, _, cid in rerollable(state)))


def a_roll_to_reroll(state: VoyagesState, actor: Actor) -> None:
    """Some character's roll is open to rerolls (``unknown_resolution``)."""
    if not reroll_characters(state):
        raise DomainError("unknown_resolution", sentence("no roll open to rerolls"))


def may_reroll(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """The roll's owner (``not_your_roll``), with a tint point to pay (``no_tint_points``)."""
    sheet = state.characters[character_id]
    if not actor.may_act_for(sheet.owner_player_id):
        raise NotAuthorized("not_your_roll",
                            sentence("the roll belongs to another seat's character"))
    if not any(t.current >= 1 for t in sheet.own_tints) and not any(
            i.tattooed and i.current >= 1 for i in sheet.tint_inventory):
        raise DomainError("no_tint_points",
                          sentence("%(character)s has no own or tattooed tint point",
                                   character=sheet.name))


def invocable_effects(state: VoyagesState, character_id: str) -> list[str]:
    """Harmful effects on the character a flaw may still answer (R1)."""
    return [k for k, x in state.effects.items() if x.harmful and not x.negated
            and character_id in x.concerns_character_ids
            and flaw_window_open(state, x, character_id)]


def may_invoke_flaw(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """Owner (``forbidden``), a flaw (``unknown_flaw``), a harm it answers
    (``effect_not_invocable``)."""
    sheet = owned_character(state, actor, character_id)
    if not sheet.flaws:
        raise DomainError("unknown_flaw",
                          sentence("%(character)s has no flaw", character=sheet.name))
    if not invocable_effects(state, character_id):
        raise DomainError("effect_not_invocable",
                          sentence("no harm on %(character)s to answer", character=sheet.name))


def open_situations(state: VoyagesState) -> list[Situation]:
    """The situations not closed."""
    return [s for s in state.situations.values() if s.status != "closed"]


def rolling_situations(state: VoyagesState) -> list[Situation]:
    """The situations waiting for their rolls."""
    return [s for s in state.situations.values() if s.status == "rolling"]


def gm_with_situation(state: VoyagesState, actor: Actor) -> None:
    """The gm, and an open situation (``unknown_resolution``)."""
    require_gm(actor)
    if not open_situations(state):
        raise DomainError("unknown_resolution", sentence("no open situation"))


def _rolling(state: VoyagesState) -> list[Situation]:
    found = rolling_situations(state)
    if not found:
        raise DomainError("wrong_phase", sentence("no situation waits for its rolls"))
    return found


def unrolled_in(state: VoyagesState, character_id: str) -> list[Situation]:
    """Rolling situations where the character is a participant who has not rolled."""
    return [s for s in rolling_situations(state) if character_id in s.participants
            and s.participants[character_id].roll is None]


def _unrolled_owned(state: VoyagesState, actor: Actor, character_id: str) -> list[Situation]:
    """The owner (``forbidden``) of a participant (``not_a_participant``) yet to roll
    (``already_rolled``)."""
    owned_character(state, actor, character_id)
    if not any(character_id in s.participants for s in _rolling(state)):
        raise DomainError("not_a_participant",
                          sentence("“%(character)s” is in no rolling situation",
                                   character=character_id))
    found = unrolled_in(state, character_id)
    if not found:
        raise DomainError("already_rolled",
                          sentence("“%(character)s” has rolled", character=character_id))
    return found


def may_set_involvement(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """Before its roll, its owner sets a participant's involvement."""
    _unrolled_owned(state, actor, character_id)


def may_take_risk(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """Before its roll, its owner takes a risk once (``already_taken``)."""
    found = _unrolled_owned(state, actor, character_id)
    if all(s.participants[character_id].risk_taken for s in found):
        raise DomainError("already_taken", sentence("the risk is already taken"))


def may_roll_situation(state: VoyagesState, actor: Actor, character_id: str) -> None:
    """A participant who takes part (``not_involved``) rolls once."""
    found = _unrolled_owned(state, actor, character_id)
    if all(s.participants[character_id].involvement == "not_involved" for s in found):
        raise DomainError("not_involved",
                          sentence("“%(character)s” does not take part", character=character_id))


def environment_unrolled(state: VoyagesState) -> list[Situation]:
    """Rolling situations whose environment has not rolled."""
    return [s for s in rolling_situations(state) if s.environment_roll is None]


def gm_rolls_environment(state: VoyagesState, actor: Actor) -> None:
    """The gm rolls an environment once (``already_rolled``)."""
    require_gm(actor)
    _rolling(state)
    if not environment_unrolled(state):
        raise DomainError("already_rolled", sentence("the environment has rolled"))


def complete(found: Situation) -> bool:
    """Every involved participant and the environment rolled."""
    members = involved(found)
    return bool(members) and found.environment_roll is not None and all(
        found.participants[m].roll is not None for m in members)


def gm_scores_situation(state: VoyagesState, actor: Actor) -> None:
    """The gm scores a situation whose rolls are in (``rolls_incomplete``)."""
    require_gm(actor)
    if not any(complete(s) for s in _rolling(state)):
        raise DomainError("rolls_incomplete",
                          sentence("every involved participant and the environment roll"))


def completed(state: VoyagesState) -> list[Situation]:
    """Rolling situations whose rolls are all in."""
    return [s for s in rolling_situations(state) if complete(s)]


def awaits_gm(found: Callable[[VoyagesState], list[Situation]]
              ) -> Callable[[VoyagesState], list[str | None]]:
    """Play waits on the gm while ``found`` lists a situation."""
    def awaits(state: VoyagesState) -> list[str | None]:
        return [None] if found(state) else []
    return awaits


def awaited_situation_rolls(state: VoyagesState) -> list[str | None]:
    """The participants taking part who have not rolled yet."""
    return list(dict.fromkeys(cid for s in rolling_situations(state)
                              for cid, p in s.participants.items()
                              if p.roll is None and p.involvement != "not_involved"
                              and cid in state.characters))
